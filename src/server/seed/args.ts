import { parseArgs } from "node:util";
import { DEMO_HISTORY_DAYS } from "./history-plan.js";

// The seed command's arguments, checked without loading the seed (a usage error answers at once).

export interface SeedArgs {
  json: boolean;
  /** Days of history to make the first time (`--history-days`, 0 for none). */
  historyDays: number;
}

/** `seed --demo [--json] [--history-days N]`; anything else is a usage error (returned as a message). */
export function parseSeedArgs(args: string[]): SeedArgs | string {
  let values: { demo?: boolean | undefined; json?: boolean | undefined; "history-days"?: string | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: { demo: { type: "boolean" }, json: { type: "boolean" }, "history-days": { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (!values.demo) return "seed needs --demo (the only data set there is)";
  const days = values["history-days"];
  const historyDays = parseHistoryDays(days);
  if (historyDays === null) {
    return `--history-days must be a whole number from 0 to ${DEMO_HISTORY_DAYS} (got "${days}")`;
  }
  return { json: Boolean(values.json), historyDays };
}

/** The `--history-days` value (absent: a whole year), or null when it is not 0..DEMO_HISTORY_DAYS. */
export function parseHistoryDays(value: unknown): number | null {
  if (value === undefined || value === null) return DEMO_HISTORY_DAYS;
  const text = String(value);
  if (!/^\d{1,3}$/.test(text)) return null;
  const days = Number(text);
  return days <= DEMO_HISTORY_DAYS ? days : null;
}
