import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.js";
import { event } from "../../db/schema/events.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";
import {
  type MeterAggregation,
  type MeterFilter,
  meterFilterSql,
  meterUniqueSql,
  meterValueSql,
} from "./meter-sql.js";
import type { EventCustomerFilter } from "./repository.js";

export type QuantityInterval = "hour" | "day" | "week" | "month" | "year";
export type AggregationFunc = MeterAggregation["func"];

export interface QuantitiesQuery {
  filter: MeterFilter;
  aggregation: MeterAggregation;
  start: Date;
  end: Date;
  interval: QuantityInterval;
  /** An IANA time zone name PostgreSQL knows. */
  timezone: string;
  customers?: EventCustomerFilter | undefined;
  metadata?: Record<string, string[]> | undefined;
  customerAggregation?: AggregationFunc | undefined;
}

/** The aggregate of a meter over rows of `matched` (columns `value`, `unique_value`). */
function meterAggregate(func: AggregationFunc): SQL {
  switch (func) {
    case "count":
      return sql`count(*)::numeric`;
    case "sum":
      return sql`coalesce(sum(value), 0)`;
    case "max":
      return sql`max(value)`;
    case "min":
      return sql`min(value)`;
    case "avg":
      return sql`avg(value)`;
    case "unique":
      return sql`count(distinct unique_value)::numeric`;
  }
}

/** An aggregate of per-customer quantities (`customer_aggregation_function`). */
function overCustomers(func: AggregationFunc): SQL {
  switch (func) {
    case "count":
      return sql`count(quantity)::numeric`;
    case "unique":
      return sql`count(distinct quantity)::numeric`;
    default:
      return sql.raw(`${func}(quantity)`);
  }
}

/** How the bucket totals add up to the period's total (avg and unique: over the events). */
function totalOverBuckets(func: AggregationFunc): SQL | null {
  if (func === "count" || func === "sum") return sql`sum(quantity)`;
  if (func === "max" || func === "min") return sql.raw(`${func}(quantity)`);
  return null;
}

/**
 * A meter's quantity per time bucket, in one statement run under the time zone (set for the
 * transaction): buckets start at `start` truncated to the interval and follow each other by one
 * interval of wall-clock time in that zone (a day is 23 or 25 hours across a DST change, an hour
 * is always 60 minutes). Each user event matching the filter falls in the bucket holding its
 * timestamp (`width_bucket` over the bucket edges). Returns the buckets in order and the total.
 */
export async function meterQuantities(
  tx: Executor,
  organizationId: string,
  q: QuantitiesQuery,
): Promise<{ buckets: { timestamp: Date; quantity: string }[]; total: string }> {
  await tx.execute(sql`select set_config('TimeZone', ${q.timezone}, true)`);
  const step = sql`${`1 ${q.interval}`}::interval`;
  const unit = sql`${q.interval}::text`;
  const scope = and(
    inOrganization(event, organizationId, sql`${event.source} = 'user'`),
    q.customers
      ? (or(
          q.customers.customerIds.length ? inArray(event.customerId, q.customers.customerIds) : undefined,
          q.customers.externalIds.length
            ? inArray(event.externalCustomerId, q.customers.externalIds)
            : undefined,
        ) ?? sql`false`)
      : undefined,
    q.metadata ? metadataWhere(event.metadata, q.metadata) : undefined,
  );
  const func = q.aggregation.func;
  const who = sql`coalesce(e.customer_id::text, 'external:' || e.external_customer_id)`;
  const perBucket = q.customerAggregation
    ? sql`select i, ${overCustomers(q.customerAggregation)} as quantity from (
        select i, ${meterAggregate(func)} as quantity from matched group by i, who) c group by i`
    : sql`select i, ${meterAggregate(func)} as quantity from matched group by i`;
  const bucketTotal = totalOverBuckets(func);
  const total = bucketTotal
    ? sql`(select ${bucketTotal} from per_bucket)`
    : sql`(select ${meterAggregate(func)} from matched)`;
  const result = await tx.execute(sql`
    with series as (
      select s as b, row_number() over (order by s)::int as i
      from generate_series(date_trunc(${unit}, ${q.start.toISOString()}::timestamptz), ${q.end.toISOString()}::timestamptz, ${step}) s
    ),
    bounds as (select array_agg(b order by b) || (max(b) + ${step}) as edges from series),
    src as (
      select * from ${event}
      where ${scope}
        and ${event.timestamp} >= (select edges[1] from bounds)
        and ${event.timestamp} < (select edges[array_length(edges, 1)] from bounds)
    ),
    matched as (
      select width_bucket(e.timestamp, (select edges from bounds)) as i, ${who} as who,
        ${meterValueSql(q.aggregation)} as value, ${meterUniqueSql(q.aggregation)} as unique_value
      from src e where ${meterFilterSql(q.filter)}
    ),
    per_bucket as (${perBucket})
    select s.b as timestamp, coalesce(p.quantity, 0)::text as quantity, coalesce(${total}, 0)::text as total
    from series s left join per_bucket p on p.i = s.i
    order by s.i`);
  const rows = rowsOf<{ timestamp: Date | string; quantity: string; total: string }>(result);
  return {
    buckets: rows.map((r) => ({ timestamp: new Date(r.timestamp), quantity: r.quantity })),
    total: rows[0]?.total ?? "0",
  };
}
