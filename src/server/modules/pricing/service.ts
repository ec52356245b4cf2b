import { BASIS_POINTS_100, roundHalfAwayFromZero } from "../../../shared/money.js";
import { appliesToProduct, type DiscountRecord, discountAmount } from "../discounts/service.js";
import type { PriceRow } from "../products/service.js";

/**
 * The one place a checkout's (and its order's) amounts are computed. Pure: everything it needs
 * is passed in, nothing is read from the database or the clock.
 *
 * - `amount` is the price before discount and tax; `net = amount − discount`; `total = net + tax`.
 * - Exclusive tax is added on top: `tax = round(net × rate)`.
 * - Inclusive tax is inside the price: the customer pays exactly `price − discount` (the gross)
 *   and the tax is extracted from it: `tax = gross − round(gross × 10000 / (10000 + rate))`.
 *   `net = gross − tax` and `amount = net + discount`, so the invariants above still hold.
 * - Every fraction of a minor unit is rounded once, half away from zero (src/shared/money.ts).
 */

export type TaxBehaviorApplied = "inclusive" | "exclusive";

export interface TaxRateTerms {
  /** 1 basis point = 0.01 %. */
  basisPoints: number;
  /** The rate's default; a price's own `tax_behavior` inclusive/exclusive overrides it. */
  inclusive: boolean;
}

export interface AmountsInput {
  price: Pick<
    PriceRow,
    "amountType" | "priceAmount" | "minimumAmount" | "presetAmount" | "taxBehavior" | "priceCurrency"
  >;
  /** The product the price belongs to (discount restrictions are by product). */
  productId: string;
  /** The amount the customer chose for a custom (pay-what-you-want) price; ignored otherwise. */
  customAmount: number | null;
  /** The checkout's discount, or null. */
  discount: DiscountRecord | null;
  /** The tax rate of the billing address, or null when none applies. */
  taxRate: TaxRateTerms | null;
  /** The time the amounts are for (discount validity window). */
  now: Date;
}

export interface Amounts {
  amount: number;
  discountAmount: number;
  netAmount: number;
  taxAmount: number;
  totalAmount: number;
  /** The tax treatment applied; null when no tax rate applies. */
  taxBehavior: TaxBehaviorApplied | null;
  /** Whether the price can be discounted at all (every price but a free one, as Polar). */
  isDiscountApplicable: boolean;
  /** Whether the discount actually takes something off (applicable, valid now, for this product and currency). */
  discountApplied: boolean;
}

/** What a price costs upfront, before discount and tax (metered prices are billed later: 0). */
export function stickerPrice(price: AmountsInput["price"], customAmount: number | null): number {
  switch (price.amountType) {
    case "fixed":
      return price.priceAmount ?? 0;
    case "custom":
      return customAmount ?? price.presetAmount ?? price.minimumAmount ?? 0;
    case "free":
    case "metered_unit":
      return 0;
  }
}

/**
 * Prices a discount can apply to: every price that is not free — fixed, pay-what-you-want (the
 * discount comes off the amount the customer chose, after its bounds are checked) and metered
 * (Polar's `is_discount_applicable`).
 */
export function isDiscountable(price: Pick<PriceRow, "amountType">): boolean {
  return price.amountType === "fixed" || price.amountType === "custom" || price.amountType === "metered_unit";
}

/**
 * Whether `discount` may be used at `now` for `productId`: live, inside its validity window,
 * not used up, and not restricted to other products. (Redemption is counted atomically at
 * confirmation; this is what the customer is shown.)
 */
export function isDiscountValid(discount: DiscountRecord, productId: string, now: Date): boolean {
  const { row } = discount;
  if (row.deletedAt) return false;
  if (row.startsAt && row.startsAt > now) return false;
  if (row.endsAt && row.endsAt <= now) return false;
  if (row.maxRedemptions !== null && row.redemptionsCount >= row.maxRedemptions) return false;
  return appliesToProduct(discount, productId);
}

/** The tax part of an amount that already includes tax at `basisPoints`. */
export function includedTax(gross: number, basisPoints: number): number {
  const net = roundHalfAwayFromZero(
    BigInt(gross) * BigInt(BASIS_POINTS_100),
    BigInt(BASIS_POINTS_100 + basisPoints),
  );
  return gross - Number(net);
}

/** Tax added on top of `net` at `basisPoints`. */
export function addedTax(net: number, basisPoints: number): number {
  return Number(roundHalfAwayFromZero(BigInt(net) * BigInt(basisPoints), BigInt(BASIS_POINTS_100)));
}

export function computeAmounts(input: AmountsInput): Amounts {
  const sticker = stickerPrice(input.price, input.customAmount);
  const isDiscountApplicable = isDiscountable(input.price);
  // The discount's own rules (duration included) all allow the first payment: `once`,
  // `forever` and `repeating` discounts each apply to the purchase a checkout makes.
  const discountApplied =
    input.discount !== null &&
    isDiscountApplicable &&
    isDiscountValid(input.discount, input.productId, input.now) &&
    (input.discount.row.type === "percentage" ||
      (input.discount.row.amounts?.[input.price.priceCurrency] ?? 0) > 0);
  const discount = discountApplied
    ? discountAmount(input.discount!.row, sticker, input.price.priceCurrency)
    : 0;
  const gross = sticker - discount;

  const rate = input.taxRate;
  if (!rate) {
    return {
      amount: sticker,
      discountAmount: discount,
      netAmount: gross,
      taxAmount: 0,
      totalAmount: gross,
      taxBehavior: null,
      isDiscountApplicable,
      discountApplied,
    };
  }
  const behavior = input.price.taxBehavior;
  const inclusive = behavior === "inclusive" ? true : behavior === "exclusive" ? false : rate.inclusive;
  if (inclusive) {
    const tax = includedTax(gross, rate.basisPoints);
    const net = gross - tax;
    return {
      amount: net + discount,
      discountAmount: discount,
      netAmount: net,
      taxAmount: tax,
      totalAmount: gross,
      taxBehavior: "inclusive",
      isDiscountApplicable,
      discountApplied,
    };
  }
  const tax = addedTax(gross, rate.basisPoints);
  return {
    amount: sticker,
    discountAmount: discount,
    netAmount: gross,
    taxAmount: tax,
    totalAmount: gross + tax,
    taxBehavior: "exclusive",
    isDiscountApplicable,
    discountApplied,
  };
}
