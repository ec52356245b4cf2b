import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { CUSTOMER_NOTIFY_EVENT_TYPES, CUSTOMER_NOTIFY_JOB } from "../emails/service.js";
import { findEventById } from "./delivery-repository.js";
import { hasSubscribed } from "./endpoints-repository.js";
import { findEventsAbout, insertWebhookEvent } from "./events-repository.js";

/** The job that turns one recorded event into deliveries (dispatch.ts). */
export const DISPATCH_JOB = "webhooks.dispatch";

/** Every webhook event type Kassa emits (Polar's names). */
export type WebhookEventType =
  | "organization.updated"
  | "product.created"
  | "product.updated"
  | "benefit.created"
  | "benefit.updated"
  | "discount.created"
  | "discount.updated"
  | "discount.deleted"
  | "checkout.created"
  | "checkout.updated"
  | "customer.created"
  | "customer.updated"
  | "customer.deleted"
  | "customer.state_changed"
  | "order.created"
  | "order.updated"
  | "order.paid"
  | "order.refunded"
  | "refund.created"
  | "refund.updated"
  | "benefit_grant.created"
  | "benefit_grant.updated"
  | "benefit_grant.revoked"
  | "subscription.created"
  | "subscription.updated"
  | "subscription.active"
  | "subscription.canceled"
  | "subscription.uncanceled"
  | "subscription.revoked"
  | "subscription.past_due";

/**
 * Records a webhook event in the caller's transaction (the transactional outbox): it commits
 * with the change or not at all, and so does its `webhooks.dispatch` job, which fans it out to
 * the subscribed endpoints. `data` is the object exactly as the API serializes it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the object an event's data is (its `id` when that is a UUID), kept to list an object's events. */
function subjectIdOf(data: unknown): string | null {
  const id = data && typeof data === "object" ? (data as { id?: unknown }).id : undefined;
  return typeof id === "string" && UUID.test(id) ? id : null;
}

export async function recordEvent(
  tx: Executor,
  now: Date,
  organizationId: string,
  type: WebhookEventType,
  data: unknown,
): Promise<string> {
  const id = uuidv7();
  await insertWebhookEvent(tx, {
    id,
    organizationId,
    type,
    subjectId: subjectIdOf(data),
    payload: { type, timestamp: now.toISOString(), data },
    createdAt: now,
  });
  // The dispatch job turns the event into deliveries; an organization with no endpoint for this
  // type has none to make, so the job (and its claim, run and completion) is skipped.
  if (await hasSubscribed(tx, organizationId, type)) await enqueueJob(tx, now, DISPATCH_JOB, { eventId: id });
  // The customer and seller emails of this change (receipts, cancellations, refunds, …), one job
  // per event, committed with it: no use case has to remember to send them (emails/notify).
  if (CUSTOMER_NOTIFY_EVENT_TYPES.has(type)) {
    await enqueueJob(
      tx,
      now,
      CUSTOMER_NOTIFY_JOB,
      { eventId: id },
      { dedupeKey: `${CUSTOMER_NOTIFY_JOB}:${id}` },
    );
  }
  return id;
}

// Used by emails (the customer-notify job, through the job registry)
/** A recorded event: its organization, type and data (the object as the API serialized it), or null. */
export async function getRecordedEvent(
  db: Executor,
  eventId: string,
): Promise<{ id: string; organizationId: string; type: string; data: unknown } | null> {
  const row = await findEventById(db, eventId);
  if (!row) return null;
  const payload = row.payload as { data?: unknown } | null;
  return { id: row.id, organizationId: row.organizationId, type: row.type, data: payload?.data ?? null };
}

// Used by subscriptions (its timeline)
/**
 * The organization's recorded events about `subjectId` or a subject in `otherSubjects` (an SQL
 * subquery of ids), newest first: one page and the total.
 */
export function listEventsAbout(
  db: Executor,
  organizationId: string,
  subjectId: string,
  otherSubjects: SQL,
  page: { limit: number; offset: number },
) {
  return findEventsAbout(db, organizationId, subjectId, otherSubjects, page);
}
