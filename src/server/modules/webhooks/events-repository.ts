import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { insertRows } from "../../db/json-insert.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { webhookEndpoint } from "../../db/schema/webhooks.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** Inserts one recorded webhook event (the outbox row that dispatch fans out). */
export async function insertWebhookEvent(tx: Executor, row: typeof webhookEvent.$inferInsert): Promise<void> {
  await tx.insert(webhookEvent).values(row);
}

/** Whether an enabled endpoint of the organization subscribes to events of the type `type` (an SQL text expression). */
export function endpointSubscribesSql(organizationId: string, type: SQL): SQL {
  return sql`exists (select 1 from ${webhookEndpoint} where ${and(
    inOrganization(webhookEndpoint, organizationId, isNull(webhookEndpoint.deletedAt)),
    eq(webhookEndpoint.enabled, true),
    sql`${webhookEndpoint.events} @> jsonb_build_array(${type})`,
  )})`;
}

/**
 * Inserts recorded webhook events of one organization and, in the same statement, the jobs of
 * `jobs` (a statement of the job queue's `enqueueJobsSql`, for a `WITH`) and the caller's other
 * `writes` (data-modifying statements, each a `WITH` of its own, run to completion whether read
 * or not): one round trip.
 */
export async function insertWebhookEventsWithJobs(
  tx: Executor,
  rows: (typeof webhookEvent.$inferInsert)[],
  jobs: SQL | null,
  writes: SQL[] = [],
): Promise<void> {
  const parts: SQL[] = [];
  if (rows.length)
    parts.push(sql`ins as ${insertRows(tx, webhookEvent, rows).returning({ id: webhookEvent.id })}`);
  if (jobs) parts.push(sql`jobs as (${jobs})`);
  writes.forEach((w, i) => {
    parts.push(sql`${sql.raw(`w${i}`)} as (${w})`);
  });
  if (parts.length === 0) return;
  if (parts.length === 1 && rows.length) {
    await insertRows(tx, webhookEvent, rows);
    return;
  }
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

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
