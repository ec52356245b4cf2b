import type { AppContext } from "../../context.js";
import { enqueueJob } from "../../jobs/queue.js";
import { RETENTION_DAYS } from "./delivery-policy.js";
import { archiveEventsBefore } from "./delivery-repository.js";

export const PRUNE_JOB = "webhooks.prune";
const DAY_MS = 86_400_000;

/** The dedupe key of the prune run for the day `at` falls in: one run per day, however many workers. */
function pruneKey(at: Date): string {
  return `${PRUNE_JOB}:${at.toISOString().slice(0, 10)}`;
}

/** Schedules today's prune run (a no-op when it exists): the worker calls this when it starts. */
export function schedulePrune(ctx: Pick<AppContext, "db" | "clock">): Promise<string> {
  const now = ctx.clock.now();
  return enqueueJob(ctx.db, now, PRUNE_JOB, {}, { dedupeKey: pruneKey(now) });
}

/**
 * Archives event payloads older than 90 days (the data is dropped, the event stays listed with
 * `is_archived: true` and can no longer be redelivered), then schedules tomorrow's run.
 */
export async function pruneEvents(ctx: Pick<AppContext, "db" | "clock">): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const n = await archiveEventsBefore(ctx.db, cutoff, now, 1000);
    total += n;
    if (n < 1000) break;
  }
  const tomorrow = new Date(Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS + 3 * 3_600_000);
  await enqueueJob(ctx.db, now, PRUNE_JOB, {}, { runAt: tomorrow, dedupeKey: pruneKey(tomorrow) });
  return total;
}
