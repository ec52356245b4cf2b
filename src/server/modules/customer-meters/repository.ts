import { and, asc, eq, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { customerMeter, customerMeterUniqueValue } from "../../db/schema/customer-meters.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type CustomerMeterRow = typeof customerMeter.$inferSelect;
export type Aggregation = "count" | "sum" | "max" | "min" | "avg" | "unique";

/** A customer meter row's key. */
export interface CustomerMeterKey {
  customerId: string;
  meterId: string;
}

/** Partial aggregates to add to a customer meter. */
export interface MeterDelta extends CustomerMeterKey {
  id: string;
  eventCount: number;
  valueCount: number;
  valueSum: string;
  valueMin: string | null;
  valueMax: string | null;
  lastEventAt: Date;
}

/**
 * Serializes everything that changes the organization's customer meters from events (counting
 * batches, resets) for the rest of the transaction: a batch is counted wholly before or wholly
 * after a reset, never both.
 */
export async function lockOrganizationMeters(tx: Executor, organizationId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`customer_meter:${organizationId}`}, 0))`,
  );
}

/** `consumed_units` of a row for the meter's aggregation, from its partial aggregates. */
export function consumedSql(func: Aggregation) {
  switch (func) {
    case "count":
      return sql`${customerMeter.eventCount}::numeric`;
    case "sum":
      return sql`${customerMeter.valueSum}`;
    case "max":
      return sql`coalesce(${customerMeter.valueMax}, 0)`;
    case "min":
      return sql`coalesce(${customerMeter.valueMin}, 0)`;
    case "avg":
      return sql`case when ${customerMeter.valueCount} = 0 then 0 else round(${customerMeter.valueSum} / ${customerMeter.valueCount}, 12) end`;
    case "unique":
      return sql`${customerMeter.uniqueCount}::numeric`;
  }
}

/** Adds partial aggregates to the rows (created at `periodStart` when missing); returns their ids. */
export async function addToCustomerMeters(
  tx: Executor,
  organizationId: string,
  deltas: MeterDelta[],
  periodStart: Date,
): Promise<Map<string, string>> {
  if (deltas.length === 0) return new Map();
  // One order for every writer, so concurrent upserts never deadlock.
  const sorted = [...deltas].sort((a, b) =>
    a.customerId === b.customerId
      ? a.meterId.localeCompare(b.meterId)
      : a.customerId.localeCompare(b.customerId),
  );
  const rows = await tx
    .insert(customerMeter)
    .values(
      sorted.map((d) => ({
        id: d.id,
        organizationId,
        customerId: d.customerId,
        meterId: d.meterId,
        periodStart,
        eventCount: d.eventCount,
        valueCount: d.valueCount,
        valueSum: d.valueSum,
        valueMin: d.valueMin,
        valueMax: d.valueMax,
        lastEventAt: d.lastEventAt,
        createdAt: periodStart,
        modifiedAt: periodStart,
      })),
    )
    .onConflictDoUpdate({
      target: [customerMeter.organizationId, customerMeter.customerId, customerMeter.meterId],
      set: {
        eventCount: sql`${customerMeter.eventCount} + excluded.event_count`,
        valueCount: sql`${customerMeter.valueCount} + excluded.value_count`,
        valueSum: sql`${customerMeter.valueSum} + excluded.value_sum`,
        valueMin: sql`least(${customerMeter.valueMin}, excluded.value_min)`,
        valueMax: sql`greatest(${customerMeter.valueMax}, excluded.value_max)`,
        lastEventAt: sql`greatest(${customerMeter.lastEventAt}, excluded.last_event_at)`,
        modifiedAt: sql`excluded.modified_at`,
      },
    })
    .returning({
      id: customerMeter.id,
      customerId: customerMeter.customerId,
      meterId: customerMeter.meterId,
    });
  return new Map(rows.map((r) => [`${r.customerId}:${r.meterId}`, r.id]));
}

/** Records distinct values of `unique` meters; adds the number new to each row's count. */
export async function addUniqueValues(
  tx: Executor,
  organizationId: string,
  values: { customerMeterId: string; value: string }[],
): Promise<void> {
  if (values.length === 0) return;
  const inserted = await tx
    .insert(customerMeterUniqueValue)
    .values(values.map((v) => ({ ...v, organizationId })))
    .onConflictDoNothing()
    .returning({ customerMeterId: customerMeterUniqueValue.customerMeterId });
  const added = new Map<string, number>();
  for (const r of inserted) added.set(r.customerMeterId, (added.get(r.customerMeterId) ?? 0) + 1);
  for (const [id, n] of added) {
    await tx
      .update(customerMeter)
      .set({ uniqueCount: sql`${customerMeter.uniqueCount} + ${n}` })
      .where(inOrganization(customerMeter, organizationId, eq(customerMeter.id, id)));
  }
}

/** Recomputes `consumed_units` of the rows from their partial aggregates. */
export async function refreshConsumed(
  tx: Executor,
  organizationId: string,
  func: Aggregation,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(customerMeter)
    .set({ consumedUnits: consumedSql(func) })
    .where(inOrganization(customerMeter, organizationId, anyOf(customerMeter.id, ids)));
}

export async function findCustomerMeter(
  ex: Executor,
  organizationId: string,
  key: CustomerMeterKey,
  opts: { forUpdate?: boolean } = {},
): Promise<CustomerMeterRow | undefined> {
  const q = ex
    .select()
    .from(customerMeter)
    .where(
      inOrganization(
        customerMeter,
        organizationId,
        and(eq(customerMeter.customerId, key.customerId), eq(customerMeter.meterId, key.meterId)),
      ),
    );
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  return row;
}

/** Creates the row at zero when missing (a reset or a credit before any usage). */
export async function ensureCustomerMeter(
  tx: Executor,
  organizationId: string,
  key: CustomerMeterKey & { id: string },
  now: Date,
): Promise<void> {
  await tx
    .insert(customerMeter)
    .values({ ...key, organizationId, periodStart: now, createdAt: now, modifiedAt: now })
    .onConflictDoNothing();
}

/** Zeroes the row's usage and credits and starts a new period at `now`. */
export async function resetCustomerMeter(
  tx: Executor,
  organizationId: string,
  id: string,
  now: Date,
): Promise<void> {
  await tx
    .update(customerMeter)
    .set({
      periodStart: now,
      eventCount: 0,
      valueCount: 0,
      valueSum: "0",
      valueMin: null,
      valueMax: null,
      uniqueCount: 0,
      consumedUnits: "0",
      creditedUnits: "0",
      modifiedAt: now,
    })
    .where(inOrganization(customerMeter, organizationId, eq(customerMeter.id, id)));
  await tx
    .delete(customerMeterUniqueValue)
    .where(
      inOrganization(
        customerMeterUniqueValue,
        organizationId,
        eq(customerMeterUniqueValue.customerMeterId, id),
      ),
    );
}

/** Adds `units` (negative: takes back) to the credited units, never below zero. */
export async function addCredit(
  tx: Executor,
  organizationId: string,
  id: string,
  units: string,
  now: Date,
): Promise<void> {
  await tx
    .update(customerMeter)
    .set({
      creditedUnits: sql`greatest(${customerMeter.creditedUnits} + ${units}::numeric, 0)`,
      modifiedAt: now,
    })
    .where(inOrganization(customerMeter, organizationId, eq(customerMeter.id, id)));
}

/** The customer's meter rows, oldest first. */
export async function findCustomerMetersOfCustomer(
  ex: Executor,
  organizationId: string,
  customerId: string,
): Promise<CustomerMeterRow[]> {
  return ex
    .select()
    .from(customerMeter)
    .where(inOrganization(customerMeter, organizationId, eq(customerMeter.customerId, customerId)))
    .orderBy(asc(customerMeter.createdAt), asc(customerMeter.id));
}
