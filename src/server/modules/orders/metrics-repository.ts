import { inArray, type SQL, sql } from "drizzle-orm";
import { compactHourlyRollup, organizationsWithRollupDeltas } from "../../db/delta-rollup.js";
import { order, orderMetricRollup } from "../../db/schema/orders.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** What the metrics module asks of the orders: one currency, a time range, optional filters. */
export interface OrderMetricsFilter {
  currency: string;
  from: Date;
  to: Date;
  productIds?: string[];
  customerIds?: string[];
  billingType?: "one_time" | "recurring";
}

/**
 * SQL subquery for the metrics module: the organization's paid orders (paid, partially refunded,
 * refunded) in `currency` created in [from, to), one row each with `at` (created_at), `net`
 * (subtotal − discount, before tax), `refunded` (pre-tax amount refunded so far) and `reason`
 * (billing reason). One-time orders are the `purchase` ones; the others are recurring.
 */
export function paidOrderMetricsSql(organizationId: string, f: OrderMetricsFilter): SQL {
  const billing =
    f.billingType === "one_time"
      ? sql`${order.billingReason} = 'purchase'`
      : f.billingType === "recurring"
        ? sql`${order.billingReason} <> 'purchase'`
        : undefined;
  const where = inOrganization(
    order,
    organizationId,
    sql`${order.createdAt} >= ${f.from.toISOString()}::timestamptz`,
    sql`${order.createdAt} < ${f.to.toISOString()}::timestamptz`,
    sql`${order.currency} = ${f.currency}`,
    inArray(order.status, ["paid", "partially_refunded", "refunded"]),
    f.productIds?.length ? inArray(order.productId, f.productIds) : undefined,
    f.customerIds?.length ? inArray(order.customerId, f.customerIds) : undefined,
    billing,
  );
  return sql`(select ${order.createdAt} as at, ${order.subtotalAmount} - ${order.discountAmount} as net,
    ${order.refundedAmount} as refunded, ${order.billingReason} as reason from ${order} where ${where})`;
}

/** The currency of the organization's latest paid order (the metrics' default currency), if any. */
export function latestPaidOrderCurrencySql(organizationId: string): SQL {
  return sql`(select ${order.currency} from ${order} where ${inOrganization(
    order,
    organizationId,
    inArray(order.status, ["paid", "partially_refunded", "refunded"]),
  )} order by ${order.createdAt} desc, ${order.id} desc limit 1)`;
}

/**
 * The same paid orders as `paidOrderMetricsSql`, summed per UTC hour from `order_metric_rollup`:
 * one row per hour and key with `at` (the hour), `n` (orders), `net`, `refunded` and `reason`.
 * Equal to the raw query's sums when `from` and `to` are whole UTC hours and no customer filter
 * is asked (the rollup has no customer); the caller checks both.
 */
export function paidOrderRollupMetricsSql(organizationId: string, f: OrderMetricsFilter): SQL {
  const r = orderMetricRollup;
  const billing =
    f.billingType === "one_time"
      ? sql`${r.billingReason} = 'purchase'`
      : f.billingType === "recurring"
        ? sql`${r.billingReason} <> 'purchase'`
        : undefined;
  const where = inOrganization(
    r,
    organizationId,
    sql`${r.currency} = ${f.currency}`,
    sql`${r.hour} >= ${f.from.toISOString()}::timestamptz`,
    sql`${r.hour} < ${f.to.toISOString()}::timestamptz`,
    f.productIds?.length ? inArray(r.productId, f.productIds) : undefined,
    billing,
  );
  return sql`(select ${r.hour} as at, ${r.orders} as n, ${r.net} as net, ${r.refunded} as refunded,
    ${r.billingReason} as reason from ${r} where ${where})`;
}

/** Organizations whose order rollup has rows not yet compacted (a maintenance read across tenants). */
export function organizationsWithOrderRollupDeltas(db: Executor): Promise<string[]> {
  return organizationsWithRollupDeltas(db, orderMetricRollup);
}

/** Folds the organization's order rollup rows (see `compactHourlyRollup`); returns how many. */
export function compactOrderMetricRollup(db: Executor, organizationId: string): Promise<number> {
  const r = orderMetricRollup;
  return compactHourlyRollup(
    db,
    r,
    organizationId,
    [r.currency, r.productId, r.billingReason],
    [r.orders, r.net, r.refunded],
  );
}
