import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.js";
import type { Executor } from "../../db/types.js";
import type { Interval } from "./definitions.js";

/** One period of the series: its start as an instant, its local wall-clock start and its end. */
export interface PeriodRow {
  /** Local start, `YYYY-MM-DDTHH:MI:SS` in the requested time zone. */
  local: string;
  /** Offset of the time zone at the start, in seconds east of UTC. */
  offset: number;
  start: Date;
  end: Date;
}

/**
 * The periods from `start` to `end` (dates, both included) in `timeZone`, by PostgreSQL's
 * generate_series: calendar intervals step on local wall-clock time (a day across a DST change
 * lasts 23 or 25 hours), hours step on absolute time (every period lasts one hour).
 */
export async function periodSeries(
  db: Executor,
  q: { start: string; end: string; interval: Interval; timeZone: string },
): Promise<PeriodRow[]> {
  const tz = q.timeZone;
  const query: SQL =
    q.interval === "hour"
      ? sql`select to_char(i at time zone ${tz}, 'YYYY-MM-DD"T"HH24:MI:SS') as local,
            extract(epoch from (i at time zone ${tz}) - (i at time zone 'UTC'))::int as "offset",
            to_char(i at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start,
            to_char((i + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "end"
          from generate_series(${q.start}::timestamp at time zone ${tz},
            (${q.end}::date + 1)::timestamp at time zone ${tz} - interval '1 hour', interval '1 hour') i
          order by i`
      : sql`select to_char(l, 'YYYY-MM-DD"T"HH24:MI:SS') as local,
            extract(epoch from l - ((l at time zone ${tz}) at time zone 'UTC'))::int as "offset",
            to_char((l at time zone ${tz}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start,
            to_char(((l + ${`1 ${q.interval}`}::interval) at time zone ${tz}) at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "end"
          from generate_series(date_trunc(${q.interval}, ${q.start}::timestamp),
            date_trunc(${q.interval}, ${q.end}::timestamp), ${`1 ${q.interval}`}::interval) l
          order by l`;
  const rows = rowsOf<{ local: string; offset: number; start: string; end: string }>(await db.execute(query));
  return rows.map((r) => ({
    local: r.local,
    offset: Number(r.offset),
    start: new Date(r.start),
    end: new Date(r.end),
  }));
}

/** The periods of a query, with what they were generated from. */
export interface Series {
  periods: PeriodRow[];
  interval: Interval;
  timeZone: string;
}

/**
 * The index (1…n) of the period holding the instant `at`, by arithmetic on its local calendar
 * fields (0 or less: before the first period): a day is a local date, so a 23- or 25-hour day
 * holds exactly its own instants; hours count from the first period's start.
 */
function bucketOf(at: SQL, s: Series): SQL {
  const first = s.periods[0]!;
  const local = sql`(${at} at time zone ${s.timeZone})`;
  const startDate = first.local.slice(0, 10);
  const [year, month] = startDate.split("-").map(Number) as [number, number];
  switch (s.interval) {
    case "hour":
      return sql`(floor(extract(epoch from ${at} - ${first.start.toISOString()}::timestamptz) / 3600)::int + 1)`;
    case "day":
      return sql`(${local}::date - ${startDate}::date + 1)`;
    case "week":
      return sql`((date_trunc('week', ${local})::date - ${startDate}::date) / 7 + 1)`;
    case "month":
      return sql`((extract(year from ${local})::int * 12 + extract(month from ${local})::int) - ${year * 12 + month}::int + 1)`;
    case "year":
      return sql`(extract(year from ${local})::int - ${year}::int + 1)`;
  }
}

/**
 * The index (0 before the first period, 1…n, n + 1 after the last) of the period holding the
 * instant `at`, by binary search over the periods' boundaries (`width_bucket`): no time zone
 * arithmetic per row. Used for the rollups' hours, which each lie in one period.
 */
function periodOf(at: SQL, s: Series): SQL {
  const bounds = [...s.periods.map((p) => p.start), s.periods[s.periods.length - 1]!.end];
  return sql`width_bucket(${at}, ${`{${bounds.map((b) => b.toISOString()).join(",")}}`}::timestamptz[])`;
}

/** Per period (1…n) aggregates of the paid orders; amounts as exact decimal text. */
export interface OrderBucket {
  k: number;
  orders: number;
  revenue: string;
  net_revenue: string;
  one_time: number;
  one_time_revenue: string;
  one_time_net_revenue: string;
  new_revenue: string;
  new_net_revenue: string;
  renewed: number;
  renewed_revenue: string;
  renewed_net_revenue: string;
}

/**
 * `orders`: the orders module's subquery (`at`, `net`, `refunded`, `reason`), already scoped: one
 * row per order, or (`weighted`) per rollup key with `n` orders and the sums of their amounts.
 */
export function orderBucketsSql(series: Series, orders: SQL, weighted = false): SQL {
  const money = (filter?: string, net = false) => {
    const amount = net ? sql`o.net - o.refunded` : sql`o.net`;
    const where = filter ? sql` filter (where o.reason = ${filter})` : sql``;
    return sql`coalesce(sum(${amount})${where}, 0)::text`;
  };
  const count = (filter?: string) => {
    const where = filter ? sql` filter (where o.reason = ${filter})` : sql``;
    return weighted ? sql`coalesce(sum(o.n)${where}, 0)::int` : sql`(count(*)${where})::int`;
  };
  // Rollup rows are first summed per period and reason (3 sums a row), then spread by reason.
  const source = weighted
    ? sql`(select ${periodOf(sql`r.at`, series)} as k, r.reason, sum(r.n) as n, sum(r.net) as net,
        sum(r.refunded) as refunded from ${orders} r group by 1, 2)`
    : orders;
  return sql`
    select ${weighted ? sql`o.k` : bucketOf(sql`o.at`, series)} as k,
      ${count()} as orders, ${money()} as revenue, ${money(undefined, true)} as net_revenue,
      ${count("purchase")} as one_time,
      ${money("purchase")} as one_time_revenue, ${money("purchase", true)} as one_time_net_revenue,
      ${money("subscription_create")} as new_revenue, ${money("subscription_create", true)} as new_net_revenue,
      ${count("subscription_cycle")} as renewed,
      ${money("subscription_cycle")} as renewed_revenue, ${money("subscription_cycle", true)} as renewed_net_revenue
    from ${source} o
    group by 1`;
}

export async function orderBuckets(
  db: Executor,
  series: Series,
  orders: SQL,
  weighted = false,
): Promise<OrderBucket[]> {
  const result = await db.execute(orderBucketsSql(series, orders, weighted));
  return rowsOf<OrderBucket>(result).map((r) => ({ ...r, k: Number(r.k) }));
}

/** Per period (0 = before the first, 1…n) sums of one kind of subscription change. */
export interface SubscriptionBucket {
  k: number;
  kind: string;
  /** Exact decimal text: a count, or an amount per month. */
  w: string;
}

/**
 * The subscriptions' changes bucketed by period. Each subscription adds, at the instant it
 * happens: `active` ±1 (start, end), `committed` ±1 (start; cancellation or end), `mrr` ± its
 * monthly amount (paying from the end of its trial, until its end), `cmrr` (the same, until it
 * is canceled), `trial` (during its trial), and 1 to `new`, `churned`, `canceled:<reason>`.
 * Levels at the end of a period are the running sums from bucket 0 (everything before the range).
 */
export function subscriptionBucketsSql(series: Series, subscriptions: SQL): SQL {
  const to = series.periods[series.periods.length - 1]!.end.toISOString();
  return sql`
    with s as (
      select s.*,
        case when s.canceled_at is null then s.ended_at
          else least(s.ended_at, greatest(s.started_at, s.canceled_at)) end as uncommitted_at,
        case when s.ended_at is not null and s.ended_at <= s.paying_at then null else s.paying_at end as pays_at
      from ${subscriptions} s
    ), x as (
      select s.*, case when s.canceled_at is null then s.ended_at
          else least(s.ended_at, greatest(s.pays_at, s.canceled_at)) end as committed_pay_end
      from s
    )
    select greatest(${bucketOf(sql`e.at`, series)}, 0) as k, e.kind, sum(e.w)::text as w
    from x cross join lateral (values
      (x.started_at, 'active', 1::numeric), (x.ended_at, 'active', -1::numeric),
      (x.started_at, 'committed', 1::numeric), (x.uncommitted_at, 'committed', -1::numeric),
      (x.pays_at, 'mrr', x.monthly), (case when x.pays_at is not null then x.ended_at end, 'mrr', -x.monthly),
      (x.pays_at, 'cmrr', x.monthly),
      (case when x.pays_at is not null then x.committed_pay_end end, 'cmrr', -x.monthly),
      (case when x.paying_at > x.started_at then x.started_at end, 'trial', x.monthly),
      (case when x.paying_at > x.started_at then least(x.paying_at, x.ended_at) end, 'trial', -x.monthly),
      (x.started_at, 'new', 1::numeric), (x.ended_at, 'churned', 1::numeric),
      (x.canceled_at, 'canceled:' || coalesce(x.reason, ''), 1::numeric)
    ) as e(at, kind, w)
    where e.at is not null and e.at < ${to}::timestamptz
    group by 1, 2`;
}

/**
 * The same buckets from the subscriptions module's rollup subquery (`at` an hour, `kind`, `w`
 * the hour's summed weight, hours before the range's end): hours before the first period go to
 * bucket 0. Exact when every period boundary is a whole UTC hour (each hour lies in one period).
 */
export function subscriptionRollupBucketsSql(series: Series, changes: SQL): SQL {
  return sql`
    select ${periodOf(sql`r.at`, series)} as k, r.kind, sum(r.w)::text as w
    from ${changes} r
    group by 1, 2`;
}

export async function subscriptionBuckets(
  db: Executor,
  series: Series,
  subscriptions: SQL,
  rollup = false,
): Promise<SubscriptionBucket[]> {
  const statement = rollup
    ? subscriptionRollupBucketsSql(series, subscriptions)
    : subscriptionBucketsSql(series, subscriptions);
  const result = await db.execute(statement);
  return rowsOf<SubscriptionBucket>(result).map((r) => ({ ...r, k: Number(r.k) }));
}

export interface CheckoutBucket {
  k: number;
  checkouts: number;
  succeeded: number;
}

/**
 * `checkouts`: the checkouts module's subquery (`at`, `succeeded` boolean), already scoped: one
 * row per checkout, or (`weighted`) per rollup hour with `n` checkouts of which `succeeded` paid.
 */
export function checkoutBucketsSql(series: Series, checkouts: SQL, weighted = false): SQL {
  const counts = weighted
    ? sql`coalesce(sum(c.n), 0)::int as checkouts, coalesce(sum(c.succeeded), 0)::int as succeeded`
    : sql`count(*)::int as checkouts, (count(*) filter (where c.succeeded))::int as succeeded`;
  return sql`
    select ${weighted ? periodOf(sql`c.at`, series) : bucketOf(sql`c.at`, series)} as k, ${counts}
    from ${checkouts} c
    group by 1`;
}

export async function checkoutBuckets(
  db: Executor,
  series: Series,
  checkouts: SQL,
  weighted = false,
): Promise<CheckoutBucket[]> {
  const result = await db.execute(checkoutBucketsSql(series, checkouts, weighted));
  return rowsOf<CheckoutBucket>(result).map((r) => ({ ...r, k: Number(r.k) }));
}

/** `currency`: a subquery of one currency (or none), as the orders module gives it. */
export async function scalarText(db: Executor, query: SQL): Promise<string | null> {
  const [row] = rowsOf<{ v: string | null }>(await db.execute(sql`select ${query} as v`));
  return row?.v ?? null;
}
