import { getOrderRow } from "../../orders/service.js";
import { chargeOrder, type Deps, payOrder } from "./cycle.js";

/** The charge of a final usage order: one per order, however often the job runs. */
export const usageChargeKey = (subscriptionId: string, orderId: string) =>
  `subscription:${subscriptionId}:usage:${orderId}`;

/**
 * The `subscriptions.usage-charge` job: charges a pending final usage order off-session with a
 * key derived from the order (a retried job never charges twice) and marks it paid. A declined
 * charge leaves the order pending: the subscription has ended, so no dunning follows.
 */
export async function chargeUsageOrder(
  ctx: Deps,
  organizationId: string,
  subscriptionId: string,
  orderId: string,
): Promise<"paid" | "declined" | "skipped"> {
  const pending = await getOrderRow(ctx.db, organizationId, orderId);
  if (pending?.status !== "pending") return "skipped";
  const result = await chargeOrder(ctx, subscriptionId, pending, usageChargeKey(subscriptionId, orderId));
  if (result.status !== "succeeded") return "declined";
  await ctx.db.transaction((tx) => payOrder(tx, ctx.clock.now(), pending, result.paidWith));
  return "paid";
}
