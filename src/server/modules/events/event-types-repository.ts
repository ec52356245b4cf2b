import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  min,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { event, eventType } from "../../db/schema/events.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { EventTypeSortProperty } from "./event-types-schemas.js";
import { type EventFilters, filterConditions, likeEscape } from "./repository.js";
import { SYSTEM_EVENT_NAMES, systemEventLabel } from "./system-metadata.js";

export type EventTypeRow = typeof eventType.$inferSelect;

export async function findEventTypesByNames(
  ex: Executor,
  organizationId: string,
  names: string[],
): Promise<Map<string, EventTypeRow>> {
  if (names.length === 0) return new Map();
  const rows = await ex
    .select()
    .from(eventType)
    .where(inOrganization(eventType, organizationId, inArray(eventType.name, [...new Set(names)])));
  return new Map(rows.map((r) => [r.name, r]));
}

export async function updateEventType(
  tx: Executor,
  organizationId: string,
  id: string,
  patch: Pick<EventTypeRow, "label" | "labelPropertySelector" | "modifiedAt">,
): Promise<EventTypeRow | undefined> {
  const [row] = await tx
    .update(eventType)
    .set(patch)
    .where(inOrganization(eventType, organizationId, eq(eventType.id, id)))
    .returning();
  return row;
}

export interface EventTypeStatsFilters extends EventFilters {
  rootEvents?: boolean | undefined;
  parentId?: string | undefined;
  /** Name or label contains (case-insensitive). */
  labelQuery?: string | undefined;
}

export interface EventTypeStatsRow {
  name: string;
  source: string;
  label: string;
  occurrences: number;
  firstSeen: Date;
  lastSeen: Date;
  type: EventTypeRow | null;
}

/** A system event's label (Polar's table), else the event type's label, else the name. */
function labelSql(): SQL<string> {
  const cases = sql.join(
    SYSTEM_EVENT_NAMES.map((name) => sql`when ${name} then ${systemEventLabel(name)}`),
    sql` `,
  );
  return sql<string>`(case when ${event.source} = 'system' then (case ${event.name} ${cases} else ${event.name} end) else coalesce(${eventType.label}, ${event.name}) end)`;
}

/**
 * Event types with their events' statistics (Polar's `list_with_stats`): one group per name and
 * source of the events the filters keep; a user name is listed once it has an event type (ingest
 * creates them), a system name always (without a row).
 */
export async function listEventTypeStats(
  ex: Executor,
  organizationId: string,
  filters: EventTypeStatsFilters,
  opts: { offset: number; limit: number; sort: { property: EventTypeSortProperty; descending: boolean }[] },
): Promise<{ rows: EventTypeStatsRow[]; total: number }> {
  const label = labelSql();
  const where = inOrganization(
    event,
    organizationId,
    ...filterConditions(organizationId, filters),
    filters.rootEvents ? isNull(event.parentId) : undefined,
    filters.parentId ? eq(event.parentId, filters.parentId) : undefined,
    or(eq(event.source, "system"), isNotNull(eventType.id)),
    filters.labelQuery
      ? or(
          ilike(event.name, `%${likeEscape(filters.labelQuery)}%`),
          sql`${label} ilike ${`%${likeEscape(filters.labelQuery)}%`}`,
        )
      : undefined,
  );
  const join = inOrganization(eventType, organizationId, eq(eventType.name, event.name));
  const occurrences = count();
  const firstSeen = min(event.timestamp);
  const lastSeen = max(event.timestamp);
  const column = { name: event.name, label, occurrences, first_seen: firstSeen, last_seen: lastSeen };
  const rows = await ex
    .select({
      name: event.name,
      source: event.source,
      label,
      occurrences,
      firstSeen,
      lastSeen,
      type: eventType,
    })
    .from(event)
    .leftJoin(eventType, join)
    .where(where)
    .groupBy(event.name, event.source, eventType.id)
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
    .leftJoin(eventType, join)
    .where(and(where))
    .as("groups");
  const [total] = await ex.select({ n: count() }).from(groups);
  return {
    rows: rows.map((r) => ({ ...r, firstSeen: r.firstSeen!, lastSeen: r.lastSeen!, type: r.type ?? null })),
    total: total?.n ?? 0,
  };
}
