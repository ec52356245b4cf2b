import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.js";
import { enqueueJob, enqueueJobWhenSql } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  aggregateBatches,
  attributeEvents,
  deletePendingBatches,
  insertPendingBatch,
  lockPendingBatches,
  type MeterDefinition,
  type MeterPartial,
  organizationsWithPendingBatches,
  type PendingBatch,
  uniqueValuesOfBatches,
} from "./meter-repository.js";

export type { MeterAggregation, MeterFilter, MeterFilterClause } from "./meter-sql.js";
export type { MeterDefinition, MeterPartial, PendingBatch };

/**
 * The job that adds committed batches to customer meters (its handler belongs to the
 * `customer-meters` module, which reads the batches through the functions below). Its payload
 * names the organization; any run drains all of that organization's pending batches.
 */
export const METER_BATCHES_JOB = "customer-meters.process";

/**
 * Records that these events wait to be counted, in the caller's (ingest) transaction, and
 * queues the job that counts them; both commit with the events or not at all.
 */
export async function queueForMeters(
  tx: Executor,
  now: Date,
  organizationId: string,
  events: { id: string; timestamp: Date }[],
): Promise<void> {
  if (events.length === 0) return;
  await insertPendingBatch(tx, {
    id: uuidv7(),
    organizationId,
    eventIds: events.map((e) => e.id),
    eventTimestamps: events.map((e) => e.timestamp),
    createdAt: now,
  });
  await queueMeterJob(tx, now, organizationId);
}

/**
 * The insert of the job that counts the organization's pending batches, for the statement that
 * writes one (ingest writes its pending row and this job in one statement, see
 * `insertIngestBatch`), run when `when` holds.
 */
export function meterJobWhenSql(now: Date, organizationId: string, when: SQL): SQL {
  return enqueueJobWhenSql(now, METER_BATCHES_JOB, { organization_id: organizationId }, when);
}

/** Queues the job that counts the organization's pending batches, in the transaction that wrote one. */
export async function queueMeterJob(tx: Executor, now: Date, organizationId: string): Promise<void> {
  await enqueueJob(tx, now, METER_BATCHES_JOB, { organization_id: organizationId });
}

/** Locks up to `limit` pending batches, oldest first (the caller deletes them once counted). */
export function lockMeterBatches(
  tx: Executor,
  organizationId: string,
  limit: number,
): Promise<PendingBatch[]> {
  return lockPendingBatches(tx, organizationId, limit);
}

/** Deletes counted batches, in the transaction that counted them. */
export function deleteMeterBatches(
  tx: Executor,
  organizationId: string,
  batches: PendingBatch[],
): Promise<void> {
  return deletePendingBatches(
    tx,
    organizationId,
    batches.map((b) => b.id),
  );
}

export function organizationsWithMeterBatches(ex: Executor): Promise<string[]> {
  return organizationsWithPendingBatches(ex);
}

/**
 * What the events of `batches` add to each customer's meter, per meter (in PostgreSQL), and the
 * external customer ids of their events that name no customer yet.
 */
export async function aggregateMeterBatches(
  ex: Executor,
  organizationId: string,
  batches: PendingBatch[],
  meters: MeterDefinition[],
): Promise<{
  partials: MeterPartial[];
  uniqueValues: { meterId: string; customerId: string; value: string }[];
  unattributed: string[];
}> {
  const ids = batches.map((b) => b.id);
  const { partials, unattributed } = await aggregateBatches(ex, organizationId, ids, meters);
  const uniqueValues = await uniqueValuesOfBatches(ex, organizationId, ids, meters);
  return { partials, uniqueValues, unattributed };
}

/**
 * Names `customerId` on the organization's events sent with its external id before it existed
 * (all of them, or those of `batches`); the events changed outside `batches` are queued for
 * the meters as a new batch in the caller's transaction.
 */
export async function attributeEventsToCustomer(
  tx: Executor,
  now: Date,
  organizationId: string,
  externalCustomerId: string,
  customerId: string,
  batches?: PendingBatch[],
): Promise<number> {
  const changed = await attributeEvents(
    tx,
    organizationId,
    externalCustomerId,
    customerId,
    batches?.map((b) => b.id),
  );
  if (!batches) await queueForMeters(tx, now, organizationId, changed);
  return changed.length;
}
