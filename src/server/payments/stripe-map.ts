import Stripe from "stripe";
import { decline } from "./cards.js";
import {
  IdempotencyKeyReusedError,
  PaymentObjectNotFoundError,
  PaymentParameterError,
  PaymentProcessorUnavailableError,
} from "./errors.js";
import type { Charge, Decline, DeclineCode, PaymentMethod } from "./processor.js";

/** Stripe metadata keys Kassa writes on the objects it creates (one Stripe account per deployment). */
export const META = {
  organization: "kassa_organization_id",
  offSession: "kassa_off_session",
  reason: "kassa_reason",
} as const;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Stripe's decline reason as Kassa's DeclineCode; Stripe's own message is kept (it is customer-safe). */
export function declineFromStripe(error: {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}): Decline {
  const reasons = [error.decline_code, error.code];
  const code: DeclineCode = reasons.includes("insufficient_funds")
    ? "insufficient_funds"
    : reasons.includes("expired_card")
      ? "expired_card"
      : "card_declined";
  return { code, message: error.message || decline(code).message };
}

const STATUS_MESSAGES: Partial<Record<Stripe.PaymentIntent.Status, string>> = {
  requires_action: "This payment needs the cardholder's authentication, which was not completed.",
  canceled: "This payment was canceled.",
  processing: "This payment is still being processed.",
};

/** A PaymentIntent as Kassa's Charge: succeeded, or failed with its decline. */
export function chargeFromIntent(pi: Stripe.PaymentIntent): Charge {
  const latest = pi.latest_charge && typeof pi.latest_charge === "object" ? pi.latest_charge : null;
  const base = {
    id: pi.id,
    amount: pi.amount,
    currency: pi.currency,
    customerRef: idOf(pi.customer as string | { id: string } | null),
    paymentMethodId: idOf(pi.payment_method) ?? idOf(pi.last_payment_error?.payment_method) ?? "",
    offSession: pi.metadata?.[META.offSession] === "true",
    amountRefunded: latest?.amount_refunded ?? 0,
    createdAt: fromUnix(pi.created),
  };
  if (pi.status === "succeeded") return { ...base, status: "succeeded", decline: null };
  const failure = pi.last_payment_error
    ? declineFromStripe(pi.last_payment_error)
    : {
        code: "card_declined" as const,
        message: STATUS_MESSAGES[pi.status] ?? decline("card_declined").message,
      };
  return { ...base, status: "failed", decline: failure };
}

export function paymentMethodFromStripe(pm: Stripe.PaymentMethod): PaymentMethod {
  return {
    id: pm.id,
    type: "card",
    brand: pm.card?.brand ?? pm.type,
    last4: pm.card?.last4 ?? "",
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
    customerRef: idOf(pm.customer as string | { id: string } | null),
    createdAt: fromUnix(pm.created),
  };
}

/** The organization a Stripe object belongs to (Kassa's metadata), or null. */
export function organizationOf(
  object: { metadata?: Stripe.Metadata | null } | null | undefined,
): string | null {
  return object?.metadata?.[META.organization] ?? null;
}

/**
 * A Stripe SDK error as the matching Kassa error: unknown object → 404, reused idempotency key →
 * 422, a refused parameter → 422 naming it, anything else (network, keys, outage) → 502.
 */
export function translateStripeError(
  error: unknown,
  context: { what?: "Customer" | "PaymentMethod" | "Charge"; ref?: string; key?: string } = {},
): never {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    throw new IdempotencyKeyReusedError(context.key ?? "");
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === "resource_missing" && context.what) {
      // The customer of a charge or attach is checked first, so a missing object is the one asked for.
      throw new PaymentObjectNotFoundError(context.what, context.ref ?? "");
    }
    throw new PaymentParameterError(error.param ?? "payment", error.message, null);
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentParameterError("payment_method", error.message, null);
  }
  throw new PaymentProcessorUnavailableError(`Stripe: ${error.message}`);
}
