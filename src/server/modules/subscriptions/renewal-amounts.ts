import { addedTax, includedTax, type TaxRateTerms } from "../checkouts/amounts.js";
import type { DiscountRow } from "../discounts/service.js";
import { discountAmount } from "../discounts/service.js";

export interface RenewalAmounts {
  /** The item's pre-tax amount (the order subtotal). */
  amount: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
}

/**
 * What one renewal period costs, with the same rules as a checkout (checkouts/amounts.ts):
 * the discount comes off the period's price, exclusive tax is added on the net, inclusive tax is
 * extracted from the gross, each rounded once. The discount's validity window and redemption
 * limit are not checked again: they were checked when the subscription got the discount, and its
 * duration is what decides (`discount_periods_left`).
 */
export function renewalAmounts(input: {
  price: number;
  currency: string;
  discount: DiscountRow | null;
  /** The price's `tax_behavior`; `location` or null: the tax rate's default. */
  taxBehavior: "location" | "inclusive" | "exclusive" | null;
  taxRate: TaxRateTerms | null;
}): RenewalAmounts {
  const discount = input.discount ? discountAmount(input.discount, input.price, input.currency) : 0;
  const gross = input.price - discount;
  const rate = input.taxRate;
  if (!rate) return { amount: input.price, discountAmount: discount, taxAmount: 0, totalAmount: gross };
  const behavior = input.taxBehavior;
  const inclusive = behavior === "inclusive" ? true : behavior === "exclusive" ? false : rate.inclusive;
  if (inclusive) {
    const tax = includedTax(gross, rate.basisPoints);
    return { amount: gross - tax + discount, discountAmount: discount, taxAmount: tax, totalAmount: gross };
  }
  const tax = addedTax(gross, rate.basisPoints);
  return { amount: input.price, discountAmount: discount, taxAmount: tax, totalAmount: gross + tax };
}
