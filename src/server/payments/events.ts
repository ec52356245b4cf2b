/**
 * Processor events other modules react to: a tiny in-process registry. Stripe's webhooks
 * (stripe-webhooks.ts) are verified, recorded once per Stripe event id, and handed to the
 * `payments.stripe-event` job, which calls every listener registered here for the event's type.
 *
 * Register at import time of your module's `jobs.ts` (imported by src/server/jobs/registry.ts,
 * so every process that runs jobs has the listener):
 *
 *   onProcessorEvent("payment_intent.succeeded", async (ctx, event) => { … });
 *
 * Listeners must be idempotent: a job is retried (every listener runs again) when one throws,
 * and the state to act on should be loaded fresh, e.g. `ctx.payments.retrieveCharge(
 * event.organizationId, event.chargeRef)`.
 */
import type { AppContext } from "../context.js";

/** The job that hands one recorded Stripe event to the listeners. */
export const STRIPE_EVENT_JOB = "payments.stripe-event";

/** Stripe event types Kassa acts on (Stripe's names). */
export const PROCESSOR_EVENT_TYPES = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
] as const;
export type ProcessorEventType = (typeof PROCESSOR_EVENT_TYPES)[number];

export interface ProcessorEvent {
  /** The processor's event id (Stripe `evt_…`); recorded once, but a listener may run again on retry. */
  id: string;
  type: ProcessorEventType;
  processor: "stripe";
  organizationId: string;
  /** The charge reference PaymentProcessor returned for the payment (Stripe: the PaymentIntent, `pi_…`). */
  chargeRef: string;
  /** The `metadata` given to `charge()` (Kassa's own `kassa_*` keys left out), e.g. `{ checkout_id }`. */
  metadata: Record<string, string>;
  /** When the processor created the event. */
  createdAt: Date;
}

export type ProcessorEventHandler = (ctx: AppContext, event: ProcessorEvent) => Promise<void>;

const listeners = new Map<ProcessorEventType, Set<ProcessorEventHandler>>();

export function isProcessorEventType(type: string): type is ProcessorEventType {
  return (PROCESSOR_EVENT_TYPES as readonly string[]).includes(type);
}

/** Calls `handler` for every event of `type`; returns a function that removes it again. */
export function onProcessorEvent(type: ProcessorEventType, handler: ProcessorEventHandler): () => void {
  const set = listeners.get(type) ?? new Set<ProcessorEventHandler>();
  listeners.set(type, set);
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Runs the listeners of the event's type one after another; returns how many ran. */
export async function dispatchProcessorEvent(ctx: AppContext, event: ProcessorEvent): Promise<number> {
  const handlers = [...(listeners.get(event.type) ?? [])];
  for (const handler of handlers) await handler(ctx, event);
  return handlers.length;
}
