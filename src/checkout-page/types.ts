/**
 * The fields of Polar's `CheckoutPublic` wire object (GET/PATCH `/v1/checkouts/client/{client_secret}`)
 * that the hosted checkout page reads.
 */

export type CheckoutStatus = "open" | "expired" | "confirmed" | "succeeded" | "failed";
export type RecurringInterval = "day" | "week" | "month" | "year";
export type FieldMode = "required" | "optional" | "disabled";

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

export interface Address {
  line1?: string | null;
  line2?: string | null;
  postal_code?: string | null;
  city?: string | null;
  state?: string | null;
  country: string;
}

export type AddressField = "country" | "state" | "city" | "postal_code" | "line1" | "line2";

export type CustomFieldValue = string | number | boolean | null;

export interface Checkout {
  id: string;
  status: CheckoutStatus;
  client_secret: string;
  url: string;
  expires_at: string;
  success_url: string;
  return_url: string | null;
  embed_origin: string | null;
  amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number | null;
  tax_behavior: "inclusive" | "exclusive" | "location" | null;
  total_amount: number;
  currency: string;
  product_id: string | null;
  product_price_id: string | null;
  discount_id: string | null;
  allow_discount_codes: boolean;
  require_billing_address: boolean;
  is_discount_applicable: boolean;
  is_free_product_price: boolean;
  is_payment_required: boolean;
  is_payment_setup_required: boolean;
  is_payment_form_required: boolean;
  is_business_customer: boolean;
  customer_name: string | null;
  customer_email: string | null;
  customer_billing_name: string | null;
  customer_billing_address: Address | null;
  customer_tax_id: string | null;
  payment_processor_metadata: Record<string, string>;
  billing_address_fields: Record<AddressField, FieldMode>;
  products: CheckoutProduct[];
  product: CheckoutProduct | null;
  product_price: ProductPrice | null;
  prices: Record<string, ProductPrice[]> | null;
  discount: CheckoutDiscount | null;
  organization: { id: string; name: string; slug: string; avatar_url: string | null };
  attached_custom_fields: AttachedCustomField[] | null;
  custom_field_data?: Record<string, CustomFieldValue>;
}

/** `CheckoutUpdatePublic`: what the page sends to PATCH (and, with the token, to confirm). */
export interface CheckoutUpdate {
  product_id?: string;
  product_price_id?: string;
  amount?: number;
  is_business_customer?: boolean;
  customer_name?: string | null;
  customer_email?: string | null;
  customer_billing_name?: string | null;
  customer_billing_address?: Address | null;
  customer_tax_id?: string | null;
  discount_code?: string | null;
  custom_field_data?: Record<string, CustomFieldValue>;
}

/** `GET /api/payments/config`: which card form to show. */
export interface PaymentsConfig {
  processor: "sandbox" | "stripe";
  publishable_key: string | null;
}
