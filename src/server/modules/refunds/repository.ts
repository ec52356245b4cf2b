import { asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { refund } from "../../db/schema/refunds.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type RefundRow = typeof refund.$inferSelect;
export type RefundStatus = RefundRow["status"];
export type RefundSortKey = "created_at" | "amount";

export async function insertRefund(db: Executor, row: typeof refund.$inferInsert): Promise<RefundRow> {
  const [saved] = await db.insert(refund).values(row).returning();
  return saved!;
}

export async function findRefund(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refund)
    .where(inOrganization(refund, organizationId, eq(refund.id, id)));
  return row;
}

/**
 * Moves a pending refund to its outcome, once: the UPDATE only matches while the refund is
 * pending, so of two concurrent settlements (the request and the recovery job) one wins.
 */
export async function settlePendingRefund(
  db: Executor,
  organizationId: string,
  id: string,
  patch: { status: "succeeded" | "failed"; processorRef: string | null; modifiedAt: Date },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refund)
    .set(patch)
    .where(inOrganization(refund, organizationId, eq(refund.id, id), eq(refund.status, "pending")))
    .returning();
  return row;
}

/** What the order's refunds hold: pending ones reserve their amount until they settle. */
export async function reservedOnOrder(
  db: Executor,
  organizationId: string,
  orderId: string,
): Promise<{ amount: number; tax: number }> {
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${refund.amount}), 0)`,
      tax: sql<string>`coalesce(sum(${refund.taxAmount}), 0)`,
    })
    .from(refund)
    .where(
      inOrganization(
        refund,
        organizationId,
        eq(refund.orderId, orderId),
        inArray(refund.status, ["pending", "succeeded"]),
      ),
    );
  return { amount: Number(row?.amount ?? 0), tax: Number(row?.tax ?? 0) };
}

/** The order's refunds, oldest first (the invoice lists the succeeded ones). */
export async function refundsOfOrder(
  db: Executor,
  organizationId: string,
  orderId: string,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refund)
    .where(inOrganization(refund, organizationId, eq(refund.orderId, orderId)))
    .orderBy(asc(refund.createdAt), asc(refund.id));
}

export interface RefundFilters {
  id?: string[] | undefined;
  orderId?: string[] | undefined;
  subscriptionId?: string[] | undefined;
  customerId?: string[] | undefined;
  externalCustomerId?: string[] | undefined;
  succeeded?: boolean | undefined;
  none?: boolean;
}

/** The filters as the query applies them: external customer ids resolved to customer ids. */
export type RefundListFilters = Omit<RefundFilters, "externalCustomerId"> & {
  customersOfExternalIds?: string[] | undefined;
};

const SORT_COLUMNS: Record<RefundSortKey, SQL | typeof refund.createdAt> = {
  created_at: refund.createdAt,
  amount: sql`${refund.amount}`,
};

export async function listRefunds(
  db: Executor,
  organizationId: string,
  f: RefundListFilters,
  opts: { offset: number; limit: number; sort: { property: RefundSortKey; descending: boolean }[] },
): Promise<{ rows: RefundRow[]; total: number }> {
  const where = inOrganization(
    refund,
    organizationId,
    f.none ? sql`false` : undefined,
    f.id ? inArray(refund.id, f.id) : undefined,
    f.orderId ? inArray(refund.orderId, f.orderId) : undefined,
    f.subscriptionId ? inArray(refund.subscriptionId, f.subscriptionId) : undefined,
    f.customerId ? inArray(refund.customerId, f.customerId) : undefined,
    f.customersOfExternalIds ? inArray(refund.customerId, f.customersOfExternalIds) : undefined,
    f.succeeded === true ? eq(refund.status, "succeeded") : undefined,
    f.succeeded === false ? sql`${refund.status} <> 'succeeded'` : undefined,
  );
  const rows = await db
    .select()
    .from(refund)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => {
        const column = SORT_COLUMNS[s.property];
        return s.descending ? sql`${column} desc` : sql`${column} asc`;
      }),
      asc(refund.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(refund).where(where);
  return { rows, total: total?.n ?? 0 };
}
