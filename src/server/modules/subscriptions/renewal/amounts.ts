import type { DiscountRow } from "../../discounts/service.js";
import { discountAmount } from "../../discounts/service.js";
import { addedTax, includedTax, type TaxRateTerms } from "../../pricing/service.js";

export interface RenewalAmounts {
  /** The item's pre-tax amount (the order subtotal). */
  amount: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
}

/**
 * What one renewal period costs, with the same rules as a checkout (pricing/service.ts):
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

/** One line of an order before tax: a signed amount in the price's tax terms (tax included for inclusive prices). */
export interface GrossLine {
  label: string;
  amount: number;
  proration: boolean;
  productPriceId: string | null;
}

/** How tax applies to a subscription's lines: null when no tax rate applies to the customer. */
export type AppliedTax = { inclusive: boolean; basisPoints: number } | null;

/** The tax terms of a price for a customer's rate (the price's `tax_behavior` wins over the rate's default). */
export function appliedTax(
  taxBehavior: "location" | "inclusive" | "exclusive" | null,
  rate: TaxRateTerms | null,
): AppliedTax {
  if (!rate) return null;
  const inclusive = taxBehavior === "inclusive" ? true : taxBehavior === "exclusive" ? false : rate.inclusive;
  return { inclusive, basisPoints: rate.basisPoints };
}

export interface TaxedItems {
  items: {
    label: string;
    amount: number;
    taxAmount: number;
    proration: boolean;
    productPriceId: string | null;
  }[];
  /** Σ lines − discount, in the lines' tax terms. */
  net: number;
  taxAmount: number;
  /** What the customer pays: net, plus the tax when it is added on top. */
  total: number;
}

/**
 * Order items from gross lines and an order-level discount (the period price's), with the tax
 * computed once on the net (Σ lines − discount, which must not be negative) and rounded once:
 * extracted from it for inclusive terms, added on top for exclusive ones. The tax is carried by
 * the largest line (its pre-tax amount loses the extracted tax), so Σ items − discount + tax is
 * exactly what the customer pays.
 */
export function taxedItems(lines: GrossLine[], discount: number, tax: AppliedTax): TaxedItems {
  const net = lines.reduce((sum, l) => sum + l.amount, 0) - discount;
  if (net < 0) throw new RangeError(`taxedItems: the lines' net is negative (${net})`);
  const items = lines.map((l) => ({ ...l, taxAmount: 0 }));
  if (!tax || items.length === 0) return { items, net, taxAmount: 0, total: net };
  const taxAmount = tax.inclusive ? includedTax(net, tax.basisPoints) : addedTax(net, tax.basisPoints);
  let largest = 0;
  for (const [i, item] of items.entries()) if (item.amount > items[largest]!.amount) largest = i;
  const carrier = items[largest]!;
  carrier.taxAmount = taxAmount;
  if (tax.inclusive) carrier.amount -= taxAmount;
  return { items, net, taxAmount, total: tax.inclusive ? net : net + taxAmount };
}
