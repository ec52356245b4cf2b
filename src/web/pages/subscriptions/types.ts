/** The `/v1` shapes the subscription pages read: Polar's `Subscription` (the fields shown). */

export type SubscriptionStatus =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "unpaid";

export type Interval = "day" | "week" | "month" | "year";

export interface PendingUpdate {
  id?: string;
  applies_at?: string | null;
  product_id?: string | null;
  seats?: number | null;
  [key: string]: unknown;
}

export interface Subscription {
  id: string;
  created_at: string;
  amount: number;
  currency: string;
  recurring_interval: Interval;
  recurring_interval_count: number;
  status: SubscriptionStatus;
  current_period_start: string;
  current_period_end: string;
  trial_start: string | null;
  trial_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  started_at: string | null;
  ends_at: string | null;
  ended_at: string | null;
  customer_id: string;
  product_id: string;
  discount_id: string | null;
  customer_cancellation_reason: string | null;
  customer_cancellation_comment: string | null;
  customer: { id: string; email: string; name: string | null };
  product: { id: string; name: string };
  discount: {
    id: string;
    name: string;
    code: string | null;
    type?: string;
    duration?: string;
    duration_in_months?: number | null;
    basis_points?: number;
    amount?: number;
  } | null;
  pending_update: PendingUpdate | null;
}

/** One entry of `GET /v1/subscriptions/{id}/events`. */
export interface TimelineEvent {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown> | null;
}

/** `GET /v1/subscriptions/{id}/proration-preview` (Kassa extension). */
export interface ProrationPreview {
  proration_behavior: "invoice" | "prorate" | "next_period";
  product_id: string;
  currency: string;
  applies_at: string;
  period_start: string;
  period_end: string;
  credit_amount: number;
  debit_amount: number;
  net_amount: number;
  tax_amount: number;
  due_now_amount: number;
  lines: { label: string; amount: number }[];
}

export const SUBSCRIPTION_STATUSES: { value: SubscriptionStatus; label: string; color: string }[] = [
  { value: "active", label: "Active", color: "green" },
  { value: "trialing", label: "Trialing", color: "blue" },
  { value: "past_due", label: "Past due", color: "orange" },
  { value: "unpaid", label: "Unpaid", color: "red" },
  { value: "incomplete", label: "Incomplete", color: "yellow" },
  { value: "incomplete_expired", label: "Incomplete (expired)", color: "gray" },
  { value: "canceled", label: "Canceled", color: "gray" },
];

export function statusInfo(status: string): { label: string; color: string } {
  return SUBSCRIPTION_STATUSES.find((s) => s.value === status) ?? { label: status, color: "blue" };
}

export const CANCELLATION_REASONS: { value: string; label: string }[] = [
  { value: "too_expensive", label: "Too expensive" },
  { value: "missing_features", label: "Missing features" },
  { value: "switched_service", label: "Switched service" },
  { value: "unused", label: "Unused" },
  { value: "customer_service", label: "Customer service" },
  { value: "low_quality", label: "Low quality" },
  { value: "too_complex", label: "Too complex" },
  { value: "other", label: "Other" },
];

export function reasonLabel(reason: string | null): string | null {
  if (!reason) return null;
  return CANCELLATION_REASONS.find((r) => r.value === reason)?.label ?? reason;
}

/** TanStack Query keys; `["v1", "subscriptions"]` covers every subscription query. */
export const subscriptionKeys = {
  all: ["v1", "subscriptions"] as const,
  list: (filters: Record<string, unknown>) => ["v1", "subscriptions", "list", filters] as const,
  one: (id: string) => ["v1", "subscriptions", "one", id] as const,
  events: (id: string, page: number) => ["v1", "subscriptions", "events", id, page] as const,
  preview: (id: string, productId: string, behavior: string) =>
    ["v1", "subscriptions", "preview", id, productId, behavior] as const,
};
