import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.js";
import { enqueueJobsSql, type JobToQueue } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { CUSTOMER_NOTIFY_EVENT_TYPES, CUSTOMER_NOTIFY_JOB } from "../emails/service.js";
import { findEventsByIds } from "./delivery-repository.js";
import {
  endpointSubscribesSql,
  findEventsAbout,
  insertWebhookEventsWithJobs,
  insertWebhookEventsWithJobsIf,
} from "./events-repository.js";

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
  /** The caller's own jobs of the same change, added by the same statement (see `recordEvents`). */
  also: JobToQueue[] = [],
): Promise<string> {
  const [id] = await recordEvents(tx, now, organizationId, [{ type, data }], also);
  return id!;
}

/** One event to record with `recordEvents`. */
export interface PendingEvent {
  type: WebhookEventType;
  data: unknown;
}

/** Events of one bulk change a single `emails.customer-notify` job handles. */
const NOTIFY_EVENTS_PER_JOB = 500;

/**
 * Records several events of one organization in the caller's transaction, in this order: what
 * `recordEvent` does for each. One statement inserts the events, their `webhooks.dispatch` jobs
 * (only for a type an enabled endpoint subscribes to: an organization with no endpoint for it has
 * no deliveries to make, so the job, its claim, run and completion are skipped), their customer
 * and seller emails' jobs, and `also`: the caller's own jobs of the same change, which then cost
 * no round trip of their own. `writes` are other data-modifying statements of the same change (another
 * module's rows, such as system events: `systemEventsSql` of the events module), run in the same
 * statement as well.
 */
export async function recordEvents(
  tx: Executor,
  now: Date,
  organizationId: string,
  events: PendingEvent[],
  also: JobToQueue[] = [],
  writes: SQL[] = [],
): Promise<string[]> {
  const built = eventsStatement(now, organizationId, events, also);
  await insertWebhookEventsWithJobs(tx, built.events, built.jobs, writes);
  return built.ids;
}

// Used by checkouts (a settlement in one statement)
/**
 * `recordEvents` in one statement of its own (outside a transaction), on the condition that each
 * of `required` (data-modifying statements of other modules that return one row when they wrote,
 * none when the row was no longer as the caller read it) writes its row: then everything is
 * written and the events' ids are returned; otherwise nothing is written and the result is null
 * (the caller then takes its transactional path).
 */
export async function recordEventsIf(
  db: Executor,
  required: SQL[],
  now: Date,
  organizationId: string,
  events: PendingEvent[],
  also: JobToQueue[] = [],
  writes: SQL[] = [],
): Promise<string[] | null> {
  const built = eventsStatement(now, organizationId, events, also);
  const written = await insertWebhookEventsWithJobsIf(db, required, built.events, built.jobs, writes);
  return written ? built.ids : null;
}

/** The rows and jobs `recordEvents` writes. */
function eventsStatement(now: Date, organizationId: string, events: PendingEvent[], also: JobToQueue[]) {
  // Each distinct data object is sent once (`order.paid` and `order.updated` share theirs).
  const datas: unknown[] = [];
  const indexOf = new Map<unknown, number>();
  const rows = events.map(({ type, data }) => {
    let index: number | null = null;
    if (data !== undefined) {
      index = indexOf.get(data) ?? null;
      if (index === null) {
        index = datas.push(data) - 1;
        indexOf.set(data, index);
      }
    }
    return { id: uuidv7(), organizationId, type, subjectId: subjectIdOf(data), data: index };
  });
  // The customer and seller emails of this change (receipts, cancellations, refunds, …), committed
  // with it: no use case has to remember to send them (emails/notify). One job per event, or per
  // NOTIFY_EVENTS_PER_JOB events of a bulk change (a batch of renewals: one job renders and queues
  // its receipts together).
  const notify = rows.filter((r) => CUSTOMER_NOTIFY_EVENT_TYPES.has(r.type)).map((r) => r.id);
  const notifyJobs: JobToQueue[] = [];
  for (let i = 0; i < notify.length; i += NOTIFY_EVENTS_PER_JOB) {
    const ids = notify.slice(i, i + NOTIFY_EVENTS_PER_JOB);
    notifyJobs.push({
      name: CUSTOMER_NOTIFY_JOB,
      payload: ids.length === 1 ? { eventId: ids[0] } : { eventIds: ids },
      dedupeKey: `${CUSTOMER_NOTIFY_JOB}:${ids[0]}`,
    });
  }
  const jobs: JobToQueue[] = [
    ...rows.map((r) => ({
      name: DISPATCH_JOB,
      // The organization too: a delivery waits while an earlier event of its organization is
      // still to be fanned out (job_unfinished_dispatch_idx), which keeps each endpoint's order.
      payload: { eventId: r.id, organizationId },
      topic: r.type,
    })),
    ...notifyJobs,
    ...also,
  ];
  const keep = (type: SQL) => endpointSubscribesSql(organizationId, type);
  return {
    ids: rows.map((r) => r.id),
    events: { timestamp: now.toISOString(), createdAt: now, rows, datas },
    jobs: enqueueJobsSql(now, jobs, keep),
  };
}

// Used by emails (the customer-notify job, through the job registry)
/**
 * Recorded events, in one read: each with its organization, type and data (the object as the API
 * serialized it), in the order of `ids` (unknown ones left out).
 */
export async function getRecordedEvents(
  db: Executor,
  ids: string[],
): Promise<{ id: string; organizationId: string; type: string; data: unknown }[]> {
  const rows = new Map((await findEventsByIds(db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    const payload = row.payload as { data?: unknown } | null;
    return [{ id: row.id, organizationId: row.organizationId, type: row.type, data: payload?.data ?? null }];
  });
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
