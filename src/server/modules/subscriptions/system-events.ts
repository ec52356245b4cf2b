import type { SystemEventInput } from "../events/service.js";
import type { SubscriptionRow } from "./repository.js";

/** A plan change request: the product asked for and how it is prorated. */
export interface PlanChange {
  productId: string;
  prorationBehavior: "invoice" | "prorate" | "next_period" | "reset";
}

/** What each `subscription.*` metadata repeats about the plan. */
function plan(row: SubscriptionRow) {
  return {
    subscription_id: row.id,
    product_id: row.productId,
    amount: row.amount,
    currency: row.currency,
    recurring_interval: row.recurringInterval,
    recurring_interval_count: row.recurringIntervalCount,
  };
}

/**
 * The system events Polar records for a subscription change from `before` to `after`
 * (polar/subscription/service.py): `subscription.created`; `.cycled` when a new period started;
 * `.product_updated` when the product changed; `.updated` for a plan change request (`planChange`:
 * the product asked for and the proration behavior, also for `next_period`), a discount or a trial
 * end change; `.canceled` / `.uncanceled` when a cancellation is set
 * or withdrawn; `.past_due`, `.reactivated` (paid after past_due) and `.revoked` (ended).
 */
export function subscriptionSystemEvents(
  before: SubscriptionRow | null,
  after: SubscriptionRow,
  customerExternalId: string | null,
  now: Date,
  planChange?: PlanChange,
): SystemEventInput[] {
  const who = { customerId: after.customerId, externalCustomerId: customerExternalId, timestamp: now };
  const out: SystemEventInput[] = [];
  if (!before) {
    out.push({
      ...who,
      name: "subscription.created",
      metadata: { ...plan(after), started_at: (after.startedAt ?? after.createdAt).toISOString() },
    });
  } else {
    if (after.currentPeriodStart.getTime() > before.currentPeriodStart.getTime() && !after.endedAt) {
      out.push({ ...who, name: "subscription.cycled", metadata: plan(after) });
    }
    if (before.productId !== after.productId) {
      out.push({
        ...who,
        name: "subscription.product_updated",
        metadata: {
          subscription_id: after.id,
          old_product_id: before.productId,
          new_product_id: after.productId,
        },
      });
    }
    // Polar records one `subscription.updated` per update request, holding what it changed.
    if (planChange) {
      out.push({
        ...who,
        name: "subscription.updated",
        metadata: {
          subscription_id: after.id,
          product_id: planChange.productId,
          proration_behavior: planChange.prorationBehavior,
        },
      });
    } else if (before.discountId !== after.discountId) {
      out.push({
        ...who,
        name: "subscription.updated",
        metadata: { subscription_id: after.id, discount_id: after.discountId },
      });
    } else if (after.trialEnd && before.trialEnd?.getTime() !== after.trialEnd.getTime()) {
      out.push({
        ...who,
        name: "subscription.updated",
        metadata: { subscription_id: after.id, trial_end: after.trialEnd.toISOString() },
      });
    }
  }
  const wasCanceled = before ? before.cancelAtPeriodEnd || before.status === "canceled" : false;
  const isCanceled = after.cancelAtPeriodEnd || after.status === "canceled";
  if (isCanceled && !wasCanceled) {
    out.push({
      ...who,
      name: "subscription.canceled",
      metadata: {
        ...plan(after),
        ...(after.customerCancellationReason
          ? { customer_cancellation_reason: after.customerCancellationReason }
          : {}),
        ...(after.customerCancellationComment
          ? { customer_cancellation_comment: after.customerCancellationComment }
          : {}),
        canceled_at: (after.canceledAt ?? now).toISOString(),
        ...(after.endsAt ? { ends_at: after.endsAt.toISOString() } : {}),
        cancel_at_period_end: after.cancelAtPeriodEnd,
      },
    });
  }
  if (before?.cancelAtPeriodEnd && !isCanceled) {
    out.push({ ...who, name: "subscription.uncanceled", metadata: plan(after) });
  }
  if (before && after.status === "past_due" && before.status !== "past_due") {
    out.push({
      ...who,
      name: "subscription.past_due",
      metadata: { ...plan(after), past_due_at: (after.pastDueAt ?? now).toISOString() },
    });
  }
  if (before?.status === "past_due" && after.status === "active") {
    out.push({ ...who, name: "subscription.reactivated", metadata: plan(after) });
  }
  if (after.status === "canceled" && after.endedAt && !before?.endedAt) {
    out.push({ ...who, name: "subscription.revoked", metadata: plan(after) });
  }
  return out;
}
