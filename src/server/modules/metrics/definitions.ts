/**
 * The metrics Kassa computes, in Polar's names (`GET /v1/metrics/`), with their unit and how a
 * total over the requested range is formed: `sum` of the periods (flows), the `last` period's
 * value (levels such as MRR), or a `ratio` recomputed from the totals of its parts.
 */
export type MetricType = "scalar" | "currency" | "currency_sub_cent" | "percentage";
export type TotalRule = "sum" | "last" | "ratio";

export interface MetricDefinition {
  slug: string;
  display_name: string;
  type: MetricType;
  total: TotalRule;
}

/** Polar's customer cancellation reasons, one `canceled_subscriptions_<reason>` metric each. */
export const CANCELLATION_REASONS = [
  "customer_service",
  "low_quality",
  "missing_features",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
  "other",
] as const;

const m = (slug: string, display_name: string, type: MetricType, total: TotalRule): MetricDefinition => ({
  slug,
  display_name,
  type,
  total,
});

const REASON_NAMES: Record<(typeof CANCELLATION_REASONS)[number], string> = {
  customer_service: "Customer Service",
  low_quality: "Low Quality",
  missing_features: "Missing Features",
  switched_service: "Switched Service",
  too_complex: "Too Complex",
  too_expensive: "Too Expensive",
  unused: "Unused",
  other: "Other",
};

export const METRICS: readonly MetricDefinition[] = [
  m("revenue", "Revenue", "currency", "sum"),
  m("net_revenue", "Net Revenue", "currency", "sum"),
  m("cumulative_revenue", "Cumulative Revenue", "currency", "last"),
  m("net_cumulative_revenue", "Net Cumulative Revenue", "currency", "last"),
  m("orders", "Orders", "scalar", "sum"),
  m("average_order_value", "Average Order Value", "currency", "ratio"),
  m("net_average_order_value", "Net Average Order Value", "currency", "ratio"),
  m("one_time_products", "One-Time Products", "scalar", "sum"),
  m("one_time_products_revenue", "One-Time Products Revenue", "currency", "sum"),
  m("one_time_products_net_revenue", "One-Time Products Net Revenue", "currency", "sum"),
  m("new_subscriptions", "New Subscriptions", "scalar", "sum"),
  m("new_subscriptions_revenue", "New Subscriptions Revenue", "currency", "sum"),
  m("new_subscriptions_net_revenue", "New Subscriptions Net Revenue", "currency", "sum"),
  m("renewed_subscriptions", "Renewed Subscriptions", "scalar", "sum"),
  m("renewed_subscriptions_revenue", "Renewed Subscriptions Revenue", "currency", "sum"),
  m("renewed_subscriptions_net_revenue", "Renewed Subscriptions Net Revenue", "currency", "sum"),
  m("active_subscriptions", "Active Subscriptions", "scalar", "last"),
  m("committed_subscriptions", "Committed Subscriptions", "scalar", "last"),
  m("churned_subscriptions", "Churned Subscriptions", "scalar", "sum"),
  m("canceled_subscriptions", "Canceled Subscriptions", "scalar", "sum"),
  ...CANCELLATION_REASONS.map((r) =>
    m(`canceled_subscriptions_${r}`, `Canceled Subscriptions: ${REASON_NAMES[r]}`, "scalar", "sum"),
  ),
  m("churn_rate", "Churn Rate", "percentage", "ratio"),
  m("monthly_recurring_revenue", "Monthly Recurring Revenue", "currency", "last"),
  m("committed_monthly_recurring_revenue", "Committed Monthly Recurring Revenue", "currency", "last"),
  m("trial_monthly_recurring_revenue", "Trial Monthly Recurring Revenue", "currency", "last"),
  m("annual_recurring_revenue", "Annual Recurring Revenue", "currency", "last"),
  m("committed_annual_recurring_revenue", "Committed Annual Recurring Revenue", "currency", "last"),
  m("average_revenue_per_user", "Average Revenue Per User", "currency", "last"),
  m("ltv", "Lifetime Value", "currency", "ratio"),
  m("checkouts", "Checkouts", "scalar", "sum"),
  m("succeeded_checkouts", "Succeeded Checkouts", "scalar", "sum"),
  m("checkouts_conversion", "Checkouts Conversion Rate", "percentage", "ratio"),
];

export const METRIC_SLUGS: readonly string[] = METRICS.map((d) => d.slug);
export const METRIC_BY_SLUG: ReadonlyMap<string, MetricDefinition> = new Map(METRICS.map((d) => [d.slug, d]));

/** Polar's interval limits (days between start and end date, both included). */
export const INTERVALS = ["hour", "day", "week", "month", "year"] as const;
export type Interval = (typeof INTERVALS)[number];
export const INTERVAL_LIMITS: Record<Interval, { min_days: number; max_days: number }> = {
  hour: { min_days: 0, max_days: 7 },
  day: { min_days: 0, max_days: 366 },
  week: { min_days: 14, max_days: 371 },
  month: { min_days: 60, max_days: 1460 },
  year: { min_days: 366, max_days: 3650 },
};

/** The earliest date metrics can be asked for (Polar answers a fixed date too). */
export const MIN_DATE = "2020-01-01";
