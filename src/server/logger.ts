import pino from "pino";
import type { Config } from "./config.js";

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: {
      paths: ["*.password", "*.token", "*.secret", "*.authorization", "*.cookie", "*.otp"],
      censor: "[redacted]",
    },
  });
}
