import type { GrossLine } from "./amounts.js";

export const CARRIED_CREDIT_LABEL = "Credit carried forward to the next invoice";

/**
 * Gross lines whose sum (less `discount`) may be negative: when it is, a line bringing the
 * order to zero is added and returned as `carry`, the (negative) amount to keep pending.
 */
export function carryForward(lines: GrossLine[], discount: number): { lines: GrossLine[]; carry: number } {
  const net = lines.reduce((sum, l) => sum + l.amount, 0) - discount;
  if (net >= 0) return { lines, carry: 0 };
  return {
    lines: [...lines, { label: CARRIED_CREDIT_LABEL, amount: -net, proration: false, productPriceId: null }],
    carry: net,
  };
}
