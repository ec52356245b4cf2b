import { z } from "@hono/zod-openapi";
import { repeated } from "../../http/v1/pagination.js";
import { INTERVAL_LIMITS, INTERVALS, METRIC_SLUGS, METRICS, MIN_DATE } from "./definitions.js";

const DAY_MS = 86_400_000;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const uuids = (name: string) =>
  repeated(z.uuid({ message: `${name} must be a UUID` })).openapi({
    description: `Filter by ${name.replace(/_/g, " ")} (repeatable).`,
  });

const date = (description: string) =>
  z.iso.date({ message: "must be a date (YYYY-MM-DD)" }).openapi({ description, example: "2026-01-01" });

const baseQuery = {
  start_date: date("Start date (included), in `timezone`."),
  end_date: date("End date (included), in `timezone`."),
  interval: z
    .enum(INTERVALS, { message: `must be one of ${INTERVALS.join(", ")}` })
    .openapi({ description: "Length of one period.", example: "day" }),
  timezone: z
    .string()
    .min(1)
    .default("UTC")
    .refine(isTimeZone, { message: "must be an IANA time zone such as UTC or Europe/Amsterdam" })
    .openapi({
      description: "IANA time zone the periods follow (default UTC).",
      example: "Europe/Amsterdam",
    }),
  organization_id: uuids("organization_id"),
  product_id: uuids("product_id"),
  billing_type: repeated(
    z.enum(["one_time", "recurring"], { message: "must be one_time or recurring" }),
  ).openapi({
    description: "Only one-time purchases, or only recurring (subscription) revenue (repeatable).",
  }),
  customer_id: uuids("customer_id"),
  metrics: repeated(
    z.string().refine((s) => METRIC_SLUGS.includes(s), { message: "is not a known metric" }),
  ).openapi({ description: "Metric slugs to compute (repeatable; default: all)." }),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, { message: "must be a 3-letter ISO 4217 code" })
    .transform((c) => c.toLowerCase())
    .optional()
    .openapi({
      description:
        "Kassa: the currency of the figures (default: the currency of the latest paid order, else usd). " +
        "Amounts in other currencies are left out, never converted or added up.",
      example: "usd",
    }),
};

/** Days between the two dates, both included, minus one (Polar's `(end - start).days`). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

export const MetricsQuery = z.object(baseQuery).superRefine((q, ctx) => {
  if (q.start_date < MIN_DATE) {
    ctx.addIssue({ code: "custom", path: ["start_date"], message: `must be on or after ${MIN_DATE}` });
  }
  const days = daysBetween(q.start_date, q.end_date);
  if (days < 0) {
    ctx.addIssue({ code: "custom", path: ["end_date"], message: "must be on or after start_date" });
    return;
  }
  const limit = INTERVAL_LIMITS[q.interval];
  if (days > limit.max_days) {
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: `The date range is too big for the ${q.interval} interval: at most ${limit.max_days} days.`,
    });
  } else if (days < limit.min_days) {
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: `The date range is too small for the ${q.interval} interval: at least ${limit.min_days} days.`,
    });
  }
});
export type MetricsQueryInput = z.infer<typeof MetricsQuery>;

const value = z.number().nullable().optional();
const metricValues = Object.fromEntries(METRIC_SLUGS.map((s) => [s, value]));

export const MetricType = z
  .enum(["scalar", "currency", "currency_sub_cent", "percentage"])
  .openapi("MetricType");
export const Metric = z
  .object({ slug: z.string(), display_name: z.string(), type: MetricType })
  .openapi("Metric", { description: "Information about a metric." });

export const MetricPeriod = z
  .object({ timestamp: z.string().openapi({ format: "date-time" }), ...metricValues })
  .openapi("MetricPeriod");
export const MetricsTotals = z.object(metricValues).openapi("MetricsTotals");
export const Metrics = z
  .object(Object.fromEntries(METRICS.map((d) => [d.slug, Metric.nullable().optional()])))
  .openapi("Metrics");

export const MetricsResponse = z
  .object({
    periods: z.array(MetricPeriod),
    totals: MetricsTotals,
    metrics: Metrics,
    currency: z.string().openapi({ description: "Kassa: the currency of every amount of this response." }),
  })
  .openapi("MetricsResponse");

const IntervalLimit = z
  .object({ min_days: z.number().int(), max_days: z.number().int() })
  .openapi("MetricsIntervalLimit");
export const MetricsLimits = z
  .object({
    min_date: z.string().openapi({ format: "date" }),
    intervals: z
      .object(
        Object.fromEntries(INTERVALS.map((i) => [i, IntervalLimit])) as Record<
          (typeof INTERVALS)[number],
          typeof IntervalLimit
        >,
      )
      .openapi("MetricsIntervalsLimits"),
  })
  .openapi("MetricsLimits");

const dashboardMetrics = z
  .array(z.string().refine((s) => METRIC_SLUGS.includes(s), { message: "is not a known metric" }))
  .max(10, { message: "at most 10 metrics" });

export const MetricDashboardCreate = z
  .object({
    name: z.string().trim().min(1, { message: "must not be empty" }).max(256),
    metrics: dashboardMetrics.default([]),
    organization_id: z.uuid().nullable().optional(),
  })
  .openapi("MetricDashboardCreate");

export const MetricDashboardUpdate = z
  .object({
    name: z.string().trim().min(1, { message: "must not be empty" }).max(256).nullable().optional(),
    metrics: dashboardMetrics.nullable().optional(),
  })
  .openapi("MetricDashboardUpdate");

export const MetricDashboard = z
  .object({
    created_at: z.string(),
    modified_at: z.string().nullable(),
    id: z.string(),
    name: z.string(),
    metrics: z.array(z.string()),
    organization_id: z.string(),
  })
  .openapi("MetricDashboardSchema");

export const DashboardListQuery = z.object({ organization_id: uuids("organization_id") });
