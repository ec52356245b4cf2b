import { inArray, type SQL, sql } from "drizzle-orm";
import { subscription } from "../../db/schema/subscriptions.js";
import { inOrganization } from "../../db/tenant.js";

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
 * started before `to` and had not ended before `from` (the others weigh nothing in [from, to)),
 * one row each with `started_at`, `ended_at`, `canceled_at`, `paying_at` (the end of its trial,
 * or its start), `reason` (the customer's cancellation reason) and `monthly` (its amount per
 * month, exact numeric: amount × periods per year ÷ 12 ÷ interval count).
 */
export function subscriptionMetricsSql(organizationId: string, f: SubscriptionMetricsFilter): SQL {
  const s = subscription;
  const where = inOrganization(
    s,
    organizationId,
    f.billingType === "one_time" ? sql`false` : undefined,
    sql`${s.currency} = ${f.currency}`,
    sql`${s.startedAt} is not null`,
    sql`${s.startedAt} < ${f.to.toISOString()}::timestamptz`,
    sql`(${s.endedAt} is null or ${s.endedAt} >= ${f.from.toISOString()}::timestamptz)`,
    f.productIds?.length ? inArray(s.productId, f.productIds) : undefined,
    f.customerIds?.length ? inArray(s.customerId, f.customerIds) : undefined,
  );
  const perYear = sql`case ${s.recurringInterval} when 'day' then 365 when 'week' then 52 when 'month' then 12 else 1 end`;
  return sql`(select ${s.startedAt} as started_at, ${s.endedAt} as ended_at, ${s.canceledAt} as canceled_at,
    greatest(${s.startedAt}, ${s.trialEnd}) as paying_at, ${s.customerCancellationReason} as reason,
    ${s.amount}::numeric * ${perYear} / (12 * greatest(${s.recurringIntervalCount}, 1)) as monthly
    from ${s} where ${where})`;
}
