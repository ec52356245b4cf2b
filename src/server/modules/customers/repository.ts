import { and, asc, count, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { countFromDeltas } from "../../db/delta-counter.js";
import { insertRows } from "../../db/json-insert.js";
import { runNamed } from "../../db/named.js";
import { totalFromPage } from "../../db/page-total.js";
import { customer, customerCount, customerPaymentMethod } from "../../db/schema/customers.js";
import { slot, statement } from "../../db/statement.js";
import { containsText } from "../../db/substring-search.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";
import { customerHoldings } from "./holdings.js";
import type { CustomerSort } from "./schemas.js";

export type CustomerRow = typeof customer.$inferSelect;
export type NewCustomerRow = typeof customer.$inferInsert;

const ofOrg = (organizationId: string) => inOrganization(customer, organizationId);
const live = (organizationId: string) => and(ofOrg(organizationId), isNull(customer.deletedAt));

export async function insertCustomer(db: Executor, row: NewCustomerRow): Promise<CustomerRow> {
  const [saved] = await db.insert(customer).values(row).returning();
  return saved!;
}

/**
 * Inserts the customer unless it would break a unique index (same email among live customers,
 * same external id): then nothing is written and the result is undefined. Safe inside a
 * transaction that must not abort (a concurrent insert of the same email waits, then yields).
 */
export async function insertCustomerIfAbsent(
  db: Executor,
  row: NewCustomerRow,
): Promise<CustomerRow | undefined> {
  // The row as one json parameter (`insertRows`): Drizzle builds one parameter, not one per column.
  // Named: the text is the same for every customer (a checkout's new buyer is a hot path).
  const [saved] = await runNamed(
    "k_customer_insert",
    insertRows(db, customer, [row]).onConflictDoNothing().returning(),
  );
  return saved;
}

type FindOpts = { includeDeleted?: boolean; forUpdate?: boolean };

async function findOne(db: Executor, where: SQL | undefined, forUpdate?: boolean) {
  const query = db.select().from(customer).where(where).limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export function findCustomer(db: Executor, organizationId: string, id: string, opts: FindOpts = {}) {
  const scope = opts.includeDeleted ? ofOrg(organizationId) : live(organizationId);
  return findOne(db, and(scope, eq(customer.id, id)), opts.forUpdate);
}

export function findCustomerByExternalId(
  db: Executor,
  organizationId: string,
  externalId: string,
  opts: FindOpts = {},
) {
  const scope = opts.includeDeleted ? ofOrg(organizationId) : live(organizationId);
  return findOne(db, and(scope, eq(customer.externalId, externalId)), opts.forUpdate);
}

const liveByEmailLocked = statement("customer_by_email_for_update", (db) =>
  db
    .select()
    .from(customer)
    .where(and(live(slot("organizationId")), sql`lower(${customer.email}) = lower(${slot("email")})`))
    .limit(1)
    .for("update"),
);

/** The live customer with this email, ignoring case (optionally another than `exceptId`). */
export async function findCustomerByEmail(
  db: Executor,
  organizationId: string,
  email: string,
  opts: { forUpdate?: boolean; exceptId?: string } = {},
) {
  if (opts.forUpdate && !opts.exceptId) {
    // The checkout's customer lookup (a hot path): built once per process.
    const [row] = await liveByEmailLocked(db, { organizationId, email });
    return row;
  }
  return findOne(
    db,
    and(
      live(organizationId),
      sql`lower(${customer.email}) = lower(${email})`,
      opts.exceptId ? ne(customer.id, opts.exceptId) : undefined,
    ),
    opts.forUpdate,
  );
}

/** Live customers of the organization holding these external ids. */
export async function findLiveCustomersByExternalIds(
  db: Executor,
  organizationId: string,
  externalIds: string[],
) {
  if (externalIds.length === 0) return [];
  return db
    .select()
    .from(customer)
    .where(and(live(organizationId), inArray(customer.externalId, externalIds)));
}

/**
 * Id, external id and deletion time of the organization's customers among `ids` (deleted ones
 * included), and of the live customers holding `externalIds`: one index read, no full rows.
 */
export async function findCustomerRefs(
  db: Executor,
  organizationId: string,
  ids: string[],
  externalIds: string[],
) {
  if (ids.length === 0 && externalIds.length === 0) return [];
  return db
    .select({ id: customer.id, externalId: customer.externalId, deletedAt: customer.deletedAt })
    .from(customer)
    .where(
      and(
        ofOrg(organizationId),
        or(
          ids.length ? anyOf(customer.id, ids) : undefined,
          externalIds.length
            ? and(isNull(customer.deletedAt), inArray(customer.externalId, externalIds))
            : undefined,
        ),
      ),
    );
}

/** Customers of the organization among `ids`, deleted ones included (orders keep showing them). */
export async function findCustomersByIds(db: Executor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customer)
    .where(and(ofOrg(organizationId), anyOf(customer.id, ids)));
}

export async function updateCustomerRow(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewCustomerRow>,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customer)
    .set(patch)
    .where(and(live(organizationId), eq(customer.id, id)))
    .returning();
  return row;
}

/** Whether the customer has a trialing, active or past_due subscription. */
function hasActiveSubscription(): SQL {
  return customerHoldings().hasActiveSubscription(customer.id);
}

export interface CustomerFilters {
  email?: string | undefined;
  query?: string | undefined;
  active?: boolean | undefined;
  metadata: Record<string, string[]>;
  /** The caller filtered on other organizations only: nothing matches. */
  none?: boolean;
}

function filterWhere(organizationId: string, f: CustomerFilters) {
  const text = f.query || null;
  return and(
    live(organizationId),
    f.none ? sql`false` : undefined,
    f.email !== undefined ? sql`lower(${customer.email}) = lower(${f.email})` : undefined,
    text
      ? or(
          containsText(customer.email, text),
          containsText(customer.name, text),
          containsText(customer.billingName, text),
          containsText(customer.externalId, text),
        )
      : undefined,
    f.active === undefined
      ? undefined
      : f.active
        ? hasActiveSubscription()
        : sql`not ${hasActiveSubscription()}`,
    metadataWhere(customer.metadata, f.metadata),
  );
}

const SORT_COLUMNS: Record<CustomerSort, SQL> = {
  created_at: sql`${customer.createdAt}`,
  email: sql`lower(${customer.email})`,
  name: sql`lower(${customer.name})`,
};

export async function listCustomers(
  db: Executor,
  organizationId: string,
  filters: CustomerFilters,
  opts: { offset: number; limit: number; sort: { property: CustomerSort; descending: boolean }[] },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = filterWhere(organizationId, filters);
  const rows = await db
    .select()
    .from(customer)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => {
        const column = SORT_COLUMNS[s.property];
        return s.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      }),
      asc(customer.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  if (isUnfiltered(filters)) return { rows, total: await countFromDeltas(db, customerCount, organizationId) };
  const fromPage = totalFromPage(rows.length, opts.offset, opts.limit);
  if (fromPage !== undefined) return { rows, total: fromPage };
  const [total] = await db.select({ n: count() }).from(customer).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** No filter but the organization: the list's count is the maintained counter's. */
function isUnfiltered(f: CustomerFilters): boolean {
  return (
    !f.none &&
    f.email === undefined &&
    !f.query &&
    f.active === undefined &&
    Object.keys(f.metadata).length === 0
  );
}

/** The organization's live customers, from the counter the triggers keep (exact; no row is counted). */
export function liveCustomerCount(db: Executor, organizationId: string): Promise<number> {
  return countFromDeltas(db, customerCount, organizationId);
}

/** One batch of the organization's live customers in id order, after `afterId` (for exports). */
export function customersAfter(db: Executor, organizationId: string, afterId: string | null, limit: number) {
  return db
    .select()
    .from(customer)
    .where(and(live(organizationId), afterId ? gt(customer.id, afterId) : undefined))
    .orderBy(asc(customer.id))
    .limit(limit);
}

/** Locks the customer's row for the rest of the transaction (serializes a customer's checkouts). */
export async function lockCustomer(db: Executor, organizationId: string, customerId: string): Promise<void> {
  await db
    .select({ id: customer.id })
    .from(customer)
    .where(inOrganization(customer, organizationId, eq(customer.id, customerId)))
    .for("update");
}

export type PaymentMethodRow = typeof customerPaymentMethod.$inferSelect;

/** A saved payment method of the organization by id (deleted ones too: the caller checks). */
export async function findPaymentMethod(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(customerPaymentMethod)
    .where(inOrganization(customerPaymentMethod, organizationId, eq(customerPaymentMethod.id, id)));
  return row;
}

/** The live customers on each of the organization's test clocks, oldest first. */
export async function findLiveCustomersOnClocks(
  db: Executor,
  organizationId: string,
  clockIds: string[],
): Promise<{ id: string; clockId: string | null }[]> {
  if (clockIds.length === 0) return [];
  return db
    .select({ id: customer.id, clockId: customer.testClockId })
    .from(customer)
    .where(
      inOrganization(
        customer,
        organizationId,
        inArray(customer.testClockId, clockIds),
        isNull(customer.deletedAt),
      ),
    )
    .orderBy(asc(customer.createdAt), asc(customer.id));
}

/** Puts the customer on the test clock. */
export async function setCustomerTestClock(
  db: Executor,
  organizationId: string,
  customerId: string,
  clockId: string,
): Promise<void> {
  await db
    .update(customer)
    .set({ testClockId: clockId })
    .where(inOrganization(customer, organizationId, eq(customer.id, customerId)));
}

/** The address and tax id values a customer row stores (the module's other files use these). */
export type { AddressValue, TaxIdValue } from "../../db/schema/customers.js";

/**
 * Records the processor customer of a customer, unless one was recorded meanwhile (then that one
 * is returned). The processor reference is what later off-session charges use.
 */
export async function setProcessorCustomerRef(
  db: Executor,
  organizationId: string,
  customerId: string,
  ref: string,
): Promise<string> {
  const [set] = await db
    .update(customer)
    .set({ processorCustomerRef: ref })
    .where(
      inOrganization(
        customer,
        organizationId,
        eq(customer.id, customerId),
        sql`${customer.processorCustomerRef} is null`,
      ),
    )
    .returning({ ref: customer.processorCustomerRef });
  if (set?.ref) return set.ref;
  const [current] = await db
    .select({ ref: customer.processorCustomerRef })
    .from(customer)
    .where(inOrganization(customer, organizationId, eq(customer.id, customerId)));
  return current?.ref ?? ref;
}

/**
 * Saves a payment method to the customer (once per processor reference) and makes it the
 * customer's default for off-session charges. Returns the saved row's id.
 */
export async function saveCustomerPaymentMethod(
  db: Executor,
  row: typeof customerPaymentMethod.$inferInsert,
): Promise<string> {
  await db.insert(customerPaymentMethod).values(row).onConflictDoNothing();
  const [saved] = await db
    .select({ id: customerPaymentMethod.id })
    .from(customerPaymentMethod)
    .where(
      inOrganization(
        customerPaymentMethod,
        row.organizationId,
        eq(customerPaymentMethod.processor, row.processor),
        eq(customerPaymentMethod.processorRef, row.processorRef),
      ),
    );
  await db
    .update(customer)
    .set({ defaultPaymentMethodId: saved!.id })
    .where(inOrganization(customer, row.organizationId, eq(customer.id, row.customerId)));
  return saved!.id;
}

/** Ids of the organization's customers holding these external ids, deleted ones included. */
export async function findCustomerIdsByExternalIds(
  db: Executor,
  organizationId: string,
  externalIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: customer.id })
    .from(customer)
    .where(inOrganization(customer, organizationId, inArray(customer.externalId, externalIds)));
  return rows.map((row) => row.id);
}
