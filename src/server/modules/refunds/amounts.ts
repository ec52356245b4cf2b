import { roundHalfAwayFromZero } from "../../../shared/money.js";

/**
 * The tax refunded with `amount` (pre-tax, minor units) on an order of `net` + `tax`, given
 * what earlier refunds already hold (`reserved`): the order's tax share of the amount, rounded
 * with the one rule of src/shared/money.ts; a refund of everything that is left takes all the tax that is left,
 * so the refunds of an order always add up to exactly its total.
 *
 * The tax refunded so far is kept between the floor and the ceiling of the exact share of the
 * amount refunded so far (a share rounded to 0 many times over would otherwise leave the whole
 * tax to the last refund): so every refund, the last included, is within one minor unit of its
 * exact share.
 */
export function refundTaxAmount(
  order: { net: number; tax: number },
  reserved: { amount: number; tax: number },
  amount: number,
): number {
  const remainingTax = Math.max(0, order.tax - reserved.tax);
  if (amount >= order.net - reserved.amount) return remainingTax;
  if (order.net <= 0 || order.tax <= 0) return 0;
  const net = BigInt(order.net);
  const share = roundHalfAwayFromZero(BigInt(amount) * BigInt(order.tax), net);
  const exactSoFar = BigInt(reserved.amount + amount) * BigInt(order.tax);
  const low = exactSoFar / net;
  const high = exactSoFar % net === 0n ? low : low + 1n;
  const soFar = BigInt(reserved.tax) + share;
  const clamped = soFar < low ? low : soFar > high ? high : soFar;
  return Math.min(Math.max(0, Number(clamped) - reserved.tax), remainingTax);
}

/** Stripe's refund reasons: ours map onto them (the processor keeps ours in its own record). */
export function processorReason(reason: string): "duplicate" | "fraudulent" | "requested_by_customer" {
  if (reason === "duplicate" || reason === "fraudulent") return reason;
  return "requested_by_customer";
}
