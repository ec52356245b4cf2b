import { z } from "@hono/zod-openapi";
import { RequestValidationError } from "../../http/errors.js";
import { Address, AddressInput } from "../customers/schemas.js";
import { type AddressValue, parseTaxId, serializeAddress, taxIdSupported } from "../customers/service.js";

/**
 * What the seller's invoices and credit notes say about it (Kassa's own field, not in Polar's
 * `Organization`): the legal name, the registered address and the tax id (an EU VAT id, …).
 * Stored as JSON on the organization row.
 */
export interface InvoiceDetailsValue {
  legal_name: string | null;
  address: AddressValue | null;
  tax_id: string | null;
}

const EMPTY: InvoiceDetailsValue = { legal_name: null, address: null, tax_id: null };

export const InvoiceDetails = z
  .object({
    legal_name: z.string().nullable().openapi({ description: "The seller's registered legal name." }),
    address: Address.nullable().openapi({ description: "The seller's registered address." }),
    tax_id: z
      .string()
      .nullable()
      .openapi({ description: "The seller's tax id, e.g. an EU VAT id (`DE123456789`)." }),
  })
  .openapi("OrganizationInvoiceDetails", {
    description: "The seller as its invoices and credit notes show it (a Kassa extension).",
  });

export const InvoiceDetailsUpdate = z
  .object({
    legal_name: z
      .string()
      .trim()
      .max(200, { message: "must be at most 200 characters" })
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v?.trim() ? v : null)),
    address: AddressInput.nullable().optional(),
    tax_id: z
      .string()
      .trim()
      .max(64, { message: "must be at most 64 characters" })
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v?.trim() ? v : null)),
  })
  .strict()
  .openapi("OrganizationInvoiceDetailsUpdate", {
    description:
      "Only the given keys change; null clears one. `tax_id` is checked against the address's country (an EU VAT id must have its country's shape) and needs an address.",
  });

export type InvoiceDetailsUpdateInput = z.infer<typeof InvoiceDetailsUpdate>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The stored details (every key present); unreadable values read as not set. */
export function readInvoiceDetails(text: string | null): InvoiceDetailsValue {
  if (!text) return { ...EMPTY };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { ...EMPTY };
  }
  if (!isRecord(stored)) return { ...EMPTY };
  const address =
    isRecord(stored.address) && typeof stored.address.country === "string" ? stored.address : null;
  return {
    legal_name: typeof stored.legal_name === "string" ? stored.legal_name : null,
    address: address as AddressValue | null,
    tax_id: typeof stored.tax_id === "string" ? stored.tax_id : null,
  };
}

/** The details as the wire shows them. */
export function serializeInvoiceDetails(value: InvoiceDetailsValue) {
  return { legal_name: value.legal_name, address: serializeAddress(value.address), tax_id: value.tax_id };
}

const loc = (key: string) => ["body", "invoice_details", key];

/**
 * `current` with the given keys of `patch` over it (null clears all). The tax id, new or kept,
 * must be one of the address's country: a 422 naming `invoice_details.tax_id` otherwise. A
 * country Kassa knows no tax id format of takes the id as written.
 */
export function mergeInvoiceDetails(
  current: InvoiceDetailsValue,
  patch: InvoiceDetailsUpdateInput | null,
): InvoiceDetailsValue {
  if (patch === null) return { ...EMPTY };
  const next: InvoiceDetailsValue = {
    legal_name: patch.legal_name === undefined ? current.legal_name : patch.legal_name,
    address: patch.address === undefined ? current.address : patch.address,
    tax_id: patch.tax_id === undefined ? current.tax_id : patch.tax_id,
  };
  if (next.tax_id) {
    if (!next.address) {
      throw new RequestValidationError([
        { loc: loc("tax_id"), msg: "A tax id needs the address (its country)", input: next.tax_id },
      ]);
    }
    const parsed = parseTaxId(next.tax_id, next.address.country);
    if (parsed) next.tax_id = parsed[0];
    else if (taxIdSupported(next.address.country)) {
      throw new RequestValidationError([
        {
          loc: loc("tax_id"),
          msg: `Not a valid tax id of ${next.address.country}`,
          input: patch.tax_id ?? next.tax_id,
        },
      ]);
    }
  }
  return next;
}
