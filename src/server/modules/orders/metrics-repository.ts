import { inArray, type SQL, sql } from "drizzle-orm";
import { order } from "../../db/schema/orders.js";
import { inOrganization } from "../../db/tenant.js";

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
