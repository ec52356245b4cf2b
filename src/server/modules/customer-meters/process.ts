import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { enqueueJobs } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { customerIdsByExternalId } from "../customers/service.js";
import {
  aggregateMeterBatches,
  attributeEventsToCustomer,
  deleteMeterBatches,
  lockMeterBatches,
  type MeterDefinition,
} from "../events/service.js";
import { liveMeters } from "../meters/service.js";
import {
  type Aggregation,
  addToCustomerMeters,
  addUniqueValues,
  lockOrganizationMeters,
  type MeterDelta,
  refreshConsumed,
} from "./repository.js";

/** Pending batches counted per transaction (each holds at most 1,000 events). */
export const BATCHES_PER_TRANSACTION = 20;

/** The job recording one `customer.state_changed` for a customer whose meters changed. */
export const METER_STATE_JOB = "customer-meters.state-changed";

/**
 * At most one `customer.state_changed` per customer per window for usage: the first change
 * queues the job at the end of its window (a dedupe key per window), later ones find it queued.
 */
export const STATE_CHANGE_WINDOW_MS = 10_000;

/**
 * Counts up to `BATCHES_PER_TRANSACTION` of the organization's pending batches into the customer
 * meters, in the caller's transaction, holding the organization's meter lock: events whose
 * external customer id a customer holds by now are first attributed to it, each meter's filter
 * and aggregation run in PostgreSQL, and the partial aggregates are added to the rows. Returns
 * the number of batches counted and the customers whose meters changed.
 */
export async function countPendingBatches(
  tx: Executor,
  now: Date,
  organizationId: string,
  meters?: MeterDefinition[],
): Promise<{ batches: number; customers: Set<string> }> {
  await lockOrganizationMeters(tx, organizationId);
  const batches = await lockMeterBatches(tx, organizationId, BATCHES_PER_TRANSACTION);
  const customers = new Set<string>();
  if (batches.length === 0) return { batches: 0, customers };

  const defs = meters ?? (await liveMeters(tx, organizationId));
  let { partials, uniqueValues, unattributed } = await aggregateMeterBatches(
    tx,
    organizationId,
    batches,
    defs,
  );
  if (unattributed.length > 0) {
    // Customers created since these events came in: name them on the events, then count again.
    const holders = await customerIdsByExternalId(tx, organizationId, unattributed);
    for (const [externalId, customerId] of holders) {
      await attributeEventsToCustomer(tx, now, organizationId, externalId, customerId, batches);
    }
    if (holders.size > 0)
      ({ partials, uniqueValues } = await aggregateMeterBatches(tx, organizationId, batches, defs));
  }
  const deltas: MeterDelta[] = partials.map((p) => ({ ...p, id: uuidv7() }));
  const ids = await addToCustomerMeters(tx, organizationId, deltas, now);
  await addUniqueValues(
    tx,
    organizationId,
    uniqueValues.map((u) => ({ customerMeterId: ids.get(`${u.customerId}:${u.meterId}`)!, value: u.value })),
  );
  const funcOf = new Map(defs.map((m) => [m.id, m.aggregation.func as Aggregation]));
  const byFunc = new Map<Aggregation, string[]>();
  for (const d of deltas) {
    const func = funcOf.get(d.meterId)!;
    byFunc.set(func, [...(byFunc.get(func) ?? []), ids.get(`${d.customerId}:${d.meterId}`)!]);
    customers.add(d.customerId);
  }
  for (const [func, rowIds] of byFunc) await refreshConsumed(tx, organizationId, func, rowIds);
  await deleteMeterBatches(tx, organizationId, batches);
  await queueStateChanged(tx, now, organizationId, [...customers]);
  return { batches: batches.length, customers };
}

/** Counts every pending batch of the organization, one transaction per chunk. */
export async function processOrganizationBatches(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { batches } = await ctx.db.transaction((tx) =>
      countPendingBatches(tx, ctx.clock.now(), organizationId),
    );
    total += batches;
    if (batches < BATCHES_PER_TRANSACTION) return total;
  }
}

/** Queues each customer's coalesced `customer.state_changed` for this window (once per customer). */
export async function queueStateChanged(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerIds: string[],
): Promise<void> {
  const window = Math.floor(now.getTime() / STATE_CHANGE_WINDOW_MS);
  await enqueueJobs(
    tx,
    now,
    METER_STATE_JOB,
    [...customerIds].sort().map((customerId) => ({
      payload: { organization_id: organizationId, customer_id: customerId },
      dedupeKey: `${METER_STATE_JOB}:${customerId}:${window}`,
    })),
    { runAt: new Date((window + 1) * STATE_CHANGE_WINDOW_MS) },
  );
}
