import { randomInt } from "node:crypto";
import type { Metadata } from "../../http/v1/metadata.js";
import { uuidv7 } from "../../lib/ids.js";
import type { AddressValue, NewCustomerRow, TaxIdValue } from "./repository.js";

const PREFIX_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/**
 * A customer's invoice prefix: 8 random uppercase letters and digits (36^8 ≈ 2.8·10^12 values,
 * so two customers of one organization practically never share one; invoice numbers are
 * `<prefix>-<NNNN>`).
 */
export function randomInvoicePrefix(): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += PREFIX_ALPHABET[randomInt(PREFIX_ALPHABET.length)];
  return out;
}

export interface NewCustomerFields {
  email: string;
  name: string | null;
  externalId: string | null;
  billingName?: string | null;
  billingAddress: AddressValue | null;
  taxId: TaxIdValue | null;
  locale: string | null;
  metadata: Metadata;
}

/** The row of a new customer: a fresh id, a random invoice prefix, unverified email. */
export function newCustomerRow(organizationId: string, now: Date, fields: NewCustomerFields): NewCustomerRow {
  return {
    id: uuidv7(),
    organizationId,
    externalId: fields.externalId,
    email: fields.email,
    emailVerified: false,
    name: fields.name,
    billingName: fields.billingName ?? null,
    billingAddress: fields.billingAddress,
    taxId: fields.taxId,
    locale: fields.locale,
    metadata: fields.metadata,
    invoicePrefix: randomInvoicePrefix(),
    invoiceNextNumber: 1,
    createdAt: now,
    modifiedAt: null,
    deletedAt: null,
  };
}

/** A customer's invoice number `n`: `<invoice_prefix>-<NNNN>` (`K3X9QZ7A-0001`). */
export const invoiceNumberOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, "0")}`;
