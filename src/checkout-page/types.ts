/**
 * The wire shapes the hosted checkout page reads, from the generated `/v1` types (Polar's
 * `CheckoutPublic`, GET/PATCH `/v1/checkouts/client/{client_secret}`). The parts the document
 * still declares loosely (its products, discount and attached custom fields) are typed below.
 */
import type { Schemas } from "../web/api/client";

export type CheckoutStatus = Schemas["CheckoutStatus"];
export type RecurringInterval = NonNullable<Schemas["Product"]["recurring_interval"]>;
export type FieldMode = Schemas["BillingAddressFieldMode"];

interface PriceBase {
  id: string;
  price_currency?: string;
  is_archived: boolean;
  product_id?: string;
  /** Legacy recurring prices carry their own interval. */
  recurring_interval?: RecurringInterval | null;
}

export type ProductPrice =
  | (PriceBase & { amount_type: "fixed"; price_currency: string; price_amount: number })
  | (PriceBase & {
      amount_type: "custom";
      price_currency: string;
      minimum_amount: number | null;
      maximum_amount: number | null;
      preset_amount: number | null;
    })
  | (PriceBase & { amount_type: "free" })
  | (PriceBase & {
      amount_type: "metered_unit";
      price_currency: string;
      unit_amount: string;
      meter: { id: string; name: string };
    })
  | (PriceBase & { amount_type: "seat_based"; price_currency: string });

export interface CheckoutBenefit {
  id: string;
  type: string;
  description: string;
}

export interface CheckoutMedia {
  id: string;
  public_url?: string;
  mime_type?: string;
}

export interface CheckoutProduct {
  id: string;
  name: string;
  description: string | null;
  is_recurring: boolean;
  recurring_interval: RecurringInterval | null;
  recurring_interval_count?: number | null;
  prices: ProductPrice[];
  benefits: CheckoutBenefit[];
  medias: CheckoutMedia[];
}

export type CustomFieldType = "text" | "number" | "date" | "checkbox" | "select";

export interface CustomFieldProperties {
  form_label?: string;
  form_help_text?: string;
  form_placeholder?: string;
  textarea?: boolean;
  min_length?: number;
  max_length?: number;
  /** number: bounds; date: bounds as Unix timestamps in seconds. */
  ge?: number;
  le?: number;
  options?: { value: string; label: string }[];
}

export interface AttachedCustomField {
  custom_field_id: string;
  order: number;
  required: boolean;
  custom_field: {
    id: string;
    slug: string;
    name: string;
    type: CustomFieldType;
    properties: CustomFieldProperties;
  };
}

export interface CheckoutDiscount {
  id: string;
  name: string;
  code: string | null;
  type: "fixed" | "percentage";
  basis_points?: number;
  amount?: number;
  currency?: string;
}

export type Address = NonNullable<Schemas["Address"]>;
/** The billing address the page sends (ISO country code). */
export type AddressInput = NonNullable<Schemas["AddressInput"]>;

export type AddressField = "country" | "state" | "city" | "postal_code" | "line1" | "line2";

export type CustomFieldValue = string | number | boolean | null;

/** `CheckoutPublic`, with the loosely documented parts typed. */
export type Checkout = Omit<
  Schemas["CheckoutPublic"],
  "products" | "product" | "product_price" | "prices" | "discount" | "attached_custom_fields"
> & {
  products: CheckoutProduct[];
  product: CheckoutProduct | null;
  product_price: ProductPrice | null;
  prices: Record<string, ProductPrice[]> | null;
  discount: CheckoutDiscount | null;
  attached_custom_fields: AttachedCustomField[] | null;
};

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
