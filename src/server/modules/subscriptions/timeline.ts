import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { subscriptionOrderIdsSql } from "../orders/service.js";
import { listEventsAbout } from "../webhooks/service.js";
import { findSubscription } from "./repository.js";

/** One entry of a subscription's timeline: a recorded webhook event, as delivered. */
export type TimelineEntry = { id: string; type: string; timestamp: string; data: unknown };

/**
 * A subscription's timeline, newest first: the events about the subscription itself
 * (`webhook_event.subject_id` = its id) and about its orders. Events of other organizations
 * never show. Archived events (payload pruned) keep their type and time with `data: null`.
 * Unknown or foreign subscription: `NotFoundError`.
 */
export async function subscriptionTimeline(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  page: Page,
): Promise<{ items: TimelineEntry[]; total: number }> {
  const sub = await findSubscription(db, organizationId, subscriptionId);
  if (!sub) throw new NotFoundError("Subscription");
  const { rows, total } = await listEventsAbout(
    db,
    organizationId,
    subscriptionId,
    subscriptionOrderIdsSql(organizationId, subscriptionId),
    { limit: page.limit, offset: (page.page - 1) * page.limit },
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      timestamp: r.payload.timestamp ?? r.createdAt.toISOString(),
      data: r.payload.data ?? null,
    })),
    total,
  };
}
