/** The `/v1` shapes the checkout pages of the dashboard read (Polar's `Checkout`, `CheckoutLink`; Kassa's tax rates). */

export type CheckoutStatus = "open" | "expired" | "confirmed" | "succeeded" | "failed";

export interface CheckoutProductRef {
  id: string;
  name: string;
}

export interface SellerCheckout {
  id: string;
  status: CheckoutStatus;
  url: string;
  client_secret: string;
  expires_at: string;
  created_at: string;
  currency: string;
  amount: number;
  total_amount: number;
  customer_email: string | null;
  customer_name: string | null;
  customer_id: string | null;
  product: CheckoutProductRef | null;
  products: CheckoutProductRef[];
  discount: { id: string; name: string; code: string | null } | null;
  checkout_link_id?: string | null;
}

export interface CheckoutLink {
  id: string;
  url: string;
  client_secret: string;
  label: string | null;
  success_url: string | null;
  allow_discount_codes: boolean;
  require_billing_address: boolean;
  discount_id: string | null;
  discount: { id: string; name: string; code: string | null } | null;
  products: CheckoutProductRef[];
  created_at: string;
}

export interface TaxRate {
  id: string;
  country: string;
  state: string | null;
  basis_points: number;
  inclusive: boolean;
  display_name: string;
  created_at: string;
}

/** TanStack Query keys; invalidate after a change. */
export const checkoutKeys = {
  checkouts: ["v1", "checkouts"] as const,
  links: ["v1", "checkout-links"] as const,
  taxRates: ["v1", "tax-rates"] as const,
};
