import type { AnyColumn, SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { takeInvoiceNumber, takeKnownInvoiceNumberSql } from "./invoice-repository.js";
import { invoiceNumberOf } from "./new-customer.js";
import {
  type CustomerFilters,
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  findCustomerByExternalId,
  findCustomerIdsByExternalIds,
  findCustomerRefs,
  findCustomersByIds,
  findLiveCustomersByExternalIds,
  findLiveCustomersOnClocks,
  findPaymentMethod,
  listCustomers,
  lockCustomer,
  type PaymentMethodRow,
  setCustomerTestClock,
  updateCustomerRow,
} from "./repository.js";
import type { CustomerSort } from "./schemas.js";
import { type CustomerWire, serializeCustomer } from "./serialize.js";
import {
  customerEmailOf,
  customerIdsWithEmail,
  customerIdsWithExternalId,
  customerMatching,
  customerNameOf,
} from "./subqueries-repository.js";

export { serializeAddress } from "./address.js";
// Bulk work for a batch of renewals (subscriptions/renewal/batch-*.ts).
export {
  getPaymentMethodRows,
  lockCustomerRows,
  nextInvoiceNumbers,
  recordCustomerStatesChanged,
} from "./bulk.js";
export {
  type CustomerHoldings,
  type CustomerStateSubscription,
  setCustomerHoldings,
} from "./holdings.js";
export type { CustomerRow } from "./repository.js";
export {
  type CheckoutCustomerInput,
  type CheckoutCustomerMatch,
  type CustomerChangeWrites,
  newCheckoutCustomerWrite,
  resolveCheckoutCustomer,
  resolveCheckoutCustomerMatch,
} from "./resolve.js";
export type { CustomerWire } from "./serialize.js";
export { avatarUrl, serializeCustomer } from "./serialize.js";
export { type CustomerStateWire, recordCustomerStateChanged, serializeCustomerState } from "./state.js";
export {
  CUSTOMER_STATE_JOB,
  customerJobs,
  customerStateJob,
  queueCustomerStateChanged,
} from "./state-job.js";
// A page of another module's list carries its customers (one statement).
export { customerRowsFromJson, customerRowsJsonSql } from "./subqueries-repository.js";
export {
  type CustomerEventRecorder,
  type CustomerSystemEvent,
  setCustomerEventRecorder,
} from "./system-events.js";
export { parseTaxId, taxIdSupported } from "./tax-id.js";

/**
 * The organization's customer, or null. Deleted customers are null unless `includeDeleted`
 * (orders and grants keep showing the customer they belong to).
 */
export async function getCustomerRow(
  ex: Executor,
  organizationId: string,
  id: string,
  opts: { includeDeleted?: boolean } = {},
): Promise<CustomerRow | null> {
  return (await findCustomer(ex, organizationId, id, opts)) ?? null;
}

/**
 * The organization's customers among `ids` as wire `Customer`s, by id, deleted ones included
 * (an order or a grant shows its customer even after deletion). Missing ids are absent.
 */
export async function loadCustomersById(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, CustomerWire>> {
  const rows = await findCustomersByIds(ex, organizationId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, serializeCustomer(row)]));
}

/** What an event needs of a customer: its id, external id and whether it was deleted. */
export interface CustomerRef {
  id: string;
  externalId: string | null;
  deletedAt: Date | null;
}

/**
 * The customers an ingest statement refers to by id or by live external id, as a `SELECT` to
 * embed in its `WITH` (see `customerRefsSql`): the lookup travels with the write.
 */
export { customerRefsSql } from "./refs-repository.js";

/**
 * The organization's customers among `ids` (deleted ones included) by id, and the live customers
 * holding `externalIds` by external id, read in one query.
 */
export async function lookupCustomerRefs(
  ex: Executor,
  organizationId: string,
  ids: Iterable<string>,
  externalIds: Iterable<string>,
): Promise<{ byId: Map<string, CustomerRef>; byExternalId: Map<string, CustomerRef> }> {
  const wantedIds = new Set(ids);
  const wantedExternal = new Set(externalIds);
  const rows = await findCustomerRefs(ex, organizationId, [...wantedIds], [...wantedExternal]);
  const byId = new Map<string, CustomerRef>();
  const byExternalId = new Map<string, CustomerRef>();
  for (const row of rows) {
    if (wantedIds.has(row.id)) byId.set(row.id, row);
    if (row.deletedAt === null && row.externalId !== null && wantedExternal.has(row.externalId)) {
      byExternalId.set(row.externalId, row);
    }
  }
  return { byId, byExternalId };
}

/**
 * The organization's live customers holding `externalIds`, as wire `Customer`s by external id
 * (events sent for an external id before its customer existed show the customer once it does).
 */
export async function loadCustomersByExternalId(
  ex: Executor,
  organizationId: string,
  externalIds: string[],
): Promise<Map<string, CustomerWire>> {
  const rows = await findLiveCustomersByExternalIds(ex, organizationId, [...new Set(externalIds)]);
  return new Map(rows.map((row) => [row.externalId!, serializeCustomer(row)]));
}

/** A live customer by id, or a 404. */
export async function requireCustomer(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<CustomerRow> {
  const row = await findCustomer(ex, organizationId, id);
  if (!row) throw new NotFoundError("Customer");
  return row;
}

/** The organization's live customer holding this external id, or null. */
export async function getCustomerRowByExternalId(
  ex: Executor,
  organizationId: string,
  externalId: string,
): Promise<CustomerRow | null> {
  return (await findCustomerByExternalId(ex, organizationId, externalId)) ?? null;
}

/** A live customer by external id, or a 404. */
export async function requireCustomerByExternalId(
  ex: Executor,
  organizationId: string,
  externalId: string,
): Promise<CustomerRow> {
  const row = await findCustomerByExternalId(ex, organizationId, externalId);
  if (!row) throw new NotFoundError("Customer");
  return row;
}

export async function listOrgCustomers(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  page: Page,
  filters: CustomerFilters,
  sort: { property: CustomerSort; descending: boolean }[],
) {
  const { rows, total } = await listCustomers(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: rows.map(serializeCustomer), total };
}

/**
 * The customer's next invoice number, `<invoice_prefix>-<NNNN>` (`K3X9QZ7A-0001`, then
 * `-0002`, …): taken atomically, so concurrent orders of one customer never share a number.
 * Call it in the transaction that creates the order.
 */
export async function nextInvoiceNumber(
  tx: Executor,
  organizationId: string,
  customerId: string,
): Promise<string> {
  return (await takeCustomerInvoiceNumber(tx, organizationId, customerId)).invoiceNumber;
}

/** `nextInvoiceNumber`, with the customer's row as it is now (locked until the transaction ends). */
export async function takeCustomerInvoiceNumber(
  tx: Executor,
  organizationId: string,
  customerId: string,
): Promise<{ invoiceNumber: string; customer: CustomerRow }> {
  const taken = await takeInvoiceNumber(tx, organizationId, customerId);
  if (!taken) throw new NotFoundError("Customer");
  return { invoiceNumber: invoiceNumberOf(taken.prefix, taken.number), customer: taken.row };
}

// Used by checkouts
/**
 * The invoice number `takeCustomerInvoiceNumber` would take from `known` (a customer row read
 * earlier), and the write that takes it for a statement of the caller's: the write takes it only
 * while the row is still as `known` has it, and returns one row then, none otherwise (the caller
 * then takes its number the usual way).
 */
export function takeKnownInvoiceNumber(
  ex: Executor,
  known: CustomerRow,
): { invoiceNumber: string; customer: CustomerRow; write: SQL } {
  return {
    invoiceNumber: invoiceNumberOf(known.invoicePrefix, known.invoiceNextNumber),
    customer: { ...known, invoiceNextNumber: known.invoiceNextNumber + 1 },
    write: takeKnownInvoiceNumberSql(ex, known),
  };
}

// Used by checkouts
/** Locks the customer's row in the caller's transaction (one subscribe decision at a time). */
export function lockCustomerRow(ex: Executor, organizationId: string, customerId: string): Promise<void> {
  return lockCustomer(ex, organizationId, customerId);
}

// Used by test-clocks
export { createCustomer, deleteCustomer } from "./manage.js";

/** The organization's live customer locked FOR UPDATE, or null (attaching it to a test clock). */
export async function lockLiveCustomer(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<CustomerRow | null> {
  return (await findCustomer(ex, organizationId, id, { forUpdate: true })) ?? null;
}

// Used by subscriptions
export type { PaymentMethodRow } from "./repository.js";

/** The organization's live customer by external id locked FOR UPDATE, or null. */
export async function lockLiveCustomerByExternalId(
  ex: Executor,
  organizationId: string,
  externalId: string,
): Promise<CustomerRow | null> {
  return (await findCustomerByExternalId(ex, organizationId, externalId, { forUpdate: true })) ?? null;
}

/** A saved payment method of the organization (deleted ones too: `deletedAt` tells), or null. */
export async function getPaymentMethodRow(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<PaymentMethodRow | null> {
  return (await findPaymentMethod(ex, organizationId, id)) ?? null;
}

/** SQL subquery for another module's query: ids of the organization's customers with this email (deleted too). */
export function customerIdsWithEmailSql(organizationId: string, email: string): SQL {
  return customerIdsWithEmail(organizationId, email);
}

/**
 * SQL condition for another module's search: the customer in column `customerId` is one of the
 * organization's customers whose email or name contains `text` (ignoring case).
 */
export function customerMatchingSql(organizationId: string, customerId: AnyColumn, text: string): SQL {
  return customerMatching(organizationId, customerId, text);
}

/** SQL subquery for another module's query: ids of the organization's customers with these external ids. */
export function customerIdsWithExternalIdSql(organizationId: string, externalIds: string[]): SQL {
  return customerIdsWithExternalId(organizationId, externalIds);
}

/** SQL for another module's sort: the lower-cased email of the customer in column `customerId`. */
export function customerEmailSortSql(organizationId: string, customerId: AnyColumn): SQL {
  return customerEmailOf(organizationId, customerId);
}

/** SQL for another module's sort: the name of the customer in column `customerId`. */
export function customerNameSortSql(organizationId: string, customerId: AnyColumn): SQL {
  return customerNameOf(organizationId, customerId);
}

// Used by test-clocks
/** The ids of the live customers on each of the organization's clocks, oldest first (every clock has an entry). */
export async function customerIdsOnClocks(
  ex: Executor,
  organizationId: string,
  clockIds: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(clockIds.map((id) => [id, []]));
  const rows = await findLiveCustomersOnClocks(ex, organizationId, clockIds);
  for (const row of rows) if (row.clockId && out.has(row.clockId)) out.get(row.clockId)!.push(row.id);
  return out;
}

/** Puts the customer on the test clock (the caller locked the customer). */
export function setCustomerClock(
  ex: Executor,
  organizationId: string,
  customerId: string,
  clockId: string,
): Promise<void> {
  return setCustomerTestClock(ex, organizationId, customerId, clockId);
}

// Used by orders and checkouts
export type { AddressValue, TaxIdValue } from "./repository.js";

// Used by checkouts: the customer's processor customer and saved payment methods.
export { saveCustomerPaymentMethod, setProcessorCustomerRef } from "./repository.js";

// Used by refunds, orders and benefit-grants: `external_customer_id` list filters.
/** Ids of the organization's customers holding these external ids, deleted ones included. */
export function customerIdsByExternalIds(
  ex: Executor,
  organizationId: string,
  externalIds: string[],
): Promise<string[]> {
  return findCustomerIdsByExternalIds(ex, organizationId, externalIds);
}

export { CUSTOMER_EXTERNAL_ID_JOB } from "./external-id-job.js";

/** The live customers holding these external ids, by external id. */
export async function customerIdsByExternalId(
  ex: Executor,
  organizationId: string,
  externalIds: string[],
): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await findCustomerRefs(ex, organizationId, [], externalIds);
  return new Map(rows.map((r) => [r.externalId!, r.id]));
}

/** The organization's live customer with this email (ignoring case), or null. */
export async function findLiveCustomerByEmail(
  ex: Executor,
  organizationId: string,
  email: string,
): Promise<CustomerRow | null> {
  return (await findCustomerByEmail(ex, organizationId, email)) ?? null;
}

/** Records that the customer proved they own their email (a portal sign-in code reached them). */
export async function markCustomerEmailVerified(
  ex: Executor,
  organizationId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await updateCustomerRow(ex, organizationId, customerId, { emailVerified: true, modifiedAt: now });
}

// Used by customer-portal: billing details, a verified email change and saved payment methods.
export {
  type CustomerBillingInput,
  changeVerifiedEmail,
  deletePaymentMethodOf,
  emailHeldByAnotherCustomer,
  getLivePaymentMethod,
  listPaymentMethodsOf,
  lockPortalCustomer,
  savePaymentMethodOf,
  setDefaultPaymentMethod,
  updateCustomerBilling,
} from "./portal.js";
