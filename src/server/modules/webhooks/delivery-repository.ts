import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { type WebhookDeliveryRow, webhookDelivery } from "../../db/schema/webhook-deliveries.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** Queries the delivery worker runs (by id: it has no organization in scope until it loads a row). */

export type EventRow = typeof webhookEvent.$inferSelect;
export type { WebhookDeliveryRow };

export async function findEventById(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(webhookEvent).where(eq(webhookEvent.id, id));
  return row;
}

/** The events among `ids` (those that exist), in no particular order. */
export function findEventsByIds(db: Executor, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(webhookEvent).where(anyOf(webhookEvent.id, ids));
}

/** Creates the deliveries of one event; a delivery that exists already is left alone (idempotent). */
export async function insertDeliveries(
  db: Executor,
  rows: (typeof webhookDelivery.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(webhookDelivery)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDelivery.eventId, webhookDelivery.endpointId] });
}

/**
 * Takes the endpoint's head (earliest pending) delivery for one attempt when it is due and no
 * other sender holds it: free, its hold expired, or held by this same sender (a job retried after
 * an error, or re-offered after its worker died). One statement, so two workers never both win;
 * undefined when there is nothing to take now (see `findHead` for why).
 */
export async function claimHead(
  db: Executor,
  endpointId: string,
  now: Date,
  lockedUntil: Date,
  lockedBy: string,
): Promise<WebhookDeliveryRow | undefined> {
  const head = db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.endpointId, endpointId), eq(webhookDelivery.status, "pending")))
    .orderBy(asc(webhookDelivery.eventCreatedAt), asc(webhookDelivery.eventId))
    .limit(1);
  const [row] = await db
    .update(webhookDelivery)
    .set({ lockedUntil, lockedBy })
    .where(
      and(
        eq(webhookDelivery.id, sql`(${head})`),
        eq(webhookDelivery.status, "pending"),
        sql`${webhookDelivery.nextAttemptAt} <= ${now}`,
        or(
          isNull(webhookDelivery.lockedUntil),
          lt(webhookDelivery.lockedUntil, now),
          eq(webhookDelivery.lockedBy, lockedBy),
        ),
      ),
    )
    .returning();
  return row;
}

export async function updateDelivery(
  db: Executor,
  id: string,
  patch: Partial<typeof webhookDelivery.$inferInsert>,
): Promise<void> {
  await db.update(webhookDelivery).set(patch).where(eq(webhookDelivery.id, id));
}

/** Marks every pending delivery of the endpoint skipped (the endpoint was disabled or deleted). */
export async function skipPending(db: Executor, endpointId: string, now: Date): Promise<number> {
  const rows = await db
    .update(webhookDelivery)
    .set({
      status: "skipped",
      skipReason: "endpoint_disabled",
      nextAttemptAt: null,
      lockedUntil: null,
      lockedBy: null,
      modifiedAt: now,
      completedAt: now,
    })
    .where(and(eq(webhookDelivery.endpointId, endpointId), eq(webhookDelivery.status, "pending")))
    .returning({ id: webhookDelivery.id });
  return rows.length;
}

/** The organization's deliveries of one event (for redelivery). */
export async function findEventDeliveries(
  db: Executor,
  organizationId: string,
  eventId: string,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDelivery)
    .where(inOrganization(webhookDelivery, organizationId, eq(webhookDelivery.eventId, eventId)));
}

/** Puts deliveries back in their endpoint's queue for a fresh series of attempts. */
export async function requeueDeliveries(db: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDelivery)
    .set({
      status: "pending",
      skipReason: null,
      attempts: 0,
      nextAttemptAt: now,
      completedAt: null,
      modifiedAt: now,
    })
    .where(anyOf(webhookDelivery.id, ids));
}

/**
 * Drops the data of events created before `cutoff` (keeping the `{type, timestamp}` envelope)
 * and marks them archived, `batch` at a time. Returns how many were archived.
 */
export async function archiveEventsBefore(
  db: Executor,
  cutoff: Date,
  now: Date,
  batch: number,
): Promise<number> {
  const result = await db.execute(sql`
    update ${webhookEvent}
    set payload = jsonb_set(${webhookEvent.payload}, '{data}', 'null'::jsonb), archived_at = ${now}
    where ${webhookEvent.id} in (
      select ${webhookEvent.id} from ${webhookEvent}
      where ${webhookEvent.archivedAt} is null and ${webhookEvent.createdAt} < ${cutoff}
      limit ${batch}
    )`);
  return (
    (result as unknown as { affectedRows?: number; rowCount?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}
