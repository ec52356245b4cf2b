import { and, asc, count, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { checkoutLink } from "../../db/schema/checkouts.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CheckoutLinkSort } from "./schemas.js";

export type CheckoutLinkRow = typeof checkoutLink.$inferSelect;

const live = (organizationId: string) =>
  inOrganization(checkoutLink, organizationId, isNull(checkoutLink.deletedAt));

export async function insertCheckoutLink(
  db: Executor,
  row: typeof checkoutLink.$inferInsert,
): Promise<CheckoutLinkRow> {
  const [saved] = await db.insert(checkoutLink).values(row).returning();
  return saved!;
}

export async function findCheckoutLink(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<CheckoutLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutLink)
    .where(and(live(organizationId), eq(checkoutLink.id, id)));
  return row;
}

/** A live link by its client secret (the public handle; unscoped, the secret is the credential). */
export async function findCheckoutLinkBySecret(db: Executor, clientSecret: string) {
  const [row] = await db
    .select()
    .from(checkoutLink)
    .where(and(eq(checkoutLink.clientSecret, clientSecret), isNull(checkoutLink.deletedAt)));
  return row;
}

const SORT_COLUMNS: Record<CheckoutLinkSort, SQL> = {
  created_at: sql`${checkoutLink.createdAt}`,
  label: sql`lower(${checkoutLink.label})`,
  success_url: sql`${checkoutLink.successUrl}`,
  allow_discount_codes: sql`${checkoutLink.allowDiscountCodes}`,
};

export async function listCheckoutLinks(
  db: Executor,
  organizationId: string,
  filters: { productIds?: string[] | undefined; none?: boolean },
  opts: { offset: number; limit: number; sort: { property: CheckoutLinkSort; descending: boolean }[] },
): Promise<{ rows: CheckoutLinkRow[]; total: number }> {
  const where = and(
    live(organizationId),
    filters.none ? sql`false` : undefined,
    filters.productIds?.length
      ? or(
          ...filters.productIds.map(
            (id) => sql`${checkoutLink.productIds} @> ${JSON.stringify([id])}::jsonb`,
          ),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(checkoutLink)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) =>
        s.descending
          ? sql`${SORT_COLUMNS[s.property]} desc nulls last`
          : sql`${SORT_COLUMNS[s.property]} asc nulls last`,
      ),
      asc(checkoutLink.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(checkoutLink).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateCheckoutLink(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof checkoutLink.$inferInsert>,
): Promise<CheckoutLinkRow | undefined> {
  const [row] = await db
    .update(checkoutLink)
    .set(patch)
    .where(and(live(organizationId), eq(checkoutLink.id, id)))
    .returning();
  return row;
}
