import type { Executor } from "../../../db/types.js";
import { RequestValidationError } from "../../../http/errors.js";
import { appliesToProduct, discountAmount, getDiscount } from "../../discounts/service.js";
import { getSellerSettings } from "../../organizations/service.js";
import { isDiscountable } from "../../pricing/service.js";
import type { PriceRow, ProductRow } from "../../products/service.js";
import { findPrice, findPricesOf, findProduct } from "../../products/service.js";
import { AlreadyCanceledSubscription, InactiveSubscription } from "../errors.js";
import { anchorDayOf, nextPeriodEnd, type RecurringInterval } from "../periods.js";
import { type AppliedTax, type GrossLine, type TaxedItems, taxedItems } from "../renewal/amounts.js";
import { customerTaxTerms } from "../renewal/renewal-order.js";
import type { SubscriptionRow } from "../repository.js";
import { prorate } from "./proration.js";

export const PRORATION_BEHAVIORS = ["invoice", "prorate", "next_period"] as const;
export type ProrationBehavior = (typeof PRORATION_BEHAVIORS)[number];

/**
 * What happens to the quote's lines: `order` → an order now (`subscription_update`, charged when
 * its total is positive); `pending` → they wait for the next renewal order; `none` → nothing billed.
 */
export type QuoteMode = "order" | "pending" | "none";

export interface PlanChangeQuote {
  behavior: ProrationBehavior;
  product: ProductRow;
  price: PriceRow;
  /** The new plan's period price before discount (the subscription's `amount`). */
  amount: number;
  interval: RecurringInterval;
  intervalCount: number;
  /** Whether the discount of the subscription carries over to the new product. */
  keepsDiscount: boolean;
  /** When the new plan takes effect: now, or the end of the period (`next_period`). */
  appliesAt: Date;
  /** The period after the change (a new one starting now when the interval changes). */
  periodStart: Date;
  periodEnd: Date;
  restartsPeriod: boolean;
  credit: number;
  debit: number;
  lines: GrossLine[];
  mode: QuoteMode;
  tax: AppliedTax;
  /** The order's items and amounts when `mode` is `order`. */
  taxed: TaxedItems | null;
}

type Source = "body" | "query";

const invalid = (source: Source, field: string, msg: string, input: unknown, type = "value_error") =>
  new RequestValidationError([{ loc: [source, field], msg, type, input }]);

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The subscription can change plan: trialing or active, not ended, not set to cancel. */
export function assertCanChangePlan(sub: SubscriptionRow): void {
  if (sub.status === "canceled" || sub.status === "incomplete_expired" || sub.endedAt) {
    throw new AlreadyCanceledSubscription("This subscription has ended: its plan cannot be changed.");
  }
  if (sub.cancelAtPeriodEnd) {
    throw new AlreadyCanceledSubscription(
      "This subscription is set to cancel at the end of the period: uncancel it before changing its plan.",
    );
  }
  if (sub.status !== "active" && sub.status !== "trialing") throw new InactiveSubscription();
}

/** The new product and its price, checked: recurring, live, same organization, fixed or free in the subscription's currency. */
async function loadTarget(tx: Executor, sub: SubscriptionRow, productId: string, source: Source) {
  const prod = await findProduct(tx, sub.organizationId, productId);
  if (!prod) throw invalid(source, "product_id", "Product not found.", productId, "not_found");
  if (prod.id === sub.productId) {
    throw invalid(source, "product_id", "The subscription is already on this product.", productId);
  }
  if (prod.isArchived) throw invalid(source, "product_id", "This product is archived.", productId);
  if (!prod.recurringInterval) {
    throw invalid(
      source,
      "product_id",
      "This product is not recurring: a subscription cannot move to it.",
      productId,
    );
  }
  const prices = await findPricesOf(tx, sub.organizationId, [prod.id]);
  if (prices.some((p) => p.amountType === "metered_unit")) {
    throw invalid(
      source,
      "product_id",
      "Products with metered prices are not supported in plan changes.",
      productId,
    );
  }
  if (prices.some((p) => p.amountType === "custom")) {
    throw invalid(
      source,
      "product_id",
      "Products with a pay-what-you-want (custom) price cannot be switched to.",
      productId,
    );
  }
  const price = prices.find((p) => p.priceCurrency === sub.currency);
  if (!price) {
    throw invalid(
      source,
      "product_id",
      `This product has no price in ${sub.currency.toUpperCase()}.`,
      productId,
    );
  }
  return { prod, price };
}

/** A price's amount for one period (fixed: its amount; free: 0). */
const stickerOf = (price: PriceRow | undefined, fallback: number) =>
  price?.amountType === "fixed" && price.priceAmount !== null
    ? price.priceAmount
    : price?.amountType === "free"
      ? 0
      : fallback;

/**
 * Computes a plan change of `sub` to `productId` at `now` without writing anything: the PATCH
 * and the proration preview both use it, so the preview is what the change bills.
 */
export async function quotePlanChange(
  tx: Executor,
  sub: SubscriptionRow,
  input: { productId: string; behavior: ProrationBehavior | null | undefined },
  now: Date,
  source: Source,
): Promise<PlanChangeQuote> {
  assertCanChangePlan(sub);
  const behavior =
    input.behavior ?? (await getSellerSettings({ db: tx }, sub.organizationId)).proration_behavior;
  const { prod, price } = await loadTarget(tx, sub, input.productId, source);
  const oldPrice = sub.priceIds[0] ? await findPrice(tx, sub.organizationId, sub.priceIds[0]) : undefined;
  const discRecord = sub.discountId
    ? await getDiscount({ db: tx }, sub.organizationId, sub.discountId, { includeDeleted: true })
    : null;
  const disc = discRecord?.row ?? null;
  const keepsDiscount = discRecord !== null && appliesToProduct(discRecord, prod.id);

  const oldSticker = stickerOf(oldPrice, sub.amount);
  const oldNet = oldSticker - (disc ? discountAmount(disc, oldSticker, sub.currency) : 0);
  const amount = stickerOf(price, 0);
  const newNet =
    amount -
    (disc && keepsDiscount && isDiscountable(price) ? discountAmount(disc, amount, sub.currency) : 0);

  const interval = prod.recurringInterval as RecurringInterval;
  const intervalCount = prod.recurringIntervalCount ?? 1;
  const restartsPeriod =
    behavior !== "next_period" &&
    sub.status !== "trialing" &&
    (interval !== sub.recurringInterval || intervalCount !== sub.recurringIntervalCount);
  const { tax } = await customerTaxTerms(tx, sub, price);
  const base = { behavior, product: prod, price, amount, interval, intervalCount, keepsDiscount, tax };

  if (behavior === "next_period" || sub.status === "trialing") {
    const appliesAt = behavior === "next_period" ? sub.currentPeriodEnd : now;
    return {
      ...base,
      appliesAt,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      restartsPeriod: false,
      credit: 0,
      debit: 0,
      lines: [],
      mode: "none",
      taxed: null,
    };
  }

  const oldName = (await findProduct(tx, sub.organizationId, sub.productId))?.name ?? "the previous plan";
  const span = `${day(now)} to ${day(sub.currentPeriodEnd)}`;
  if (restartsPeriod) {
    const periodEnd = nextPeriodEnd(now, interval, intervalCount, anchorDayOf(now));
    const { credit } = prorate({
      oldNet,
      newNet: 0,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      now,
    });
    const lines: GrossLine[] = [
      {
        label: `Unused time on ${oldName} (${span})`,
        amount: credit,
        proration: true,
        productPriceId: oldPrice?.id ?? null,
      },
      {
        label: `${prod.name} — ${day(now)} to ${day(periodEnd)}`,
        amount: newNet,
        proration: false,
        productPriceId: price.id,
      },
    ];
    const net = credit + newNet;
    const billed =
      net >= 0
        ? lines
        : [
            ...lines,
            {
              label: "Credit carried forward to the next invoice",
              amount: -net,
              proration: false,
              productPriceId: null,
            },
          ];
    return {
      ...base,
      appliesAt: now,
      periodStart: now,
      periodEnd,
      restartsPeriod: true,
      credit,
      debit: newNet,
      lines: billed,
      mode: "order",
      taxed: taxedItems(billed, 0, tax),
    };
  }

  const { credit, debit } = prorate({
    oldNet,
    newNet,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    now,
  });
  const lines: GrossLine[] = [
    {
      label: `Unused time on ${oldName} (${span})`,
      amount: credit,
      proration: true,
      productPriceId: oldPrice?.id ?? null,
    },
    {
      label: `Remaining time on ${prod.name} (${span})`,
      amount: debit,
      proration: true,
      productPriceId: price.id,
    },
  ];
  const mode: QuoteMode = behavior === "invoice" && credit + debit > 0 ? "order" : "pending";
  return {
    ...base,
    appliesAt: now,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    restartsPeriod: false,
    credit,
    debit,
    lines,
    mode,
    taxed: mode === "order" ? taxedItems(lines, 0, tax) : null,
  };
}
