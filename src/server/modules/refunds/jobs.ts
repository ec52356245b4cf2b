import { AppError } from "../../http/errors.js";
import type { JobHandlers } from "../../jobs/registry.js";
import { RECONCILE_JOB, settleRefund } from "./settle.js";

/**
 * `refunds.reconcile {organizationId, refundId}`: settles a refund still pending a while after it
 * was created (the process died between reserving it and recording the processor's answer). The
 * processor call reuses the refund's idempotency key, so a refund that did go through is found,
 * not made twice. Settled refunds are left alone; a refusal fails the refund and ends the job.
 */
export const refundJobs: JobHandlers = {
  [RECONCILE_JOB]: async (ctx, payload) => {
    const organizationId = String(payload.organizationId);
    const refundId = String(payload.refundId);
    try {
      await settleRefund(ctx, organizationId, refundId);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        ctx.logger.warn({ refundId, err: error.message }, "refund failed at the processor");
        return;
      }
      throw error;
    }
  },
};
