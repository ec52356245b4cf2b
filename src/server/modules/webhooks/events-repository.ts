import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { fragment, slot } from "../../db/fragment.js";
import { executeNamed } from "../../db/named.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { webhookEndpoint } from "../../db/schema/webhooks.js";
import { sqlStateOf } from "../../db/sql-state.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** Inserts one recorded webhook event (the outbox row that dispatch fans out). */
export async function insertWebhookEvent(tx: Executor, row: typeof webhookEvent.$inferInsert): Promise<void> {
  await tx.insert(webhookEvent).values(row);
}

/** Whether an enabled endpoint of the organization subscribes to events of the type `type` (an SQL text expression). */
export function endpointSubscribesSql(organizationId: string, type: SQL): SQL {
  return endpointSubscribes({ organizationId, type });
}

const endpointSubscribes = fragment<{ organizationId: string; type: SQL }>(
  () =>
    sql`exists (select 1 from ${webhookEndpoint} where ${and(
      inOrganization(webhookEndpoint, slot("organizationId"), isNull(webhookEndpoint.deletedAt)),
      eq(webhookEndpoint.enabled, true),
      sql`${webhookEndpoint.events} @> jsonb_build_array(${slot("type")})`,
    )})`,
);

/** Recorded webhook events of one change, for `insertWebhookEventsWithJobs`. */
export interface NewWebhookEvents {
  /** The payloads' `timestamp` (the events' `created_at`, as ISO text). */
  timestamp: string;
  createdAt: Date;
  rows: { id: string; organizationId: string; type: string; subjectId: string | null; data: number | null }[];
  /** The distinct `data` objects, which rows name by index (null: a payload without `data`). */
  datas: unknown[];
}

/**
 * Inserts recorded webhook events of one organization and, in the same statement, the jobs of
 * `jobs` (a statement of the job queue's `enqueueJobsSql`, for a `WITH`) and the caller's other
 * `writes` (data-modifying statements, each a `WITH` of its own, run to completion whether read
 * or not): one round trip. Each payload `{type, timestamp, data}` is put together by PostgreSQL
 * from the row and its `data`, sent once however many events carry it (`order.paid` and
 * `order.updated` of a batch of renewals share theirs): the same jsonb as the whole payload
 * sent for each.
 */
export async function insertWebhookEventsWithJobs(
  tx: Executor,
  events: NewWebhookEvents,
  jobs: SQL | null,
  writes: SQL[] = [],
): Promise<void> {
  const statement = eventsStatementSql([], events, jobs, writes);
  if (statement) await executeNamed(tx, "k_events", statement);
}

/**
 * `insertWebhookEventsWithJobs` on the condition that each of `required` (data-modifying
 * statements returning at most one row, such as an UPDATE guarded by the state it expects) writes
 * its row: when one of them writes nothing, the statement fails and nothing of it is written
 * (the check divides by the number of rows they wrote). True when it was written. Statements are
 * atomic on their own: run it outside a transaction (in one, a false result has aborted it).
 */
export async function insertWebhookEventsWithJobsIf(
  ex: Executor,
  required: SQL[],
  events: NewWebhookEvents,
  jobs: SQL | null,
  writes: SQL[] = [],
): Promise<boolean> {
  const statement = eventsStatementSql(required, events, jobs, writes);
  if (!statement) return true;
  try {
    await executeNamed(ex, "k_events_if", statement);
    return true;
  } catch (error) {
    if (sqlStateOf(error) === DIVISION_BY_ZERO) return false;
    throw error;
  }
}

const DIVISION_BY_ZERO = "22012";

/**
 * The one statement of both: each part a `WITH` (the required writes `r0…`, the events `ins`, the
 * jobs, the caller's writes `w0…`), then a `SELECT` that divides by the rows the required writes
 * wrote (1 without any). Null when there is nothing to write.
 */
function eventsStatementSql(required: SQL[], events: NewWebhookEvents, jobs: SQL | null, writes: SQL[]) {
  const parts = required.map((w, i) => sql`${sql.raw(`r${i}`)} as (${w})`);
  if (events.rows.length) parts.push(sql`ins as (${insertEventsSql(events)})`);
  if (jobs) parts.push(sql`jobs as (${jobs})`);
  writes.forEach((w, i) => {
    parts.push(sql`${sql.raw(`w${i}`)} as (${w})`);
  });
  if (parts.length === 0) return null;
  const written = required.map((_, i) => sql`(select count(*) from ${sql.raw(`r${i}`)})`);
  const check = written.length ? sql`1 / (${sql.join(written, sql` * `)})` : sql`1`;
  return sql`with ${sql.join(parts, sql`, `)} select ${check}`;
}

function insertEventsSql(events: NewWebhookEvents): SQL {
  const rows = JSON.stringify(events.rows.map((r) => [r.id, r.organizationId, r.type, r.subjectId, r.data]));
  return insertEvents({
    timestamp: events.timestamp,
    datas: JSON.stringify(events.datas),
    rows,
    createdAt: events.createdAt.toISOString(),
  });
}

const insertEvents = fragment<{ timestamp: string; datas: string; rows: string; createdAt: string }>(
  () => sql`insert into ${webhookEvent} (id, organization_id, type, payload, subject_id, created_at)
    select (r->>0)::uuid, r->>1, r->>2,
      jsonb_build_object('type', r->>2, 'timestamp', ${slot("timestamp")}::text)
        || case when r->4 = 'null'::jsonb then '{}'::jsonb
           else jsonb_build_object('data', ${slot("datas")}::jsonb -> (r->>4)::int) end,
      (r->>3)::uuid, ${slot("createdAt")}::timestamptz
    from jsonb_array_elements(${slot("rows")}::jsonb) as r`,
);

/**
 * The organization's recorded events about `subjectId` or a subject in `otherSubjects` (an SQL
 * subquery of ids), newest first, one page of them and how many there are.
 */
export async function findEventsAbout(
  db: Executor,
  organizationId: string,
  subjectId: string,
  otherSubjects: SQL,
  page: { limit: number; offset: number },
) {
  const where = inOrganization(
    webhookEvent,
    organizationId,
    or(eq(webhookEvent.subjectId, subjectId), inArray(webhookEvent.subjectId, otherSubjects)),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: webhookEvent.id,
        type: webhookEvent.type,
        payload: webhookEvent.payload,
        createdAt: webhookEvent.createdAt,
      })
      .from(webhookEvent)
      .where(where)
      .orderBy(desc(webhookEvent.createdAt), desc(webhookEvent.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhookEvent).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}
