import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import { event, eventMeterPending } from "../../db/schema/events.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import {
  type MeterAggregation,
  type MeterFilter,
  meterFilterSql,
  meterUniqueSql,
  meterValueSql,
} from "./meter-sql.js";

/** A meter as the evaluation queries need it. */
export interface MeterDefinition {
  id: string;
  filter: MeterFilter;
  aggregation: MeterAggregation;
}

/** What a set of events adds to one customer's meter: the partial aggregates. */
export interface MeterPartial {
  meterId: string;
  customerId: string;
  eventCount: number;
  valueCount: number;
  /** Exact decimals as PostgreSQL prints them. */
  valueSum: string;
  valueMin: string | null;
  valueMax: string | null;
  lastEventAt: Date;
}

export interface PendingBatch {
  id: string;
  eventIds: string[];
  eventTimestamps: Date[];
}

export async function insertPendingBatch(
  tx: Executor,
  row: typeof eventMeterPending.$inferInsert,
): Promise<void> {
  await tx.insert(eventMeterPending).values(row);
}

/**
 * Claims up to `limit` of the organization's pending batches, oldest first, skipping rows another
 * transaction holds, and deletes them: they are counted by the caller's transaction or, if it
 * rolls back, still pending.
 */
export async function takePendingBatches(
  tx: Executor,
  organizationId: string,
  limit: number,
): Promise<PendingBatch[]> {
  const claimed = await tx
    .select({ id: eventMeterPending.id })
    .from(eventMeterPending)
    .where(inOrganization(eventMeterPending, organizationId))
    .orderBy(asc(eventMeterPending.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  if (claimed.length === 0) return [];
  return tx
    .delete(eventMeterPending)
    .where(
      inOrganization(
        eventMeterPending,
        organizationId,
        inArray(
          eventMeterPending.id,
          claimed.map((c) => c.id),
        ),
      ),
    )
    .returning({
      id: eventMeterPending.id,
      eventIds: eventMeterPending.eventIds,
      eventTimestamps: eventMeterPending.eventTimestamps,
    });
}

/** Organizations with pending batches (the sweep after a restart). */
export async function organizationsWithPendingBatches(ex: Executor): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ organizationId: eventMeterPending.organizationId })
    .from(eventMeterPending);
  return rows.map((r) => r.organizationId);
}

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The batch's events as a relation `k(id, ts)`, joined to `event` by its primary key. */
function batchKeys(ids: string[], timestamps: Date[]) {
  const idList = `{${ids.join(",")}}`;
  const timeList = `{${timestamps.map((t) => t.toISOString()).join(",")}}`;
  return sql`(select unnest(${idList}::uuid[]) as id, unnest(${timeList}::timestamptz[]) as ts) k`;
}

/** External customer ids of the batch's events that name no customer yet. */
export async function unattributedExternalIds(
  ex: Executor,
  organizationId: string,
  ids: string[],
  timestamps: Date[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ex.execute(sql`
    select distinct e.external_customer_id from ${batchKeys(ids, timestamps)}
    join ${event} e on e.id = k.id and e.timestamp = k.ts
    where e.organization_id = ${organizationId} and e.customer_id is null and e.external_customer_id is not null`);
  return rowsOf<{ external_customer_id: string }>(rows).map((r) => r.external_customer_id);
}

/**
 * Names the customer on the organization's events sent with its external id before it existed
 * (the caller holds the organization's meter lock, so no batch is being counted meanwhile);
 * returns the keys of the events changed (each attributed once: concurrent callers re-check
 * `customer_id is null` after the first one commits).
 */
export async function attributeEvents(
  tx: Executor,
  organizationId: string,
  externalCustomerId: string,
  customerId: string,
  within?: { ids: string[]; timestamps: Date[] },
): Promise<{ id: string; timestamp: Date }[]> {
  // Within batches being counted: those events. Otherwise the events already counted without a
  // customer, i.e. in no pending batch (those will be counted with the customer they name then).
  const scope = within
    ? sql`(${event.id}, ${event.timestamp}) in (select k.id, k.ts from ${batchKeys(within.ids, within.timestamps)})`
    : sql`not exists (select 1 from ${eventMeterPending} p where p.organization_id = ${organizationId} and ${event.id} = any(p.event_ids))`;
  return tx
    .update(event)
    .set({ customerId })
    .where(
      inOrganization(
        event,
        organizationId,
        and(sql`${event.externalCustomerId} = ${externalCustomerId}`, isNull(event.customerId), scope),
      ),
    )
    .returning({ id: event.id, timestamp: event.timestamp });
}

/**
 * What the batch's user events add to each customer's meters: one statement for all meters,
 * each meter's filter and value evaluated by PostgreSQL.
 */
export async function aggregateBatch(
  ex: Executor,
  organizationId: string,
  ids: string[],
  timestamps: Date[],
  meters: MeterDefinition[],
): Promise<MeterPartial[]> {
  if (ids.length === 0 || meters.length === 0) return [];
  const selects = meters.map(
    (m) => sql`
    select ${m.id}::uuid as meter_id, e.customer_id, count(*)::bigint as event_count,
      count(v.value)::bigint as value_count, coalesce(sum(v.value), 0)::text as value_sum,
      min(v.value)::text as value_min, max(v.value)::text as value_max, max(e.ingested_at) as last_event_at
    from batch e cross join lateral (select ${meterValueSql(m.aggregation)} as value) v
    where ${meterFilterSql(m.filter)}
    group by e.customer_id`,
  );
  const result = await ex.execute(sql`
    with batch as materialized (
      select e.* from ${batchKeys(ids, timestamps)}
      join ${event} e on e.id = k.id and e.timestamp = k.ts
      where e.organization_id = ${organizationId} and e.source = 'user' and e.customer_id is not null
    )
    ${sql.join(selects, sql.raw(" union all "))}`);
  const rows = rowsOf<{
    meter_id: string;
    customer_id: string;
    event_count: string | number;
    value_count: string | number;
    value_sum: string;
    value_min: string | null;
    value_max: string | null;
    last_event_at: string | Date;
  }>(result);
  return rows.map((r) => ({
    meterId: r.meter_id,
    customerId: r.customer_id,
    eventCount: Number(r.event_count),
    valueCount: Number(r.value_count),
    valueSum: r.value_sum,
    valueMin: r.value_min,
    valueMax: r.value_max,
    lastEventAt: new Date(r.last_event_at),
  }));
}

/** The distinct values the batch's events carry for each `unique` meter, per customer. */
export async function uniqueValuesOfBatch(
  ex: Executor,
  organizationId: string,
  ids: string[],
  timestamps: Date[],
  meters: MeterDefinition[],
): Promise<{ meterId: string; customerId: string; value: string }[]> {
  const unique = meters.filter((m) => m.aggregation.func === "unique");
  if (ids.length === 0 || unique.length === 0) return [];
  const selects = unique.map(
    (m) => sql`
    select distinct ${m.id}::uuid as meter_id, e.customer_id, ${meterUniqueSql(m.aggregation)} as value
    from batch e where ${meterFilterSql(m.filter)} and ${meterUniqueSql(m.aggregation)} is not null`,
  );
  const result = await ex.execute(sql`
    with batch as materialized (
      select e.* from ${batchKeys(ids, timestamps)}
      join ${event} e on e.id = k.id and e.timestamp = k.ts
      where e.organization_id = ${organizationId} and e.source = 'user' and e.customer_id is not null
    )
    ${sql.join(selects, sql.raw(" union all "))}`);
  return rowsOf<{ meter_id: string; customer_id: string; value: string }>(result).map((r) => ({
    meterId: r.meter_id,
    customerId: r.customer_id,
    value: r.value,
  }));
}
