import {
  type AddressField,
  type FieldMode,
  missingAddressFields,
  billingAddressFields as sharedBillingAddressFields,
} from "../../../shared/billing-address.js";
import type { ValidationIssue } from "../../http/errors.js";
import type { ProductRecord } from "../products/service.js";
import type { CheckoutFlags } from "./load.js";
import type { CheckoutRow } from "./repository.js";

type Value = string | number | boolean | null;
type AttachedField = ProductRecord["attachedCustomFields"][number];

/**
 * Which billing address fields the customer fills in: the shared rule (src/shared/billing-address.ts)
 * the hosted page shows the fields by, applied to the checkout's billing country, whether a
 * payment form is required, the seller's `require_billing_address` and `is_business_customer`.
 */
export function billingAddressFields(
  row: Pick<CheckoutRow, "requireBillingAddress" | "isBusinessCustomer" | "customerBillingAddress">,
  flags: Pick<CheckoutFlags, "is_payment_form_required">,
): Record<AddressField, FieldMode> {
  return sharedBillingAddressFields({
    country: row.customerBillingAddress?.country ?? null,
    paymentFormRequired: flags.is_payment_form_required,
    requireBillingAddress: row.requireBillingAddress,
    isBusinessCustomer: row.isBusinessCustomer,
  });
}

const missing = (loc: (string | number)[], msg = "Field required"): ValidationIssue => ({
  loc: ["body", ...loc],
  msg,
  type: "missing",
  input: null,
});

/**
 * What a checkout still lacks to be paid (checked at confirmation): the email, the billing
 * address fields marked required, a business customer's billing name, answers to required custom
 * fields, and the payment method when a payment form is required.
 */
export function confirmationIssues(
  row: CheckoutRow,
  flags: CheckoutFlags,
  product: ProductRecord | null,
  paymentMethod: string | null,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!row.customerEmail) issues.push(missing(["customer_email"]));
  for (const field of missingAddressFields(billingAddressFields(row, flags), row.customerBillingAddress)) {
    issues.push(missing(["customer_billing_address", field]));
  }
  if (row.isBusinessCustomer && !row.customerBillingName) {
    issues.push(missing(["customer_billing_name"], "A business customer needs a billing name"));
  }
  for (const field of product?.attachedCustomFields ?? []) {
    if (!field.required) continue;
    const value = row.customFieldData[field.custom_field.slug];
    const empty = value === undefined || value === null || value === "";
    if (empty || (field.custom_field.type === "checkbox" && value !== true)) {
      issues.push(missing(["custom_field_data", field.custom_field.slug]));
    }
  }
  if (flags.is_payment_form_required && !paymentMethod) issues.push(missing(["confirmation_token_id"]));
  return issues;
}

/** Unix seconds of a date or date-time string, or null when it is not one. */
function dateSeconds(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}([Tt ][\d:.]+([Zz]|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

function checkValue(field: AttachedField, value: Value): string | null {
  const { type, properties: p } = field.custom_field;
  switch (type) {
    case "text": {
      if (typeof value !== "string") return "must be text";
      if (p.min_length != null && value.length < p.min_length)
        return `must be at least ${p.min_length} characters`;
      if (p.max_length != null && value.length > p.max_length)
        return `must be at most ${p.max_length} characters`;
      return null;
    }
    case "number": {
      if (typeof value !== "number" || !Number.isInteger(value)) return "must be an integer";
      if (p.ge != null && value < p.ge) return `must be greater than or equal to ${p.ge}`;
      if (p.le != null && value > p.le) return `must be less than or equal to ${p.le}`;
      return null;
    }
    case "date": {
      const seconds = typeof value === "string" ? dateSeconds(value) : null;
      if (seconds === null) return "must be a date (YYYY-MM-DD)";
      if (p.ge != null && seconds < p.ge)
        return `must not be before ${new Date(p.ge * 1000).toISOString().slice(0, 10)}`;
      if (p.le != null && seconds > p.le)
        return `must not be after ${new Date(p.le * 1000).toISOString().slice(0, 10)}`;
      return null;
    }
    case "checkbox":
      return typeof value === "boolean" ? null : "must be true or false";
    case "select": {
      const options = p.options ?? [];
      return typeof value === "string" && options.some((o) => o.value === value)
        ? null
        : `must be one of: ${options.map((o) => o.value).join(", ")}`;
    }
  }
}

/**
 * Checks answers against the product's custom fields (by slug): each given answer must fit its
 * field's type and limits; empty answers (null, "") are stored as null. Keys that are not a
 * field of the product are dropped. Whether required fields are answered is checked at
 * confirmation (`confirmationIssues`), so the form can be filled in step by step.
 */
export function validateCustomFieldData(
  fields: AttachedField[],
  data: Record<string, Value>,
): { data: Record<string, Value>; issues: ValidationIssue[] } {
  const out: Record<string, Value> = {};
  const issues: ValidationIssue[] = [];
  for (const field of fields) {
    const slug = field.custom_field.slug;
    if (!Object.hasOwn(data, slug)) continue;
    const value = data[slug] ?? null;
    if (value === null || value === "") {
      out[slug] = null;
      continue;
    }
    const problem = checkValue(field, value);
    if (problem) {
      issues.push({
        loc: ["body", "custom_field_data", slug],
        msg: problem,
        type: "value_error",
        input: value,
      });
    } else {
      out[slug] = value;
    }
  }
  return { data: out, issues };
}
