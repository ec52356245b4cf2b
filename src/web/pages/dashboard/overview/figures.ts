import { exponent } from "../../../../shared/money";
import { formatMoney } from "../../catalog/shared/money";

/**
 * What the overview shows of the metrics API's answer: which metrics, how a value of each type
 * reads (currency in minor units through the one money module, percentages as fractions), and the
 * change of a figure against the previous period.
 */

export type MetricType = "scalar" | "currency" | "currency_sub_cent" | "percentage";

export type MetricSlug =
  | "revenue"
  | "net_revenue"
  | "monthly_recurring_revenue"
  | "orders"
  | "active_subscriptions"
  | "checkouts_conversion"
  | "churn_rate";

export interface Figure {
  slug: MetricSlug;
  label: string;
  type: MetricType;
  /** Churn: a rise is bad news. */
  lowerIsBetter?: boolean;
  /** What the figure means, in a line (the card's tooltip and the docs agree). */
  hint: string;
}

/** The cards, in order. */
export const CARD_FIGURES: Figure[] = [
  { slug: "revenue", label: "Revenue", type: "currency", hint: "Paid orders, before refunds" },
  { slug: "net_revenue", label: "Net revenue", type: "currency", hint: "Revenue after refunds" },
  {
    slug: "monthly_recurring_revenue",
    label: "MRR",
    type: "currency",
    hint: "Monthly value of active subscriptions at the end of the period",
  },
  { slug: "orders", label: "Orders", type: "scalar", hint: "Paid orders" },
  {
    slug: "active_subscriptions",
    label: "Active subscriptions",
    type: "scalar",
    hint: "Subscriptions active at the end of the period",
  },
  {
    slug: "checkouts_conversion",
    label: "Checkout conversion",
    type: "percentage",
    hint: "Succeeded checkouts out of checkouts created",
  },
  {
    slug: "churn_rate",
    label: "Churn",
    type: "percentage",
    lowerIsBetter: true,
    hint: "Subscriptions that ended, out of those active at the start or started in the period",
  },
];

/** The charts, in order (every card but net revenue has one). */
export const CHART_FIGURES: Figure[] = (
  [
    "revenue",
    "monthly_recurring_revenue",
    "orders",
    "active_subscriptions",
    "churn_rate",
    "checkouts_conversion",
  ] as const
).map((slug) => CARD_FIGURES.find((f) => f.slug === slug)!);

/** Every metric the overview asks for. */
export const OVERVIEW_METRICS: MetricSlug[] = CARD_FIGURES.map((f) => f.slug);

/** A value of the metric for people: "$1,234.00", "12", "4.5 %"; "—" when there is none. */
export function formatFigure(value: number | null | undefined, type: MetricType, currency: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "—";
  switch (type) {
    case "currency":
    case "currency_sub_cent":
      return formatMoney(Math.round(value), currency);
    case "percentage":
      return `${(value * 100).toLocaleString(undefined, { maximumFractionDigits: 1 })} %`;
    default:
      return value.toLocaleString(undefined, { maximumFractionDigits: 2 });
  }
}

/**
 * A short axis label: "$1.2K" for money, "45 %" for percentages (one decimal when the scale's
 * steps need it: a churn axis of 0–2 % ticks at 0.5 %), "1.2K" for counts.
 */
export function formatAxis(value: number, type: MetricType, currency: string): string {
  // A percentage's axis label is its figure ("1.5 %").
  if (type === "percentage") return formatFigure(value, type, currency);
  if (type === "currency" || type === "currency_sub_cent") {
    const major = value / 10 ** exponent(currency);
    try {
      return new Intl.NumberFormat(undefined, {
        style: "currency",
        currency: currency.toUpperCase(),
        notation: "compact",
        maximumFractionDigits: 1,
      }).format(major);
    } catch {
      return `${major.toLocaleString(undefined, { notation: "compact" })} ${currency.toUpperCase()}`;
    }
  }
  return value.toLocaleString(undefined, { notation: "compact", maximumFractionDigits: 1 });
}

export type Change =
  | { kind: "none" }
  | { kind: "new" }
  | { kind: "relative"; ratio: number }
  | { kind: "points"; points: number };

/**
 * The change of a figure against the previous period: relative for amounts and counts (+25 %),
 * in percentage points for rates (+2.5 pp); "new" when the previous period had none of it.
 */
export function changeOf(
  current: number | null | undefined,
  previous: number | null | undefined,
  type: MetricType,
): Change {
  if (current === null || current === undefined || previous === null || previous === undefined)
    return { kind: "none" };
  if (type === "percentage") return { kind: "points", points: (current - previous) * 100 };
  if (previous === 0) return current === 0 ? { kind: "relative", ratio: 0 } : { kind: "new" };
  return { kind: "relative", ratio: (current - previous) / Math.abs(previous) };
}

/** "+25 %", "−3.2 pp", "new", "" (no comparison). */
export function formatChange(change: Change): string {
  const signed = (n: number, unit: string) => {
    const rounded = Math.round(n * 10) / 10;
    const text = Math.abs(rounded).toLocaleString(undefined, { maximumFractionDigits: 1 });
    return `${rounded > 0 ? "+" : rounded < 0 ? "−" : ""}${text} ${unit}`;
  };
  switch (change.kind) {
    case "none":
      return "";
    case "new":
      return "new";
    case "points":
      return signed(change.points, "pp");
    case "relative":
      return signed(change.ratio * 100, "%");
  }
}

/** Green for good news, red for bad, grey for none (a rise in churn is bad). */
export function changeColor(change: Change, lowerIsBetter = false): string {
  const value =
    change.kind === "relative"
      ? change.ratio
      : change.kind === "points"
        ? change.points
        : change.kind === "new"
          ? 1
          : 0;
  if (Math.abs(value) < 1e-9) return "dimmed";
  return value > 0 !== lowerIsBetter ? "teal" : "red";
}
