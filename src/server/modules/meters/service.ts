import type { AnyColumn, SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { Metadata } from "../../http/v1/metadata.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import { meterDefinitionChanged } from "./definition-port.js";
import type { MeterAggregation, MeterFilter } from "./repository.js";
import {
  findLiveMeters,
  findMeter,
  findMetersByIds,
  insertMeter,
  listMeters,
  liveMeterIds,
  type MeterListFilters,
  type MeterRow,
  type MeterSortProperty,
  meterNameOf,
  updateMeter,
} from "./repository.js";

export { type MeterDefinitionChanged, setMeterDefinitionChanged } from "./definition-port.js";
export type { MeterRow } from "./repository.js";

/** What reads need: a database or an open transaction (`{ db: tx }`). */
type Reader = { db: Executor };
export type MeterDeps = Pick<AppContext, "db" | "clock">;

/** A meter as Polar's wire `Meter`. */
export function serializeMeter(row: MeterRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    metadata: row.metadata,
    name: row.name,
    unit: row.unit as "scalar" | "token" | "custom",
    custom_label: row.customLabel,
    custom_multiplier: row.customMultiplier,
    filter: row.filter,
    aggregation: row.aggregation,
    organization_id: row.organizationId,
    archived_at: iso(row.archivedAt),
  };
}

export type MeterWire = ReturnType<typeof serializeMeter>;

/** The organization's meter, or null (another organization's meter is null too). Pass `{ db: tx }` inside a transaction. */
export async function getMeter(ctx: Reader, organizationId: string, id: string): Promise<MeterRow | null> {
  return (await findMeter(ctx.db, organizationId, id)) ?? null;
}

/** Like getMeter, but a missing meter is a 404. */
export async function requireMeter(ctx: Reader, organizationId: string, id: string): Promise<MeterRow> {
  const row = await getMeter(ctx, organizationId, id);
  if (!row) throw new NotFoundError("Meter");
  return row;
}

export interface MeterCreateInput {
  name: string;
  filter: MeterFilter;
  aggregation: MeterAggregation;
  unit: "scalar" | "token" | "custom";
  custom_label?: string | null | undefined;
  custom_multiplier?: number | null | undefined;
  metadata?: Metadata | undefined;
}

export interface MeterUpdateInput {
  name?: string | null | undefined;
  filter?: MeterFilter | null | undefined;
  aggregation?: MeterAggregation | null | undefined;
  unit?: "scalar" | "token" | "custom" | null | undefined;
  custom_label?: string | null | undefined;
  custom_multiplier?: number | null | undefined;
  metadata?: Metadata | undefined;
  is_archived?: boolean | null | undefined;
}

/** A custom unit needs its label; other units carry no label or multiplier. */
function unitFields(
  unit: "scalar" | "token" | "custom",
  label: string | null | undefined,
  multiplier: number | null | undefined,
) {
  if (unit !== "custom") return { unit, customLabel: null, customMultiplier: null };
  if (!label) {
    throw new RequestValidationError([
      {
        loc: ["body", "custom_label"],
        msg: "custom_label is required when unit is custom",
        input: label ?? null,
      },
    ]);
  }
  return { unit, customLabel: label, customMultiplier: multiplier ?? 1 };
}

export async function createMeter(ctx: MeterDeps, organizationId: string, input: MeterCreateInput) {
  const now = ctx.clock.now();
  const row = await insertMeter(ctx.db, {
    id: uuidv7(),
    organizationId,
    name: input.name,
    ...unitFields(input.unit, input.custom_label, input.custom_multiplier),
    filter: input.filter,
    aggregation: input.aggregation,
    metadata: input.metadata ?? {},
    createdAt: now,
    modifiedAt: null,
    archivedAt: null,
  });
  return serializeMeter(row);
}

/** The meters that count usage now (not archived): what ingested events are evaluated against. */
export function liveMeters(ex: Executor, organizationId: string): Promise<MeterRow[]> {
  return findLiveMeters(ex, organizationId);
}

export async function listOrgMeters(
  ctx: MeterDeps,
  organizationId: string,
  filters: MeterListFilters & { organizationIds?: string[] | undefined },
  page: Page,
  sort: { property: MeterSortProperty; descending: boolean }[],
) {
  if (filters.organizationIds?.length && !filters.organizationIds.includes(organizationId)) {
    return { items: [], total: 0 };
  }
  const { rows, total } = await listMeters(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: rows.map(serializeMeter), total };
}

export async function updateOrgMeter(
  ctx: MeterDeps,
  organizationId: string,
  id: string,
  input: MeterUpdateInput,
) {
  const current = await requireMeter(ctx, organizationId, id);
  const now = ctx.clock.now();
  const patch: Partial<MeterRow> = { modifiedAt: now };
  if (input.name != null) patch.name = input.name;
  if (input.filter != null) patch.filter = input.filter;
  if (input.aggregation != null) patch.aggregation = input.aggregation;
  if (input.metadata !== undefined) patch.metadata = input.metadata;
  if (input.unit != null || input.custom_label !== undefined || input.custom_multiplier !== undefined) {
    Object.assign(
      patch,
      unitFields(
        input.unit ?? (current.unit as "scalar" | "token" | "custom"),
        input.custom_label === undefined ? current.customLabel : input.custom_label,
        input.custom_multiplier === undefined ? current.customMultiplier : input.custom_multiplier,
      ),
    );
  }
  if (input.is_archived === true && !current.archivedAt) patch.archivedAt = now;
  if (input.is_archived === false) patch.archivedAt = null;
  const redefined =
    (input.filter != null && JSON.stringify(input.filter) !== JSON.stringify(current.filter)) ||
    (input.aggregation != null && JSON.stringify(input.aggregation) !== JSON.stringify(current.aggregation));
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await updateMeter(tx, organizationId, id, patch);
    if (saved && redefined) await meterDefinitionChanged()(tx, now, organizationId, saved);
    return saved;
  });
  if (!row) throw new NotFoundError("Meter");
  return serializeMeter(row);
}

// Used by customer-meters
/** The organization's meters among `ids` as wire `Meter`s, by id (archived ones included). */
export async function loadMetersById(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, MeterWire>> {
  const rows = await findMetersByIds(ex, organizationId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, serializeMeter(row)]));
}

/** SQL subquery for another module's query: ids of the organization's meters not archived (named like `nameContains`, when given). */
export function liveMeterIdsSql(organizationId: string, nameContains?: string): SQL {
  return liveMeterIds(organizationId, nameContains);
}

/** SQL for another module's sort: the name of the meter in column `meterId`. */
export function meterNameSortSql(organizationId: string, meterId: AnyColumn): SQL {
  return meterNameOf(organizationId, meterId);
}
