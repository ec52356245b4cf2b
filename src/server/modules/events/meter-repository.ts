import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.js";
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

/** A pending batch claimed by a transaction: its id (its events stay in PostgreSQL). */
export interface PendingBatch {
  id: string;
}

export async function insertPendingBatch(
  tx: Executor,
  row: typeof eventMeterPending.$inferInsert,
): Promise<void> {
  await tx.insert(eventMeterPending).values(row);
}

/**
 * Locks up to `limit` of the organization's pending batches, oldest first, skipping rows another
 * transaction holds. The caller counts them and deletes them (`deletePendingBatches`) in the
 * same transaction; if it rolls back they are still pending.
 */
export async function lockPendingBatches(
  tx: Executor,
  organizationId: string,
  limit: number,
): Promise<PendingBatch[]> {
  return tx
    .select({ id: eventMeterPending.id })
    .from(eventMeterPending)
    .where(inOrganization(eventMeterPending, organizationId))
    .orderBy(asc(eventMeterPending.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function deletePendingBatches(
  tx: Executor,
  organizationId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(eventMeterPending)
    .where(inOrganization(eventMeterPending, organizationId, inArray(eventMeterPending.id, ids)));
}

/** Organizations with pending batches (the sweep after a restart). */
export async function organizationsWithPendingBatches(ex: Executor): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ organizationId: eventMeterPending.organizationId })
    .from(eventMeterPending);
  return rows.map((r) => r.organizationId);
}

const idArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** The events of the batches as a relation `k(id, ts)`, read from the pending rows. */
function batchKeys(organizationId: string, batchIds: string[]) {
  return sql`(select u.id, u.ts from ${eventMeterPending} p cross join lateral unnest(p.event_ids, p.event_timestamps) as u(id, ts)
    where p.organization_id = ${organizationId} and p.id = any(${idArray(batchIds)})) k`;
}

/** The batches' user events (a CTE named `batch`, columns of `event`). */
function batchCte(organizationId: string, batchIds: string[]) {
  // A lateral lookup per key (the primary key index), whatever the planner thinks of the sizes.
  return sql`with batch as materialized (
      select e.* from ${batchKeys(organizationId, batchIds)}
      cross join lateral (select * from ${event} x where x.id = k.id and x.timestamp = k.ts limit 1) e
      where e.organization_id = ${organizationId} and e.source = 'user'
    )`;
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
  withinBatches?: string[],
): Promise<{ id: string; timestamp: Date }[]> {
  // Within batches being counted: those events. Otherwise the events already counted without a
  // customer, i.e. in no pending batch (those will be counted with the customer they name then).
  const scope = withinBatches
    ? sql`(${event.id}, ${event.timestamp}) in (select k.id, k.ts from ${batchKeys(organizationId, withinBatches)})`
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
 * What the batches' user events add to each customer's meters: one statement for all meters,
 * each meter's filter and value evaluated by PostgreSQL. `unattributed` lists the external
 * customer ids of events that name no customer (they count once attributed).
 */
export async function aggregateBatches(
  ex: Executor,
  organizationId: string,
  batchIds: string[],
  meters: MeterDefinition[],
): Promise<{ partials: MeterPartial[]; unattributed: string[] }> {
  if (batchIds.length === 0) return { partials: [], unattributed: [] };
  const selects = meters.map(
    (m) => sql`
    select ${m.id}::uuid as meter_id, e.customer_id, null::text as external_customer_id, count(*)::bigint as event_count,
      count(v.value)::bigint as value_count, coalesce(sum(v.value), 0)::text as value_sum,
      min(v.value)::text as value_min, max(v.value)::text as value_max, max(e.ingested_at) as last_event_at
    from batch e cross join lateral (select ${meterValueSql(m.aggregation)} as value) v
    where e.customer_id is not null and ${meterFilterSql(m.filter)}
    group by e.customer_id`,
  );
  selects.push(sql`
    select distinct null::uuid, null::uuid, e.external_customer_id, 0, 0, '0', null, null, null::timestamptz
    from batch e where e.customer_id is null and e.external_customer_id is not null`);
  const result = await ex.execute(
    sql`${batchCte(organizationId, batchIds)} ${sql.join(selects, sql.raw(" union all "))}`,
  );
  const rows = rowsOf<{
    meter_id: string | null;
    customer_id: string;
    external_customer_id: string | null;
    event_count: string | number;
    value_count: string | number;
    value_sum: string;
    value_min: string | null;
    value_max: string | null;
    last_event_at: string | Date;
  }>(result);
  return {
    partials: rows
      .filter((r) => r.meter_id !== null)
      .map((r) => ({
        meterId: r.meter_id!,
        customerId: r.customer_id,
        eventCount: Number(r.event_count),
        valueCount: Number(r.value_count),
        valueSum: r.value_sum,
        valueMin: r.value_min,
        valueMax: r.value_max,
        lastEventAt: new Date(r.last_event_at),
      })),
    unattributed: rows.filter((r) => r.meter_id === null).map((r) => r.external_customer_id!),
  };
}

/** The distinct values the batches' events carry for each `unique` meter, per customer. */
export async function uniqueValuesOfBatches(
  ex: Executor,
  organizationId: string,
  batchIds: string[],
  meters: MeterDefinition[],
): Promise<{ meterId: string; customerId: string; value: string }[]> {
  const unique = meters.filter((m) => m.aggregation.func === "unique");
  if (batchIds.length === 0 || unique.length === 0) return [];
  const selects = unique.map(
    (m) => sql`
    select distinct ${m.id}::uuid as meter_id, e.customer_id, ${meterUniqueSql(m.aggregation)} as value
    from batch e where e.customer_id is not null and ${meterFilterSql(m.filter)} and ${meterUniqueSql(m.aggregation)} is not null`,
  );
  const result = await ex.execute(
    sql`${batchCte(organizationId, batchIds)} ${sql.join(selects, sql.raw(" union all "))}`,
  );
  return rowsOf<{ meter_id: string; customer_id: string; value: string }>(result).map((r) => ({
    meterId: r.meter_id,
    customerId: r.customer_id,
    value: r.value,
  }));
}
