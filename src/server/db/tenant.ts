import { and, type Column, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./types.js";

/** A tenant table: every billing row carries the organization it belongs to. */
export interface TenantTable {
  organizationId: Column;
}

/**
 * The condition every tenant query starts from: rows of `organizationId` only, and `conditions`
 * besides (undefined ones are skipped). Repositories write `where(inOrganization(order, orgId, …))`
 * rather than their own organization filter, so no query of a tenant table forgets the scope
 * (`tenant.test.ts` fails on a hand-written `eq(x.organizationId, …)` anywhere else).
 * `organizationId` may be another table's organization column (a subquery that reads the
 * products of the checkout it is part of: the same organization as that row).
 */
export function inOrganization(
  table: TenantTable,
  organizationId: string | Column,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.organizationId, organizationId), ...conditions)!;
}

/**
 * Which of `ids` are rows of `table` in `organizationId` (one statement, whatever the count): the
 * bulk "already there?" read of batched writes.
 */
export async function existingIds(
  ex: Executor,
  table: TenantTable & PgTable & { id: PgColumn },
  organizationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = (await ex
    .select({ id: table.id })
    .from(table)
    .where(inOrganization(table, organizationId, inArray(table.id, ids)))) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}
