import { and, type Column, eq, type SQL } from "drizzle-orm";

/** A tenant table: every billing row carries the organization it belongs to. */
export interface TenantTable {
  organizationId: Column;
}

/**
 * The condition every tenant query starts from: rows of `organizationId` only, and `conditions`
 * besides (undefined ones are skipped). Repositories write `where(inOrganization(order, orgId, …))`
 * rather than their own organization filter, so no query of a tenant table forgets the scope
 * (`tenant.test.ts` fails on a hand-written `eq(x.organizationId, …)` anywhere else).
 */
export function inOrganization(
  table: TenantTable,
  organizationId: string,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.organizationId, organizationId), ...conditions)!;
}
