/**
 * The wire shapes the hosted checkout page reads, named from the generated `/v1` types (Polar's
 * `CheckoutPublic`, GET/PATCH `/v1/checkouts/client/{client_secret}`). Nothing here restates the
 * document; only the payments API (outside `/v1`) is typed by hand.
 */
import type { Schemas } from "../web/api/client";

export type Checkout = Schemas["CheckoutPublic"];
export type CheckoutStatus = Schemas["CheckoutStatus"];
export type CheckoutProduct = Schemas["CheckoutProduct"];
export type ProductPrice = Schemas["ProductPrice"];
export type RecurringInterval = NonNullable<Schemas["RecurringInterval"]>;
export type FieldMode = Schemas["BillingAddressFieldMode"];
export type AttachedCustomField = Schemas["AttachedCustomField"];
export type CustomFieldValue = NonNullable<Schemas["CheckoutUpdatePublic"]["custom_field_data"]>[string];

export type Address = NonNullable<Schemas["Address"]>;
/** The billing address the page sends (ISO country code). */
export type AddressInput = NonNullable<Schemas["AddressInput"]>;
export type CountryCode = AddressInput["country"];
export type AddressField = keyof Schemas["CheckoutBillingAddressFields"];

/** Kassa's `GET …/delivery`: what a succeeded checkout delivered, benefit by benefit. */
export type CheckoutDelivery = Schemas["CheckoutDelivery"];
export type DeliveredBenefit = Schemas["CheckoutDeliveryBenefit"];

/** `CheckoutUpdatePublic`: what the page sends to PATCH (and, with the token, to confirm). */
export type CheckoutUpdate = Schemas["CheckoutUpdatePublic"];

/** `GET /api/payments/config`: which card form to show. */
export interface PaymentsConfig {
  processor: "sandbox" | "stripe";
  publishable_key: string | null;
}

/** `POST /api/payments/sandbox/tokens`: the token of a sandbox card. */
export interface SandboxToken {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
