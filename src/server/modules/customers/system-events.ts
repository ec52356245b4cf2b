import type { Executor } from "../../db/types.js";
import { serializeAddress } from "./address.js";
import type { CustomerRow, NewCustomerRow } from "./repository.js";

/** Polar's `CustomerUpdatedFields`: the fields an update changed, with their new values. */
export interface CustomerUpdatedFields {
  name?: string | null;
  billing_name?: string | null;
  email?: string | null;
  billing_address?: ReturnType<typeof serializeAddress>;
  tax_id?: string | null;
  metadata?: Record<string, string | number | boolean> | null;
}

interface CustomerMetadata {
  customer_id: string;
  customer_email: string | null;
  customer_name: string | null;
  customer_external_id: string | null;
}

/** A `customer.*` system event (Polar: `customer.created`, `.updated`, `.deleted`). */
export type CustomerSystemEvent = {
  customerId: string;
  externalCustomerId: string | null;
  timestamp: Date;
} & (
  | { name: "customer.created" | "customer.deleted"; metadata: CustomerMetadata }
  | { name: "customer.updated"; metadata: CustomerMetadata & { updated_fields: CustomerUpdatedFields } }
);

/**
 * The port to the events module, which depends on customers (events embed their customer): it
 * records system events in the caller's transaction. `wirePorts` (src/server/ports.ts) plugs in
 * the events service.
 */
export type CustomerEventRecorder = (
  tx: Executor,
  organizationId: string,
  events: CustomerSystemEvent[],
) => Promise<void>;

let recorder: CustomerEventRecorder | null = null;

export function setCustomerEventRecorder(impl: CustomerEventRecorder): void {
  recorder = impl;
}

/** The fields of a customer patch Polar reports in `updated_fields`. */
export function updatedFields(patch: Partial<NewCustomerRow>): CustomerUpdatedFields {
  const fields: CustomerUpdatedFields = {};
  if (patch.name !== undefined) fields.name = patch.name;
  if (patch.billingName !== undefined) fields.billing_name = patch.billingName;
  if (patch.email !== undefined) fields.email = patch.email;
  if (patch.billingAddress !== undefined) fields.billing_address = serializeAddress(patch.billingAddress);
  if (patch.taxId !== undefined) fields.tax_id = patch.taxId ? patch.taxId[0] : null;
  if (patch.metadata !== undefined) fields.metadata = patch.metadata;
  return fields;
}

/** What a customer change records as a system event (see `recordCustomerSystemEvent`). */
export type CustomerChange =
  | { name: "customer.created" | "customer.deleted"; externalId?: string | null }
  | {
      name: "customer.updated";
      fields: CustomerUpdatedFields;
    };

/**
 * Records Polar's `customer.<change>` system event of `row` (as it is after the change) in the
 * caller's transaction. `externalId` is the external id to report when the change cleared it
 * (a deletion frees it).
 */
export async function recordCustomerSystemEvent(
  tx: Executor,
  now: Date,
  row: CustomerRow,
  change: CustomerChange,
): Promise<void> {
  if (!recorder)
    throw new Error("customers: the event recorder port is not wired (wirePorts in src/server/ports.ts)");
  await recorder(tx, row.organizationId, [customerSystemEvent(now, row, change)]);
}

/** The system event `recordCustomerSystemEvent` records, for a caller that records it with its own writes. */
export function customerSystemEvent(
  now: Date,
  row: CustomerRow,
  change: CustomerChange,
): CustomerSystemEvent {
  const externalId =
    "externalId" in change && change.externalId !== undefined ? change.externalId : row.externalId;
  const metadata: CustomerMetadata = {
    customer_id: row.id,
    customer_email: row.email,
    customer_name: row.name,
    customer_external_id: externalId,
  };
  const base = { customerId: row.id, externalCustomerId: externalId, timestamp: now };
  return change.name === "customer.updated"
    ? { ...base, name: change.name, metadata: { ...metadata, updated_fields: change.fields } }
    : { ...base, name: change.name, metadata };
}
