import type { Executor } from "../../db/types.js";
import { type MeterDefinition, periodPartialsSql, periodUniqueValuesSql } from "../events/service.js";
import { queueStateChanged } from "./process.js";
import { recomputeMeterRows } from "./recompute-repository.js";
import { type Aggregation, lockOrganizationMeters, refreshConsumed } from "./repository.js";

/**
 * After a meter's filter or aggregation changed: recomputes each customer's row on it for the
 * current period (events ingested at or after the row's `period_start`, not those still in
 * pending batches, which the batch job counts under the new definition), in the caller's
 * transaction, under the organization's meter lock. Customers without a row get one when their
 * next events count.
 */
export async function recomputeCustomerMeters(
  tx: Executor,
  now: Date,
  organizationId: string,
  meter: MeterDefinition,
): Promise<void> {
  await lockOrganizationMeters(tx, organizationId);
  const { ids, customerIds } = await recomputeMeterRows(
    tx,
    organizationId,
    meter.id,
    {
      partials: (periods) => periodPartialsSql(organizationId, meter, periods),
      uniqueValues: (periods) => periodUniqueValuesSql(organizationId, meter, periods),
    },
    now,
  );
  await refreshConsumed(tx, organizationId, meter.aggregation.func as Aggregation, ids);
  await queueStateChanged(tx, now, organizationId, [...new Set(customerIds)]);
}
