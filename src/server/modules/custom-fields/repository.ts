import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { type CustomFieldType, customField } from "../../db/schema/custom-fields.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type { CustomFieldProperties, CustomFieldType } from "../../db/schema/custom-fields.js";

export type CustomFieldRow = typeof customField.$inferSelect;
export type CustomFieldSortProperty = "created_at" | "slug" | "name" | "type";

export interface CustomFieldListFilters {
  query?: string | undefined;
  types?: CustomFieldType[] | undefined;
}

export async function insertCustomField(
  db: Executor,
  row: typeof customField.$inferInsert,
): Promise<CustomFieldRow> {
  const [saved] = await db.insert(customField).values(row).returning();
  return saved!;
}

export async function findCustomField(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<CustomFieldRow | undefined> {
  const [row] = await db
    .select()
    .from(customField)
    .where(inOrganization(customField, organizationId, eq(customField.id, id)));
  return row;
}

/** Whether another field of the organization already uses this slug (ignoring case). */
export async function slugTaken(
  db: Executor,
  organizationId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customField.id })
    .from(customField)
    .where(
      inOrganization(
        customField,
        organizationId,
        sql`lower(${customField.slug}) = lower(${slug})`,
        exceptId ? ne(customField.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCustomFields(
  db: Executor,
  organizationId: string,
  filters: CustomFieldListFilters,
  opts: { offset: number; limit: number; sort: { property: CustomFieldSortProperty; descending: boolean }[] },
): Promise<{ rows: CustomFieldRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [inOrganization(customField, organizationId)];
  if (filters.query) {
    const pattern = `%${escapeLike(filters.query)}%`;
    conditions.push(or(ilike(customField.name, pattern), ilike(customField.slug, pattern)));
  }
  if (filters.types?.length) conditions.push(inArray(customField.type, filters.types));
  const where = and(...conditions);
  const column = {
    created_at: customField.createdAt,
    slug: customField.slug,
    name: customField.name,
    type: customField.type,
  };
  const rows = await db
    .select()
    .from(customField)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(column[s.property]) : asc(column[s.property]))),
      asc(customField.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(customField).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateCustomField(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof customField.$inferInsert>,
): Promise<CustomFieldRow | undefined> {
  const [row] = await db
    .update(customField)
    .set(patch)
    .where(inOrganization(customField, organizationId, eq(customField.id, id)))
    .returning();
  return row;
}

export async function deleteCustomField(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customField)
    .where(inOrganization(customField, organizationId, eq(customField.id, id)))
    .returning({ id: customField.id });
  return rows.length > 0;
}
