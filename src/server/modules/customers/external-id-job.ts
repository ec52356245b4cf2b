import type { Executor } from "../../db/types.js";
import { enqueueJob, type JobToQueue } from "../../jobs/queue.js";

/**
 * The job that gives a customer the usage events sent with its external id before it had it
 * (handled by `customer-meters`, which counts them): queued once per customer and external id,
 * in the transaction that gave the customer that id.
 */
export const CUSTOMER_EXTERNAL_ID_JOB = "customer-meters.attribute";

export async function queueExternalIdAttribution(
  tx: Executor,
  now: Date,
  row: { id: string; organizationId: string; externalId: string | null },
): Promise<void> {
  const job = externalIdAttributionJob(row);
  if (job) await enqueueJob(tx, now, job.name, job.payload, { dedupeKey: job.dedupeKey });
}

/** The job `queueExternalIdAttribution` adds, for a caller that adds it with its own; null without an external id. */
export function externalIdAttributionJob(row: {
  id: string;
  organizationId: string;
  externalId: string | null;
}): (JobToQueue & { dedupeKey: string }) | null {
  if (!row.externalId) return null;
  return {
    name: CUSTOMER_EXTERNAL_ID_JOB,
    payload: { organization_id: row.organizationId, customer_id: row.id, external_id: row.externalId },
    dedupeKey: `${CUSTOMER_EXTERNAL_ID_JOB}:${row.id}:${row.externalId}`,
  };
}
