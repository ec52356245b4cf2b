import { roundHalfAwayFromZero } from "../../lib/money.js";

/**
 * The tax refunded with `amount` (pre-tax, minor units) on an order of `net` + `tax`, given
 * what earlier refunds already hold (`reserved`): the order's tax share of the amount, rounded
 * with lib/money's one rule; a refund of everything that is left takes all the tax that is left,
 * so the refunds of an order always add up to exactly its total.
 */
export function refundTaxAmount(
  order: { net: number; tax: number },
  reserved: { amount: number; tax: number },
  amount: number,
): number {
  const remainingTax = Math.max(0, order.tax - reserved.tax);
  if (amount >= order.net - reserved.amount) return remainingTax;
  if (order.net <= 0 || order.tax <= 0) return 0;
  const share = Number(roundHalfAwayFromZero(BigInt(amount) * BigInt(order.tax), BigInt(order.net)));
  return Math.min(share, remainingTax);
}

/** Stripe's refund reasons: ours map onto them (the processor keeps ours in its own record). */
export function processorReason(reason: string): "duplicate" | "fraudulent" | "requested_by_customer" {
  if (reason === "duplicate" || reason === "fraudulent") return reason;
  return "requested_by_customer";
}
