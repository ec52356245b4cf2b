import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import { recordSystemEvents } from "../events/service.js";
import { BATCHES_PER_TRANSACTION, countPendingBatches, queueStateChanged } from "./process.js";
import {
  addCredit,
  type CustomerMeterKey,
  type CustomerMeterRow,
  ensureCustomerMeter,
  findCustomerMeter,
  lockOrganizationMeters,
  resetCustomerMeter,
} from "./repository.js";

/** What a customer used and was credited on a meter in the period a reset closed. */
export interface SettledPeriod {
  /** Decimal strings, exact. */
  consumedUnits: string;
  creditedUnits: string;
  periodStart: Date;
}

/** Counts every batch committed so far, in the caller's transaction (holding the meter lock). */
async function countAllPending(tx: Executor, now: Date, organizationId: string): Promise<void> {
  for (;;) {
    const { batches } = await countPendingBatches(tx, now, organizationId);
    if (batches < BATCHES_PER_TRANSACTION) return;
  }
}

async function lockedRow(
  tx: Executor,
  now: Date,
  organizationId: string,
  key: CustomerMeterKey,
): Promise<CustomerMeterRow> {
  await ensureCustomerMeter(tx, organizationId, { ...key, id: uuidv7() }, now);
  return (await findCustomerMeter(tx, organizationId, key, { forUpdate: true }))!;
}

/**
 * Closes the customer's period on a meter (a renewal, a cancellation): in the caller's
 * transaction, under the organization's meter lock, counts every batch committed before it,
 * then returns the period's consumed and credited units and starts a new period at `now` with
 * both at zero (recording `meter.reset`). A batch committing meanwhile waits for the lock and
 * counts in the new period.
 */
export async function settleCustomerMeter(
  tx: Executor,
  now: Date,
  organizationId: string,
  key: CustomerMeterKey,
): Promise<SettledPeriod> {
  await lockOrganizationMeters(tx, organizationId);
  await countAllPending(tx, now, organizationId);
  const row = await lockedRow(tx, now, organizationId, key);
  await resetCustomerMeter(tx, organizationId, row.id, now);
  await recordSystemEvents(tx, organizationId, [
    { name: "meter.reset", customerId: key.customerId, metadata: { meter_id: key.meterId }, timestamp: now },
  ]);
  await queueStateChanged(tx, now, organizationId, [key.customerId]);
  return { consumedUnits: row.consumedUnits, creditedUnits: row.creditedUnits, periodStart: row.periodStart };
}

/**
 * Adds `units` to the customer's credited units on a meter (negative: takes them back, never
 * below zero), in the caller's transaction, and records `meter.credited` (Polar's system event;
 * `rollover` when the units are an unused balance carried into a new period).
 */
export async function creditCustomerMeter(
  tx: Executor,
  now: Date,
  organizationId: string,
  key: CustomerMeterKey,
  units: string,
  opts: { rollover?: boolean } = {},
): Promise<void> {
  const row = await lockedRow(tx, now, organizationId, key);
  await addCredit(tx, organizationId, row.id, units, now);
  await recordSystemEvents(tx, organizationId, [
    {
      name: "meter.credited",
      customerId: key.customerId,
      metadata: { meter_id: key.meterId, units: Math.trunc(Number(units)), rollover: opts.rollover ?? false },
      timestamp: now,
    },
  ]);
  await queueStateChanged(tx, now, organizationId, [key.customerId]);
}

/** The customer's current balance on a meter, counting every batch committed so far. */
export async function currentCustomerMeter(
  tx: Executor,
  now: Date,
  organizationId: string,
  key: CustomerMeterKey,
): Promise<CustomerMeterRow | undefined> {
  await lockOrganizationMeters(tx, organizationId);
  await countAllPending(tx, now, organizationId);
  return findCustomerMeter(tx, organizationId, key);
}
