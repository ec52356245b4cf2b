import { addressLines } from "../../../shared/address-format";
import type { Customer } from "./types";

/** The editable profile of a customer, as the form holds it (text inputs). */
export interface CustomerDraft {
  name: string;
  email: string;
  externalId: string;
}

export function fromCustomer(c: Customer): CustomerDraft {
  return { name: c.name ?? "", email: c.email, externalId: c.external_id ?? "" };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The PATCH body for what changed (an empty name clears it; the external id is only sent while
 * the customer has none, since it can be set once), or the field errors found before sending.
 */
export function toUpdate(
  c: Customer,
  d: CustomerDraft,
): { body: Record<string, string | null>; errors: Record<string, string> } {
  const body: Record<string, string | null> = {};
  const errors: Record<string, string> = {};
  const name = d.name.trim();
  if (name !== (c.name ?? "")) body.name = name === "" ? null : name;
  const email = d.email.trim();
  if (!EMAIL.test(email)) errors.email = "Enter a valid email address.";
  else if (email !== c.email) body.email = email;
  const externalId = d.externalId.trim();
  if (c.external_id === null && externalId !== "") body.external_id = externalId;
  return { body, errors };
}

/** What a list shows as the customer's title: the name, else the email. */
export function customerTitle(c: Pick<Customer, "name" | "email">): string {
  return c.name?.trim() ? c.name : c.email;
}

/** An address on one line: "1 Main St, Albany, NY 12207, US". */
export function formatAddress(a: Customer["billing_address"]): string {
  const lines = a ? addressLines(a) : [];
  return lines.length ? lines.join(", ") : "—";
}
