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
  type SQL,
  sql,
} from "drizzle-orm";
import { meter } from "../../db/schema/meters.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";

export type { MeterAggregation, MeterFilter } from "../../db/schema/meters.js";

export type MeterRow = typeof meter.$inferSelect;
export type MeterSortProperty = "created_at" | "name";

export interface MeterListFilters {
  query?: string | undefined;
  isArchived?: boolean | undefined;
  metadata: Record<string, string[]>;
}

export async function insertMeter(db: Executor, row: typeof meter.$inferInsert): Promise<MeterRow> {
  const [saved] = await db.insert(meter).values(row).returning();
  return saved!;
}

export async function findMeter(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<MeterRow | undefined> {
  const [row] = await db
    .select()
    .from(meter)
    .where(inOrganization(meter, organizationId, eq(meter.id, id)));
  return row;
}

/** `%`, `_` and `\` taken literally inside an ILIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listMeters(
  db: Executor,
  organizationId: string,
  filters: MeterListFilters,
  opts: { offset: number; limit: number; sort: { property: MeterSortProperty; descending: boolean }[] },
): Promise<{ rows: MeterRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [inOrganization(meter, organizationId)];
  if (filters.query) conditions.push(ilike(meter.name, `%${likeEscape(filters.query)}%`));
  if (filters.isArchived === true) conditions.push(isNotNull(meter.archivedAt));
  if (filters.isArchived === false) conditions.push(isNull(meter.archivedAt));
  conditions.push(metadataWhere(meter.metadata, filters.metadata));
  const where = and(...conditions);
  const column = { created_at: meter.createdAt, name: meter.name };
  const rows = await db
    .select()
    .from(meter)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(column[s.property]) : asc(column[s.property]))),
      asc(meter.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(meter).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateMeter(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof meter.$inferInsert>,
): Promise<MeterRow | undefined> {
  const [row] = await db
    .update(meter)
    .set(patch)
    .where(inOrganization(meter, organizationId, eq(meter.id, id)))
    .returning();
  return row;
}

/** The organization's meters that count usage (not archived), oldest first. */
export async function findLiveMeters(db: Executor, organizationId: string): Promise<MeterRow[]> {
  return db
    .select()
    .from(meter)
    .where(inOrganization(meter, organizationId, isNull(meter.archivedAt)))
    .orderBy(asc(meter.createdAt), asc(meter.id));
}

/** The organization's meters among `ids` (archived ones included). */
export async function findMetersByIds(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<MeterRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(meter)
    .where(inOrganization(meter, organizationId, inArray(meter.id, ids)));
}

/** SQL subquery for another module's query: the ids of the organization's meters not archived (whose name contains `nameContains`, when given). */
export function liveMeterIds(organizationId: string, nameContains?: string): SQL {
  const named = nameContains ? ilike(meter.name, `%${likeEscape(nameContains)}%`) : undefined;
  return sql`(select ${meter.id} from ${meter} where ${inOrganization(meter, organizationId, isNull(meter.archivedAt), named)})`;
}

/** SQL: the name of the meter `meterId` (a column of the outer query), to sort by. */
export function meterNameOf(organizationId: string, meterId: AnyColumn): SQL {
  return sql`(select ${meter.name} from ${meter} where ${inOrganization(meter, organizationId, eq(meter.id, meterId))})`;
}
