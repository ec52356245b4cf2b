/** The `/v1` shapes the order pages read: Polar's `Order` and `Refund` (the fields shown). */

export type OrderStatus = "pending" | "paid" | "refunded" | "partially_refunded" | "void";

export interface OrderAddress {
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  country: string;
}

export interface OrderItem {
  id: string;
  label: string;
  amount: number;
  tax_amount: number;
  proration: boolean;
}

export interface Order {
  id: string;
  created_at: string;
  status: OrderStatus;
  paid: boolean;
  subtotal_amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  refunded_amount: number;
  refunded_tax_amount: number;
  refundable_amount: number;
  currency: string;
  billing_reason: string;
  billing_name: string | null;
  billing_address: OrderAddress | null;
  invoice_number: string;
  is_invoice_generated: boolean;
  customer_id: string;
  subscription_id: string | null;
  customer: { id: string; email: string; name: string | null };
  product: { id: string; name: string } | null;
  discount: { id: string; name: string; code: string | null } | null;
  items: OrderItem[];
  description: string;
}

export type RefundReason =
  | "duplicate"
  | "fraudulent"
  | "customer_request"
  | "service_disruption"
  | "satisfaction_guarantee"
  | "dispute_prevention"
  | "other";

export interface Refund {
  id: string;
  created_at: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  reason: RefundReason;
  amount: number;
  tax_amount: number;
  currency: string;
  revoke_benefits: boolean;
}

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
