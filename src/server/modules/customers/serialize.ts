import { createHash } from "node:crypto";
import { iso } from "../../http/v1/params.js";
import { serializeAddress } from "./address.js";
import type { CustomerRow } from "./repository.js";

/** Polar's choice: a Gravatar URL of the SHA-256 of the lowercased email, 404 when none exists. */
export function avatarUrl(email: string): string {
  const hash = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `https://www.gravatar.com/avatar/${hash}?d=404`;
}

/** A customer as Polar's wire `CustomerIndividual`, every key present. */
export function serializeCustomer(row: CustomerRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    metadata: row.metadata,
    external_id: row.externalId,
    email: row.email,
    email_verified: row.emailVerified,
    type: "individual" as const,
    name: row.name,
    billing_name: row.billingName ?? row.name,
    billing_address: serializeAddress(row.billingAddress),
    tax_id: row.taxId,
    locale: row.locale,
    organization_id: row.organizationId,
    default_payment_method_id: row.defaultPaymentMethodId,
    deleted_at: iso(row.deletedAt),
    // Usage events are not ingested yet (metering issue), so no customer has a first event.
    first_user_event_at: null,
    avatar_url: avatarUrl(row.email),
  };
}

export type CustomerWire = ReturnType<typeof serializeCustomer>;
