import type { Schemas } from "../../api/v1";

/** The `/v1` shapes the subscription pages read, from the generated types: Polar's `Subscription`. */
export type SubscriptionStatus = Schemas["SubscriptionStatus"];
export type CancellationReason = NonNullable<Schemas["CustomerCancellationReason"]>;
export type Subscription = Schemas["Subscription"];
export type Interval = Subscription["recurring_interval"];
export type PendingUpdate = NonNullable<Subscription["pending_update"]>;
/** One entry of `GET /v1/subscriptions/{id}/events`. */
export type TimelineEvent = Schemas["SubscriptionTimelineEvent"];
/** `GET /v1/subscriptions/{id}/proration-preview` (Kassa extension). */
export type ProrationPreview = Schemas["SubscriptionProrationPreview"];

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

export const CANCELLATION_REASONS: { value: CancellationReason; label: string }[] = [
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
