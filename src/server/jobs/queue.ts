import { and, eq, sql } from "drizzle-orm";
import { job } from "../db/schema/jobs.js";
import type { Database, Executor } from "../db/types.js";
import { uuidv7 } from "../lib/ids.js";

export type JobRow = typeof job.$inferSelect;

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
  await tx
    .insert(job)
    .values({
      id,
      name,
      payload,
      runAt: opts.runAt ?? now,
      maxAttempts: opts.maxAttempts ?? 10,
      dedupeKey: opts.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: job.dedupeKey });
  // Delivered by PostgreSQL when (and only if) the transaction commits: workers listening on
  // JOBS_CHANNEL claim the job at once instead of at their next poll (see worker.ts).
  if (!opts.runAt || opts.runAt.getTime() <= now.getTime()) {
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
  }
  return id;
}

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
): Promise<JobRow[]> {
  const leaseCutoff = new Date(now.getTime() - leaseMs);
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${job} set status = 'running', locked_at = ${now}, locked_by = ${workerId}, attempts = ${job.attempts} + 1
    where ${job.id} in (
      with expired as (
        select ${job.id} from ${job}
        where ${job.status} = 'running' and ${job.lockedAt} < ${leaseCutoff}
        order by ${job.runAt}
        limit ${limit}
        for update skip locked
      ), due as (
        select ${job.id} from ${job}
        where ${job.status} = 'queued' and ${job.runAt} <= ${now}
        order by ${job.runAt}
        limit ${limit}
        for update skip locked
      )
      select id from (select id from expired union all select id from due) as claimable limit ${limit}
    )
    returning ${job.id}`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.query.job.findMany({ where: (j, { inArray }) => inArray(j.id, ids) });
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

export async function completeJob(db: Database, now: Date, claimed: JobRow): Promise<void> {
  await db
    .update(job)
    .set({ status: "succeeded", finishedAt: now, lockedAt: null, lockedBy: null, lastError: null })
    .where(and(eq(job.id, claimed.id), eq(job.lockedBy, claimed.lockedBy!)));
}

/** Retry delay after the n-th failed attempt: 10 s, 20 s, 40 s, … capped at one hour. */
export function backoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export async function failJob(db: Database, now: Date, claimed: JobRow, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const dead = claimed.attempts >= claimed.maxAttempts;
  await db
    .update(job)
    .set({
      status: dead ? "dead" : "queued",
      runAt: dead ? claimed.runAt : new Date(now.getTime() + backoffMs(claimed.attempts)),
      finishedAt: dead ? now : null,
      lockedAt: null,
      lockedBy: null,
      lastError: message.slice(0, 2000),
    })
    .where(and(eq(job.id, claimed.id), eq(job.lockedBy, claimed.lockedBy!)));
}
