import { inArray, type SQL, sql } from "drizzle-orm";
import { checkout } from "../../db/schema/checkouts.js";
import { inOrganization } from "../../db/tenant.js";

/** What the metrics module asks of the checkouts: one currency, a time range, optional filters. */
export interface CheckoutMetricsFilter {
  currency: string;
  from: Date;
  to: Date;
  productIds?: string[];
  customerIds?: string[];
  /** A subquery of product ids the checkout's product must be in (the billing type filter). */
  productIdsIn?: SQL;
}

/**
 * SQL subquery for the metrics module: the organization's checkouts in `currency` created in
 * [from, to), one row each with `at` (created_at) and `succeeded` (boolean).
 */
export function checkoutMetricsSql(organizationId: string, f: CheckoutMetricsFilter): SQL {
  const where = inOrganization(
    checkout,
    organizationId,
    sql`${checkout.createdAt} >= ${f.from.toISOString()}::timestamptz`,
    sql`${checkout.createdAt} < ${f.to.toISOString()}::timestamptz`,
    sql`${checkout.currency} = ${f.currency}`,
    f.productIds?.length ? inArray(checkout.productId, f.productIds) : undefined,
    f.customerIds?.length ? inArray(checkout.customerId, f.customerIds) : undefined,
    f.productIdsIn ? sql`${checkout.productId} in ${f.productIdsIn}` : undefined,
  );
  return sql`(select ${checkout.createdAt} as at, ${checkout.status} = 'succeeded' as succeeded
    from ${checkout} where ${where})`;
}
