import type { AppContext } from "../../context.js";
import { checkoutMetricsSql, checkoutRollupMetricsSql } from "../checkouts/service.js";
import {
  latestPaidOrderCurrencySql,
  paidOrderMetricsSql,
  paidOrderRollupMetricsSql,
} from "../orders/service.js";
import { productIdsOfBillingTypeSql } from "../products/service.js";
import { subscriptionMetricsSql, subscriptionRollupMetricsSql } from "../subscriptions/service.js";
import { periodValues } from "./compute.js";
import { METRIC_BY_SLUG, METRICS, type MetricDefinition } from "./definitions.js";
import {
  type CheckoutBucket,
  checkoutBuckets,
  type OrderBucket,
  orderBuckets,
  type PeriodRow,
  periodSeries,
  type SubscriptionBucket,
  scalarText,
  subscriptionBuckets,
} from "./repository.js";
import type { MetricsQueryInput } from "./schemas.js";

export { METRICS, type MetricDefinition } from "./definitions.js";

/** Which source each metric is computed from (only the sources of the asked metrics are queried). */
const CHECKOUT_METRICS = new Set(["checkouts", "succeeded_checkouts", "checkouts_conversion"]);
const ORDER_METRICS = new Set([
  "revenue",
  "net_revenue",
  "cumulative_revenue",
  "net_cumulative_revenue",
  "orders",
  "average_order_value",
  "net_average_order_value",
  "one_time_products",
  "one_time_products_revenue",
  "one_time_products_net_revenue",
  "new_subscriptions_revenue",
  "new_subscriptions_net_revenue",
  "renewed_subscriptions",
  "renewed_subscriptions_revenue",
  "renewed_subscriptions_net_revenue",
]);
const sourceOf = (slug: string) =>
  CHECKOUT_METRICS.has(slug) ? "checkouts" : ORDER_METRICS.has(slug) ? "orders" : "subscriptions";

export interface MetricsResult {
  periods: ({ timestamp: string } & Record<string, number | string>)[];
  totals: Record<string, number>;
  metrics: Record<string, Omit<MetricDefinition, "total">>;
  currency: string;
}

/** `2026-03-29T00:00:00+01:00`: the period's local start with the zone's offset (Z for UTC). */
function timestampOf(p: PeriodRow): string {
  if (p.offset === 0) return `${p.local}Z`;
  const abs = Math.abs(p.offset);
  const hh = String(Math.floor(abs / 3600)).padStart(2, "0");
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, "0");
  return `${p.local}${p.offset < 0 ? "-" : "+"}${hh}:${mm}`;
}

const HOUR_MS = 3_600_000;

/**
 * Whether the hourly rollups answer the query exactly: every period boundary is a whole UTC hour
 * (so each rollup hour lies in one period: time zones whose offset is a whole number of hours)
 * and no customer filter is asked (the rollups keep no customer).
 */
export function rollupsAnswer(periods: PeriodRow[], q: Pick<MetricsQueryInput, "customer_id">): boolean {
  if (q.customer_id?.length) return false;
  const last = periods[periods.length - 1];
  return (
    last !== undefined &&
    last.end.getTime() % HOUR_MS === 0 &&
    periods.every((p) => p.start.getTime() % HOUR_MS === 0)
  );
}

/**
 * The organization's metrics for the query: one currency only (the asked one, else that of
 * the latest paid order, else usd), computed in SQL per period of the series in the query's
 * time zone, from the modules' hourly rollups when they answer the query exactly
 * (`rollupsAnswer`; `rollups: false` forces the raw rows), else from the rows themselves.
 * `none`: the query names only other organizations (every value 0).
 */
export async function getMetrics(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  q: MetricsQueryInput,
  none = false,
  opts: { rollups?: boolean } = {},
): Promise<MetricsResult> {
  const db = ctx.db;
  const slugs = q.metrics?.length ? [...new Set(q.metrics)] : METRICS.map((d) => d.slug);
  const sources = new Set(slugs.map(sourceOf));
  const currency = q.currency ?? (await scalarText(db, latestPaidOrderCurrencySql(organizationId))) ?? "usd";
  const periods = await periodSeries(db, {
    start: q.start_date,
    end: q.end_date,
    interval: q.interval,
    timeZone: q.timezone,
  });
  const series = { periods, interval: q.interval, timeZone: q.timezone };
  const from = periods[0]!.start;
  const to = periods[periods.length - 1]!.end;
  const billingTypes = new Set(q.billing_type ?? []);
  const billingType = billingTypes.size === 1 ? [...billingTypes][0] : undefined;
  const filter = {
    currency,
    from,
    to,
    productIds: q.product_id,
    customerIds: q.customer_id,
    billingType,
  };
  let orders: OrderBucket[] = [];
  let subscriptions: SubscriptionBucket[] = [];
  let checkouts: CheckoutBucket[] = [];
  const rollup = opts.rollups !== false && rollupsAnswer(periods, q);
  if (!none) {
    // The three statements are independent: on PostgreSQL they run at once on the pool.
    const productIdsIn = billingType
      ? productIdsOfBillingTypeSql(organizationId, billingType === "recurring")
      : undefined;
    const checkoutFilter = { ...filter, productIdsIn };
    [orders, subscriptions, checkouts] = await Promise.all([
      sources.has("orders")
        ? orderBuckets(
            db,
            series,
            rollup
              ? paidOrderRollupMetricsSql(organizationId, filter)
              : paidOrderMetricsSql(organizationId, filter),
            rollup,
          )
        : [],
      sources.has("subscriptions")
        ? subscriptionBuckets(
            db,
            series,
            rollup
              ? subscriptionRollupMetricsSql(organizationId, filter)
              : subscriptionMetricsSql(organizationId, filter),
            rollup,
          )
        : [],
      sources.has("checkouts")
        ? checkoutBuckets(
            db,
            series,
            rollup
              ? checkoutRollupMetricsSql(organizationId, checkoutFilter)
              : checkoutMetricsSql(organizationId, checkoutFilter),
            rollup,
          )
        : [],
    ]);
  }
  const values = periodValues(periods.length, orders, subscriptions, checkouts);
  const pick = (v: Record<string, number>) => Object.fromEntries(slugs.map((s) => [s, v[s] ?? 0]));
  return {
    periods: periods.map((p, i) => ({ timestamp: timestampOf(p), ...pick(values.periods[i]!) })),
    totals: pick(values.totals),
    metrics: Object.fromEntries(
      slugs.map((s) => {
        const { slug, display_name, type } = METRIC_BY_SLUG.get(s)!;
        return [s, { slug, display_name, type }];
      }),
    ),
    currency,
  };
}
