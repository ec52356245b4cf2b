import type { Schemas } from "../../api/v1";

/** The `/v1` shapes the dashboard's checkout pages read, from the generated types (Polar's `Checkout`, `CheckoutLink`; Kassa's tax rates). */
export type CheckoutStatus = Schemas["CheckoutStatus"];
export type SellerCheckout = Schemas["Checkout"];
export type CheckoutLink = Schemas["CheckoutLink"];
export type TaxRate = Schemas["TaxRate"];

/** TanStack Query keys; invalidate after a change. */
export const checkoutKeys = {
  checkouts: ["v1", "checkouts"] as const,
  links: ["v1", "checkout-links"] as const,
  taxRates: ["v1", "tax-rates"] as const,
};
