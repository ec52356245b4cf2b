import type { SystemEventInput } from "../events/service.js";
import type { OrderWire } from "./service.js";

/**
 * The system event Polar records with an order webhook, from the order as it is now:
 * `order.paid` (amounts, product, discount, subscription plan) and `order.refunded` (the amount
 * refunded so far); none for the other types.
 */
export function orderSystemEvent(type: string, order: OrderWire, now: Date): SystemEventInput | null {
  const who = {
    customerId: order.customer_id,
    externalCustomerId: order.customer.external_id,
    timestamp: now,
  };
  if (type === "order.refunded") {
    return {
      ...who,
      name: "order.refunded",
      metadata: { order_id: order.id, refunded_amount: order.refunded_amount, currency: order.currency },
    };
  }
  if (type !== "order.paid") return null;
  return {
    ...who,
    name: "order.paid",
    metadata: {
      order_id: order.id,
      ...(order.product_id ? { product_id: order.product_id } : {}),
      billing_type: order.product?.is_recurring ? "recurring" : "one_time",
      amount: order.total_amount,
      currency: order.currency,
      net_amount: order.net_amount,
      tax_amount: order.tax_amount,
      applied_balance_amount: order.applied_balance_amount,
      discount_amount: order.discount_amount,
      platform_fee: order.platform_fee_amount,
      ...(order.discount_id ? { discount_id: order.discount_id } : {}),
      ...(order.subscription_id ? { subscription_id: order.subscription_id } : {}),
      ...(order.subscription
        ? {
            recurring_interval: order.subscription.recurring_interval,
            recurring_interval_count: order.subscription.recurring_interval_count,
          }
        : {}),
    },
  };
}
