import { asc, count, desc, eq, gte, ilike, inArray, lte, max, min, or, type SQL, sql } from "drizzle-orm";
import { fragment, slot } from "../../db/fragment.js";
import { event, eventExternalId } from "../../db/schema/events.js";
import { existingIds, inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";
import { type MeterAggregation, type MeterFilter, meterFilterSql, meterValueSql } from "./meter-sql.js";

export type EventRow = typeof event.$inferSelect;
export type NewEventRow = typeof event.$inferInsert;
export type EventSortProperty = "timestamp";
export type EventNameSortProperty = "name" | "occurrences" | "first_seen" | "last_seen";

/** Who an event list is about: customer ids, and the external ids events may name them by. */
export interface EventCustomerFilter {
  customerIds: string[];
  externalIds: string[];
}

export interface EventFilters {
  customers?: EventCustomerFilter | undefined;
  externalCustomers?: EventCustomerFilter | undefined;
  names?: string[] | undefined;
  sources?: string[] | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  query?: string | undefined;
  metadata?: Record<string, string[]> | undefined;
  /** Events matching a meter filter (Polar's `filter` parameter). */
  filter?: MeterFilter | undefined;
  /** Events a meter counts: user events matching its filter, with its property as a number. */
  meter?: { filter: MeterFilter; aggregation: MeterAggregation } | undefined;
  /** Without `depth`: the event's direct children; with it, its descendants up to `depth` levels. */
  parentId?: string | undefined;
  /** Without `parentId`: events with at most `depth` ancestors (0: root events only). */
  depth?: number | undefined;
}

type Sort<P> = { property: P; descending: boolean }[];

/** `%`, `_` and `\` taken literally inside an ILIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The parent of the event `id` (NULL when `id` is NULL or names no event). */
function parentOf(organizationId: string, id: SQL): SQL {
  return sql`(select p.parent_id from ${event} p where p.organization_id = ${organizationId} and p.id = ${id} limit 1)`;
}

/** `parent_id` and `depth` as Polar applies them (see EventFilters). */
function treeCondition(organizationId: string, parentId: string | undefined, depth: number | undefined): SQL {
  const hops: SQL[] = [sql`${event.parentId}`];
  for (let k = 1; k <= (depth ?? 0); k++) hops.push(parentOf(organizationId, hops[k - 1]!));
  if (parentId === undefined) return sql`${hops[depth ?? 0]} is null`;
  if (depth === undefined) return sql`${event.parentId} = ${parentId}`;
  const within = hops.slice(0, depth).map((hop) => sql`${hop} = ${parentId}`);
  return within.length ? sql`(${sql.join(within, sql` or `)})` : sql`false`;
}

/** The conditions a meter puts on the events it counts, over the `event` table. */
function meterCondition(meter: { filter: MeterFilter; aggregation: MeterAggregation }): SQL {
  const row = sql`${event}`;
  const counted = sql`${event.source} = 'user' and ${meterFilterSql(meter.filter, row)}`;
  if (meter.aggregation.func === "count" || meter.aggregation.func === "unique") return sql`(${counted})`;
  return sql`(${counted} and ${meterValueSql(meter.aggregation, row)} is not null)`;
}

export function filterConditions(organizationId: string, filters: EventFilters): (SQL | undefined)[] {
  const out: (SQL | undefined)[] = [];
  if (filters.filter) out.push(meterFilterSql(filters.filter, sql`${event}`));
  if (filters.meter) out.push(meterCondition(filters.meter));
  if (filters.parentId !== undefined || filters.depth !== undefined) {
    out.push(treeCondition(organizationId, filters.parentId, filters.depth));
  }
  for (const who of [filters.customers, filters.externalCustomers]) {
    if (!who) continue;
    out.push(
      or(
        who.customerIds.length ? inArray(event.customerId, who.customerIds) : undefined,
        who.externalIds.length ? inArray(event.externalCustomerId, who.externalIds) : undefined,
      ) ?? sql`false`,
    );
  }
  if (filters.names?.length) out.push(inArray(event.name, filters.names));
  if (filters.sources?.length) out.push(inArray(event.source, filters.sources));
  if (filters.start) out.push(gte(event.timestamp, filters.start));
  if (filters.end) out.push(lte(event.timestamp, filters.end));
  if (filters.query) out.push(ilike(event.name, `%${likeEscape(filters.query)}%`));
  if (filters.metadata) out.push(metadataWhere(event.metadata, filters.metadata));
  return out;
}

/** `INSERT INTO event … SELECT` of `rows`, passed as one jsonb parameter, filtered by `where`. */
function insertFrom(rows: NewEventRow[], where: SQL = sql``): SQL {
  const payload = rows.map((r) => ({
    id: r.id,
    timestamp: r.timestamp,
    organization_id: r.organizationId,
    name: r.name,
    source: r.source ?? "user",
    customer_id: r.customerId ?? null,
    external_customer_id: r.externalCustomerId ?? null,
    external_id: r.externalId ?? null,
    parent_id: r.parentId ?? null,
    metadata: r.metadata ?? {},
    ingested_at: r.ingestedAt,
  }));
  return insertEventsFrom({ json: JSON.stringify(payload), where });
}

/** `insertFrom`'s text, built once. */
const insertEventsFrom = fragment<{ json: string; where: SQL }>(
  () => sql`
    insert into ${event} (id, "timestamp", organization_id, name, source, customer_id,
      external_customer_id, external_id, parent_id, metadata, ingested_at)
    select r.id, r."timestamp", r.organization_id, r.name, r.source, r.customer_id,
      r.external_customer_id, r.external_id, r.parent_id, r.metadata, r.ingested_at
    from jsonb_to_recordset(${slot("json")}::jsonb) as r(id uuid, "timestamp" timestamptz, organization_id text,
      name text, source text, customer_id uuid, external_customer_id text, external_id text,
      parent_id uuid, metadata jsonb, ingested_at timestamptz)
    ${slot("where")}`,
);

/**
 * Inserts events in one statement with one parameter (the rows as JSON): building a multi-row
 * VALUES list of a thousand events costs more CPU than the database spends storing them.
 */
export async function insertEvents(tx: Executor, rows: NewEventRow[]): Promise<void> {
  if (rows.length > 0) await tx.execute(insertFrom(rows));
}

/** The INSERT of `insertEvents` as SQL, for a caller's `WITH` (one round trip with its other writes). */
export function insertEventsSql(rows: NewEventRow[]): SQL {
  return insertFrom(rows);
}

/** Event ids of the organization's events holding these external ids. */
export async function findEventIdsByExternalIds(
  ex: Executor,
  organizationId: string,
  externalIds: string[],
): Promise<Map<string, string>> {
  if (externalIds.length === 0) return new Map();
  const rows = await ex
    .select({ externalId: eventExternalId.externalId, eventId: eventExternalId.eventId })
    .from(eventExternalId)
    .where(inOrganization(eventExternalId, organizationId, inArray(eventExternalId.externalId, externalIds)));
  return new Map(rows.map((r) => [r.externalId, r.eventId]));
}

/** Which of `ids` are the organization's events. */
export async function findExistingEventIds(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Set<string>> {
  return existingIds(ex, event, organizationId, ids);
}

export async function findEvent(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<EventRow | undefined> {
  const [row] = await ex
    .select()
    .from(event)
    .where(inOrganization(event, organizationId, eq(event.id, id)))
    .limit(1);
  return row;
}

/** How many direct children each of `ids` has (absent: none). */
export async function countChildren(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ parentId: event.parentId, n: count() })
    .from(event)
    .where(inOrganization(event, organizationId, inArray(event.parentId, ids)))
    .groupBy(event.parentId);
  return new Map(rows.map((r) => [r.parentId!, r.n]));
}

export async function listEvents(
  ex: Executor,
  organizationId: string,
  filters: EventFilters,
  opts: { offset: number; limit: number; sort: Sort<EventSortProperty> },
): Promise<{ rows: EventRow[]; total: number }> {
  const where = inOrganization(event, organizationId, ...filterConditions(organizationId, filters));
  const rows = await ex
    .select()
    .from(event)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(event.timestamp) : asc(event.timestamp))),
      asc(event.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await ex.select({ n: count() }).from(event).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface EventNameRow {
  name: string;
  source: string;
  occurrences: number;
  firstSeen: Date;
  lastSeen: Date;
}

export async function listEventNames(
  ex: Executor,
  organizationId: string,
  filters: EventFilters,
  opts: { offset: number; limit: number; sort: Sort<EventNameSortProperty> },
): Promise<{ rows: EventNameRow[]; total: number }> {
  const where = inOrganization(event, organizationId, ...filterConditions(organizationId, filters));
  const occurrences = count();
  const firstSeen = min(event.timestamp);
  const lastSeen = max(event.timestamp);
  const column = { name: event.name, occurrences, first_seen: firstSeen, last_seen: lastSeen };
  const rows = await ex
    .select({ name: event.name, source: event.source, occurrences, firstSeen, lastSeen })
    .from(event)
    .where(where)
    .groupBy(event.name, event.source)
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(column[s.property]) : asc(column[s.property]))),
      asc(event.name),
      asc(event.source),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const groups = ex
    .selectDistinct({ name: event.name, source: event.source })
    .from(event)
    .where(where)
    .as("groups");
  const [total] = await ex.select({ n: count() }).from(groups);
  return {
    rows: rows.map((r) => ({ ...r, firstSeen: r.firstSeen!, lastSeen: r.lastSeen! })),
    total: total?.n ?? 0,
  };
}
