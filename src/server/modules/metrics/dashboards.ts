import type { AppContext } from "../../context.js";
import { NotFoundError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  type DashboardRow,
  deleteDashboard,
  findDashboard,
  insertDashboard,
  listDashboards,
  updateDashboard,
} from "./dashboards-repository.js";

/** Saved metric selections of an organization (Polar's `MetricDashboardSchema`). */
export function serializeDashboard(row: DashboardRow) {
  return {
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    id: row.id,
    name: row.name,
    metrics: row.metrics,
    organization_id: row.organizationId,
  };
}

type Ctx = Pick<AppContext, "db" | "clock">;

export async function createDashboard(
  ctx: Ctx,
  organizationId: string,
  input: { name: string; metrics: string[] },
) {
  const now = ctx.clock.now();
  const row = await insertDashboard(ctx.db, {
    id: uuidv7(now.getTime()),
    organizationId,
    name: input.name,
    metrics: [...new Set(input.metrics)],
    createdAt: now,
  });
  return serializeDashboard(row);
}

export async function dashboards(ctx: Ctx, organizationId: string) {
  return (await listDashboards(ctx.db, organizationId)).map(serializeDashboard);
}

export async function getDashboard(ctx: Ctx, organizationId: string, id: string) {
  const row = await findDashboard(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Metric dashboard");
  return serializeDashboard(row);
}

export async function changeDashboard(
  ctx: Ctx,
  organizationId: string,
  id: string,
  input: { name?: string | null; metrics?: string[] | null },
) {
  const row = await updateDashboard(ctx.db, organizationId, id, {
    ...(input.name != null ? { name: input.name } : {}),
    ...(input.metrics != null ? { metrics: [...new Set(input.metrics)] } : {}),
    modifiedAt: ctx.clock.now(),
  });
  if (!row) throw new NotFoundError("Metric dashboard");
  return serializeDashboard(row);
}

export async function removeDashboard(ctx: Ctx, organizationId: string, id: string): Promise<void> {
  if (!(await deleteDashboard(ctx.db, organizationId, id))) throw new NotFoundError("Metric dashboard");
}
