import type { Executor } from "../../../db/types.js";
import { type SubscriptionRow, updateSubscriptionRow } from "../repository.js";
import { swapBenefits } from "./benefits-swap.js";

/**
 * Applies the plan change scheduled for the period that starts at `periodStart` (a product
 * change with `proration_behavior: next_period`), in the renewal's transaction: the subscription
 * takes the new product, price, amount and interval, its benefits move to the new product, and
 * `pending_update` is cleared. A subscription without a pending update, or whose update applies
 * later, is returned unchanged.
 */
export async function applyPendingUpdate(
  tx: Executor,
  sub: SubscriptionRow,
  periodStart: Date,
): Promise<SubscriptionRow> {
  const pending = sub.pendingUpdate;
  if (!pending || new Date(pending.appliesAt).getTime() > periodStart.getTime()) return sub;
  const after = await updateSubscriptionRow(tx, sub.organizationId, sub.id, {
    productId: pending.productId,
    priceIds: pending.priceId ? [pending.priceId] : [],
    amount: pending.amount,
    currency: pending.currency,
    recurringInterval: pending.recurringInterval,
    recurringIntervalCount: pending.recurringIntervalCount,
    pendingUpdate: null,
  });
  if (pending.productId !== sub.productId) await swapBenefits(tx, periodStart, after, pending.productId);
  return after;
}
