import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { rowsOf } from "../db/rows.js";
import { job } from "../db/schema/jobs.js";
import type { Database, Executor } from "../db/types.js";

/** Every query on the `job` table (the queue's own bookkeeping, not tenant data). */

export type JobRow = typeof job.$inferSelect;
export type JobInsert = typeof job.$inferInsert;

/**
 * Inserts jobs in one statement; those whose dedupe key is already there are skipped. With
 * `notify`, the same statement announces `notify.name` on `notify.channel` for the rows it
 * inserted, which PostgreSQL delivers once (identical notices of a transaction fold into one)
 * when, and only if, the transaction commits: one round trip for both.
 */
export async function insertJobs(
  tx: Executor,
  rows: JobInsert[],
  notify?: { channel: string; name: string },
): Promise<void> {
  if (rows.length === 0) return;
  const insert = tx.insert(job).values(rows).onConflictDoNothing({ target: job.dedupeKey });
  if (notify) await insert.returning({ notified: sql`pg_notify(${notify.channel}, ${notify.name})` });
  else await insert;
}

/**
 * Marks up to `limit` claimable jobs running for `workerId` and returns them by run time: those
 * whose lease started before `leaseCutoff` first, then due queued ones (see `claimJobs`).
 */
export async function claimJobRows(
  db: Database,
  now: Date,
  workerId: string,
  limit: number,
  leaseCutoff: Date,
): Promise<JobRow[]> {
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
  const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.query.job.findMany({ where: (j, { inArray }) => inArray(j.id, ids) });
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

/** Updates a claimed job, only while the worker that claimed it still holds it. */
export async function updateClaimedJob(
  db: Database,
  claimed: JobRow,
  patch: Partial<JobInsert>,
): Promise<void> {
  await db
    .update(job)
    .set(patch)
    .where(and(eq(job.id, claimed.id), eq(job.lockedBy, claimed.lockedBy!)));
}

/** Deletes up to `limit` succeeded jobs that finished before `cutoff`; how many it deleted. */
export async function deleteFinishedJobs(db: Executor, cutoff: Date, limit: number): Promise<number> {
  const batch = await db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.status, "succeeded"), lt(job.finishedAt, cutoff)))
    .limit(limit);
  if (batch.length === 0) return 0;
  await db.delete(job).where(
    inArray(
      job.id,
      batch.map((r) => r.id),
    ),
  );
  return batch.length;
}

/**
 * Queued jobs created in [from, to) and due at or before `dueBy`, by run time then creation:
 * the jobs a replay of past instants (the demo history) caused, read back by its own transaction.
 */
export function queuedJobsCreatedBetween(db: Executor, from: Date, to: Date, dueBy: Date): Promise<JobRow[]> {
  return db
    .select()
    .from(job)
    .where(
      and(eq(job.status, "queued"), gte(job.createdAt, from), lt(job.createdAt, to), lte(job.runAt, dueBy)),
    )
    .orderBy(asc(job.runAt), asc(job.createdAt), asc(job.id));
}

/** Marks a queued job succeeded at `now` (it was run, or deliberately not, by its caller). */
export async function finishQueuedJob(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(job)
    .set({ status: "succeeded", attempts: sql`${job.attempts} + 1`, finishedAt: now })
    .where(and(eq(job.id, id), eq(job.status, "queued")));
}
