import { asc, eq } from "drizzle-orm";
import { metricDashboard } from "../../db/schema/metrics.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type DashboardRow = typeof metricDashboard.$inferSelect;

export async function insertDashboard(
  db: Executor,
  row: typeof metricDashboard.$inferInsert,
): Promise<DashboardRow> {
  const [saved] = await db.insert(metricDashboard).values(row).returning();
  return saved!;
}

export function listDashboards(db: Executor, organizationId: string): Promise<DashboardRow[]> {
  return db
    .select()
    .from(metricDashboard)
    .where(inOrganization(metricDashboard, organizationId))
    .orderBy(asc(metricDashboard.createdAt), asc(metricDashboard.id));
}

export async function findDashboard(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<DashboardRow | undefined> {
  const [row] = await db
    .select()
    .from(metricDashboard)
    .where(inOrganization(metricDashboard, organizationId, eq(metricDashboard.id, id)));
  return row;
}

export async function updateDashboard(
  db: Executor,
  organizationId: string,
  id: string,
  changes: Partial<Pick<DashboardRow, "name" | "metrics" | "modifiedAt">>,
): Promise<DashboardRow | undefined> {
  const [row] = await db
    .update(metricDashboard)
    .set(changes)
    .where(inOrganization(metricDashboard, organizationId, eq(metricDashboard.id, id)))
    .returning();
  return row;
}

export async function deleteDashboard(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(metricDashboard)
    .where(inOrganization(metricDashboard, organizationId, eq(metricDashboard.id, id)))
    .returning({ id: metricDashboard.id });
  return rows.length > 0;
}
