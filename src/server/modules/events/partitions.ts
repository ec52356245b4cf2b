import type { AppContext } from "../../context.js";
import { sqlStateOf } from "../../db/sql-state.js";
import { enqueueJob } from "../../jobs/queue.js";
import {
  createEventPartition,
  defaultPartitionHasRows,
  eventDefaultPartition,
  eventPartitionNames,
} from "./partitions-repository.js";

export const PARTITIONS_JOB = "events.partitions";
/** Months made ahead of the current one. */
export const PARTITION_MONTHS_AHEAD = 2;
const DAY_MS = 86_400_000;
const LOCK_TIMEOUT_MS = 5_000;

/** The UTC month `offset` months after the one `at` falls in: its partition name and bounds. */
export function monthPartition(at: Date, offset: number): { name: string; start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const month = String(start.getUTCMonth() + 1).padStart(2, "0");
  return { name: `event_${start.getUTCFullYear()}_${month}`, start, end };
}

export interface PartitionRun {
  created: string[];
  /** Months left in the default partition because it already holds events of them. */
  skipped: string[];
}

/**
 * Creates the monthly partitions `event_YYYY_MM` of the current month and the next two that do
 * not exist yet; moves no row. A month the default partition already holds events of (the
 * current month, on a database that ran before this job) is left there: PostgreSQL refuses such
 * a partition, and moving rows would lock ingestion while they are copied. Events cannot be
 * dated in the future, so months ahead are always empty and get their partition before their
 * first event. A month whose creation loses a race with an ingest of its first event, or waits
 * for locks longer than 5 s, is skipped and tried again on the next run.
 */
export async function ensureEventPartitions(ctx: Pick<AppContext, "db" | "clock">): Promise<PartitionRun> {
  const run: PartitionRun = { created: [], skipped: [] };
  const defaultPartition = await eventDefaultPartition(ctx.db);
  if (defaultPartition === null) return run; // not partitioned, or ranges without a default
  const existing = await eventPartitionNames(ctx.db);
  const now = ctx.clock.now();
  for (let offset = 0; offset <= PARTITION_MONTHS_AHEAD; offset++) {
    const month = monthPartition(now, offset);
    if (existing.has(month.name)) continue;
    const made = await ctx.db
      .transaction(async (tx) => {
        if (await defaultPartitionHasRows(tx, defaultPartition, month.start, month.end)) return false;
        await createEventPartition(tx, month.name, month.start, month.end, LOCK_TIMEOUT_MS);
        return true;
      })
      .catch((error: unknown) => {
        const code = sqlStateOf(error);
        if (code === "42P07") return null; // another worker made it meanwhile
        // 23514: a row of the month reached the default partition meanwhile; 55P03: lock timeout.
        if (code === "23514" || code === "55P03") return false;
        throw error;
      });
    if (made !== null) (made ? run.created : run.skipped).push(month.name);
  }
  return run;
}

function runKey(at: Date): string {
  return `${PARTITIONS_JOB}:${at.toISOString().slice(0, 10)}`;
}

/** Schedules today's run (a no-op when it exists): the worker calls this when it starts. */
export function scheduleEventPartitions(ctx: Pick<AppContext, "db" | "clock">): Promise<string> {
  const now = ctx.clock.now();
  return enqueueJob(ctx.db, now, PARTITIONS_JOB, {}, { dedupeKey: runKey(now) });
}

/** One run: ensures the partitions, then schedules tomorrow's run. */
export async function runEventPartitions(ctx: Pick<AppContext, "db" | "clock">): Promise<PartitionRun> {
  const run = await ensureEventPartitions(ctx);
  const now = ctx.clock.now();
  const tomorrow = new Date(Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS + 2 * 3_600_000);
  await enqueueJob(ctx.db, now, PARTITIONS_JOB, {}, { runAt: tomorrow, dedupeKey: runKey(tomorrow) });
  return run;
}

/** The events module's jobs, by name. */
export const eventJobs = {
  [PARTITIONS_JOB]: async (ctx: Pick<AppContext, "db" | "clock">) => {
    await runEventPartitions(ctx);
  },
};
