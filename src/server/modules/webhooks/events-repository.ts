import { count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** Inserts one recorded webhook event (the outbox row that dispatch fans out). */
export async function insertWebhookEvent(tx: Executor, row: typeof webhookEvent.$inferInsert): Promise<void> {
  await tx.insert(webhookEvent).values(row);
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
