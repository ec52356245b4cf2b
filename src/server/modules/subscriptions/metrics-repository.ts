import { inArray, type SQL, sql } from "drizzle-orm";
import { compactHourlyRollup, organizationsWithRollupDeltas } from "../../db/delta-rollup.js";
import { subscription, subscriptionMetricRollup } from "../../db/schema/subscriptions.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** What the metrics module asks of the subscriptions: one currency, a time range, optional filters. */
export interface SubscriptionMetricsFilter {
  currency: string;
  from: Date;
  to: Date;
  productIds?: string[];
  customerIds?: string[];
  billingType?: "one_time" | "recurring";
}

/**
 * SQL subquery for the metrics module: the organization's subscriptions in `currency` that had
 * started (or were canceled) before `to` and had not ended (or were canceled) before `from`: the
 * others weigh nothing in [from, to). A cancellation is counted at its own instant, even one
 * recorded after the subscription's end
 * (as the rollup triggers count it). One row each with `started_at`, `ended_at`, `canceled_at`, `paying_at` (the end of its trial,
 * or its start), `reason` (the customer's cancellation reason) and `monthly` (its amount per
 * month, exact numeric: amount × periods per year ÷ 12 ÷ interval count).
 */
export function subscriptionMetricsSql(organizationId: string, f: SubscriptionMetricsFilter): SQL {
  const s = subscription;
  const from = sql`${f.from.toISOString()}::timestamptz`;
  const to = sql`${f.to.toISOString()}::timestamptz`;
  const where = inOrganization(
    s,
    organizationId,
    f.billingType === "one_time" ? sql`false` : undefined,
    sql`${s.currency} = ${f.currency}`,
    sql`${s.startedAt} is not null`,
    sql`(${s.startedAt} < ${to} or ${s.canceledAt} < ${to})`,
    sql`(${s.endedAt} is null or ${s.endedAt} >= ${from} or ${s.canceledAt} >= ${from})`,
    f.productIds?.length ? inArray(s.productId, f.productIds) : undefined,
    f.customerIds?.length ? inArray(s.customerId, f.customerIds) : undefined,
  );
  const perYear = sql`case ${s.recurringInterval} when 'day' then 365 when 'week' then 52 when 'month' then 12 else 1 end`;
  return sql`(select ${s.startedAt} as started_at, ${s.endedAt} as ended_at, ${s.canceledAt} as canceled_at,
    greatest(${s.startedAt}, ${s.trialEnd}) as paying_at, ${s.customerCancellationReason} as reason,
    ${s.amount}::numeric * ${perYear} / (12 * greatest(${s.recurringIntervalCount}, 1)) as monthly
    from ${s} where ${where})`;
}

/**
 * The subscriptions' changes summed per UTC hour from `subscription_metric_rollup`, rows (per key) of
 * an hour with `at` (the hour), `kind` and `w` (exact sum), for hours before `to`: the
 * weights `subscriptionBucketsSql` gives the rows of `subscriptionMetricsSql` (subscriptions
 * that ended before `from` weigh nothing there in total). Equal to the raw query's sums per
 * period when `from` and `to` are whole UTC hours and no customer filter is asked.
 */
export function subscriptionRollupMetricsSql(organizationId: string, f: SubscriptionMetricsFilter): SQL {
  const r = subscriptionMetricRollup;
  const where = inOrganization(
    r,
    organizationId,
    f.billingType === "one_time" ? sql`false` : undefined,
    sql`${r.currency} = ${f.currency}`,
    sql`${r.hour} < ${f.to.toISOString()}::timestamptz`,
    f.productIds?.length ? inArray(r.productId, f.productIds) : undefined,
  );
  return sql`(select ${r.hour} as at, ${r.kind} as kind, ${r.w} as w from ${r} where ${where})`;
}

/** Organizations whose subscription rollup has rows not yet compacted (a maintenance read across tenants). */
export function organizationsWithSubscriptionRollupDeltas(db: Executor): Promise<string[]> {
  return organizationsWithRollupDeltas(db, subscriptionMetricRollup);
}

/** Folds the organization's subscription rollup rows (see `compactHourlyRollup`); returns how many. */
export function compactSubscriptionMetricRollup(db: Executor, organizationId: string): Promise<number> {
  const r = subscriptionMetricRollup;
  return compactHourlyRollup(db, r, organizationId, [r.currency, r.productId, r.kind], [r.w]);
}
