import type { ReceiptOrder } from "../templates/index.js";

/**
 * Readers of the wire objects webhook events carry (Polar's `Order`, `Subscription`, `Refund`):
 * only the fields emails show, checked as they are read, so an event written by an older version
 * is skipped rather than mis-rendered.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (o: Obj, k: string): string | null => (typeof o[k] === "string" ? (o[k] as string) : null);
const int = (o: Obj, k: string): number => (typeof o[k] === "number" ? (o[k] as number) : 0);

export interface OrderFacts extends ReceiptOrder {
  billingReason: string;
  customerId: string;
  customerEmail: string | null;
  productName: string;
  subscriptionId: string | null;
  /** The end of the period the order's subscription is in (its next renewal), if any. */
  renewsAt: string | null;
}

export function readOrder(data: unknown): OrderFacts | null {
  if (!isObj(data)) return null;
  const id = str(data, "id");
  const currency = str(data, "currency");
  const customerId = str(data, "customer_id");
  if (!id || !currency || !customerId) return null;
  const customer = isObj(data.customer) ? data.customer : {};
  const product = isObj(data.product) ? data.product : {};
  const subscription = isObj(data.subscription) ? data.subscription : null;
  const items = Array.isArray(data.items) ? data.items.filter(isObj) : [];
  return {
    id,
    currency,
    customerId,
    billingReason: str(data, "billing_reason") ?? "",
    invoice_number: str(data, "invoice_number"),
    subtotal_amount: int(data, "subtotal_amount"),
    discount_amount: int(data, "discount_amount"),
    tax_amount: int(data, "tax_amount"),
    total_amount: int(data, "total_amount"),
    items: items.map((i) => ({ label: str(i, "label") ?? "", amount: int(i, "amount") })),
    customerEmail: customer.deleted_at ? null : str(customer, "email"),
    productName: str(product, "name") ?? str(data, "description") ?? "your order",
    subscriptionId: str(data, "subscription_id"),
    renewsAt:
      subscription && !subscription.cancel_at_period_end ? str(subscription, "current_period_end") : null,
  };
}

export interface SubscriptionFacts {
  id: string;
  customerEmail: string | null;
  productName: string;
  amount: number;
  currency: string;
  currentPeriodEnd: string | null;
  endsAt: string | null;
  endedAt: string | null;
}

export function readSubscription(data: unknown): SubscriptionFacts | null {
  if (!isObj(data)) return null;
  const id = str(data, "id");
  const currency = str(data, "currency");
  if (!id || !currency) return null;
  const customer = isObj(data.customer) ? data.customer : {};
  const product = isObj(data.product) ? data.product : {};
  return {
    id,
    currency,
    amount: int(data, "amount"),
    customerEmail: customer.deleted_at ? null : str(customer, "email"),
    productName: str(product, "name") ?? "your subscription",
    currentPeriodEnd: str(data, "current_period_end"),
    endsAt: str(data, "ends_at"),
    endedAt: str(data, "ended_at"),
  };
}

export interface RefundFacts {
  id: string;
  orderId: string;
  status: string;
  amount: number;
  taxAmount: number;
  currency: string;
}

export function readRefund(data: unknown): RefundFacts | null {
  if (!isObj(data)) return null;
  const id = str(data, "id");
  const orderId = str(data, "order_id");
  const currency = str(data, "currency");
  if (!id || !orderId || !currency) return null;
  return {
    id,
    orderId,
    currency,
    status: str(data, "status") ?? "",
    amount: int(data, "amount"),
    taxAmount: int(data, "tax_amount"),
  };
}
