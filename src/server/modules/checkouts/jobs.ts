import type { JobHandlers } from "../../jobs/registry.js";
import { isUuid } from "../../lib/ids.js";
import { onProcessorEvent, type ProcessorEventHandler } from "../../payments/events.js";
import { expireDueCheckout } from "./expire.js";
import { EXPIRE_JOB, RECONCILE_JOB, RECOVER_JOB } from "./job-names.js";
import { settleStaleConfirmations } from "./recover.js";
import { findCheckout } from "./repository.js";
import { settleAttempt } from "./settle.js";

export { EXPIRE_JOB, RECONCILE_JOB, RECOVER_JOB } from "./job-names.js";

export const checkoutJobs: JobHandlers = {
  /**
   * Enqueued with each checkout, due at its `expires_at` (driven by the clock the queue runs
   * on). Expires it if it is still open or failed; a checkout being paid or paid is left alone.
   */
  [EXPIRE_JOB]: async (ctx, payload) => {
    await expireDueCheckout(ctx, String(payload.checkoutId));
  },
  /**
   * Enqueued by each confirmation, due `RECONCILE_AFTER_MS` (10 s) later: finishes an attempt whose confirm
   * request died between the charge and the order. It charges with the attempt's idempotency
   * key (which returns the charge already made, if any) and fulfils, exactly once; an attempt
   * already settled is left alone. A processor outage throws, and the job is retried with backoff.
   */
  [RECONCILE_JOB]: async (ctx, payload) => {
    await settleAttempt(
      ctx,
      String(payload.organizationId),
      String(payload.checkoutId),
      Number(payload.attempt),
    );
  },
  /** Enqueued by every worker as it starts: settles the confirmations a dead process left behind. */
  [RECOVER_JOB]: async (ctx) => {
    await settleStaleConfirmations(ctx);
  },
};

/**
 * The processor's word that a checkout's payment succeeded or failed (Stripe's webhooks carry the
 * `checkout_id` given to the charge): settles a confirmation still in progress at once, instead of
 * at its reconcile job. Idempotent like the job; anything else is ignored.
 */
const settleFromProcessor: ProcessorEventHandler = async (ctx, event) => {
  const checkoutId = event.metadata.checkout_id;
  if (!checkoutId || !isUuid(checkoutId)) return;
  const row = await findCheckout(ctx.db, event.organizationId, checkoutId);
  if (row?.status !== "confirmed") return;
  await settleAttempt(ctx, event.organizationId, row.id, row.paymentAttempts);
};
onProcessorEvent("payment_intent.succeeded", settleFromProcessor);
onProcessorEvent("payment_intent.payment_failed", settleFromProcessor);
