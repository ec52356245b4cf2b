import { parseArgs } from "node:util";
import pino from "pino";
import type { Config } from "../config.js";
import type { AppContext, ContextOptions } from "../context.js";
import { createMailTransport } from "../modules/emails/service.js";
import { type DemoSeedResult, seedDemo, seedJson, seedSummary } from "./demo.js";

export interface SeedArgs {
  json: boolean;
}

/** `seed --demo [--json]`; anything else is a usage error (returned as a message). */
export function parseSeedArgs(args: string[]): SeedArgs | string {
  let values: { demo?: boolean | undefined; json?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: { demo: { type: "boolean" }, json: { type: "boolean" } },
      strict: true,
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (!values.demo) return "seed needs --demo (the only data set there is)";
  return { json: Boolean(values.json) };
}

/**
 * Logs go to stderr and outbox emails are not echoed, so stdout holds only the seed's output
 * (with --json, exactly one JSON object).
 */
export function seedContextOptions(config: Config): ContextOptions {
  return {
    logger: pino({ level: config.logLevel, base: undefined }, pino.destination(2)),
    mailer: createMailTransport(config),
  };
}

export async function runSeed(ctx: AppContext, args: SeedArgs): Promise<void> {
  printSeed(await seedDemo(ctx), ctx.config.baseUrl, args);
}

/** Prints a seed's result (made here, or by the running server) for a person or, with --json, a program. */
export function printSeed(result: DemoSeedResult, baseUrl: string, args: SeedArgs): void {
  if (args.json) process.stdout.write(`${JSON.stringify(seedJson(result))}\n`);
  else console.log(seedSummary(result, baseUrl));
}
