/**
 * Metric values from the bucketed aggregates of the repository: levels as running sums,
 * ratios from their parts, totals by each metric's rule. Pure: no I/O.
 */
import { add, type Exact, exact, perUnit, rate, whole, ZERO } from "./amounts.js";
import { CANCELLATION_REASONS, METRICS } from "./definitions.js";
import type { CheckoutBucket, OrderBucket, SubscriptionBucket } from "./repository.js";

export type Values = Record<string, number>;

const ORDER_AMOUNTS = [
  "revenue",
  "net_revenue",
  "one_time_revenue",
  "one_time_net_revenue",
  "new_revenue",
  "new_net_revenue",
  "renewed_revenue",
  "renewed_net_revenue",
] as const;

/** Per period 1…n: every metric's value; index 0 of the result is the first period. */
export function periodValues(
  n: number,
  orders: OrderBucket[],
  subscriptions: SubscriptionBucket[],
  checkouts: CheckoutBucket[],
): { periods: Values[]; totals: Values } {
  const ob = new Map(orders.map((o) => [o.k, o]));
  const cb = new Map(checkouts.map((c) => [c.k, c]));
  const sb = new Map<string, Exact>();
  for (const s of subscriptions) sb.set(`${s.k}:${s.kind}`, exact(s.w));
  const sub = (k: number, kind: string) => sb.get(`${k}:${kind}`) ?? ZERO;
  const count = (k: number, kind: string) => whole(sub(k, kind));

  const level = {
    active: sub(0, "active"),
    committed: sub(0, "committed"),
    mrr: sub(0, "mrr"),
    cmrr: sub(0, "cmrr"),
    trial: sub(0, "trial"),
  };
  const activeAtStart = whole(level.active);
  const periods: Values[] = [];
  const totals: Values = {};
  const sums: Record<string, Exact> = Object.fromEntries(ORDER_AMOUNTS.map((a) => [a, ZERO]));
  let cumulative = ZERO;
  let netCumulative = ZERO;

  for (let k = 1; k <= n; k++) {
    const o = ob.get(k);
    const c = cb.get(k);
    const activeBefore = whole(level.active);
    for (const key of Object.keys(level) as (keyof typeof level)[]) level[key] = add(level[key], sub(k, key));
    const amounts = Object.fromEntries(ORDER_AMOUNTS.map((a) => [a, exact(o?.[a] ?? 0)])) as Record<
      (typeof ORDER_AMOUNTS)[number],
      Exact
    >;
    for (const a of ORDER_AMOUNTS) sums[a] = add(sums[a]!, amounts[a]);
    cumulative = add(cumulative, amounts.revenue);
    netCumulative = add(netCumulative, amounts.net_revenue);
    const orderCount = o?.orders ?? 0;
    const active = whole(level.active);
    const mrr = whole(level.mrr);
    const cmrr = whole(level.cmrr);
    const news = count(k, "new");
    const churned = count(k, "churned");
    const churnRate = rate(churned, activeBefore + news);
    const arpu = perUnit(level.mrr, active);
    const canceled: Values = {};
    let canceledAll = 0;
    for (const r of CANCELLATION_REASONS) canceled[`canceled_subscriptions_${r}`] = count(k, `canceled:${r}`);
    for (const s of subscriptions)
      if (s.k === k && s.kind.startsWith("canceled:")) canceledAll += whole(exact(s.w));
    const checkoutCount = c?.checkouts ?? 0;
    const succeeded = c?.succeeded ?? 0;
    periods.push({
      revenue: whole(amounts.revenue),
      net_revenue: whole(amounts.net_revenue),
      cumulative_revenue: whole(cumulative),
      net_cumulative_revenue: whole(netCumulative),
      orders: orderCount,
      average_order_value: perUnit(amounts.revenue, orderCount),
      net_average_order_value: perUnit(amounts.net_revenue, orderCount),
      one_time_products: o?.one_time ?? 0,
      one_time_products_revenue: whole(amounts.one_time_revenue),
      one_time_products_net_revenue: whole(amounts.one_time_net_revenue),
      new_subscriptions: news,
      new_subscriptions_revenue: whole(amounts.new_revenue),
      new_subscriptions_net_revenue: whole(amounts.new_net_revenue),
      renewed_subscriptions: o?.renewed ?? 0,
      renewed_subscriptions_revenue: whole(amounts.renewed_revenue),
      renewed_subscriptions_net_revenue: whole(amounts.renewed_net_revenue),
      active_subscriptions: active,
      committed_subscriptions: whole(level.committed),
      churned_subscriptions: churned,
      canceled_subscriptions: canceledAll,
      ...canceled,
      churn_rate: churnRate,
      monthly_recurring_revenue: mrr,
      committed_monthly_recurring_revenue: cmrr,
      trial_monthly_recurring_revenue: whole(level.trial),
      annual_recurring_revenue: mrr * 12,
      committed_annual_recurring_revenue: cmrr * 12,
      average_revenue_per_user: arpu,
      ltv: churnRate > 0 ? Math.round(arpu / churnRate) : 0,
      checkouts: checkoutCount,
      succeeded_checkouts: succeeded,
      checkouts_conversion: rate(succeeded, checkoutCount),
    });
  }

  const sumOf = (slug: string) => periods.reduce((s, p) => s + (p[slug] ?? 0), 0);
  const last = periods[periods.length - 1] ?? {};
  for (const slug of Object.keys(periods[0] ?? {})) totals[slug] = sumOf(slug);
  for (const d of METRICS) if (d.total === "last") totals[d.slug] = last[d.slug] ?? 0;
  const totalOrders = totals.orders ?? 0;
  totals.average_order_value = perUnit(sums.revenue!, totalOrders);
  totals.net_average_order_value = perUnit(sums.net_revenue!, totalOrders);
  totals.checkouts_conversion = rate(totals.succeeded_checkouts ?? 0, totals.checkouts ?? 0);
  totals.churn_rate = rate(
    totals.churned_subscriptions ?? 0,
    activeAtStart + (totals.new_subscriptions ?? 0),
  );
  const arpu = totals.average_revenue_per_user ?? 0;
  totals.ltv = totals.churn_rate > 0 ? Math.round(arpu / totals.churn_rate) : 0;
  return { periods, totals };
}
