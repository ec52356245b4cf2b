import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.js";
import { AppError, RequestValidationError } from "../../http/errors.js";
import type { Metadata } from "../../http/v1/metadata.js";
import type { JobToQueue } from "../../jobs/queue.js";
import { type PendingEvent, recordEvent } from "../webhooks/service.js";
import { externalIdAttributionJob, queueExternalIdAttribution } from "./external-id-job.js";
import { newCustomerRow } from "./new-customer.js";
import { insertCustomerIfAbsentSql } from "./new-customer-repository.js";
import type { AddressValue, TaxIdValue } from "./repository.js";
import {
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  findCustomerByExternalId,
  insertCustomerIfAbsent,
  type NewCustomerRow,
  updateCustomerRow,
} from "./repository.js";
import { serializeCustomer } from "./serialize.js";
import {
  type CustomerChange,
  type CustomerSystemEvent,
  customerSystemEvent,
  recordCustomerSystemEvent,
  updatedFields,
} from "./system-events.js";

/** What a succeeded checkout knows about its customer. */
export interface CheckoutCustomerInput {
  customerId: string | null;
  externalId: string | null;
  email: string;
  name: string | null;
  billingName: string | null;
  billingAddress: AddressValue | null;
  taxId: TaxIdValue | null;
  metadata: Metadata;
  locale: string | null;
}

/**
 * What resolving a checkout's customer records (`customer.created` or `customer.updated`, its
 * system event, the external id's attribution job), when the caller records it with its own
 * writes of the same transaction in one statement instead (the checkout's confirmation).
 */
export interface CustomerChangeWrites {
  events: PendingEvent[];
  systemEvents: CustomerSystemEvent[];
  jobs: JobToQueue[];
}

/** Records a customer change's event, system event and attribution job now, or hands them to `collect`. */
async function recordChange(
  tx: Executor,
  now: Date,
  row: CustomerRow,
  change: CustomerChange & { name: "customer.created" | "customer.updated" },
  collect: CustomerChangeWrites | undefined,
): Promise<void> {
  if (collect) return collectChange(now, row, change, collect);
  await recordEvent(tx, now, row.organizationId, change.name, serializeCustomer(row));
  await recordCustomerSystemEvent(tx, now, row, change);
  await queueExternalIdAttribution(tx, now, row);
}

/** Hands a customer change's event, system event and attribution job to `collect`. */
function collectChange(
  now: Date,
  row: CustomerRow,
  change: CustomerChange & { name: "customer.created" | "customer.updated" },
  collect: CustomerChangeWrites,
): void {
  collect.events.push({ type: change.name, data: serializeCustomer(row) });
  collect.systemEvents.push(customerSystemEvent(now, row, change));
  const job = externalIdAttributionJob(row);
  if (job) collect.jobs.push(job);
}

/** The new customer a checkout's buyer becomes (with the processor customer made for them, if any). */
function newBuyerRow(
  organizationId: string,
  now: Date,
  input: CheckoutCustomerInput,
  externalId: string | null,
  processorCustomerRef: string | undefined,
): NewCustomerRow {
  return {
    ...newCustomerRow(organizationId, now, {
      email: input.email,
      name: input.name,
      externalId,
      billingName: input.billingName,
      billingAddress: input.billingAddress,
      taxId: input.taxId,
      locale: input.locale,
      metadata: input.metadata,
    }),
    processorCustomerRef: processorCustomerRef ?? null,
  };
}

// Used by checkouts (a confirmation in one statement)
/**
 * A checkout's new buyer, found by email only, as a write for a statement of the caller's: the
 * customer row as the insert stores it, the insert (it returns the customer's id, or no row when
 * the email's unique index turns it away because the customer exists) and what creating it
 * records, in `collect`. Null when the checkout names a customer or an external id (those are
 * looked up first, `resolveCheckoutCustomerMatch`).
 */
export function newCheckoutCustomerWrite(
  ex: Executor,
  now: Date,
  organizationId: string,
  input: CheckoutCustomerInput,
  collect: CustomerChangeWrites,
  processorCustomerRef?: string,
): { customer: CustomerRow; write: SQL } | null {
  if (input.customerId || input.externalId) return null;
  const row = newBuyerRow(organizationId, now, input, null, processorCustomerRef);
  const { stored, write } = insertCustomerIfAbsentSql(ex, row);
  if (!stored) return null;
  collectChange(now, stored, { name: "customer.created" }, collect);
  return { customer: stored, write };
}

/** JSON with every object's keys in order: jsonb gives an address back with its keys reordered. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Whether any customer of the organization, deleted ones included, holds this external id. */
async function externalIdHeld(tx: Executor, organizationId: string, externalId: string) {
  return (
    (await findCustomerByExternalId(tx, organizationId, externalId, { includeDeleted: true })) !== undefined
  );
}

/**
 * How a checkout found its customer: by the customer id or external id it carries (named by the
 * seller), by the email the buyer typed, or created for this checkout.
 */
export type CheckoutCustomerMatch = "customer_id" | "external_id" | "email" | "created";

/** The live customer the checkout is for, locked: by id, else external id, else email. */
async function findExisting(
  tx: Executor,
  organizationId: string,
  input: CheckoutCustomerInput,
): Promise<{ row: CustomerRow; match: CheckoutCustomerMatch } | undefined> {
  if (input.customerId) {
    const row = await findCustomer(tx, organizationId, input.customerId, { forUpdate: true });
    if (!row) {
      throw new RequestValidationError([
        { loc: ["body", "customer_id"], msg: "Customer does not exist.", input: input.customerId },
      ]);
    }
    return { row, match: "customer_id" };
  }
  if (input.externalId) {
    const row = await findCustomerByExternalId(tx, organizationId, input.externalId, { forUpdate: true });
    if (row) return { row, match: "external_id" };
  }
  const row = await findCustomerByEmail(tx, organizationId, input.email, { forUpdate: true });
  return row ? { row, match: "email" } : undefined;
}

/**
 * Brings a found customer up to date with the checkout: name, billing name, address, tax id and
 * locale when given and different, metadata merged (checkout keys win), and the external id when
 * the customer has none yet and no other customer holds it. Records `customer.updated` only when
 * something changed.
 */
async function applyCheckoutDetails(
  tx: Executor,
  now: Date,
  row: CustomerRow,
  input: CheckoutCustomerInput,
  collect?: CustomerChangeWrites,
): Promise<CustomerRow> {
  const patch: Partial<NewCustomerRow> = {};
  if (input.name && input.name !== row.name) patch.name = input.name;
  if (input.billingName && input.billingName !== row.billingName) patch.billingName = input.billingName;
  if (input.billingAddress && !same(input.billingAddress, row.billingAddress))
    patch.billingAddress = input.billingAddress;
  if (input.taxId && !same(input.taxId, row.taxId)) patch.taxId = input.taxId;
  if (input.locale && input.locale !== row.locale) patch.locale = input.locale;
  const metadata = { ...row.metadata, ...input.metadata };
  if (!same(metadata, row.metadata)) patch.metadata = metadata;
  if (
    input.externalId &&
    row.externalId === null &&
    !(await externalIdHeld(tx, row.organizationId, input.externalId))
  ) {
    patch.externalId = input.externalId;
  }
  if (Object.keys(patch).length === 0) return row;
  const updated = await updateCustomerRow(tx, row.organizationId, row.id, { ...patch, modifiedAt: now });
  if (!updated) throw new AppError(409, "CustomerConflict", "The customer changed during the checkout");
  await recordChange(tx, now, updated, { name: "customer.updated", fields: updatedFields(patch) }, collect);
  return updated;
}

/**
 * The customer of a succeeded checkout, in the checkout's transaction: found by `customerId`,
 * else `externalId`, else email (case-insensitive, live customers), and updated with the
 * checkout's details; or created. Creation is race-safe: concurrent checkouts of one new email
 * make one customer (the unique index decides; the others find it). Records `customer.created`
 * or `customer.updated` (only when something changed). `customer.state_changed` is the caller's,
 * once the order and grants exist (`recordCustomerStateChanged`).
 *
 * A customer found by email keeps its own external id when it already has another one
 * (external ids never change). External ids stay reserved by deleted customers, so a new
 * customer whose external id a deleted one holds is created without it.
 */
export async function resolveCheckoutCustomer(
  tx: Executor,
  now: Date,
  organizationId: string,
  input: CheckoutCustomerInput,
): Promise<CustomerRow> {
  return (await resolveCheckoutCustomerMatch(tx, now, organizationId, input)).customer;
}

/** Options of `resolveCheckoutCustomerMatch`. */
export interface ResolveCustomerOptions {
  /** Hand the change's events and jobs to the caller instead of recording them (see `CustomerChangeWrites`). */
  collect?: CustomerChangeWrites;
  /**
   * The processor customer (`cus_…`) a customer created here starts with, made by the caller in
   * the same transaction; a customer found keeps its own.
   */
  processorCustomerRef?: string;
}

/** `resolveCheckoutCustomer`, also telling how the customer was found (or that it was created). */
export async function resolveCheckoutCustomerMatch(
  tx: Executor,
  now: Date,
  organizationId: string,
  input: CheckoutCustomerInput,
  opts: ResolveCustomerOptions = {},
): Promise<{ customer: CustomerRow; match: CheckoutCustomerMatch }> {
  // Found only by email, the customer is new more often than not: the insert comes first, and the
  // email's unique index (live customers, ignoring case) turns it away when one exists, which is
  // then found below as a customer created meanwhile would be. One statement for a new buyer.
  const existing =
    input.customerId || input.externalId ? await findExisting(tx, organizationId, input) : undefined;
  if (existing) {
    return {
      customer: await applyCheckoutDetails(tx, now, existing.row, input, opts.collect),
      match: existing.match,
    };
  }

  let externalId = input.externalId;
  for (let attempt = 0; attempt < 3; attempt++) {
    const created = await insertCustomerIfAbsent(
      tx,
      newBuyerRow(organizationId, now, input, externalId, opts.processorCustomerRef),
    );
    if (created) {
      await recordChange(tx, now, created, { name: "customer.created" }, opts.collect);
      return { customer: created, match: "created" };
    }
    // Another transaction created the customer first (same email or external id): use it.
    const raced = await findExisting(tx, organizationId, { ...input, customerId: null, externalId });
    if (raced) {
      return {
        customer: await applyCheckoutDetails(tx, now, raced.row, input, opts.collect),
        match: raced.match,
      };
    }
    if (externalId && (await externalIdHeld(tx, organizationId, externalId))) externalId = null;
  }
  throw new AppError(409, "CustomerConflict", "The customer could not be created; retry the request");
}
