import type { Schemas } from "../../api/v1";

/** The `/v1` shapes the order pages read, from the generated types: Polar's `Order` and `Refund`. */
export type OrderStatus = Schemas["OrderStatus"];
export type OrderAddress = NonNullable<Schemas["Address"]>;
export type OrderItem = Schemas["OrderItemSchema"];
export type Order = Schemas["Order"];
export type RefundReason = Schemas["RefundReason"];
export type Refund = Schemas["Refund"];

export const REFUND_REASONS: { value: RefundReason; label: string }[] = [
  { value: "customer_request", label: "Customer request" },
  { value: "duplicate", label: "Duplicate" },
  { value: "fraudulent", label: "Fraudulent" },
  { value: "service_disruption", label: "Service disruption" },
  { value: "satisfaction_guarantee", label: "Satisfaction guarantee" },
  { value: "dispute_prevention", label: "Dispute prevention" },
  { value: "other", label: "Other" },
];

export const ORDER_STATUSES: { value: OrderStatus; label: string; color: string }[] = [
  { value: "paid", label: "Paid", color: "green" },
  { value: "pending", label: "Pending", color: "yellow" },
  { value: "partially_refunded", label: "Partially refunded", color: "orange" },
  { value: "refunded", label: "Refunded", color: "gray" },
  { value: "void", label: "Void", color: "gray" },
];

export function statusInfo(status: string): { label: string; color: string } {
  return ORDER_STATUSES.find((s) => s.value === status) ?? { label: status, color: "blue" };
}

/** TanStack Query keys; `["v1", "orders"]` also covers the customer page's order list. */
export const orderKeys = {
  all: ["v1", "orders"] as const,
  list: (filters: Record<string, unknown>) => ["v1", "orders", "list", filters] as const,
  one: (id: string) => ["v1", "orders", "one", id] as const,
  refunds: (id: string) => ["v1", "refunds", "by-order", id] as const,
};
