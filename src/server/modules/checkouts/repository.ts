import { and, asc, count, eq, gt, ilike, inArray, isNotNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { insertRowsSql } from "../../db/json-insert.js";
import { type CheckoutStatus, checkout } from "../../db/schema/checkouts.js";
import { slot, statement } from "../../db/statement.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CheckoutSort } from "./schemas.js";

export type CheckoutRow = typeof checkout.$inferSelect;
export type NewCheckoutRow = typeof checkout.$inferInsert;

/** Statuses a customer can still change and confirm (a failed payment can be retried). */
export const MUTABLE: CheckoutStatus[] = ["open", "failed"];

const own = (organizationId: string) => inOrganization(checkout, organizationId);

/**
 * The INSERT of a new checkout as SQL, for a statement that writes it together with other rows
 * (`recordEvents`' writes: the checkout with its `checkout.created` and expiry job).
 */
export function insertCheckoutSql(db: Executor, row: NewCheckoutRow): SQL {
  return insertRowsSql(db, checkout, [row]);
}

export async function findCheckout(
  db: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<CheckoutRow | undefined> {
  const query = db
    .select()
    .from(checkout)
    .where(and(own(organizationId), eq(checkout.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/** A checkout by its client secret (the public handle): unscoped, the secret is the credential. */
export async function findCheckoutBySecret(
  db: Executor,
  clientSecret: string,
  opts: { forUpdate?: boolean } = {},
): Promise<CheckoutRow | undefined> {
  if (!opts.forUpdate) {
    const [row] = await bySecret(db, { clientSecret });
    return row;
  }
  const [row] = await db.select().from(checkout).where(eq(checkout.clientSecret, clientSecret)).for("update");
  return row;
}

/** A checkout by client secret: read by the hosted page and by each confirmation, built once. */
const bySecret = statement("checkout_by_secret", (db) =>
  db
    .select()
    .from(checkout)
    .where(eq(checkout.clientSecret, slot("clientSecret"))),
);

/** What the hosted checkout page's framing policy needs, by client secret (one unique-index read). */
export async function findCheckoutEmbedding(
  db: Executor,
  clientSecret: string,
): Promise<Pick<CheckoutRow, "embedOrigin" | "status" | "expiresAt"> | undefined> {
  const [row] = await db
    .select({ embedOrigin: checkout.embedOrigin, status: checkout.status, expiresAt: checkout.expiresAt })
    .from(checkout)
    .where(eq(checkout.clientSecret, clientSecret));
  return row;
}

export async function updateCheckoutRow(
  db: Executor,
  id: string,
  patch: Partial<NewCheckoutRow>,
): Promise<CheckoutRow> {
  const [row] = await db.update(checkout).set(patch).where(eq(checkout.id, id)).returning();
  return row!;
}

/**
 * `updateCheckoutRow` as SQL, for a statement that writes it with other rows (`recordEvents`'
 * writes); `withPatch` gives the row it leaves.
 */
export function updateCheckoutSql(db: Executor, id: string, patch: Partial<NewCheckoutRow>): SQL {
  return db.update(checkout).set(patch).where(eq(checkout.id, id)).getSQL();
}

/** The row `updateCheckoutSql(…, patch)` leaves, from the row locked before it: undefined values change nothing. */
export function withPatch(row: CheckoutRow, patch: Partial<NewCheckoutRow>): CheckoutRow {
  const next: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) next[key] = value;
  return next as CheckoutRow;
}

/**
 * Confirmation's claim: one UPDATE moves an open (or failed) checkout that has not expired to
 * `confirmed` and counts the attempt. Concurrent confirmations queue on the row lock and, once
 * the winner commits, find the status changed: exactly one gets the row back.
 */
const claim = statement("checkout_claim", (db) =>
  db
    .update(checkout)
    .set({
      status: "confirmed",
      paymentAttempts: sql`${checkout.paymentAttempts} + 1`,
      modifiedAt: slot("now"),
    })
    .where(
      and(
        eq(checkout.clientSecret, slot("clientSecret")),
        inArray(checkout.status, MUTABLE),
        gt(checkout.expiresAt, slot("now")),
      ),
    )
    .returning(),
);

export async function claimForConfirmation(
  db: Executor,
  clientSecret: string,
  now: Date,
): Promise<CheckoutRow | undefined> {
  const [row] = await claim(db, { clientSecret, now });
  return row;
}

/**
 * Locks a confirmed checkout for the end of one payment attempt (success or decline). Undefined
 * when the attempt was already settled (by the confirm request or the reconcile job).
 */
export async function lockConfirmedAttempt(
  db: Executor,
  organizationId: string,
  id: string,
  attempt: number,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkout)
    .where(
      inOrganization(
        checkout,
        organizationId,
        eq(checkout.id, id),
        eq(checkout.status, "confirmed"),
        eq(checkout.paymentAttempts, attempt),
      ),
    )
    .for("update");
  return row;
}

/**
 * Ends one payment attempt of a confirmed checkout with `patch` (its row locked until the
 * transaction ends); undefined when the attempt was already settled (by the confirm request or
 * the reconcile job). The UPDATE is the lock: a concurrent settlement waits, then finds the
 * status changed.
 */
const settle = statement("checkout_settle", (db) =>
  db
    .update(checkout)
    .set({
      status: slot("status"),
      orderId: slot("orderId"),
      chargeRef: slot("chargeRef"),
      paymentError: slot("paymentError"),
      modifiedAt: slot("modifiedAt"),
    })
    .where(
      inOrganization(
        checkout,
        slot("organizationId"),
        eq(checkout.id, slot("id")),
        eq(checkout.status, "confirmed"),
        eq(checkout.paymentAttempts, slot("attempt")),
      ),
    )
    .returning(),
);

export async function settleConfirmedAttempt(
  db: Executor,
  organizationId: string,
  id: string,
  attempt: number,
  patch: Pick<CheckoutRow, "status" | "orderId" | "chargeRef" | "paymentError" | "modifiedAt">,
): Promise<CheckoutRow | undefined> {
  const [row] = await settle(db, { organizationId, id, attempt, ...patch });
  return row;
}

/** Moves a checkout that is still open (or failed) past its expiry to `expired`; undefined otherwise. */
export async function expireCheckout(db: Executor, id: string, now: Date): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkout)
    .set({ status: "expired", modifiedAt: now })
    .where(and(eq(checkout.id, id), inArray(checkout.status, MUTABLE), lte(checkout.expiresAt, now)))
    .returning();
  return row;
}

/** Ids of checkouts due to expire (for the sweep that backs up the per-checkout expiry jobs). */
export async function dueForExpiry(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: checkout.id })
    .from(checkout)
    .where(and(inArray(checkout.status, MUTABLE), lte(checkout.expiresAt, now)))
    .orderBy(asc(checkout.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Confirmed checkouts whose confirmation committed before `before` (their confirm request has had
 * its time; the start-up recovery pass settles them). Across organizations, like `dueForExpiry`;
 * reads `checkout_status_expires_idx` by its status prefix.
 */
export async function staleConfirmations(
  db: Executor,
  before: Date,
  limit: number,
): Promise<{ organizationId: string; id: string; attempt: number }[]> {
  return db
    .select({ organizationId: checkout.organizationId, id: checkout.id, attempt: checkout.paymentAttempts })
    .from(checkout)
    .where(and(eq(checkout.status, "confirmed"), lte(checkout.modifiedAt, before)))
    .orderBy(asc(checkout.modifiedAt))
    .limit(limit);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS: Record<CheckoutSort, SQL> = {
  created_at: sql`${checkout.createdAt}`,
  expires_at: sql`${checkout.expiresAt}`,
  status: sql`${checkout.status}`,
  amount: sql`${checkout.totalAmount}`,
};

export interface CheckoutFilters {
  productIds?: string[] | undefined;
  customerIds?: string[] | undefined;
  externalCustomerIds?: string[] | undefined;
  statuses?: CheckoutStatus[] | undefined;
  query?: string | undefined;
  none?: boolean;
}

function filterWhere(organizationId: string, filters: CheckoutFilters): SQL | undefined {
  return and(
    own(organizationId),
    filters.none ? sql`false` : undefined,
    filters.productIds?.length ? inArray(checkout.productId, filters.productIds) : undefined,
    filters.customerIds?.length ? inArray(checkout.customerId, filters.customerIds) : undefined,
    filters.externalCustomerIds?.length
      ? inArray(checkout.externalCustomerId, filters.externalCustomerIds)
      : undefined,
    filters.statuses?.length ? inArray(checkout.status, filters.statuses) : undefined,
    filters.query ? ilike(checkout.customerEmail, `%${escapeLike(filters.query)}%`) : undefined,
  );
}

export async function listCheckouts(
  db: Executor,
  organizationId: string,
  filters: CheckoutFilters,
  opts: { offset: number; limit: number; sort: { property: CheckoutSort; descending: boolean }[] },
): Promise<{ rows: CheckoutRow[]; total: number }> {
  const where = filterWhere(organizationId, filters);
  const rows = await db
    .select()
    .from(checkout)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) =>
        s.descending ? sql`${SORT_COLUMNS[s.property]} desc` : sql`${SORT_COLUMNS[s.property]} asc`,
      ),
      asc(checkout.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(checkout).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One batch of the checkouts matching `filters`, oldest first, after the cursor `(createdAt, id)` (the export). */
export function checkoutsAfter(
  db: Executor,
  organizationId: string,
  filters: CheckoutFilters,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkout)
    .where(
      and(
        filterWhere(organizationId, filters),
        after
          ? or(
              gt(checkout.createdAt, after.createdAt),
              and(eq(checkout.createdAt, after.createdAt), gt(checkout.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(checkout.createdAt), asc(checkout.id))
    .limit(limit);
}

/**
 * The products of the customer's other checkouts being paid right now (confirmed, not yet
 * settled): the subscribe guard refuses a second recurring one.
 */
export async function confirmedProductIdsOfCustomer(
  db: Executor,
  organizationId: string,
  customerId: string,
  exceptCheckoutId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: checkout.productId })
    .from(checkout)
    .where(
      and(
        own(organizationId),
        eq(checkout.customerId, customerId),
        eq(checkout.status, "confirmed"),
        ne(checkout.id, exceptCheckoutId),
        isNotNull(checkout.productId),
      ),
    );
  return rows.flatMap((r) => (r.productId ? [r.productId] : []));
}
