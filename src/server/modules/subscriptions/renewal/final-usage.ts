import type { Executor } from "../../../db/types.js";
import { enqueueJob } from "../../../jobs/queue.js";
import { lockSubscriptionGrants } from "../../benefit-grants/service.js";
import { getDiscountRow } from "../../discounts/service.js";
import type { OrderRow } from "../../orders/service.js";
import { findPrice } from "../../products/service.js";
import type { SubscriptionRow } from "../repository.js";
import { createSubscriptionOrder } from "./renewal-order.js";
import { settleUsage } from "./usage.js";

/** The job charging the final usage order of a subscription revoked now. */
export const USAGE_CHARGE_JOB = "subscriptions.usage-charge";

/**
 * Settles the usage of an ending subscription's last period, in the transaction that ends it
 * (so it is settled once): every meter of its metered prices is closed and, when the period
 * consumed or credited anything, billed in arrears on a pending order of `billingReason`
 * (`subscription_cycle` at the period end, `subscription_meter_cycle` for a revocation now, as
 * Polar), with the subscription's current discount and the tax once on the net. A trialing
 * subscription's usage is not billed. Returns the order, or null when there is nothing to bill.
 */
export async function billFinalUsage(
  tx: Executor,
  now: Date,
  sub: SubscriptionRow,
  billingReason: "subscription_cycle" | "subscription_meter_cycle",
): Promise<OrderRow | null> {
  // Lock order: subscription → grants → the meters (revoking the benefits comes next).
  await lockSubscriptionGrants(tx, sub.organizationId, sub.id);
  const usage = await settleUsage(tx, now, sub, { bill: sub.status !== "trialing" });
  if (usage.lines.length === 0) return null;
  const price = sub.priceIds[0] ? await findPrice(tx, sub.organizationId, sub.priceIds[0]) : undefined;
  const discount = sub.discountId ? await getDiscountRow(tx, sub.organizationId, sub.discountId) : null;
  return createSubscriptionOrder(tx, now, sub, {
    lines: usage.lines,
    discount: discount ?? null,
    taxPrice: price ?? null,
    billingReason,
  });
}

/**
 * Revocation now: bills the final usage (`subscription_meter_cycle`) in the caller's transaction
 * and queues its off-session charge, which runs after the commit.
 */
export async function billUsageOnRevoke(tx: Executor, now: Date, sub: SubscriptionRow): Promise<void> {
  const order = await billFinalUsage(tx, now, sub, "subscription_meter_cycle");
  if (!order) return;
  await enqueueJob(
    tx,
    now,
    USAGE_CHARGE_JOB,
    { subscriptionId: sub.id, organizationId: sub.organizationId, orderId: order.id },
    { dedupeKey: `${USAGE_CHARGE_JOB}:${order.id}` },
  );
}
