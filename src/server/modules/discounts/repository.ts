import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { discount, discountProduct } from "../../db/schema/discounts.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";

export type DiscountInsert = typeof discount.$inferInsert;

export type DiscountRow = typeof discount.$inferSelect;
export type DiscountSortKey = "created_at" | "name" | "code" | "redemptions_count" | "ends_at";

const live = (organizationId: string) => inOrganization(discount, organizationId, isNull(discount.deletedAt));

export async function insertDiscount(db: Executor, row: typeof discount.$inferInsert): Promise<DiscountRow> {
  const [saved] = await db.insert(discount).values(row).returning();
  return saved!;
}

/** A live discount of the organization; deleted ones too when asked (orders keep showing them). */
export async function findDiscount(
  db: Executor,
  organizationId: string,
  id: string,
  opts: { includeDeleted?: boolean; forUpdate?: boolean } = {},
): Promise<DiscountRow | undefined> {
  const where = opts.includeDeleted
    ? inOrganization(discount, organizationId, eq(discount.id, id))
    : and(live(organizationId), eq(discount.id, id));
  const query = db.select().from(discount).where(where);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/** A live discount of the organization by code, ignoring case. */
export async function findDiscountByCode(
  db: Executor,
  organizationId: string,
  code: string,
  exceptId?: string,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discount)
    .where(
      and(
        live(organizationId),
        sql`lower(${discount.code}) = lower(${code})`,
        exceptId ? ne(discount.id, exceptId) : undefined,
      ),
    );
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS: Record<DiscountSortKey, SQL | typeof discount.createdAt> = {
  created_at: discount.createdAt,
  name: sql`lower(${discount.name})`,
  code: sql`lower(${discount.code})`,
  redemptions_count: sql`${discount.redemptionsCount}`,
  ends_at: sql`${discount.endsAt}`,
};

export async function listDiscounts(
  db: Executor,
  organizationId: string,
  filters: { query?: string | undefined; metadata: Record<string, string[]>; none?: boolean },
  opts: { offset: number; limit: number; sort: { property: DiscountSortKey; descending: boolean }[] },
): Promise<{ rows: DiscountRow[]; total: number }> {
  const pattern = filters.query ? `%${escapeLike(filters.query)}%` : null;
  const where = and(
    live(organizationId),
    filters.none ? sql`false` : undefined,
    pattern ? or(ilike(discount.name, pattern), ilike(discount.code, pattern)) : undefined,
    metadataWhere(discount.metadata, filters.metadata),
  );
  const rows = await db
    .select()
    .from(discount)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => {
        const column = SORT_COLUMNS[s.property];
        return s.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      }),
      asc(discount.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(discount).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateDiscount(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof discount.$inferInsert>,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discount)
    .set(patch)
    .where(and(live(organizationId), eq(discount.id, id)))
    .returning();
  return row;
}

/**
 * Counts one redemption, atomically: only while the discount is live, inside its validity
 * window and under `max_redemptions` (one UPDATE, so concurrent checkouts cannot overshoot).
 */
export async function incrementRedemptions(
  db: Executor,
  organizationId: string,
  id: string,
  now: Date,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discount)
    .set({ redemptionsCount: sql`${discount.redemptionsCount} + 1` })
    .where(
      and(
        live(organizationId),
        eq(discount.id, id),
        or(isNull(discount.maxRedemptions), lt(discount.redemptionsCount, discount.maxRedemptions)),
        or(isNull(discount.startsAt), lte(discount.startsAt, now)),
        or(isNull(discount.endsAt), gt(discount.endsAt, now)),
      ),
    )
    .returning();
  return row;
}

/**
 * Gives back one redemption (a payment that failed after the discount was redeemed). Never goes
 * below zero; deleted discounts are counted too, so the count stays true for their orders.
 */
export async function decrementRedemptions(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discount)
    .set({ redemptionsCount: sql`${discount.redemptionsCount} - 1` })
    .where(inOrganization(discount, organizationId, eq(discount.id, id), gt(discount.redemptionsCount, 0)))
    .returning();
  return row;
}

export async function replaceProductLinks(
  db: Executor,
  organizationId: string,
  discountId: string,
  productIds: string[],
): Promise<void> {
  await db
    .delete(discountProduct)
    .where(inOrganization(discountProduct, organizationId, eq(discountProduct.discountId, discountId)));
  if (productIds.length) {
    await db
      .insert(discountProduct)
      .values(productIds.map((productId) => ({ discountId, productId, organizationId })));
  }
}

export async function findProductLinks(db: Executor, organizationId: string, discountIds: string[]) {
  if (discountIds.length === 0) return [];
  return db
    .select()
    .from(discountProduct)
    .where(inOrganization(discountProduct, organizationId, inArray(discountProduct.discountId, discountIds)));
}

/** SQL: the lower-cased name of the discount `discountId` (a column of the outer query), to sort by. */
export function discountNameSql(organizationId: string, discountId: AnyColumn): SQL {
  return sql`(select lower(${discount.name}) from ${discount} where ${inOrganization(discount, organizationId, eq(discount.id, discountId))})`;
}
