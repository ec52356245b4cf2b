import pino from "pino";
import type { Config } from "../config.js";
import type { AppContext, ContextOptions } from "../context.js";
import { createMailTransport } from "../modules/emails/service.js";
import type { SeedArgs } from "./args.js";
import { type DemoSeedResult, seedDemo, seedJson, seedSummary } from "./demo.js";

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
  printSeed(await seedDemo(ctx, { historyDays: args.historyDays }), ctx.config.baseUrl, args);
}

/** Prints a seed's result (made here, or by the running server) for a person or, with --json, a program. */
export function printSeed(result: DemoSeedResult, baseUrl: string, args: Pick<SeedArgs, "json">): void {
  if (args.json) process.stdout.write(`${JSON.stringify(seedJson(result))}\n`);
  else console.log(seedSummary(result, baseUrl));
}
