import type { AppContext } from "../context.js";
import { enqueueJob } from "./queue.js";
import { deleteFinishedJobs } from "./repository.js";

export const PRUNE_FINISHED_JOB = "jobs.prune";

/** Succeeded jobs are kept this long (their dedupe keys with them); dead jobs are kept for good. */
export const FINISHED_JOB_RETENTION_DAYS = 7;
const DAY_MS = 86_400_000;
const BATCH = 1000;

function pruneKey(at: Date): string {
  return `${PRUNE_FINISHED_JOB}:${at.toISOString().slice(0, 10)}`;
}

/** Schedules today's run (a no-op when it exists): the worker calls this when it starts. */
export function scheduleJobPrune(ctx: Pick<AppContext, "db" | "clock">): Promise<string> {
  const now = ctx.clock.now();
  return enqueueJob(ctx.db, now, PRUNE_FINISHED_JOB, {}, { dedupeKey: pruneKey(now) });
}

/**
 * Deletes succeeded jobs that finished more than 7 days ago, in batches, then schedules
 * tomorrow's run. Every exactly-once guarantee lives in the domain tables (a renewal's period, a
 * checkout's order), so a freed dedupe key can never make work happen twice.
 */
export async function pruneFinishedJobs(ctx: Pick<AppContext, "db" | "clock">): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - FINISHED_JOB_RETENTION_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteFinishedJobs(ctx.db, cutoff, BATCH);
    total += deleted;
    if (deleted < BATCH) break;
  }
  const tomorrow = new Date(Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS + 4 * 3_600_000);
  await enqueueJob(ctx.db, now, PRUNE_FINISHED_JOB, {}, { runAt: tomorrow, dedupeKey: pruneKey(tomorrow) });
  return total;
}
