import type { PaymentMethod } from "../calls";

/** A payment method's card details, or null when it is not a card. */
export function methodCard(
  method: PaymentMethod,
): { brand: string; last4: string; exp_month: number; exp_year: number } | null {
  return method.type === "card" && "method_metadata" in method ? method.method_metadata : null;
}
