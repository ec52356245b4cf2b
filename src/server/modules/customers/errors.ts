import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";

/** 422s naming the field: the `*Taken`/`externalIdImmutable` issues are collected, the rest thrown. */

/** The unique indexes of the customer table (schema/customers.ts). */
export const EMAIL_INDEX = "customer_org_email_uq";
export const EXTERNAL_ID_INDEX = "customer_org_external_id_uq";

const issue = (field: string, msg: string, input: unknown, type = "value_error"): ValidationIssue => ({
  loc: ["body", field],
  msg,
  input,
  type,
});
const invalid = (field: string, msg: string, input: unknown, type = "value_error") =>
  new RequestValidationError([issue(field, msg, input, type)]);

export const emailTaken = (email: string) =>
  issue("email", "A customer with this email address already exists.", email);

export const externalIdTaken = (externalId: string) =>
  issue("external_id", "A customer with this external ID already exists.", externalId);

export const externalIdImmutable = (externalId: string | null) =>
  issue("external_id", "Customer external ID cannot be updated.", externalId);

export const taxIdNeedsCountry = () =>
  invalid(
    "billing_address",
    "A billing address (its country) is required to validate the tax ID.",
    null,
    "missing",
  );

export const taxIdInvalid = (taxId: string, country: string) =>
  invalid("tax_id", `Invalid tax ID for country ${country}.`, taxId);

export const billingAddressRequired = () =>
  invalid("billing_address", "The billing address cannot be removed once set.", null);

export const organizationMismatch = (organizationId: string) =>
  invalid(
    "organization_id",
    "organization_id must be the access token's organization (or left out).",
    organizationId,
  );

/** Which unique index a database error violated, if it is a unique violation (both drivers). */
export function violatedIndex(error: unknown): string | null {
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") {
      const constraint = typeof e.constraint === "string" ? e.constraint : "";
      const message = typeof e.message === "string" ? e.message : "";
      for (const index of [EMAIL_INDEX, EXTERNAL_ID_INDEX]) {
        if (constraint === index || message.includes(index)) return index;
      }
      return constraint || "unknown";
    }
  }
  return null;
}
