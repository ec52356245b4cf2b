import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import {
  type CustomerStateSubscription,
  type CustomerWire,
  customerRowsFromJson,
  loadCustomersById,
  recordCustomerStateChanged,
  serializeCustomer,
} from "../customers/service.js";
import { type DiscountWire, getDiscount, serializeDiscount } from "../discounts/service.js";
import { recordSystemEvents } from "../events/service.js";
import type { OrderSubscriptionWire } from "../orders/service.js";
import {
  getPrice,
  loadProductsById,
  type ProductPriceWire,
  type ProductRecord,
  type ProductWire,
  productsFromJson,
  serializePrice,
  serializeProduct,
} from "../products/service.js";
import type { ClockSubscriptions } from "../test-clocks/service.js";
import { recordEvent, type WebhookEventType } from "../webhooks/service.js";
import { endCustomerSubscriptions } from "./cancellation.js";
import { readSubscriptionPage } from "./page-repository.js";
import {
  activeSubscriptionExists,
  checkoutSubscriptionIds,
  findActiveSubscriptionsOf,
  findActiveSubscriptionsOfCustomers,
  findSubscription,
  findSubscriptions,
  lockOpenSubscriptions,
  moveSubscriptionsToClock,
  type SubscriptionFilters,
  type SubscriptionRow,
  type SubscriptionSortKey,
} from "./repository.js";
import { serializePendingUpdate, serializeSubscriptionHead } from "./serialize.js";
import { loadSubscriptionMeters, type SubscriptionMeterWire } from "./subscription-meters.js";
import { type PlanChange, subscriptionSystemEvents } from "./system-events.js";

export { createSubscriptionFromCheckout } from "./create-from-checkout.js";
// Used by customer-portal
export {
  type CustomerSubscriptionFilters,
  cancelCustomerSubscription,
  changeCustomerPlan,
  clearCustomerPendingUpdate,
  getCustomerSubscription,
  listCustomerSubscriptions,
  previewCustomerPlanChange,
  uncancelCustomerSubscription,
} from "./customer.js";
export {
  compactSubscriptionMetricRollup,
  organizationsWithSubscriptionRollupDeltas,
  type SubscriptionMetricsFilter,
  subscriptionMetricsSql,
  subscriptionRollupMetricsSql,
} from "./metrics-repository.js";
export { anchorDayOf, nextPeriodEnd, type RecurringInterval } from "./periods.js";
export { ProrationPreview } from "./plan-change/preview-routes.js";
export type { SubscriptionFilters, SubscriptionRow, SubscriptionSortKey } from "./repository.js";
export { hasRedeemedTrial } from "./trial/repository.js";

/** What reads need: a database or an open transaction (`{ db: tx, config }`), and the base URL of product media. */
export type SubscriptionReader = { db: Executor; config: Pick<AppContext["config"], "baseUrl"> };

/** A subscription with what its wire shape embeds. */
export interface SubscriptionRecord {
  row: SubscriptionRow;
  customer: CustomerWire;
  product: ProductWire;
  discount: DiscountWire | null;
  /** The subscribed prices (archived ones too), in `price_ids` order. */
  prices: ProductPriceWire[];
  /** The current period's usage of each metered price's meter. */
  meters: SubscriptionMeterWire[];
}

/** A subscription as Polar's wire `Subscription`, every key present (nullable ones as null). */
export function serializeSubscription({
  row,
  customer,
  product,
  discount,
  prices,
  meters,
}: SubscriptionRecord) {
  return {
    ...serializeSubscriptionHead(row),
    custom_field_data: row.customFieldData,
    customer,
    product,
    discount,
    prices,
    meters,
    pending_update: serializePendingUpdate(row),
  };
}

export type SubscriptionWire = ReturnType<typeof serializeSubscription>;

/**
 * Loads what several subscriptions of one organization embed, in a bounded number of queries:
 * the customers, the products with their prices and links (one statement) and the discounts are
 * asked for together, so the page waits for one round trip instead of one per relation.
 */
export async function loadSubscriptions(
  ctx: SubscriptionReader,
  organizationId: string,
  rows: SubscriptionRow[],
  known: { customers?: Map<string, CustomerWire>; products?: Promise<ProductRecord[]> } = {},
): Promise<SubscriptionRecord[]> {
  if (rows.length === 0) return [];
  const discountIds = [...new Set(rows.flatMap((r) => (r.discountId ? [r.discountId] : [])))];
  const [customers, productRecords, discountRecords] = await Promise.all([
    known.customers ?? loadCustomersById(ctx.db, organizationId, [...new Set(rows.map((r) => r.customerId))]),
    known.products ?? loadProductsById(ctx, organizationId, [...new Set(rows.map((r) => r.productId))]),
    Promise.all(discountIds.map((id) => getDiscount(ctx, organizationId, id, { includeDeleted: true }))),
  ]);
  const products = new Map(productRecords.map((p) => [p.row.id, p]));
  const discounts = new Map<string, DiscountWire>();
  for (const record of discountRecords) if (record) discounts.set(record.row.id, serializeDiscount(record));
  const prices = new Map<string, ProductPriceWire>();
  for (const record of products.values()) {
    for (const price of record.prices) {
      prices.set(
        price.id,
        serializePrice({
          row: price,
          product: record.row,
          meter: price.meterId ? (record.meters.get(price.meterId) ?? null) : null,
        }),
      );
    }
  }
  // Archived prices are not among a product's prices; a subscription keeps showing its own.
  for (const id of new Set(rows.flatMap((r) => r.priceIds))) {
    if (prices.has(id)) continue;
    const price = await getPrice(ctx, organizationId, id);
    if (price) prices.set(id, serializePrice(price));
  }
  const knownMeters = new Map([...products.values()].flatMap((p) => [...p.meters]));
  const meters = await loadSubscriptionMeters(ctx.db, organizationId, rows, prices, knownMeters);
  // Each product once, however many of the page's subscriptions embed it.
  const productWires = new Map([...products].map(([id, record]) => [id, serializeProduct(record)]));
  return rows.map((row) => {
    const customer = customers.get(row.customerId);
    const product = productWires.get(row.productId);
    if (!customer || !product) throw new Error(`subscription ${row.id}: customer or product is missing`);
    return {
      row,
      customer,
      product,
      discount: row.discountId ? (discounts.get(row.discountId) ?? null) : null,
      prices: row.priceIds.flatMap((id) => prices.get(id) ?? []),
      meters: meters.get(row.id) ?? [],
    };
  });
}

/** The subscription as its wire `Subscription`, or null (another organization's id is null too). */
export async function loadSubscriptionWire(
  ctx: SubscriptionReader,
  organizationId: string,
  id: string,
): Promise<SubscriptionWire | null> {
  const row = await findSubscription(ctx.db, organizationId, id);
  if (!row) return null;
  const [record] = await loadSubscriptions(ctx, organizationId, [row]);
  return record ? serializeSubscription(record) : null;
}

export async function requireSubscriptionWire(
  ctx: SubscriptionReader,
  organizationId: string,
  id: string,
): Promise<SubscriptionWire> {
  const wire = await loadSubscriptionWire(ctx, organizationId, id);
  if (!wire) throw new NotFoundError("Subscription");
  return wire;
}

export async function listOrgSubscriptions(
  ctx: SubscriptionReader,
  organizationId: string,
  page: Page,
  filters: SubscriptionFilters,
  sort: { property: SubscriptionSortKey; descending: boolean }[],
): Promise<{ items: SubscriptionWire[]; total: number }> {
  // One statement reads the page, its count, customers and products with their prices and links.
  const read = await readSubscriptionPage(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  const records = await loadSubscriptions(ctx, organizationId, read.rows, {
    customers: new Map(customerRowsFromJson(read.customers).map((c) => [c.id, serializeCustomer(c)])),
    products: productsFromJson(ctx, organizationId, read.products),
  });
  return { items: records.map(serializeSubscription), total: read.total };
}

/**
 * The `subscription.*` event types a change from `before` to `after` calls for, in the order they
 * are recorded (Polar's `_after_subscription_updated`): `created` for a new one, then `active`
 * (it became active), `canceled` (cancellation at period end was set, or it ended), `uncanceled`
 * (the cancellation was withdrawn), `revoked` (it ended), and always `updated`.
 */
export function subscriptionEventTypes(
  before: SubscriptionRow | null,
  after: SubscriptionRow,
): WebhookEventType[] {
  const types: WebhookEventType[] = [];
  if (!before) types.push("subscription.created");
  if (after.status === "active" && before?.status !== "active") types.push("subscription.active");
  const wasCanceled = before ? before.cancelAtPeriodEnd || before.status === "canceled" : false;
  const isCanceled = after.cancelAtPeriodEnd || after.status === "canceled";
  if (isCanceled && !wasCanceled) types.push("subscription.canceled");
  if (before?.cancelAtPeriodEnd && !isCanceled) types.push("subscription.uncanceled");
  if (after.status === "canceled" && after.endedAt && !before?.endedAt) types.push("subscription.revoked");
  types.push("subscription.updated");
  return types;
}

/**
 * Records, in the caller's transaction, the events of a subscription change (see
 * `subscriptionEventTypes`), each with the full wire `Subscription` as it is after the change,
 * Polar's system events of the change (`subscriptionSystemEvents`; `planChange` for a plan change
 * request), then `customer.state_changed`. Pass `{ db: tx, config }`.
 */
export async function recordSubscriptionEvents(
  ctx: SubscriptionReader,
  now: Date,
  before: SubscriptionRow | null,
  after: SubscriptionRow,
  planChange?: PlanChange,
): Promise<void> {
  const wire = await loadSubscriptionWire(ctx, after.organizationId, after.id);
  if (!wire) throw new NotFoundError("Subscription");
  for (const type of subscriptionEventTypes(before, after)) {
    await recordEvent(ctx.db, now, after.organizationId, type, wire);
  }
  await recordSystemEvents(
    ctx.db,
    after.organizationId,
    subscriptionSystemEvents(before, after, wire.customer.external_id, now, planChange),
  );
  await recordCustomerStateChanged(ctx.db, now, after.organizationId, after.customerId);
}

// Used by checkouts
/** The customer's trialing, active and past_due subscriptions, oldest first. */
export function activeSubscriptionsOf(
  ex: Executor,
  organizationId: string,
  customerId: string,
): Promise<SubscriptionRow[]> {
  return findActiveSubscriptionsOf(ex, organizationId, customerId);
}

// Wired into the ports of customers and orders (src/server/ports.ts)
/**
 * The customers' active and trialing subscriptions as `CustomerStateSubscription`s by customer id,
 * oldest first, in one statement (Polar's customer state lists those two statuses; a past_due one
 * drops out until it is paid). A customer without any is absent from the map.
 */
export async function customerStateSubscriptions(
  ex: Executor,
  organizationId: string,
  customerIds: string[],
): Promise<Map<string, CustomerStateSubscription[]>> {
  const out = new Map<string, CustomerStateSubscription[]>();
  if (customerIds.length === 0) return out;
  const rows = await findActiveSubscriptionsOfCustomers(ex, organizationId, customerIds);
  for (const row of rows) {
    if (row.status !== "active" && row.status !== "trialing") continue;
    const list = out.get(row.customerId) ?? [];
    list.push(customerStateSubscription(row));
    out.set(row.customerId, list);
  }
  return out;
}

function customerStateSubscription(row: SubscriptionRow): CustomerStateSubscription {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    custom_field_data: row.customFieldData,
    metadata: row.metadata,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    recurring_interval: row.recurringInterval as "day" | "week" | "month" | "year",
    current_period_start: iso(row.currentPeriodStart),
    current_period_end: iso(row.currentPeriodEnd),
    trial_start: iso(row.trialStart),
    trial_end: iso(row.trialEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: iso(row.canceledAt),
    started_at: iso(row.startedAt),
    ends_at: iso(row.endsAt),
    product_id: row.productId,
    discount_id: row.discountId,
    // Metered prices arrive with the metering issue.
    meters: [],
  };
}

/** SQL subquery of the ids of the subscriptions of these checkouts (the portal's grant filter). */
export function checkoutSubscriptionIdsSql(organizationId: string, checkoutIds: string[]): SQL {
  return checkoutSubscriptionIds(organizationId, checkoutIds);
}

/** SQL for a customers query: the customer (its id column) has a trialing, active or past_due subscription. */
export function hasActiveSubscriptionSql(customerId: SQLWrapper): SQL {
  return activeSubscriptionExists(sql`${customerId}`);
}

/**
 * Ends the deleted customer's live subscriptions now, in the caller's transaction (`{ db: tx,
 * config }`); resolves to the step that records their events, to call once the customer is locked.
 */
export async function endSubscriptionsOfDeletedCustomer(
  ctx: SubscriptionReader,
  now: Date,
  organizationId: string,
  customerId: string,
): Promise<() => Promise<void>> {
  const ended = await endCustomerSubscriptions(ctx.db, now, organizationId, customerId);
  return async () => {
    for (const { before, after } of ended) await recordSubscriptionEvents(ctx, now, before, after);
  };
}

/** The organization's subscriptions among `ids` as an order's `subscription` (missing ids are absent). */
export async function subscriptionHeadsOf(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<OrderSubscriptionWire[]> {
  return (await findSubscriptions(ex, organizationId, ids)).map(serializeSubscriptionHead);
}

// Used by test-clocks (passed in by http/v1/modules.ts: test-clocks never depends on this module)
/** A customer attached to a test clock takes their subscriptions that have not ended along. */
export const clockSubscriptions: ClockSubscriptions = {
  lockOpen: (tx, organizationId, customerId) => lockOpenSubscriptions(tx, organizationId, customerId),
  moveToClock: (tx, organizationId, customerId, clockId) =>
    moveSubscriptionsToClock(tx, organizationId, customerId, clockId),
};

// Used by customer-portal: the cards subscriptions are charged to, and retries of unpaid renewals.
export {
  claimManualRetry,
  type ManualRetryClaim,
  moveSubscriptionsToPaymentMethod,
  retryPastDueNow,
  settleManualRetry,
  subscriptionsPaidWith,
} from "./dunning/portal-retry.js";
export type { PaidWith } from "./renewal/cycle.js";
