/** How the portal writes dates, prices, intervals and statuses. Money only through src/shared/money.ts. */
import { formatMoney } from "../shared/money";

export { errorMessage } from "../web/api/errors";
export { formatMoney };

export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const d = new Date(value);
  return Number.isNaN(+d)
    ? "—"
    : d.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

const INTERVALS: Record<string, [string, string]> = {
  day: ["day", "days"],
  week: ["week", "weeks"],
  month: ["month", "months"],
  year: ["year", "years"],
};

/** "month", "3 months": the period of a recurring price. */
export function intervalLabel(interval: string | null | undefined, count: number | null | undefined = 1) {
  if (!interval) return "";
  const [one, many] = INTERVALS[interval] ?? [interval, interval];
  return !count || count === 1 ? one : `${count} ${many}`;
}

/** "$12.00 / month". */
export function priceLabel(
  amount: number,
  currency: string,
  interval?: string | null,
  count?: number | null,
) {
  const money = formatMoney(amount, currency);
  return interval ? `${money} / ${intervalLabel(interval, count)}` : money;
}

type Info = { label: string; color: string };

const SUBSCRIPTION_STATUS: Record<string, Info> = {
  active: { label: "Active", color: "green" },
  trialing: { label: "Trial", color: "blue" },
  past_due: { label: "Past due", color: "orange" },
  unpaid: { label: "Unpaid", color: "red" },
  incomplete: { label: "Incomplete", color: "yellow" },
  incomplete_expired: { label: "Expired", color: "gray" },
  canceled: { label: "Canceled", color: "gray" },
  paused: { label: "Paused", color: "gray" },
};

export function subscriptionStatus(status: string): Info {
  return SUBSCRIPTION_STATUS[status] ?? { label: status, color: "blue" };
}

const ORDER_STATUS: Record<string, Info> = {
  paid: { label: "Paid", color: "green" },
  pending: { label: "Pending", color: "yellow" },
  draft: { label: "Draft", color: "gray" },
  refunded: { label: "Refunded", color: "gray" },
  partially_refunded: { label: "Partially refunded", color: "blue" },
  void: { label: "Void", color: "gray" },
};

export function orderStatus(status: string): Info {
  return ORDER_STATUS[status] ?? { label: status, color: "blue" };
}

export const CANCELLATION_REASONS = [
  { value: "too_expensive", label: "Too expensive" },
  { value: "missing_features", label: "Missing features" },
  { value: "switched_service", label: "Switched to another service" },
  { value: "unused", label: "I don't use it enough" },
  { value: "customer_service", label: "Customer service" },
  { value: "low_quality", label: "Quality was lower than expected" },
  { value: "too_complex", label: "Too complex" },
  { value: "other", label: "Other" },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]["value"];

/** "Visa •••• 4242". */
export function cardLabel(brand: string, last4: string): string {
  const name = brand ? brand[0]!.toUpperCase() + brand.slice(1) : "Card";
  return `${name} •••• ${last4}`;
}

/** Meter units: whole numbers as they are, fractions to at most 4 places. */
export function formatUnits(value: number): string {
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 4 }).format(value);
}
