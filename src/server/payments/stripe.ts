/**
 * The Stripe processor: the PaymentProcessor interface on the official `stripe` SDK.
 *
 * - One Stripe account per deployment. Every object Kassa creates carries the organization id in
 *   its metadata (`kassa_organization_id`) and every read checks it, so one organization never
 *   sees or charges another's customers, charges or refunds.
 * - Charges are PaymentIntents confirmed at once (`confirm: true`); the charge reference is the
 *   PaymentIntent id (`pi_…`). A payment method is a `pm_…` (or a Stripe test value such as
 *   `pm_card_visa`), or a confirmation token `ctoken_…` that Stripe Elements made in the browser.
 * - Idempotency keys are Stripe's `Idempotency-Key`, prefixed with the organization id so two
 *   organizations can never share one.
 * - Cards are never tokenized here: in Stripe mode the hosted checkout uses Stripe Elements.
 */
import { createHash } from "node:crypto";
import Stripe from "stripe";
import { normalizeCurrency } from "../../shared/money.js";
import type { Config, StripeSettings } from "../config.js";
import { chargeEach } from "./charge-each.js";
import {
  PaymentObjectNotFoundError,
  PaymentOperationNotSupportedError,
  PaymentParameterError,
  PaymentProcessorUnavailableError,
  RefundNotAllowedError,
} from "./errors.js";
import type { Charge, PaymentProcessor, Refund } from "./processor.js";
import { checkAmount, checkKey } from "./sandbox-rows.js";
import {
  chargeFromIntent,
  META,
  organizationOf,
  paymentMethodFromStripe,
  translateStripeError,
} from "./stripe-map.js";

/** A Stripe client for the configured key; STRIPE_API_BASE points it at another host (a stand-in). */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: "Kassa" },
    ...(settings.apiBase
      ? { host: settings.apiBase.host, port: settings.apiBase.port, protocol: settings.apiBase.protocol }
      : {}),
  });
}

const REF = /^[A-Za-z0-9_]+$/;
/** Stripe test mode's test payment method values (`pm_card_visa`, …): usable once, never retrieved. */
const TEST_VALUE = /^pm_card_[A-Za-z0-9]+$/;

/** Stripe's refund reasons; Kassa's own reason is kept in metadata either way. */
const STRIPE_REFUND_REASONS: Record<string, "duplicate" | "fraudulent" | "requested_by_customer"> = {
  duplicate: "duplicate",
  fraudulent: "fraudulent",
  customer_request: "requested_by_customer",
};

function isRef(prefix: string, value: unknown): value is string {
  return (
    typeof value === "string" && value.startsWith(`${prefix}_`) && REF.test(value) && value.length <= 255
  );
}

/** Stripe keys are per account: scope ours by organization (hashed when that would exceed 255). */
function scopedKey(organizationId: string, key: string): string {
  const scoped = `kassa:${organizationId}:${key}`;
  return scoped.length <= 255
    ? scoped
    : `kassa:${organizationId}:${createHash("sha256").update(key).digest("hex")}`;
}

export function createStripeProcessor(deps: {
  config: Pick<Config, "payments">;
  stripe?: Stripe;
}): PaymentProcessor {
  const settings = deps.config.payments.stripe;
  if (!deps.stripe && !settings) {
    throw new Error("The Stripe processor needs STRIPE_SECRET_KEY (PAYMENT_PROCESSOR=stripe)");
  }
  const stripe = deps.stripe ?? createStripeClient(settings!);

  async function ownCustomer(organizationId: string, ref: string): Promise<Stripe.Customer> {
    if (!isRef("cus", ref)) throw new PaymentObjectNotFoundError("Customer", String(ref));
    const customer = await stripe.customers
      .retrieve(ref)
      .catch((e) => translateStripeError(e, { what: "Customer", ref }));
    if (customer.deleted || organizationOf(customer) !== organizationId) {
      throw new PaymentObjectNotFoundError("Customer", ref);
    }
    return customer;
  }

  async function ownIntent(organizationId: string, ref: string): Promise<Stripe.PaymentIntent> {
    if (!isRef("pi", ref)) throw new PaymentObjectNotFoundError("Charge", String(ref));
    const pi = await stripe.paymentIntents
      .retrieve(ref, { expand: ["latest_charge"] })
      .catch((e) => translateStripeError(e, { what: "Charge", ref }));
    if (organizationOf(pi) !== organizationId) throw new PaymentObjectNotFoundError("Charge", ref);
    return pi;
  }

  async function retrievePaymentMethod(organizationId: string, ref: string) {
    if (!isRef("pm", ref)) throw new PaymentObjectNotFoundError("PaymentMethod", String(ref));
    const pm = await stripe.paymentMethods
      .retrieve(ref, { expand: ["customer"] })
      .catch((e) => translateStripeError(e, { what: "PaymentMethod", ref }));
    const owner = pm.customer && typeof pm.customer === "object" ? pm.customer : null;
    // A saved method belongs to its customer's organization; an unsaved one only to whoever holds its id.
    if (owner && (owner.deleted || organizationOf(owner as Stripe.Customer) !== organizationId)) {
      throw new PaymentObjectNotFoundError("PaymentMethod", ref);
    }
    return pm;
  }

  /**
   * Saves the card of a confirmation token without charging it: a SetupIntent confirmed at once
   * (usage off_session), keyed by the token so a retry returns the same SetupIntent.
   */
  async function saveWithSetupIntent(organizationId: string, customerRef: string, token: string) {
    const setup = await stripe.setupIntents
      .create(
        {
          customer: customerRef,
          confirmation_token: token,
          confirm: true,
          usage: "off_session",
          allowed_payment_method_types: ["card"],
          metadata: { [META.organization]: organizationId },
        },
        { idempotencyKey: scopedKey(organizationId, `setup:${token}`) },
      )
      .catch((error) => {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new PaymentParameterError("payment_method", error.message, null);
        }
        return translateStripeError(error, { what: "PaymentMethod", ref: token });
      });
    const pmRef = typeof setup.payment_method === "string" ? setup.payment_method : setup.payment_method?.id;
    if (setup.status !== "succeeded" || !pmRef) {
      throw new PaymentParameterError(
        "payment_method",
        setup.status === "requires_action"
          ? "This card needs the cardholder's authentication (3-D Secure), which Kassa's checkout does not support yet"
          : `The card could not be saved (${setup.status})`,
        null,
      );
    }
    return paymentMethodFromStripe(await retrievePaymentMethod(organizationId, pmRef));
  }

  return {
    name: "stripe",

    async createCustomer(input) {
      const customer = await stripe.customers
        .create({
          ...(input.email ? { email: input.email } : {}),
          ...(input.name ? { name: input.name } : {}),
          metadata: { [META.organization]: input.organizationId },
        })
        .catch((e) => translateStripeError(e));
      return { customerRef: customer.id };
    },

    async tokenizeCard() {
      throw new PaymentOperationNotSupportedError(
        "In Stripe mode cards are tokenized by Stripe Elements in the customer's browser and Kassa never receives card numbers: pay with the confirmation token (ctoken_…) or payment method (pm_…) that Stripe returns",
      );
    },

    async attachPaymentMethod(input) {
      const customer = await ownCustomer(input.organizationId, input.customerRef);
      const ref = input.paymentMethod;
      if (isRef("ctoken", ref)) return saveWithSetupIntent(input.organizationId, customer.id, ref);
      if (!TEST_VALUE.test(ref)) {
        const pm = await retrievePaymentMethod(input.organizationId, ref);
        const owner = typeof pm.customer === "object" ? pm.customer?.id : pm.customer;
        if (owner === customer.id) return paymentMethodFromStripe({ ...pm, customer: owner });
        if (owner) {
          throw new PaymentParameterError(
            "payment_method",
            "This payment method is already attached to another customer",
            ref,
          );
        }
      }
      const attached = await stripe.paymentMethods
        .attach(ref, { customer: customer.id })
        .catch((e) => translateStripeError(e, { what: "PaymentMethod", ref }));
      return paymentMethodFromStripe(attached);
    },

    async retrievePaymentMethod(organizationId, ref) {
      return paymentMethodFromStripe(await retrievePaymentMethod(organizationId, ref));
    },

    async charge(input): Promise<Charge> {
      const amount = checkAmount(input.amount);
      const currency = typeof input.currency === "string" ? normalizeCurrency(input.currency) : null;
      if (!currency || currency !== input.currency) {
        throw new PaymentParameterError(
          "currency",
          "A supported lowercase ISO 4217 currency is required",
          input.currency,
        );
      }
      const key = checkKey(input.idempotencyKey);
      const customerRef = input.customerRef ?? null;
      const offSession = input.offSession === true;
      const method = input.paymentMethod;
      const isToken = isRef("ctoken", method);
      if (!isToken && !isRef("pm", method))
        throw new PaymentObjectNotFoundError("PaymentMethod", String(method));
      if (offSession && (!customerRef || isToken)) {
        throw new PaymentParameterError(
          "payment_method",
          "Off-session charges need a payment method attached to the given customer",
          method,
        );
      }
      if (input.savePaymentMethod && !customerRef) {
        throw new PaymentParameterError("customer", "Saving a payment method needs a customer", null);
      }
      if (customerRef) await ownCustomer(input.organizationId, customerRef);
      const params: Stripe.PaymentIntentCreateParams = {
        amount,
        currency,
        confirm: true,
        allowed_payment_method_types: ["card"],
        ...(customerRef ? { customer: customerRef } : {}),
        ...(isToken ? { confirmation_token: method } : { payment_method: method }),
        // Kassa's checkout cannot run 3-D Secure challenges yet: fail instead of waiting for one.
        ...(offSession ? { off_session: true } : { error_on_requires_action: true }),
        ...(input.savePaymentMethod && !offSession ? { setup_future_usage: "off_session" as const } : {}),
        metadata: {
          ...input.metadata,
          [META.organization]: input.organizationId,
          [META.offSession]: String(offSession),
        },
      };
      try {
        const pi = await stripe.paymentIntents.create(params, {
          idempotencyKey: scopedKey(input.organizationId, key),
        });
        return chargeFromIntent(pi);
      } catch (error) {
        // A decline answers 402 with the failed PaymentIntent; the same key replays that answer.
        if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
          return chargeFromIntent(error.payment_intent);
        }
        return translateStripeError(error, { what: "PaymentMethod", ref: method, key });
      }
    },

    chargeMany(inputs) {
      return chargeEach(inputs, (input) => this.charge(input));
    },

    async retrieveCharge(organizationId, ref) {
      return chargeFromIntent(await ownIntent(organizationId, ref));
    },

    async refund(input): Promise<Refund> {
      const amount = checkAmount(input.amount);
      const key = checkKey(input.idempotencyKey);
      const reason = input.reason ?? null;
      const pi = await ownIntent(input.organizationId, input.chargeRef);
      if (pi.status !== "succeeded") {
        throw new RefundNotAllowedError("Only a succeeded charge can be refunded", amount);
      }
      const stripeReason = reason ? STRIPE_REFUND_REASONS[reason] : undefined;
      const refund = await stripe.refunds
        .create(
          {
            payment_intent: pi.id,
            amount,
            ...(stripeReason ? { reason: stripeReason } : {}),
            metadata: {
              [META.organization]: input.organizationId,
              ...(reason ? { [META.reason]: reason } : {}),
            },
          },
          { idempotencyKey: scopedKey(input.organizationId, key) },
        )
        .catch((error) => {
          if (
            error instanceof Stripe.errors.StripeInvalidRequestError &&
            (error.code === "amount_too_large" || error.code === "charge_already_refunded")
          ) {
            throw new RefundNotAllowedError(
              `Amount exceeds the refundable amount of this charge (Stripe: ${error.message})`,
              amount,
            );
          }
          return translateStripeError(error, { what: "Charge", ref: input.chargeRef, key });
        });
      if (refund.status !== "succeeded" && refund.status !== "pending") {
        throw new PaymentProcessorUnavailableError(`Stripe refund ${refund.id} is ${refund.status}`);
      }
      return {
        id: refund.id,
        chargeId: pi.id,
        amount: refund.amount,
        currency: refund.currency,
        reason: refund.metadata?.[META.reason] ?? reason,
        status: "succeeded",
        createdAt: new Date(refund.created * 1000),
      };
    },
  };
}
