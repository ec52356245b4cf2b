import type { SQL } from "drizzle-orm";
import type { Database, Executor } from "../db/types.js";
import { uuidv7 } from "../lib/ids.js";
import {
  claimJobRows,
  finishClaimedJobIn,
  finishQueuedJob,
  finishQueuedJobsByKey,
  insertJobs,
  insertJobsWhenSql,
  insertJobWhenSql,
  type JobRow,
  oldestUnfinishedJobSql,
  queuedJobsCreatedBetween,
  takeQueuedJobRows,
  updateClaimedJob,
} from "./repository.js";

export type { JobRow };

export interface EnqueueOptions {
  /** When the job may first run (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** A job with the same key is enqueued once; later calls are no-ops. */
  dedupeKey?: string;
}

/**
 * Adds a job in the caller's transaction, so it commits (or rolls back) with the change
 * that caused it. Payloads are ids, never whole objects: handlers load current state.
 */
export async function enqueueJob(
  tx: Executor,
  now: Date,
  name: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string> {
  const id = uuidv7();
  const runAt = opts.runAt ?? now;
  // The notice is delivered by PostgreSQL when (and only if) the transaction commits: workers
  // listening on JOBS_CHANNEL claim a due job at once instead of at their next poll (worker.ts).
  await insertJobs(
    tx,
    [
      {
        id,
        name,
        payload,
        runAt,
        maxAttempts: opts.maxAttempts ?? 10,
        dedupeKey: opts.dedupeKey ?? null,
        createdAt: now,
      },
    ],
    runAt.getTime() <= now.getTime() ? { channel: JOBS_CHANNEL, name } : undefined,
  );
  return id;
}

/**
 * `enqueueJob` as a statement for a caller's `WITH`, so that a write and its job travel in one
 * round trip: the job is added only if `when` holds (for example, that the statement stored rows).
 */
export function enqueueJobWhenSql(now: Date, name: string, payload: Record<string, unknown>, when: SQL): SQL {
  return insertJobWhenSql(
    { id: uuidv7(), name, payload, runAt: now, maxAttempts: 10, dedupeKey: null, createdAt: now },
    { channel: JOBS_CHANNEL, name },
    when,
  );
}

/** A job for `enqueueJobsSql`: `enqueueJob`'s arguments, and the topic it may be conditional on. */
export interface JobToQueue extends EnqueueOptions {
  name: string;
  payload: Record<string, unknown>;
  /** Added only if `keep` (of `enqueueJobsSql`) holds for this topic; no topic: always added. */
  topic?: string;
}

/**
 * Jobs of any names as one statement for a caller's `WITH`, so that a write and all the jobs it
 * schedules travel in one round trip: the same rows and notices `enqueueJob` would make, those
 * with a topic only if `keep(topic)` holds when the statement runs. Null when there is no job.
 */
export function enqueueJobsSql(now: Date, jobs: JobToQueue[], keep?: (topic: SQL) => SQL): SQL | null {
  if (jobs.length === 0) return null;
  return insertJobsWhenSql(
    jobs.map((j) => ({
      id: uuidv7(),
      name: j.name,
      payload: j.payload,
      runAt: j.runAt ?? now,
      maxAttempts: j.maxAttempts ?? 10,
      dedupeKey: j.dedupeKey ?? null,
      createdAt: now,
      topic: j.topic ?? null,
    })),
    now,
    JOBS_CHANNEL,
    keep,
  );
}

/**
 * Adds one job of `name` per payload in one statement (same options for all, a dedupe key per
 * payload), in the caller's transaction.
 */
export async function enqueueJobs(
  tx: Executor,
  now: Date,
  name: string,
  jobs: { payload: Record<string, unknown>; dedupeKey?: string }[],
  opts: Omit<EnqueueOptions, "dedupeKey"> = {},
): Promise<void> {
  if (jobs.length === 0) return;
  const runAt = opts.runAt ?? now;
  await insertJobs(
    tx,
    jobs.map((j) => ({
      id: uuidv7(),
      name,
      payload: j.payload,
      runAt,
      maxAttempts: opts.maxAttempts ?? 10,
      dedupeKey: j.dedupeKey ?? null,
      createdAt: now,
    })),
    runAt.getTime() <= now.getTime() ? { channel: JOBS_CHANNEL, name } : undefined,
  );
}

/**
 * Finishes, in the caller's transaction, the queued jobs with these dedupe keys that are no
 * longer needed (a batch that did the work a job was queued to do if it failed): they never run.
 * A job already running is left to finish.
 */
export function finishQueuedJobs(tx: Executor, now: Date, dedupeKeys: string[]): Promise<void> {
  return finishQueuedJobsByKey(tx, dedupeKeys, now);
}

/**
 * Takes, in the caller's transaction, up to `limit` queued jobs of `name` due by `now` (rows
 * other transactions hold are skipped) and marks them succeeded, returning their payloads: a
 * handler that can do many jobs' work in one set-based step (the webhook fan-out) does theirs
 * with its own. They commit as done with that work or, if the transaction rolls back, stay queued.
 */
export function takeQueuedJobs(
  tx: Executor,
  now: Date,
  name: string,
  limit: number,
): Promise<{ id: string; payload: Record<string, unknown> }[]> {
  return takeQueuedJobRows(tx, name, now, limit);
}

/**
 * Finishes the claimed job `claimed` in `tx`, so that it stops counting as unfinished the moment
 * its work commits (what `oldestUnfinishedJobSql` reads), not a round trip later.
 */
export function finishClaimedJob(tx: Executor, now: Date, claimed: JobRow): Promise<void> {
  return finishClaimedJobIn(tx, claimed, now);
}

export { oldestUnfinishedJobSql };

/** The LISTEN/NOTIFY channel that announces newly due jobs. */
export const JOBS_CHANNEL = "kassa_jobs";

/**
 * How long a claimed job may run before another worker may take it over (a crashed worker's
 * lease): the default of JOBS_LEASE_MS (`config.worker.leaseMs`).
 */
export const LEASE_MS = 5 * 60_000;

/**
 * Claims up to `limit` due jobs for one worker. `FOR UPDATE SKIP LOCKED` lets any number of
 * workers claim at once without taking the same job; jobs whose lease (`leaseMs` since they were
 * claimed) has expired are claimable again, before due queued jobs. Each kind is read in
 * `job_due_idx` order (status, run_at) and stops after `limit` rows, so a claim costs the same
 * with 100,000 jobs queued as with ten (one query over both would sort every queued job).
 */
export async function claimJobs(
  db: Database,
  now: Date,
  workerId: string,
  limit: number,
  leaseMs: number = LEASE_MS,
  /** Only jobs of the urgent lane (`URGENT_JOB_NAMES`: webhook fan-out and delivery). */
  urgentOnly = false,
): Promise<JobRow[]> {
  return claimJobRows(db, now, workerId, limit, new Date(now.getTime() - leaseMs), urgentOnly);
}

export async function completeJob(db: Database, now: Date, claimed: JobRow): Promise<void> {
  await updateClaimedJob(db, claimed, {
    status: "succeeded",
    finishedAt: now,
    lockedAt: null,
    lockedBy: null,
    lastError: null,
  });
}

/** Retry delay after the n-th failed attempt: 10 s, 20 s, 40 s, … capped at one hour. */
export function backoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export async function failJob(db: Database, now: Date, claimed: JobRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const dead = claimed.attempts >= claimed.maxAttempts;
  await updateClaimedJob(db, claimed, {
    status: dead ? "dead" : "queued",
    runAt: dead ? claimed.runAt : new Date(now.getTime() + backoffMs(claimed.attempts)),
    finishedAt: dead ? now : null,
    lockedAt: null,
    lockedBy: null,
    lastError: message.slice(0, 2000),
  });
}

/**
 * For a caller that runs its own jobs inline in one transaction (the demo seed's replay of the
 * past): the queued jobs created in [from, to) that are due by `dueBy`, and marking one finished.
 * A worker never sees them before that transaction commits.
 */
export const inlineJobs = {
  due: queuedJobsCreatedBetween,
  finish: finishQueuedJob,
};
