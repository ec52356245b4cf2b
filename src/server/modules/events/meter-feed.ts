import type { Executor } from "../../db/types.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  aggregateBatch,
  attributeEvents,
  insertPendingBatch,
  type MeterDefinition,
  type MeterPartial,
  organizationsWithPendingBatches,
  type PendingBatch,
  takePendingBatches,
  unattributedExternalIds,
  uniqueValuesOfBatch,
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
  await enqueueJob(tx, now, METER_BATCHES_JOB, { organization_id: organizationId });
}

/** Takes (and deletes, with the caller's transaction) up to `limit` pending batches, oldest first. */
export function takeMeterBatches(
  tx: Executor,
  organizationId: string,
  limit: number,
): Promise<PendingBatch[]> {
  return takePendingBatches(tx, organizationId, limit);
}

export function organizationsWithMeterBatches(ex: Executor): Promise<string[]> {
  return organizationsWithPendingBatches(ex);
}

/** What the events of `batches` add to each customer's meter, per meter (in PostgreSQL). */
export async function aggregateMeterBatches(
  ex: Executor,
  organizationId: string,
  batches: PendingBatch[],
  meters: MeterDefinition[],
): Promise<{
  partials: MeterPartial[];
  uniqueValues: { meterId: string; customerId: string; value: string }[];
}> {
  const ids = batches.flatMap((b) => b.eventIds);
  const timestamps = batches.flatMap((b) => b.eventTimestamps);
  const partials = await aggregateBatch(ex, organizationId, ids, timestamps, meters);
  const uniqueValues = await uniqueValuesOfBatch(ex, organizationId, ids, timestamps, meters);
  return { partials, uniqueValues };
}

/** External customer ids the batches' events name but no customer held when they came in. */
export function unattributedExternalCustomerIds(
  ex: Executor,
  organizationId: string,
  batches: PendingBatch[],
): Promise<string[]> {
  return unattributedExternalIds(
    ex,
    organizationId,
    batches.flatMap((b) => b.eventIds),
    batches.flatMap((b) => b.eventTimestamps),
  );
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
  const within = batches && {
    ids: batches.flatMap((b) => b.eventIds),
    timestamps: batches.flatMap((b) => b.eventTimestamps),
  };
  const changed = await attributeEvents(tx, organizationId, externalCustomerId, customerId, within);
  if (!batches) await queueForMeters(tx, now, organizationId, changed);
  return changed.length;
}
