/**
 * `POST /api/payments/stripe/webhook`: Stripe's own webhooks. The `Stripe-Signature` header is
 * verified over the raw body with STRIPE_WEBHOOK_SECRET (and a 5-minute tolerance on its
 * timestamp, measured with the app clock). The events Kassa acts on are recorded once per Stripe
 * event id (a job with a dedupe key) and handed to the `payments.stripe-event` job, which calls
 * the listeners registered with `onProcessorEvent` (events.ts).
 */
import type { Context } from "hono";
import Stripe from "stripe";
import type { StripeSettings } from "../config.js";
import type { AppContext } from "../context.js";
import { enqueueJob } from "../jobs/queue.js";
import { isProcessorEventType, type ProcessorEventType, STRIPE_EVENT_JOB } from "./events.js";
import { createStripeClient } from "./stripe.js";
import { META, organizationOf } from "./stripe-map.js";

/** Stripe's default tolerance: a signature older than this is refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const bad = (c: Context, detail: string) => c.json({ error: "BadRequest", detail }, 400);

interface Extracted {
  type: ProcessorEventType;
  /** Null for a charge without Kassa's metadata: the job reads it from the PaymentIntent. */
  organizationId: string | null;
  chargeRef: string;
  metadata: Record<string, string>;
}

/** Metadata as listeners see it: what was given to `charge()`, without Kassa's own keys. */
function ownMetadata(metadata: Record<string, string> | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata ?? {}).filter(([k]) => !k.startsWith("kassa_")));
}

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The organization and metadata of a PaymentIntent, read from Stripe; null when it is unknown or
 * not Kassa's. Other Stripe errors throw, so the job retries.
 */
export async function lookupStripePayment(
  ctx: Pick<AppContext, "config">,
  chargeRef: string,
): Promise<{ organizationId: string; metadata: Record<string, string> } | null> {
  const settings = ctx.config.payments.stripe;
  if (!settings || !/^pi_[A-Za-z0-9_]+$/.test(chargeRef)) return null;
  const stripe = clients.get(settings) ?? createStripeClient(settings);
  clients.set(settings, stripe);
  try {
    const pi = await stripe.paymentIntents.retrieve(chargeRef);
    const organizationId = organizationOf(pi);
    return organizationId ? { organizationId, metadata: ownMetadata(pi.metadata) } : null;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
      return null;
    throw error;
  }
}

/** The Kassa payment an event is about, or null when Kassa does not act on it. */
export function extractPaymentEvent(event: { type: string; data?: { object?: unknown } }): Extracted | null {
  if (!isProcessorEventType(event.type)) return null;
  const object = (event.data?.object ?? null) as {
    id?: unknown;
    object?: unknown;
    payment_intent?: unknown;
    metadata?: Record<string, string> | null;
  } | null;
  if (!object) return null;
  const chargeRef =
    event.type === "charge.refunded"
      ? typeof object.payment_intent === "string"
        ? object.payment_intent
        : ((object.payment_intent as { id?: string } | null)?.id ?? null)
      : typeof object.id === "string"
        ? object.id
        : null;
  const organizationId = object.metadata?.[META.organization] ?? null;
  if (!chargeRef) return null;
  // PaymentIntents Kassa creates always carry the organization; a charge may not (then the job asks Stripe).
  if (!organizationId && event.type !== "charge.refunded") return null;
  return { type: event.type, organizationId, chargeRef, metadata: ownMetadata(object.metadata) };
}

export function stripeWebhookHandler(ctx: AppContext) {
  return async (c: Context) => {
    const secret = ctx.config.payments.stripe?.webhookSecret;
    if (ctx.payments.name !== "stripe" || !secret) {
      return c.json(
        {
          error: "ResourceNotFound",
          detail: "Stripe webhooks are not enabled (PAYMENT_PROCESSOR=stripe and STRIPE_WEBHOOK_SECRET)",
        },
        404,
      );
    }
    const signature = c.req.header("stripe-signature");
    if (!signature) return bad(c, "The Stripe-Signature header is missing");
    const raw = Buffer.from(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(
        raw,
        signature,
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        ctx.clock.now().getTime(),
      );
    } catch (error) {
      const reason =
        error instanceof Stripe.errors.StripeSignatureVerificationError
          ? error.message
          : "unreadable payload";
      return bad(c, `Invalid Stripe webhook: ${reason.split("\n")[0]}`);
    }
    if (typeof event?.id !== "string" || typeof event.type !== "string") {
      return bad(c, "Invalid Stripe webhook: not an event");
    }
    const payment = extractPaymentEvent(event);
    if (!payment) return c.json({ received: true, handled: false });
    await enqueueJob(
      ctx.db,
      ctx.clock.now(),
      STRIPE_EVENT_JOB,
      {
        eventId: event.id,
        ...payment,
        createdAt: (typeof event.created === "number"
          ? new Date(event.created * 1000)
          : ctx.clock.now()
        ).toISOString(),
      },
      { dedupeKey: `stripe-event:${event.id}` },
    );
    return c.json({ received: true, handled: true });
  };
}
