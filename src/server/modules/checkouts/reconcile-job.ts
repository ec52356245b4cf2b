import type { JobToQueue } from "../../jobs/queue.js";
import { RECONCILE_JOB } from "./job-names.js";
import type { CheckoutRow } from "./repository.js";

/**
 * When the reconcile job looks at an attempt whose confirm request may have died; also how old a
 * confirmation must be before a retried confirm or the start-up recovery pass settles it. Short,
 * so a customer charged just before a crash has their order seconds after the server is back; a
 * request still running in a live process meanwhile is harmless (same charge key, one order).
 */
export const RECONCILE_AFTER_MS = 10_000;

/** The reconcile job of a confirmed attempt, due `RECONCILE_AFTER_MS` later (for a request that dies). */
export function reconcileJob(saved: CheckoutRow, now: Date): JobToQueue {
  const attempt = saved.paymentAttempts;
  return {
    name: RECONCILE_JOB,
    payload: { organizationId: saved.organizationId, checkoutId: saved.id, attempt },
    runAt: new Date(now.getTime() + RECONCILE_AFTER_MS),
    dedupeKey: `checkout-reconcile:${saved.id}:${attempt}`,
  };
}
