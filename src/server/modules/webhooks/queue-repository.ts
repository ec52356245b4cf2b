import { and, asc, count, desc, eq, inArray, isNull, lt, min, or, sql } from "drizzle-orm";
import {
  type WebhookDeliveryAttemptRow,
  type WebhookDeliveryRow,
  webhookDelivery,
  webhookDeliveryAttempt,
} from "../../db/schema/webhook-deliveries.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/**
 * Queries behind an endpoint's pending queue as the seller sees it (`/v1/webhooks/.../queue`):
 * every read and write takes the organization id. Queue order is (event_created_at, event_id),
 * the order `claimHead` sends in.
 */

const d = webhookDelivery;
const queueOrder = [asc(d.eventCreatedAt), asc(d.eventId)] as const;

const pendingOf = (organizationId: string, endpointId: string) =>
  inOrganization(d, organizationId, eq(d.endpointId, endpointId), eq(d.status, "pending"));

/** The endpoint's earliest pending delivery: the one every later delivery waits for. */
export async function findQueueHead(
  db: Executor,
  organizationId: string,
  endpointId: string,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(d)
    .where(pendingOf(organizationId, endpointId))
    .orderBy(...queueOrder)
    .limit(1);
  return row;
}

/** The latest HTTP attempt of a delivery (since it was created or redelivered, or before). */
export async function findLastAttempt(
  db: Executor,
  organizationId: string,
  deliveryId: string,
): Promise<WebhookDeliveryAttemptRow | undefined> {
  const a = webhookDeliveryAttempt;
  const [row] = await db
    .select()
    .from(a)
    .where(inOrganization(a, organizationId, eq(a.deliveryId, deliveryId)))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(1);
  return row;
}

/** The endpoint's pending deliveries after the head, in queue order, one page, and how many there are. */
export async function listWaiting(
  db: Executor,
  organizationId: string,
  endpointId: string,
  headId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  const where = and(pendingOf(organizationId, endpointId), sql`${d.id} <> ${headId}`);
  const rows = await db
    .select()
    .from(d)
    .where(where)
    .orderBy(...queueOrder)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(d).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface PendingSummaryRow {
  endpointId: string;
  pending: number;
  oldestEventAt: Date;
}

/** Per endpoint with pending deliveries: how many, and when the oldest one's event happened. */
export async function summarizePending(
  db: Executor,
  organizationId: string,
  opts: { endpointIds?: string[]; offset: number; limit: number },
): Promise<{ rows: PendingSummaryRow[]; total: number }> {
  const where = inOrganization(
    d,
    organizationId,
    eq(d.status, "pending"),
    opts.endpointIds?.length ? inArray(d.endpointId, opts.endpointIds) : undefined,
  );
  const oldest = min(d.eventCreatedAt);
  const rows = await db
    .select({ endpointId: d.endpointId, pending: count(), oldestEventAt: oldest })
    .from(d)
    .where(where)
    .groupBy(d.endpointId)
    .orderBy(asc(oldest), asc(d.endpointId))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${d.endpointId})`.mapWith(Number) })
    .from(d)
    .where(where);
  return {
    rows: rows.map((r) => ({
      endpointId: r.endpointId,
      pending: r.pending,
      oldestEventAt: r.oldestEventAt!,
    })),
    total: total?.n ?? 0,
  };
}

const headIdOf = (db: Executor, organizationId: string, endpointId: string) =>
  db
    .select({ id: d.id })
    .from(d)
    .where(pendingOf(organizationId, endpointId))
    .orderBy(...queueOrder)
    .limit(1);

/**
 * The conditions under which the seller may act on delivery `id`: it is still pending, still the
 * head of its endpoint's queue, and no sender holds it (never held, or its hold expired because
 * its worker died). Checked inside the UPDATE itself, so a worker claiming the head at the same
 * moment (`claimHead`, the same kind of conditional UPDATE) and the seller never both win.
 */
function actionableHead(db: Executor, organizationId: string, endpointId: string, id: string, now: Date) {
  return and(
    eq(d.id, id),
    pendingOf(organizationId, endpointId),
    eq(d.id, sql`(${headIdOf(db, organizationId, endpointId)})`),
    or(isNull(d.lockedUntil), lt(d.lockedUntil, now)),
  );
}

/** Makes the head due now (a retry the seller asked for); undefined when it was not actionable. */
export async function makeHeadDueNow(
  db: Executor,
  organizationId: string,
  endpointId: string,
  id: string,
  now: Date,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(d)
    .set({ nextAttemptAt: now, lockedUntil: null, lockedBy: null, modifiedAt: now })
    .where(actionableHead(db, organizationId, endpointId, id, now))
    .returning();
  return row;
}

/** Gives the head up as skipped by the seller; undefined when it was not actionable. */
export async function skipHeadBySeller(
  db: Executor,
  organizationId: string,
  endpointId: string,
  id: string,
  now: Date,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(d)
    .set({
      status: "skipped",
      skipReason: "seller",
      nextAttemptAt: null,
      lockedUntil: null,
      lockedBy: null,
      modifiedAt: now,
      completedAt: now,
    })
    .where(actionableHead(db, organizationId, endpointId, id, now))
    .returning();
  return row;
}
