import { billingAddressFields } from "../shared/billing-address";
import { guessCountry } from "./countries";
import { toMajor } from "./money";
import type {
  AddressField,
  AddressInput,
  Checkout,
  CheckoutUpdate,
  CustomFieldValue,
  FieldMode,
} from "./types";

/** What the customer has typed, before it is sent. */
export interface Draft {
  email: string;
  name: string;
  isBusiness: boolean;
  billingName: string;
  taxId: string;
  address: Record<AddressField, string>;
  customFields: Record<string, CustomFieldValue>;
  /** Pay-what-you-want amount as typed, in major units ("10.00"). */
  amount: string;
  discountCode: string;
}

export function initialDraft(checkout: Checkout): Draft {
  const a = checkout.customer_billing_address;
  const country = a?.country ?? guessCountry() ?? "";
  return {
    email: checkout.customer_email ?? "",
    name: checkout.customer_name ?? "",
    isBusiness: checkout.is_business_customer,
    billingName: checkout.customer_billing_name ?? "",
    taxId: checkout.customer_tax_id ?? "",
    address: {
      country,
      // Stored as "US-NY"; the form picks "NY" (the server takes either).
      state: (a?.state ?? "").replace(new RegExp(`^${country}-`), ""),
      city: a?.city ?? "",
      postal_code: a?.postal_code ?? "",
      line1: a?.line1 ?? "",
      line2: a?.line2 ?? "",
    },
    customFields: { ...(checkout.custom_field_data ?? {}) },
    amount:
      checkout.product_price?.amount_type === "custom" ? toMajor(checkout.amount, checkout.currency) : "",
    discountCode: "",
  };
}

/**
 * The address fields to show for what the customer has chosen so far (country, business), by the
 * rule the server checks the confirmation with (src/shared/billing-address.ts): they follow a
 * change at once, without waiting for the server's answer.
 */
export function addressModes(
  draft: Pick<Draft, "address" | "isBusiness">,
  checkout: Pick<Checkout, "is_payment_form_required" | "require_billing_address">,
): Record<AddressField, FieldMode> {
  return billingAddressFields({
    country: draft.address.country || null,
    paymentFormRequired: checkout.is_payment_form_required,
    requireBillingAddress: checkout.require_billing_address,
    isBusinessCustomer: draft.isBusiness,
  });
}

/** The billing address to send: only the fields the checkout asks for, empty ones as null. */
export function addressInput(draft: Draft, checkout: Checkout): AddressInput | null {
  const modes = addressModes(draft, checkout);
  if (!draft.address.country || modes.country === "disabled") return null;
  const field = (key: Exclude<AddressField, "country">) =>
    modes[key] === "disabled" ? null : draft.address[key].trim() || null;
  return {
    // A code from the page's country picker (countries.ts); the server checks it.
    country: draft.address.country as AddressInput["country"],
    state: field("state"),
    city: field("city"),
    postal_code: field("postal_code"),
    line1: field("line1"),
    line2: field("line2"),
  };
}

/** The customer's details as one update (sent with the confirmation). */
export function customerUpdate(draft: Draft, checkout: Checkout): CheckoutUpdate {
  const customFields: Record<string, CustomFieldValue> = {};
  for (const attached of checkout.attached_custom_fields ?? []) {
    const slug = attached.custom_field.slug;
    const value = draft.customFields[slug];
    customFields[slug] = value === "" || value === undefined ? null : value;
  }
  return {
    customer_email: draft.email.trim(),
    customer_name: draft.name.trim() || null,
    is_business_customer: draft.isBusiness,
    ...(draft.isBusiness ? { customer_billing_name: draft.billingName.trim() || null } : {}),
    customer_tax_id: draft.isBusiness ? draft.taxId.trim() || null : null,
    customer_billing_address: addressInput(draft, checkout),
    custom_field_data: customFields,
  };
}
