import type { JobHandlers } from "../jobs/registry.js";
import { dispatchProcessorEvent, isProcessorEventType, STRIPE_EVENT_JOB } from "./events.js";
import { lookupStripePayment } from "./stripe-webhooks.js";

/** Hands one recorded Stripe event to the listeners registered with onProcessorEvent (events.ts). */
export const paymentJobs: JobHandlers = {
  [STRIPE_EVENT_JOB]: async (ctx, payload) => {
    const type = String(payload.type);
    if (!isProcessorEventType(type)) throw new Error(`Unknown processor event type ${type}`);
    const chargeRef = String(payload.chargeRef);
    let organizationId = typeof payload.organizationId === "string" ? payload.organizationId : null;
    let metadata = (payload.metadata ?? {}) as Record<string, string>;
    if (!organizationId) {
      // A charge without Kassa's metadata: its PaymentIntent says whose payment it is.
      const payment = await lookupStripePayment(ctx, chargeRef);
      if (!payment) {
        ctx.logger.info(
          { type, eventId: payload.eventId, chargeRef },
          "Stripe event of a payment Kassa did not make",
        );
        return;
      }
      ({ organizationId, metadata } = payment);
    }
    const ran = await dispatchProcessorEvent(ctx, {
      id: String(payload.eventId),
      type,
      processor: "stripe",
      organizationId,
      chargeRef,
      metadata,
      createdAt: new Date(String(payload.createdAt)),
    });
    if (ran === 0) ctx.logger.debug({ type, eventId: payload.eventId }, "no listener for processor event");
  },
};
