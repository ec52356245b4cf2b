import { and, asc, count, eq, gt, ilike, inArray, isNotNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { type CheckoutStatus, checkout } from "../../db/schema/checkouts.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CheckoutSort } from "./schemas.js";

export type CheckoutRow = typeof checkout.$inferSelect;
export type NewCheckoutRow = typeof checkout.$inferInsert;

/** Statuses a customer can still change and confirm (a failed payment can be retried). */
export const MUTABLE: CheckoutStatus[] = ["open", "failed"];

const own = (organizationId: string) => inOrganization(checkout, organizationId);

export async function insertCheckout(db: Executor, row: NewCheckoutRow): Promise<CheckoutRow> {
  const [saved] = await db.insert(checkout).values(row).returning();
  return saved!;
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
  const query = db.select().from(checkout).where(eq(checkout.clientSecret, clientSecret));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

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
 * Confirmation's claim: one UPDATE moves an open (or failed) checkout that has not expired to
 * `confirmed` and counts the attempt. Concurrent confirmations queue on the row lock and, once
 * the winner commits, find the status changed: exactly one gets the row back.
 */
export async function claimForConfirmation(
  db: Executor,
  clientSecret: string,
  now: Date,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkout)
    .set({ status: "confirmed", paymentAttempts: sql`${checkout.paymentAttempts} + 1`, modifiedAt: now })
    .where(
      and(
        eq(checkout.clientSecret, clientSecret),
        inArray(checkout.status, MUTABLE),
        sql`${checkout.expiresAt} > ${now}`,
      ),
    )
    .returning();
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
export async function settleConfirmedAttempt(
  db: Executor,
  organizationId: string,
  id: string,
  attempt: number,
  patch: Partial<NewCheckoutRow>,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkout)
    .set(patch)
    .where(
      inOrganization(
        checkout,
        organizationId,
        eq(checkout.id, id),
        eq(checkout.status, "confirmed"),
        eq(checkout.paymentAttempts, attempt),
      ),
    )
    .returning();
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
