import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, type SQL } from "drizzle-orm";
import { benefit, type benefitGrant } from "../../db/schema/benefits.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";

export type BenefitRow = typeof benefit.$inferSelect;
export type BenefitGrantRow = typeof benefitGrant.$inferSelect;
export type BenefitSortProperty = "created_at" | "description" | "type" | "user_order";

const live = (organizationId: string) => inOrganization(benefit, organizationId, isNull(benefit.deletedAt));

export async function insertBenefit(db: Executor, row: typeof benefit.$inferInsert): Promise<BenefitRow> {
  const [saved] = await db.insert(benefit).values(row).returning();
  return saved!;
}

export async function findBenefit(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<BenefitRow | undefined> {
  const [row] = await db
    .select()
    .from(benefit)
    .where(and(live(organizationId), eq(benefit.id, id)));
  return row;
}

export async function findBenefits(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<BenefitRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(benefit)
    .where(and(live(organizationId), inArray(benefit.id, ids)));
}

export interface BenefitFilters {
  types?: string[];
  ids?: string[];
  excludeIds?: string[];
  query?: string;
  metadata: Record<string, string[]>;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listBenefits(
  db: Executor,
  organizationId: string,
  filters: BenefitFilters,
  opts: { offset: number; limit: number; sort: { property: BenefitSortProperty; descending: boolean }[] },
): Promise<{ rows: BenefitRow[]; total: number }> {
  const clauses: (SQL | undefined)[] = [live(organizationId)];
  if (filters.types) clauses.push(inArray(benefit.type, filters.types));
  if (filters.ids) clauses.push(inArray(benefit.id, filters.ids));
  if (filters.excludeIds?.length) clauses.push(notInArray(benefit.id, filters.excludeIds));
  if (filters.query) clauses.push(ilike(benefit.description, `%${escapeLike(filters.query)}%`));
  clauses.push(metadataWhere(benefit.metadata, filters.metadata));
  const where = and(...clauses);
  // A benefit has no position of its own: `user_order` is creation order, as it was entered.
  const column = {
    created_at: benefit.createdAt,
    description: benefit.description,
    type: benefit.type,
    user_order: benefit.createdAt,
  };
  const rows = await db
    .select()
    .from(benefit)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(column[s.property]) : asc(column[s.property]))),
      asc(benefit.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(benefit).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateBenefit(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof benefit.$inferInsert>,
): Promise<BenefitRow | undefined> {
  const [row] = await db
    .update(benefit)
    .set(patch)
    .where(and(live(organizationId), eq(benefit.id, id)))
    .returning();
  return row;
}
