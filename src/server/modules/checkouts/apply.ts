import type { Executor } from "../../db/types.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import type { Metadata } from "../../http/v1/metadata.js";
import { type AddressValue, parseTaxId } from "../customers/service.js";
import { type DiscountRecord, getDiscount, getDiscountByCode } from "../discounts/service.js";
import { computeAmounts, isDiscountValid } from "../pricing/service.js";
import type { ProductReader } from "../products/service.js";
import { hasRedeemedTrial } from "../subscriptions/service.js";
import { findApplicableTaxRate } from "../tax-rates/service.js";
import { validateCustomFieldData } from "./fields.js";
import { type CheckoutView, defaultPrice, priceOf, productOf } from "./load.js";
import type { CheckoutRow } from "./repository.js";

type Value = string | number | boolean | null;

/**
 * A change to a checkout, from any of its doors (create, the seller's PATCH, the customer's
 * PATCH, confirm). `undefined` leaves a field as it is; `null` clears it.
 */
export interface CheckoutChanges {
  productId?: string | null | undefined;
  productPriceId?: string | null | undefined;
  /** Pay-what-you-want amount (custom prices). */
  amount?: number | null | undefined;
  currency?: string | null | undefined;
  discountId?: string | null | undefined;
  /** A code typed by the customer: null or "" removes the discount. */
  discountCode?: string | null | undefined;
  customerEmail?: string | null | undefined;
  customerName?: string | null | undefined;
  customerBillingName?: string | null | undefined;
  customerBillingAddress?: AddressValue | null | undefined;
  customerTaxId?: string | null | undefined;
  customerIpAddress?: string | null | undefined;
  isBusinessCustomer?: boolean | null | undefined;
  locale?: string | null | undefined;
  customFieldData?: Record<string, Value> | undefined;
  metadata?: Metadata | null | undefined;
  customerMetadata?: Metadata | null | undefined;
  successUrl?: string | null | undefined;
  returnUrl?: string | null | undefined;
  embedOrigin?: string | null | undefined;
  allowDiscountCodes?: boolean | null | undefined;
  requireBillingAddress?: boolean | null | undefined;
  allowTrial?: boolean | null | undefined;
  trialInterval?: string | null | undefined;
  trialIntervalCount?: number | null | undefined;
}

const issue = (field: string, msg: string, input: unknown): ValidationIssue => ({
  loc: ["body", field],
  msg,
  type: "value_error",
  input,
});

/**
 * The pay-what-you-want amount the stored amounts were computed from: `amount` is before tax, so
 * an inclusive price gets its tax added back (amounts.ts).
 */
export function chosenAmount(row: Pick<CheckoutRow, "amount" | "taxBehavior" | "taxAmount">): number {
  return row.amount + (row.taxBehavior === "inclusive" ? (row.taxAmount ?? 0) : 0);
}

/**
 * Once a checkout is linked to a customer (named at creation, or found at a confirmation), its
 * email is the customer's: a change of `customer_email` is ignored, as Polar ignores it, and the
 * hosted page shows the field locked.
 */
export function keepCustomerEmail(
  row: Pick<CheckoutRow, "customerId">,
  changes: CheckoutChanges,
): CheckoutChanges {
  if (!row.customerId || changes.customerEmail === undefined) return changes;
  const { customerEmail: _ignored, ...rest } = changes;
  return rest;
}

/** Sets `key` on `next` when the change gives a value (null included). */
function take<K extends keyof CheckoutRow>(next: CheckoutRow, key: K, value: CheckoutRow[K] | undefined) {
  if (value !== undefined) next[key] = value;
}

async function resolveDiscount(
  tx: Executor,
  view: CheckoutView,
  changes: CheckoutChanges,
  productId: string,
  now: Date,
  issues: ValidationIssue[],
): Promise<DiscountRecord | null> {
  const organizationId = view.row.organizationId;
  if (changes.discountId !== undefined) {
    if (changes.discountId === null) return null;
    const record = await getDiscount({ db: tx }, organizationId, changes.discountId);
    if (!record || !isDiscountValid(record, productId, now)) {
      issues.push(
        issue("discount_id", "Discount does not exist or is no longer available.", changes.discountId),
      );
      return view.discount;
    }
    return record;
  }
  if (changes.discountCode !== undefined) {
    const allowed = changes.allowDiscountCodes ?? view.row.allowDiscountCodes;
    if (!allowed) {
      issues.push(
        issue("discount_code", "Discount codes are not allowed on this checkout.", changes.discountCode),
      );
      return view.discount;
    }
    if (!changes.discountCode) return null;
    const record = await getDiscountByCode({ db: tx }, organizationId, changes.discountCode);
    if (!record || !isDiscountValid(record, productId, now)) {
      issues.push(
        issue("discount_code", "This discount code is invalid or no longer available.", changes.discountCode),
      );
      return view.discount;
    }
    return record;
  }
  // A kept discount that stopped applying (another product chosen, ended, used up) is removed,
  // so the checkout never shows a discount it would not get.
  return view.discount && isDiscountValid(view.discount, productId, now) ? view.discount : null;
}

/**
 * Applies `changes` to a checkout and recomputes what follows from them: the selected product
 * and price, the custom amount (within the price's bounds), the discount (valid for the product
 * now), the tax id (valid for the billing country), the custom field answers, the tax rate of the
 * billing address, and the amounts (amounts.ts). Throws a 422 naming every bad field; nothing is
 * written. Returns the checkout as it would be, its discount, and whether the discount takes
 * something off (what confirmation redeems).
 */
export async function applyChanges(
  ctx: ProductReader,
  view: CheckoutView,
  changes: CheckoutChanges,
  now: Date,
): Promise<{ row: CheckoutRow; discount: DiscountRecord | null; discountApplied: boolean }> {
  const { catalog } = view;
  const next: CheckoutRow = { ...view.row };
  const issues: ValidationIssue[] = [];

  // Product and price.
  if (changes.productPriceId) {
    const owner = catalog.products.find((p) =>
      catalog.offered.get(p.row.id)?.some((price) => price.id === changes.productPriceId),
    );
    if (!owner)
      issues.push(
        issue("product_price_id", "This price is not offered by the checkout.", changes.productPriceId),
      );
    else if (changes.productId && changes.productId !== owner.row.id)
      issues.push(issue("product_id", "The price does not belong to this product.", changes.productId));
    else {
      next.productId = owner.row.id;
      next.productPriceId = changes.productPriceId;
    }
  } else if (changes.productId) {
    const product = productOf(catalog, changes.productId);
    if (!product)
      issues.push(issue("product_id", "This product is not offered by the checkout.", changes.productId));
    else if (product.row.id !== view.row.productId) {
      next.productId = product.row.id;
      next.productPriceId = defaultPrice(catalog.offered.get(product.row.id) ?? [])?.id ?? null;
    }
  }
  const product = productOf(catalog, next.productId);
  // A selected price the seller has replaced since is no longer offered: the product's current
  // default price takes its place (the amounts follow).
  let price = priceOf(catalog, next.productId, next.productPriceId);
  if (product && !price) {
    price = defaultPrice(catalog.offered.get(product.row.id) ?? []);
    next.productPriceId = price?.id ?? null;
  }
  if (!product || !price) {
    issues.push(issue("product_id", "The checkout has no product with a price to buy.", next.productId));
    throw new RequestValidationError(issues);
  }
  if (price.isArchived) issues.push(issue("product_price_id", "This price is archived.", price.id));
  next.currency = price.priceCurrency;
  if (changes.currency && changes.currency !== price.priceCurrency) {
    issues.push(issue("currency", `The product is sold in ${price.priceCurrency}.`, changes.currency));
  }

  // Pay-what-you-want amount: kept while the price stays the same.
  let customAmount: number | null = null;
  if (price.amountType === "custom") {
    const samePrice = price.id === view.row.productPriceId;
    customAmount =
      changes.amount != null
        ? changes.amount
        : changes.amount === undefined && samePrice
          ? chosenAmount(view.row)
          : null;
    const min = price.minimumAmount ?? 0;
    const max = price.maximumAmount;
    if (customAmount !== null && customAmount < min) {
      issues.push(issue("amount", `The amount must be at least ${min}.`, customAmount));
    } else if (customAmount !== null && max !== null && customAmount > max) {
      issues.push(issue("amount", `The amount must be at most ${max}.`, customAmount));
    }
  }

  // Fields given as they are.
  take(next, "customerEmail", changes.customerEmail);
  take(next, "customerName", changes.customerName);
  take(next, "customerBillingName", changes.customerBillingName);
  take(next, "customerBillingAddress", changes.customerBillingAddress);
  take(next, "customerIpAddress", changes.customerIpAddress);
  take(next, "locale", changes.locale);
  take(next, "successUrl", changes.successUrl);
  take(next, "returnUrl", changes.returnUrl);
  take(next, "embedOrigin", changes.embedOrigin);
  take(next, "trialInterval", changes.trialInterval);
  take(next, "trialIntervalCount", changes.trialIntervalCount);
  if (changes.isBusinessCustomer != null) next.isBusinessCustomer = changes.isBusinessCustomer;
  if (changes.allowDiscountCodes != null) next.allowDiscountCodes = changes.allowDiscountCodes;
  if (changes.requireBillingAddress != null) next.requireBillingAddress = changes.requireBillingAddress;
  if (changes.allowTrial !== undefined) next.allowTrial = changes.allowTrial;
  if (changes.metadata !== undefined) next.metadata = changes.metadata ?? {};
  if (changes.customerMetadata !== undefined) next.customerMetadata = changes.customerMetadata ?? {};

  // Tax id: checked against the billing country; a kept one that no longer fits a new country is dropped.
  const country = next.customerBillingAddress?.country ?? null;
  if (changes.customerTaxId) {
    if (!country) {
      issues.push({
        loc: ["body", "customer_billing_address", "country"],
        msg: "A billing country is required to validate the tax ID.",
        type: "missing",
        input: null,
      });
    } else {
      const parsed = parseTaxId(changes.customerTaxId, country);
      if (!parsed)
        issues.push(
          issue("customer_tax_id", `This is not a valid tax ID for ${country}.`, changes.customerTaxId),
        );
      else next.customerTaxId = parsed;
    }
  } else if (changes.customerTaxId !== undefined) {
    next.customerTaxId = null;
  } else if (next.customerTaxId && (!country || !parseTaxId(next.customerTaxId[0], country))) {
    next.customerTaxId = null;
  }

  // Custom field answers, against the selected product's fields.
  const answers =
    changes.customFieldData ?? (product.row.id === view.row.productId ? null : next.customFieldData);
  if (answers) {
    const checked = validateCustomFieldData(product.attachedCustomFields, answers);
    issues.push(...checked.issues);
    next.customFieldData = checked.data;
  }

  const discount = await resolveDiscount(ctx.db, view, changes, product.row.id, now, issues);
  if (issues.length) throw new RequestValidationError(issues);
  next.discountId = discount?.row.id ?? null;

  // One trial per customer and product (Polar): a customer known (by id or email) to have had
  // a trial of this product already gets none — the checkout's allow_trial turns false.
  const trialOffered = next.trialInterval !== null || product.row.trialInterval !== null;
  if (next.allowTrial !== false && product.row.recurringInterval && trialOffered) {
    const who = { customerId: next.customerId, email: next.customerEmail };
    if (await hasRedeemedTrial(ctx.db, next.organizationId, product.row.id, who)) next.allowTrial = false;
  }

  const rate = country
    ? await findApplicableTaxRate(ctx, next.organizationId, country, next.customerBillingAddress?.state)
    : null;
  const amounts = computeAmounts({
    price,
    productId: product.row.id,
    customAmount,
    discount,
    taxRate: rate ? { basisPoints: rate.basisPoints, inclusive: rate.inclusive } : null,
    now,
  });
  next.amount = amounts.amount;
  next.discountAmount = amounts.discountAmount;
  next.netAmount = amounts.netAmount;
  next.taxAmount = amounts.taxAmount;
  next.totalAmount = amounts.totalAmount;
  next.taxBehavior = amounts.taxBehavior;
  next.taxRateId = rate?.id ?? null;
  return { row: next, discount, discountApplied: amounts.discountApplied };
}
