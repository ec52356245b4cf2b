import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { enqueueJob, type JobToQueue } from "../../jobs/queue.js";
import type { JobHandlers } from "../../jobs/registry.js";
import { recordCustomerStateChanged } from "./state.js";

/**
 * The job that records `customer.state_changed` after a change the buyer need not wait for (a
 * one-time purchase): it computes the customer's state when it runs, in its own transaction, so
 * the event shows everything committed by then. Running it again records the state again.
 */
export const CUSTOMER_STATE_JOB = "customers.state-changed";

/** Queues `customer.state_changed` for the customer, in the caller's transaction. */
export async function queueCustomerStateChanged(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerId: string,
): Promise<void> {
  await enqueueJob(tx, now, CUSTOMER_STATE_JOB, { organizationId, customerId });
}

/** The job of `queueCustomerStateChanged`, for a caller that adds it with its other writes. */
export function customerStateJob(organizationId: string, customerId: string): JobToQueue {
  return { name: CUSTOMER_STATE_JOB, payload: { organizationId, customerId } };
}

export const customerJobs: JobHandlers = {
  [CUSTOMER_STATE_JOB]: async (ctx, payload) => {
    const organizationId = String(payload.organizationId);
    const customerId = String(payload.customerId);
    try {
      await ctx.db.transaction((tx) =>
        recordCustomerStateChanged(tx, ctx.clock.now(), organizationId, customerId),
      );
    } catch (error) {
      // A customer removed since has no state to report.
      if (!(error instanceof NotFoundError)) throw error;
    }
  },
};
