import { iso } from "../../http/v1/params.js";
import type { RecurringInterval } from "./periods.js";
import type { SubscriptionRow } from "./repository.js";
import type { CancellationReason } from "./schemas.js";

/**
 * The subscription's own fields, shared by the `Subscription`, `OrderSubscription` (an order's
 * `subscription`) and webhook shapes. `seats` is left out: Kassa has no seat-based pricing yet.
 */
export function serializeSubscriptionHead(row: SubscriptionRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    amount: row.amount,
    currency: row.currency,
    recurring_interval: row.recurringInterval as RecurringInterval,
    recurring_interval_count: row.recurringIntervalCount,
    status: row.status,
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    trial_start: iso(row.trialStart),
    trial_end: iso(row.trialEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: iso(row.canceledAt),
    started_at: iso(row.startedAt),
    ends_at: iso(row.endsAt),
    ended_at: iso(row.endedAt),
    customer_id: row.customerId,
    product_id: row.productId,
    discount_id: row.discountId,
    checkout_id: row.checkoutId,
    customer_cancellation_reason: row.customerCancellationReason as CancellationReason | null,
    customer_cancellation_comment: row.customerCancellationComment,
    metadata: row.metadata,
  };
}

/** A plan change scheduled for the next period, as Polar's `PendingSubscriptionUpdate`; null when none. */
export function serializePendingUpdate(row: Pick<SubscriptionRow, "pendingUpdate">) {
  const pending = row.pendingUpdate;
  if (!pending) return null;
  return {
    created_at: pending.createdAt,
    modified_at: null as string | null,
    id: pending.id,
    applies_at: pending.appliesAt,
    product_id: pending.productId as string | null,
    seats: null as number | null,
  };
}
