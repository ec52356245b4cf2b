import { inArray, type SQL, sql } from "drizzle-orm";
import { compactHourlyRollup, organizationsWithRollupDeltas } from "../../db/delta-rollup.js";
import { checkout, checkoutMetricRollup } from "../../db/schema/checkouts.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

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

/**
 * The same checkouts as `checkoutMetricsSql`, counted per UTC hour from `checkout_metric_rollup`:
 * rows of an hour (per key) with `at` (the hour), `n` (checkouts) and `succeeded` (how many of them).
 * Equal to the raw query's counts when `from` and `to` are whole UTC hours and no customer filter
 * is asked (the rollup has no customer); the caller checks both.
 */
export function checkoutRollupMetricsSql(organizationId: string, f: CheckoutMetricsFilter): SQL {
  const r = checkoutMetricRollup;
  const where = inOrganization(
    r,
    organizationId,
    sql`${r.currency} = ${f.currency}`,
    sql`${r.hour} >= ${f.from.toISOString()}::timestamptz`,
    sql`${r.hour} < ${f.to.toISOString()}::timestamptz`,
    f.productIds?.length ? inArray(r.productId, f.productIds) : undefined,
    f.productIdsIn ? sql`${r.productId} in ${f.productIdsIn}` : undefined,
  );
  return sql`(select ${r.hour} as at, ${r.checkouts} as n, ${r.succeeded} as succeeded
    from ${r} where ${where})`;
}

/** Organizations whose checkout rollup has rows not yet compacted (a maintenance read across tenants). */
export function organizationsWithCheckoutRollupDeltas(db: Executor): Promise<string[]> {
  return organizationsWithRollupDeltas(db, checkoutMetricRollup);
}

/** Folds the organization's checkout rollup rows (see `compactHourlyRollup`); returns how many. */
export function compactCheckoutMetricRollup(db: Executor, organizationId: string): Promise<number> {
  const r = checkoutMetricRollup;
  return compactHourlyRollup(db, r, organizationId, [r.currency, r.productId], [r.checkouts, r.succeeded]);
}
