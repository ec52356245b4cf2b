import type { Executor } from "../../db/types.js";
import { type DiscountRecord, getDiscount } from "../discounts/service.js";
import { getMeter, type MeterRow } from "../meters/service.js";
import { isDiscountable } from "../pricing/service.js";
import {
  getPricesById,
  loadProductsById,
  type PriceRow,
  type ProductReader,
  type ProductRecord,
} from "../products/service.js";
import { anchorDayOf, nextPeriodEnd, type RecurringInterval } from "../subscriptions/service.js";
import type { CheckoutRow } from "./repository.js";

/** The products a checkout offers and the prices it offers for each (ad-hoc or catalog). */
export interface CheckoutCatalog {
  /** The offered products that still exist, in the checkout's order. */
  products: ProductRecord[];
  /** Offered prices by product id: the checkout's ad-hoc prices, else the product's active catalog prices. */
  offered: Map<string, PriceRow[]>;
  /** Meters of the offered metered prices. */
  meters: Map<string, MeterRow>;
}

/** A checkout with everything its wire shape and its rules need. */
export interface CheckoutView {
  row: CheckoutRow;
  catalog: CheckoutCatalog;
  /** The checkout's discount (deleted discounts included: the wire keeps showing what was applied). */
  discount: DiscountRecord | null;
}

export async function loadCatalog(
  ctx: ProductReader,
  organizationId: string,
  productIds: string[],
  adHocPriceIds: Record<string, string[]>,
  /** The products when the caller has just loaded them (in the order of `productIds`). */
  loaded?: ProductRecord[],
): Promise<CheckoutCatalog> {
  const products = loaded ?? (await loadProductsById(ctx, organizationId, productIds));
  const adHoc = await getPricesById(ctx, organizationId, Object.values(adHocPriceIds).flat());
  const adHocById = new Map(adHoc.map((p) => [p.id, p]));
  const offered = new Map<string, PriceRow[]>();
  const meters = new Map<string, MeterRow>();
  for (const record of products) {
    const ids = adHocPriceIds[record.row.id];
    offered.set(record.row.id, ids ? ids.flatMap((id) => adHocById.get(id) ?? []) : record.prices);
    for (const [id, meter] of record.meters) meters.set(id, meter);
  }
  for (const price of adHoc) {
    if (price.meterId && !meters.has(price.meterId)) {
      const meter = await getMeter(ctx, organizationId, price.meterId);
      if (meter) meters.set(meter.id, meter);
    }
  }
  return { products, offered, meters };
}

export async function loadView(
  ctx: ProductReader,
  row: CheckoutRow,
  /** The offered products when the checkout was read with them (`productPagesJsonSql`'s json). */
  productsJson?: Record<string, unknown>[],
): Promise<CheckoutView> {
  const loaded = productsJson
    ? await loadProductsById(ctx, row.organizationId, row.productIds, productsJson)
    : undefined;
  const catalog = await loadCatalog(ctx, row.organizationId, row.productIds, row.adHocPriceIds, loaded);
  const discount = row.discountId
    ? await getDiscount(ctx, row.organizationId, row.discountId, { includeDeleted: true })
    : null;
  return { row, catalog, discount };
}

export function productOf(catalog: CheckoutCatalog, productId: string | null): ProductRecord | null {
  return catalog.products.find((p) => p.row.id === productId) ?? null;
}

export function priceOf(catalog: CheckoutCatalog, productId: string | null, priceId: string | null) {
  if (!productId || !priceId) return null;
  return catalog.offered.get(productId)?.find((p) => p.id === priceId) ?? null;
}

/**
 * The price a product is bought at by default: its fixed, custom or free price, else its first
 * (metered) price. Metered prices are billed later, so they cost nothing at checkout.
 */
export function defaultPrice(prices: PriceRow[]): PriceRow | null {
  return prices.find((p) => p.amountType !== "metered_unit") ?? prices[0] ?? null;
}

/** A trial a checkout would start: its interval and count. */
export interface CheckoutTrial {
  interval: RecurringInterval;
  count: number;
}

/**
 * The trial the checkout runs (`active_trial_interval`/`_count`), or null: a recurring, non-free
 * price with `allow_trial` not false, and a trial interval from the checkout (its override) or
 * else from the product. (A customer who already had a trial of the product gets
 * `allow_trial: false` when their email or id is set: see apply.ts.)
 */
export function activeTrialOf(view: Pick<CheckoutView, "row" | "catalog">): CheckoutTrial | null {
  const { row } = view;
  if (row.allowTrial === false) return null;
  const product = productOf(view.catalog, row.productId);
  const price = priceOf(view.catalog, row.productId, row.productPriceId);
  if (!product?.row.recurringInterval || !price || price.amountType === "free") return null;
  if (row.trialInterval) {
    return { interval: row.trialInterval as RecurringInterval, count: row.trialIntervalCount ?? 1 };
  }
  if (!product.row.trialInterval) return null;
  return {
    interval: product.row.trialInterval as RecurringInterval,
    count: product.row.trialIntervalCount ?? 1,
  };
}

/** When a trial started at `start` ends (the subscription's `trial_end`). */
export const trialEndFrom = (start: Date, trial: CheckoutTrial) =>
  nextPeriodEnd(start, trial.interval, trial.count, anchorDayOf(start));

/** The derived flags of a checkout: computed from its stored amounts, product and price, never stored. */
export function checkoutFlags(view: CheckoutView) {
  const product = productOf(view.catalog, view.row.productId);
  const price = priceOf(view.catalog, view.row.productId, view.row.productPriceId);
  const isFree = price?.amountType === "free";
  // A trial charges nothing now; the card is still required and saved (payment setup).
  const isPaymentRequired = view.row.totalAmount > 0 && activeTrialOf(view) === null;
  const isPaymentSetupRequired = product?.row.recurringInterval != null && price !== null && !isFree;
  return {
    is_discount_applicable: price ? isDiscountable(price) : false,
    is_free_product_price: isFree,
    is_payment_required: isPaymentRequired,
    is_payment_setup_required: isPaymentSetupRequired,
    is_payment_form_required: isPaymentRequired || isPaymentSetupRequired,
  };
}

export type CheckoutFlags = ReturnType<typeof checkoutFlags>;

/** Reads inside a transaction: the same reader with the transaction as its executor. */
export const inTx = (ctx: ProductReader, tx: Executor): ProductReader => ({ db: tx, config: ctx.config });
