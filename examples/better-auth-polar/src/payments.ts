/**
 * What the app learned from Kassa's webhooks, per user. A real app would store this in its own
 * database (e.g. turn a feature on when `subscription.active` arrives); here it is kept in memory.
 */
export interface PaymentRecord {
  /** The webhook's event type, e.g. "order.paid". */
  type: string;
  /** The order's or subscription's id in Kassa. */
  id: string;
  /** The product bought. */
  product: string;
  /** The amount in minor units (cents) and its currency. */
  amount: number;
  currency: string;
  receivedAt: Date;
}

const byUser = new Map<string, PaymentRecord[]>();

/** Records one event for the user whose id Kassa knows as the customer's external id. */
export function recordPayment(userId: string | null | undefined, record: PaymentRecord): void {
  if (!userId) return;
  const list = byUser.get(userId) ?? [];
  // Kassa retries a delivery that failed: the same event may arrive twice.
  if (list.some((r) => r.type === record.type && r.id === record.id)) return;
  list.push(record);
  byUser.set(userId, list);
}

export function paymentsOf(userId: string): PaymentRecord[] {
  return byUser.get(userId) ?? [];
}
