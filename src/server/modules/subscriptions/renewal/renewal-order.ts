import type { Executor } from "../../../db/types.js";
import { type CustomerRow, getCustomerRow } from "../../customers/service.js";
import { type DiscountRow, discountAmount, getDiscountRow } from "../../discounts/service.js";
import { createOrder, type NewOrder, type OrderRow } from "../../orders/service.js";
import { findPrice, findProduct, type PriceRow, type ProductRow } from "../../products/service.js";
import { findApplicableTaxRate } from "../../tax-rates/service.js";
import type { SubscriptionRow } from "../repository.js";
import { type AppliedTax, appliedTax, type GrossLine, taxedItems } from "./amounts.js";
import { carryForward } from "./carry-forward.js";
import {
  addPendingItems,
  openPendingItems,
  type PendingItemRow,
  takePendingItems,
} from "./pending-items-repository.js";

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The customer of a subscription and the tax terms of `price` for its billing address. */
export async function customerTaxTerms(
  tx: Executor,
  sub: Pick<SubscriptionRow, "organizationId" | "customerId">,
  price: Pick<PriceRow, "taxBehavior"> | null,
) {
  const cust = await getCustomerRow(tx, sub.organizationId, sub.customerId, { includeDeleted: true });
  const address = cust?.billingAddress ?? null;
  const rate = address?.country
    ? await findApplicableTaxRate({ db: tx }, sub.organizationId, address.country, address.state)
    : null;
  const tax: AppliedTax = appliedTax(
    price?.taxBehavior ?? null,
    rate ? { basisPoints: rate.basisPoints, inclusive: rate.inclusive } : null,
  );
  return { customer: cust, tax };
}

/**
 * The new period's line of a renewal order, billed in advance: a fixed price renews at its amount
 * (the sticker price; a checkout's `amount` is net of an inclusive tax), a custom
 * (pay-what-you-want) price at the amount subscribed to; none for a metered price.
 */
export function renewalPeriodLines(
  after: SubscriptionRow,
  product: Pick<ProductRow, "name"> | null,
  price: PriceRow | null,
): GrossLine[] {
  const sticker =
    price?.amountType === "fixed" && price.priceAmount !== null ? price.priceAmount : after.amount;
  if (price?.amountType === "metered_unit") return [];
  return [
    {
      label: `${product?.name ?? "Subscription"} — ${day(after.currentPeriodStart)} to ${day(after.currentPeriodEnd)}`,
      amount: sticker,
      proration: false,
      productPriceId: after.priceIds[0] ?? null,
    },
  ];
}

/**
 * The renewal order of the period `after` has just moved to (`subscription_cycle`, pending): the
 * new period's price billed in advance (none for a product with metered prices only), the ended
 * period's `usage` billed in arrears (metered lines, see usage.ts), plus the amounts waiting for
 * this renewal (plan-change prorations, carried credit). The discount applies to the order's
 * lines (Polar's discountable fixed and metered prices), and the tax of the customer's billing
 * address is computed once on the net. The waiting amounts are taken by the order; when they
 * would make it negative, the order is brought to zero and the rest is carried forward as a new
 * waiting amount. `before` is the row as it was before the renewal claimed the period.
 */
export async function createRenewalOrder(
  tx: Executor,
  now: Date,
  before: SubscriptionRow,
  after: SubscriptionRow,
  discountApplies: boolean,
  usage: GrossLine[],
): Promise<OrderRow> {
  const prod = await findProduct(tx, after.organizationId, after.productId);
  const priceId = after.priceIds[0] ?? null;
  const price = priceId ? await findPrice(tx, after.organizationId, priceId) : undefined;
  const periodLines = renewalPeriodLines(after, prod ?? null, price ?? null);
  const disc =
    discountApplies && before.discountId
      ? await getDiscountRow(tx, before.organizationId, before.discountId)
      : null;
  return createSubscriptionOrder(tx, now, after, {
    lines: [...periodLines, ...usage],
    discount: disc,
    taxPrice: price ?? null,
    billingReason: "subscription_cycle",
  });
}

/**
 * An order of a subscription's lines (pending), with the amounts waiting for its next order
 * taken (and a negative rest carried forward), `discount` off the lines and the tax once on the
 * net. Used by renewals and by the final usage of an ending subscription.
 */
export async function createSubscriptionOrder(
  tx: Executor,
  now: Date,
  sub: SubscriptionRow,
  input: {
    lines: GrossLine[];
    discount: Awaited<ReturnType<typeof getDiscountRow>> | null;
    /** The price whose tax behavior applies (the subscription's first price). */
    taxPrice: Pick<PriceRow, "taxBehavior"> | null;
    billingReason: "subscription_cycle" | "subscription_meter_cycle";
  },
): Promise<OrderRow> {
  const { customer: cust, tax } = await customerTaxTerms(tx, sub, input.taxPrice);
  const pending = await openPendingItems(tx, sub.organizationId, sub.id, { forUpdate: true });
  const order = subscriptionOrderInput(sub, { ...input, customer: cust, tax, pending });
  const created = await createOrder(tx, now, order.input);
  await takePendingItems(tx, sub.organizationId, order.takenIds, created.id);
  if (order.carry.length > 0) await addPendingItems(tx, now, sub, order.carry);
  return created;
}

/**
 * A subscription order's input from what it is made of (read beforehand, one by one or for a
 * batch at once): the lines plus the amounts waiting for it (`pending`, all taken), `discount`
 * off the lines, a negative rest brought to zero and carried forward (`carry`, the new waiting
 * amount to add), the tax once on the net. Pure.
 */
export function subscriptionOrderInput(
  sub: SubscriptionRow,
  input: {
    lines: GrossLine[];
    discount: DiscountRow | null;
    billingReason: "subscription_cycle" | "subscription_meter_cycle";
    customer: CustomerRow | null;
    tax: AppliedTax;
    pending: PendingItemRow[];
  },
): { input: NewOrder; takenIds: string[]; carry: GrossLine[] } {
  const disc = input.discount;
  const base = input.lines.reduce((sum, l) => sum + l.amount, 0);
  const discountOff = disc ? discountAmount(disc, base, sub.currency) : 0;
  const { lines, carry } = carryForward(
    [
      ...input.lines,
      ...input.pending.map(
        (p): GrossLine => ({
          label: p.label,
          amount: p.amount,
          proration: p.proration,
          productPriceId: p.productPriceId,
        }),
      ),
    ],
    discountOff,
  );
  const taxed = taxedItems(lines, discountOff, input.tax);
  const cust = input.customer;
  return {
    input: {
      organizationId: sub.organizationId,
      customerId: sub.customerId,
      productId: sub.productId,
      discountId: disc && discountOff > 0 ? disc.id : null,
      subscriptionId: sub.id,
      checkoutId: null,
      billingReason: input.billingReason,
      currency: sub.currency,
      items: taxed.items,
      discountAmount: discountOff,
      billingName: cust?.billingName ?? null,
      billingAddress: cust?.billingAddress ?? null,
      metadata: sub.metadata,
      customFieldData: {},
      processor: null,
      chargeRef: null,
      paymentMethodId: null,
      paid: false,
    },
    takenIds: input.pending.map((p) => p.id),
    carry:
      carry < 0
        ? [{ label: "Credit carried forward", amount: carry, proration: false, productPriceId: null }]
        : [],
  };
}
