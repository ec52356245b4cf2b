import { and, asc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import { fragment, slot } from "../db/fragment.js";
import { insertRows } from "../db/json-insert.js";
import { rowsOf } from "../db/rows.js";
import { job, URGENT_JOBS_CONDITION } from "../db/schema/jobs.js";
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
  const insert = insertRows(tx, job, rows).onConflictDoNothing({ target: job.dedupeKey });
  if (notify) await insert.returning({ notified: sql`pg_notify(${notify.channel}, ${notify.name})` });
  else await insert;
}

/**
 * `insertJobs` of one row as a statement to embed in a caller's `WITH` (a data-modifying CTE):
 * the row is inserted only if `when` holds, and the notice is sent by the same statement.
 */
export function insertJobWhenSql(
  row: JobInsert,
  notify: { channel: string; name: string } | undefined,
  when: SQL,
): SQL {
  const returning = notify ? sql`returning pg_notify(${notify.channel}, ${notify.name})` : sql``;
  return sql`insert into ${job} (id, name, payload, run_at, max_attempts, dedupe_key, created_at)
    select ${row.id}::uuid, ${row.name}, ${JSON.stringify(row.payload ?? {})}::jsonb, ${row.runAt.toISOString()}::timestamptz,
      ${row.maxAttempts ?? 10}::int, ${row.dedupeKey ?? null}::text, ${row.createdAt.toISOString()}::timestamptz
    where ${when}
    on conflict (dedupe_key) do nothing
    ${returning}`;
}

/**
 * `insertJobs` of several rows as a statement to embed in a caller's `WITH`, with one parameter
 * whatever the number of rows (a json array): rows whose dedupe key is there are skipped, a row
 * with a `topic` is inserted only if `keep(topic)` holds (an SQL condition on the row's topic
 * column, for example that an endpoint subscribes to it), and the rows due by `now` announce their
 * name on `channel` from the same statement (delivered on commit, like `insertJobs`). The
 * statement returns one row per job inserted.
 */
export function insertJobsWhenSql(
  rows: (JobInsert & { topic?: string | null })[],
  now: Date,
  channel: string,
  keep: (topic: SQL) => SQL = () => sql`true`,
): SQL {
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      payload: row.payload ?? {},
      run_at: (row.runAt ?? now).toISOString(),
      max_attempts: row.maxAttempts ?? 10,
      dedupe_key: row.dedupeKey ?? null,
      created_at: (row.createdAt ?? now).toISOString(),
      topic: row.topic ?? null,
    })),
  );
  return insertJobsWhen({ json, keep: keep(V_TOPIC), now: now.toISOString(), channel });
}

const V_TOPIC = sql`v.topic`;

/** `insertJobsWhenSql`'s text, built once. */
const insertJobsWhen = fragment<{ json: string; keep: SQL; now: string; channel: string }>(
  () => sql`insert into ${job} (id, name, payload, run_at, max_attempts, dedupe_key, created_at)
    select v.id, v.name, v.payload, v.run_at, v.max_attempts, v.dedupe_key, v.created_at
    from jsonb_to_recordset(${slot("json")}::jsonb) as v(id uuid, name text, payload jsonb, run_at timestamptz,
      max_attempts int, dedupe_key text, created_at timestamptz, topic text)
    where v.topic is null or ${slot("keep")}
    on conflict (dedupe_key) do nothing
    returning case when run_at <= ${slot("now")}::timestamptz then pg_notify(${slot("channel")}, name) end as notified`,
);

/**
 * Marks up to `limit` claimable jobs running for `workerId` and returns them by run time: those
 * whose lease started before `leaseCutoff` first, then due queued ones (see `claimJobs`). With
 * `urgentOnly`, only the urgent lane's jobs (`URGENT_JOB_NAMES`, read through `job_urgent_due_idx`).
 */
export async function claimJobRows(
  db: Database,
  now: Date,
  workerId: string,
  limit: number,
  leaseCutoff: Date,
  urgentOnly = false,
): Promise<JobRow[]> {
  const lane = urgentOnly ? sql` and ${sql.raw(URGENT_JOBS_CONDITION)}` : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${job} set status = 'running', locked_at = ${now}, locked_by = ${workerId}, attempts = ${job.attempts} + 1
    where ${job.id} in (
      with expired as (
        select ${job.id} from ${job}
        where ${job.status} = 'running' and ${job.lockedAt} < ${leaseCutoff}${lane}
        order by ${job.runAt}
        limit ${limit}
        for update skip locked
      ), due as (
        select ${job.id} from ${job}
        where ${job.status} = 'queued' and ${job.runAt} <= ${now}${lane}
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

/**
 * Marks up to `limit` queued jobs of `name` that are due by `now` succeeded (attempted once, now),
 * oldest run time first, skipping rows another transaction holds, and returns their ids and
 * payloads: for a handler that does their work in the same transaction (see `takeQueuedJobs`).
 */
export async function takeQueuedJobRows(
  tx: Executor,
  name: string,
  now: Date,
  limit: number,
): Promise<{ id: string; payload: Record<string, unknown> }[]> {
  if (limit <= 0) return [];
  const at = now.toISOString();
  const result = await tx.execute<Record<string, unknown>>(sql`
    update ${job} set status = 'succeeded', attempts = ${job.attempts} + 1, finished_at = ${at}::timestamptz
    where ${job.id} in (
      select ${job.id} from ${job}
      where ${job.status} = 'queued' and ${job.runAt} <= ${at}::timestamptz and ${job.name} = ${name}
      order by ${job.runAt}
      limit ${limit}
      for update skip locked
    )
    returning ${job.id}, ${job.payload}`);
  return rowsOf<{ id: string; payload: Record<string, unknown> | string }>(result).map((r) => ({
    id: r.id,
    payload: typeof r.payload === "string" ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
  }));
}

/**
 * Marks a claimed job succeeded inside the caller's transaction (its work commits with it), while
 * the worker that claimed it still holds it; the worker's own completion afterwards finds it done.
 */
export async function finishClaimedJobIn(tx: Executor, claimed: JobRow, now: Date): Promise<void> {
  await tx
    .update(job)
    .set({ status: "succeeded", finishedAt: now, lockedAt: null, lockedBy: null, lastError: null })
    .where(and(eq(job.id, claimed.id), eq(job.lockedBy, claimed.lockedBy!), eq(job.status, "running")));
}

const JOB_NAME = /^[a-z][a-z0-9_.-]*$/;

/**
 * A scalar subquery for a caller's statement: the creation time of the oldest job `name` still to
 * run (queued, running or waiting to retry) whose payload names `organizationId` (an SQL
 * expression) as its `organizationId`; null when there is none. Served by
 * `job_unfinished_dispatch_idx` for `webhooks.dispatch` (the name is written into the statement,
 * so the partial index matches).
 */
export function oldestUnfinishedJobSql(name: string, organizationId: SQL): SQL {
  if (!JOB_NAME.test(name)) throw new Error(`not a job name: ${name}`);
  return sql`(select min(uj.created_at) from ${job} uj
    where uj.name = ${sql.raw(`'${name}'`)} and uj.status in ('queued', 'running')
      and uj.payload->>'organizationId' = (${organizationId})::text)`;
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
    anyOf(
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
/** Marks the queued (not yet started) jobs with these dedupe keys succeeded, in one statement. */
export async function finishQueuedJobsByKey(db: Executor, dedupeKeys: string[], now: Date): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await db
    .update(job)
    .set({ status: "succeeded", finishedAt: now })
    .where(and(anyOf(job.dedupeKey, dedupeKeys), eq(job.status, "queued")));
}

export async function finishQueuedJob(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(job)
    .set({ status: "succeeded", attempts: sql`${job.attempts} + 1`, finishedAt: now })
    .where(and(eq(job.id, id), eq(job.status, "queued")));
}
