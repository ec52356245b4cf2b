import type { Filter, FilterClause, Meter, Schemas } from "../../../api/v1";

/**
 * What the usage pages compute on their own: the chart's time range for a period preset, labels
 * of the quantities' buckets, unit amounts for display, and an example ingest request that the
 * meter counts (shown in the empty states).
 */

export type UsageInterval = Extract<Schemas["TimeInterval"], "day" | "week" | "month">;
export type UsagePeriod = "7d" | "30d" | "90d" | "12m";

export const PERIODS: { value: UsagePeriod; label: string }[] = [
  { value: "7d", label: "Last 7 days" },
  { value: "30d", label: "Last 30 days" },
  { value: "90d", label: "Last 90 days" },
  { value: "12m", label: "Last 12 months" },
];

export const INTERVALS: { value: UsageInterval; label: string }[] = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

/** The interval a period is first shown with (a few dozen bars at most). */
export const DEFAULT_INTERVAL: Record<UsagePeriod, UsageInterval> = {
  "7d": "day",
  "30d": "day",
  "90d": "week",
  "12m": "month",
};

/** The browser's IANA time zone ("Europe/Berlin"), UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * A period's range in the browser's local time: from local midnight of the first day (the day
 * N − 1 days before `now`, so "last 7 days" is today and the 6 before it; for 12 months the first
 * of the month 11 months back) to `now`.
 */
export function periodRange(period: UsagePeriod, now: Date): { start: Date; end: Date } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  if (period === "12m") {
    start.setDate(1);
    start.setMonth(start.getMonth() - 11);
  } else {
    const days = period === "7d" ? 7 : period === "30d" ? 30 : 90;
    start.setDate(start.getDate() - (days - 1));
  }
  return { start, end: new Date(now) };
}

/** The x-axis label of a bucket starting at `timestamp`, read in `timeZone`. */
export function bucketLabel(timestamp: string, interval: UsageInterval, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions =
    interval === "month"
      ? { month: "short", year: "numeric", timeZone }
      : { month: "short", day: "numeric", timeZone };
  return new Date(timestamp).toLocaleDateString(undefined, options);
}

/** A unit amount for display: grouped digits, at most 4 decimals ("1,830", "0.5"). */
export function formatUnits(value: number): string {
  return value.toLocaleString(undefined, { maximumFractionDigits: 4 });
}

const isClause = (c: FilterClause | Filter): c is FilterClause => "property" in c;

/**
 * The `eq` conditions an event must meet to be counted by the filter: every one of an `and`
 * group (recursively), the first branch of an `or` group.
 */
function requiredEquals(filter: Filter): FilterClause[] {
  const out: FilterClause[] = [];
  const branches = filter.conjunction === "or" ? filter.clauses.slice(0, 1) : filter.clauses;
  for (const c of branches) {
    if (!isClause(c)) out.push(...requiredEquals(c));
    else if (c.operator === "eq") out.push(c);
  }
  return out;
}

/** The event name the meter's filter asks for (`name eq …`), if it names one. */
export function meterEventName(filter: Filter): string | undefined {
  const clause = requiredEquals(filter).find((c) => c.property === "name" && typeof c.value === "string");
  return clause?.value as string | undefined;
}

type Json = string | number | boolean | { [key: string]: Json };

function setPath(target: { [key: string]: Json }, path: string, value: Json) {
  const keys = path.split(".");
  const last = keys.pop() ?? path;
  let node = target;
  for (const k of keys) {
    const next = node[k];
    const child = typeof next === "object" ? next : {};
    node[k] = child;
    node = child;
  }
  node[last] = value;
}

const EVENT_FIELDS = new Set(["name", "source", "timestamp"]);

/**
 * An event the meter counts: its filter's name (else "usage"), the metadata its `eq` conditions
 * ask for, and 1 for the aggregated property of a sum/max/min/avg/unique meter.
 */
export function exampleEvent(meter: Pick<Meter, "filter" | "aggregation">): {
  name: string;
  metadata: { [key: string]: Json };
} {
  const metadata: { [key: string]: Json } = {};
  for (const c of requiredEquals(meter.filter)) {
    if (!EVENT_FIELDS.has(c.property)) setPath(metadata, c.property, c.value);
  }
  const agg = meter.aggregation;
  if (agg.func !== "count" && !EVENT_FIELDS.has(agg.property)) setPath(metadata, agg.property, 1);
  return { name: meterEventName(meter.filter) ?? "usage", metadata };
}

/** Who an example event is for: an external id the seller's app knows, or Kassa's customer id. */
export type ExampleCustomer = { external_customer_id: string } | { customer_id: string };

/** A `curl` sending one event to `POST /v1/events/ingest` on `origin` (token from $KASSA_TOKEN). */
export function ingestCurl(
  origin: string,
  event: { name: string; metadata: { [key: string]: Json } },
  customer: ExampleCustomer,
): string {
  const body = JSON.stringify({ events: [{ name: event.name, ...customer, metadata: event.metadata }] });
  const quoted = `'${body.replaceAll("'", `'\\''`)}'`;
  return [
    `curl -X POST ${origin}/v1/events/ingest \\`,
    `  -H "Authorization: Bearer $KASSA_TOKEN" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d ${quoted}`,
  ].join("\n");
}
