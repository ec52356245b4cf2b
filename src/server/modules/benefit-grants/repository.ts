import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { benefit, benefitGrant } from "../../db/schema/benefits.js";
import { meterCredit } from "../../db/schema/meter-credits.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type BenefitGrantRow = typeof benefitGrant.$inferSelect;
export type BenefitRow = typeof benefit.$inferSelect;
export type GrantSortProperty = "created_at" | "granted_at" | "revoked_at";

/** Inserts a grant; undefined when the purchase already has its grant of this benefit. */
export async function insertGrant(
  db: Executor,
  row: typeof benefitGrant.$inferInsert,
): Promise<BenefitGrantRow | undefined> {
  const [saved] = await db.insert(benefitGrant).values(row).onConflictDoNothing().returning();
  return saved;
}

/** The grant of a benefit to a customer for one order or one subscription. */
export async function findGrantOf(
  db: Executor,
  organizationId: string,
  scope: { benefitId: string; customerId: string; orderId: string | null; subscriptionId: string | null },
): Promise<BenefitGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(benefitGrant)
    .where(
      inOrganization(
        benefitGrant,
        organizationId,
        eq(benefitGrant.benefitId, scope.benefitId),
        eq(benefitGrant.customerId, scope.customerId),
        scope.subscriptionId
          ? eq(benefitGrant.subscriptionId, scope.subscriptionId)
          : eq(benefitGrant.orderId, scope.orderId!),
      ),
    );
  return row;
}

/**
 * Cross-tenant: the organization of a grant, for the entry points that carry only a grant id
 * (the grant and revoke jobs, a signed download link). Everything after it is scoped.
 */
export async function organizationOfGrant(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ organizationId: benefitGrant.organizationId })
    .from(benefitGrant)
    .where(eq(benefitGrant.id, id));
  return row?.organizationId;
}

export async function findOrgGrant(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<BenefitGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(benefitGrant)
    .where(inOrganization(benefitGrant, organizationId, eq(benefitGrant.id, id)));
  return row;
}

/** Locks the grant for the rest of the transaction: its jobs change it one at a time. */
export async function lockGrant(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<BenefitGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(benefitGrant)
    .where(inOrganization(benefitGrant, organizationId, eq(benefitGrant.id, id)))
    .for("update");
  return row;
}

export async function updateGrant(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof benefitGrant.$inferInsert>,
): Promise<BenefitGrantRow> {
  const [row] = await db
    .update(benefitGrant)
    .set(patch)
    .where(inOrganization(benefitGrant, organizationId, eq(benefitGrant.id, id)))
    .returning();
  return row!;
}

/** Grants of an order or a subscription still meant to be granted, locked. */
export async function lockGrantsToRevoke(
  db: Executor,
  organizationId: string,
  scope: { orderId?: string; subscriptionId?: string; customerId?: string },
): Promise<BenefitGrantRow[]> {
  return db
    .select()
    .from(benefitGrant)
    .where(
      inOrganization(
        benefitGrant,
        organizationId,
        scope.customerId
          ? eq(benefitGrant.customerId, scope.customerId)
          : scope.subscriptionId
            ? eq(benefitGrant.subscriptionId, scope.subscriptionId)
            : eq(benefitGrant.orderId, scope.orderId!),
        eq(benefitGrant.target, "granted"),
      ),
    )
    .for("update");
}

/**
 * A benefit by id in any state: a grant keeps pointing at its benefit after the seller deletes
 * it, and revoking still needs its properties. (A read of the benefits module's table.)
 */
export async function findBenefitAnyState(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<BenefitRow | undefined> {
  const [row] = await db
    .select()
    .from(benefit)
    .where(inOrganization(benefit, organizationId, eq(benefit.id, id)));
  return row;
}

export async function findBenefitsAnyState(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<BenefitRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(benefit)
    .where(inOrganization(benefit, organizationId, inArray(benefit.id, ids)));
}

export interface GrantFilters {
  customerIds?: string[];
  externalCustomerIds?: string[];
  benefitIds?: string[];
  memberIds?: string[];
  isGranted?: boolean;
}

/** The filters as the query applies them: external customer ids resolved to customer ids. */
export type GrantListFilters = Omit<GrantFilters, "externalCustomerIds"> & {
  customersOfExternalIds?: string[];
};

export async function listGrants(
  db: Executor,
  organizationId: string,
  filters: GrantListFilters,
  opts: { offset: number; limit: number; sort: { property: GrantSortProperty; descending: boolean }[] },
): Promise<{ rows: BenefitGrantRow[]; total: number }> {
  const clauses: (SQL | undefined)[] = [inOrganization(benefitGrant, organizationId)];
  if (filters.customerIds) clauses.push(inArray(benefitGrant.customerId, filters.customerIds));
  if (filters.customersOfExternalIds) {
    clauses.push(inArray(benefitGrant.customerId, filters.customersOfExternalIds));
  }
  if (filters.benefitIds) clauses.push(inArray(benefitGrant.benefitId, filters.benefitIds));
  if (filters.memberIds) clauses.push(inArray(benefitGrant.memberId, filters.memberIds));
  if (filters.isGranted === true)
    clauses.push(isNotNull(benefitGrant.grantedAt), isNull(benefitGrant.revokedAt));
  if (filters.isGranted === false) clauses.push(isNotNull(benefitGrant.revokedAt));
  const where = and(...clauses);
  const column = {
    created_at: benefitGrant.createdAt,
    granted_at: benefitGrant.grantedAt,
    revoked_at: benefitGrant.revokedAt,
  };
  const rows = await db
    .select()
    .from(benefitGrant)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) =>
        s.descending ? sql`${column[s.property]} desc nulls last` : sql`${column[s.property]} asc nulls last`,
      ),
      desc(benefitGrant.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(benefitGrant).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** What the customer portal's grant list filters on; the SQL over other modules' tables comes from their services. */
export interface CustomerGrantFilters {
  customerId: string;
  benefitIds?: string[] | undefined;
  types?: string[] | undefined;
  /** The benefit's description contains this text (case-insensitive). */
  description?: string | undefined;
  orderIds?: string[] | undefined;
  subscriptionIds?: string[] | undefined;
  memberIds?: string[] | undefined;
  /** Grants of these orders or of these subscriptions (a checkout filter). */
  ofPurchases?: { orderIds: SQL; subscriptionIds: SQL } | undefined;
}

export type CustomerGrantSortProperty = "granted_at" | "type" | "product_benefit";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a customer's grants that are not revoked (Polar's portal shows no revoked grant),
 * filtered on their benefit's type and description through a subquery of this organization's
 * benefits. `benefitPosition` gives the sort key `product_benefit`.
 */
export async function listCustomerGrants(
  db: Executor,
  organizationId: string,
  f: CustomerGrantFilters,
  benefitPosition: (benefitId: AnyColumn) => SQL,
  opts: {
    offset: number;
    limit: number;
    sort: { property: CustomerGrantSortProperty; descending: boolean }[];
  },
): Promise<{ rows: BenefitGrantRow[]; total: number }> {
  const benefitWhere = inOrganization(
    benefit,
    organizationId,
    f.types ? inArray(benefit.type, f.types as BenefitRow["type"][]) : undefined,
    f.description ? ilike(benefit.description, `%${escapeLike(f.description)}%`) : undefined,
  );
  const where = inOrganization(
    benefitGrant,
    organizationId,
    eq(benefitGrant.customerId, f.customerId),
    isNull(benefitGrant.revokedAt),
    f.benefitIds ? inArray(benefitGrant.benefitId, f.benefitIds) : undefined,
    f.types || f.description
      ? inArray(benefitGrant.benefitId, db.select({ id: benefit.id }).from(benefit).where(benefitWhere))
      : undefined,
    f.orderIds ? inArray(benefitGrant.orderId, f.orderIds) : undefined,
    f.subscriptionIds ? inArray(benefitGrant.subscriptionId, f.subscriptionIds) : undefined,
    f.memberIds ? inArray(benefitGrant.memberId, f.memberIds) : undefined,
    f.ofPurchases
      ? or(
          inArray(benefitGrant.orderId, f.ofPurchases.orderIds),
          inArray(benefitGrant.subscriptionId, f.ofPurchases.subscriptionIds),
        )
      : undefined,
  );
  const column = (property: CustomerGrantSortProperty): SQL | AnyColumn => {
    switch (property) {
      case "granted_at":
        return benefitGrant.grantedAt;
      case "type":
        return sql`(select ${benefit.type} from ${benefit} where ${benefit.id} = ${benefitGrant.benefitId})`;
      case "product_benefit":
        return benefitPosition(benefitGrant.benefitId);
    }
  };
  const rows = await db
    .select()
    .from(benefitGrant)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) =>
        s.descending ? sql`${column(s.property)} desc nulls last` : sql`${column(s.property)} asc nulls last`,
      ),
      desc(benefitGrant.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(benefitGrant).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertMeterCredit(db: Executor, row: typeof meterCredit.$inferInsert): Promise<void> {
  await db.insert(meterCredit).values(row);
}

export async function listMeterCredits(db: Executor, grantId: string) {
  return db
    .select()
    .from(meterCredit)
    .where(eq(meterCredit.grantId, grantId))
    .orderBy(asc(meterCredit.createdAt));
}

/** The customer's grants that are granted and not revoked, oldest first. */
/** The customers' granted and not revoked grants, oldest grant first, in one statement. */
export function findActiveGrantsOfCustomers(db: Executor, organizationId: string, customerIds: string[]) {
  return db
    .select()
    .from(benefitGrant)
    .where(
      inOrganization(
        benefitGrant,
        organizationId,
        anyOf(benefitGrant.customerId, customerIds),
        isNotNull(benefitGrant.grantedAt),
        isNull(benefitGrant.revokedAt),
      ),
    )
    .orderBy(asc(benefitGrant.grantedAt), asc(benefitGrant.id));
}

/** The grants of one purchase: of a subscription, else of an order; oldest first. */
export function findGrantsOfPurchase(
  db: Executor,
  organizationId: string,
  purchase: { orderId: string; subscriptionId: string | null },
) {
  return db
    .select()
    .from(benefitGrant)
    .where(
      inOrganization(
        benefitGrant,
        organizationId,
        purchase.subscriptionId
          ? eq(benefitGrant.subscriptionId, purchase.subscriptionId)
          : eq(benefitGrant.orderId, purchase.orderId),
      ),
    )
    .orderBy(asc(benefitGrant.createdAt), asc(benefitGrant.id));
}
