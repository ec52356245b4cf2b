/**
 * TEST-ONLY. The state and endpoint logic of the local Stripe stand-in (stripe-standin.ts serves
 * it over HTTP). It models exactly the Stripe API calls the Stripe processor makes, with Stripe's
 * object and error shapes and Stripe test mode's test payment methods. It is not Stripe: it only
 * lets the processor's requests and answers be checked through the real `stripe` SDK.
 */
import { randomBytes } from "node:crypto";
import type { Clock } from "../lib/clock.js";

export type Params = Record<string, unknown>;
type Obj = Record<string, unknown>;

/** An answer: HTTP status and JSON body. 4xx bodies are `{error: {type, code, message, …}}`. */
export interface Answer {
  status: number;
  body: Obj;
}

interface CardFailure {
  code: string;
  decline_code: string;
  message: string;
}

interface TestCard {
  brand: string;
  last4: string;
  /** Charges fail with this; "authentication" needs 3-D Secure. */
  failure?: CardFailure | "authentication";
  /** Saving the card (a SetupIntent) succeeds even though charges fail. */
  setupSucceeds?: true;
}

const DECLINED: CardFailure = {
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};

/** Stripe test mode's test payment methods (docs.stripe.com/testing), as far as Kassa uses them. */
export const STANDIN_TEST_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_amex: { brand: "amex", last4: "8431" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", failure: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    setupSucceeds: true,
    failure: {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: "visa",
    last4: "0069",
    failure: { code: "expired_card", decline_code: "expired_card", message: "Your card has expired." },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: "visa",
    last4: "0127",
    failure: {
      code: "incorrect_cvc",
      decline_code: "incorrect_cvc",
      message: "Your card's security code is incorrect.",
    },
  },
  pm_card_chargeDeclinedFraudulent: {
    brand: "visa",
    last4: "0019",
    failure: { code: "card_declined", decline_code: "fraudulent", message: "Your card was declined." },
  },
  // Attaching succeeds; every charge is declined (Stripe's 4000 0000 0000 0341).
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", failure: DECLINED, setupSucceeds: true },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", failure: "authentication" },
};

const AUTH_REQUIRED: CardFailure = {
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

const REFUND_REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

function id(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "0").slice(0, 24)}`;
}

function invalid(message: string, param?: string, code?: string, status = 400): Answer {
  return {
    status,
    body: {
      error: {
        type: "invalid_request_error",
        message,
        ...(param ? { param } : {}),
        ...(code ? { code } : {}),
      },
    },
  };
}

/** An unknown object: 404 when it is the object of the URL, 400 when a parameter names it (as Stripe answers). */
const missing = (what: string, ref: unknown, param: string, status = 400) =>
  invalid(`No such ${what}: '${String(ref)}'`, param, "resource_missing", status);

function metadataOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value as Obj).map(([k, v]) => [k, String(v)]));
}

function expands(params: Params): string[] {
  const value = params.expand;
  return Array.isArray(value) ? value.map(String) : [];
}

function truthy(value: unknown): boolean {
  return value === "true" || value === true;
}

interface PaymentMethodState {
  obj: Obj;
  card: TestCard;
  /** Used by a PaymentIntent without being attached: Stripe refuses to use or attach it again. */
  consumed: boolean;
}

/** One stand-in account: its objects, created through the endpoints below. */
export class StandInAccount {
  readonly customers = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, PaymentMethodState>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly confirmationTokens = new Map<string, { obj: Obj; paymentMethod: string; used: boolean }>();

  constructor(private readonly clock: Clock) {}

  private created(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  private newPaymentMethod(card: TestCard): PaymentMethodState {
    const obj: Obj = {
      id: id("pm"),
      object: "payment_method",
      type: "card",
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: this.clock.now().getUTCFullYear() + 3,
        funding: "credit",
        country: "US",
      },
      customer: null,
      metadata: {},
      created: this.created(),
      livemode: false,
    };
    const state = { obj, card, consumed: false };
    this.paymentMethods.set(obj.id as string, state);
    return state;
  }

  /** A saved payment method, or a fresh one for a test value such as `pm_card_visa`. */
  private resolvePaymentMethod(ref: unknown): PaymentMethodState | null {
    if (typeof ref !== "string") return null;
    const test = Object.hasOwn(STANDIN_TEST_PAYMENT_METHODS, ref)
      ? STANDIN_TEST_PAYMENT_METHODS[ref]
      : undefined;
    if (test) return this.newPaymentMethod(test);
    return this.paymentMethods.get(ref) ?? null;
  }

  private expandCustomer(pm: Obj, params: Params): Obj {
    if (!expands(params).includes("customer") || typeof pm.customer !== "string") return pm;
    return { ...pm, customer: this.customers.get(pm.customer) ?? null };
  }

  private expandIntent(pi: Obj, params: Params): Obj {
    if (!expands(params).includes("latest_charge") || typeof pi.latest_charge !== "string") return pi;
    return { ...pi, latest_charge: this.charges.get(pi.latest_charge) ?? null };
  }

  createCustomer(params: Params): Answer {
    const obj: Obj = {
      id: id("cus"),
      object: "customer",
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: metadataOf(params.metadata),
      created: this.created(),
      livemode: false,
    };
    this.customers.set(obj.id as string, obj);
    return { status: 200, body: obj };
  }

  retrieveCustomer(ref: string): Answer {
    const obj = this.customers.get(ref);
    return obj ? { status: 200, body: obj } : missing("customer", ref, "id", 404);
  }

  retrievePaymentMethod(ref: string, params: Params): Answer {
    const state = this.paymentMethods.get(ref);
    return state
      ? { status: 200, body: this.expandCustomer(state.obj, params) }
      : missing("PaymentMethod", ref, "id", 404);
  }

  attachPaymentMethod(ref: string, params: Params): Answer {
    const customer = typeof params.customer === "string" ? this.customers.get(params.customer) : undefined;
    if (!customer) return missing("customer", params.customer, "customer");
    const state = this.resolvePaymentMethod(ref);
    if (!state) return missing("PaymentMethod", ref, "payment_method", 404);
    if (state.obj.customer && state.obj.customer !== customer.id) {
      return invalid(
        "The payment method you provided has already been attached to a customer.",
        "payment_method",
      );
    }
    if (!state.obj.customer && state.consumed) {
      return invalid(
        "This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.",
        "payment_method",
      );
    }
    state.obj.customer = customer.id;
    return { status: 200, body: state.obj };
  }

  createConfirmationToken(params: Params): Answer {
    const state = this.resolvePaymentMethod(params.payment_method);
    if (!state) return missing("PaymentMethod", params.payment_method, "payment_method");
    const card = state.obj.card as Obj;
    const obj: Obj = {
      id: id("ctoken"),
      object: "confirmation_token",
      created: this.created(),
      expires_at: this.created() + 12 * 3600,
      livemode: false,
      payment_method_preview: { type: "card", card: { brand: card.brand, last4: card.last4 } },
      setup_future_usage: params.setup_future_usage ?? null,
    };
    this.confirmationTokens.set(obj.id as string, {
      obj,
      paymentMethod: state.obj.id as string,
      used: false,
    });
    return { status: 200, body: obj };
  }

  createPaymentIntent(params: Params): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return invalid("Amount must be at least 50 cents", "amount", "amount_too_small");
    }
    const currency = String(params.currency ?? "");
    if (!/^[a-z]{3}$/.test(currency)) return invalid("Invalid currency", "currency");
    if (!truthy(params.confirm))
      return invalid("The stand-in only creates PaymentIntents with confirm=true", "confirm");
    const customer = params.customer === undefined ? null : this.customers.get(String(params.customer));
    if (customer === undefined) return missing("customer", params.customer, "customer");
    const offSession = truthy(params.off_session);
    const source = this.paymentSource(params, customer);
    if ("status" in source) return source;
    const { state } = source;
    const setupFutureUsage =
      (typeof params.setup_future_usage === "string" ? params.setup_future_usage : null) ??
      source.setupFutureUsage;
    const pm = state.obj;
    if (setupFutureUsage && !customer) {
      return invalid("setup_future_usage requires a customer.", "setup_future_usage");
    }

    let failure = state.card.failure ?? null;
    if (failure === "authentication") {
      const mustFail = offSession || truthy(params.error_on_requires_action);
      failure = mustFail ? AUTH_REQUIRED : null;
      if (!mustFail) return this.requiresAction(params, amount, currency, customer, state);
    }
    const charge: Obj = {
      id: id("ch"),
      object: "charge",
      amount,
      amount_captured: failure ? 0 : amount,
      amount_refunded: 0,
      currency,
      customer: customer?.id ?? null,
      payment_method: pm.id,
      paid: !failure,
      refunded: false,
      status: failure ? "failed" : "succeeded",
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      outcome: failure ? { type: "issuer_declined", reason: failure.decline_code } : { type: "authorized" },
      metadata: metadataOf(params.metadata),
      created: this.created(),
      livemode: false,
    };
    const pi: Obj = {
      ...this.intentBase(params, amount, currency, customer),
      status: failure ? "requires_payment_method" : "succeeded",
      amount_received: failure ? 0 : amount,
      payment_method: failure ? null : pm.id,
      latest_charge: charge.id,
      setup_future_usage: setupFutureUsage,
      last_payment_error: failure
        ? { type: "card_error", ...failure, charge: charge.id, payment_method: pm }
        : null,
    };
    charge.payment_intent = pi.id;
    this.charges.set(charge.id as string, charge);
    this.paymentIntents.set(pi.id as string, pi);
    if (!failure && setupFutureUsage && customer && !pm.customer) pm.customer = customer.id;
    if (!pm.customer) state.consumed = true;
    if (failure) {
      return {
        status: 402,
        body: {
          error: {
            type: "card_error",
            ...failure,
            charge: charge.id,
            payment_intent: this.expandIntent(pi, params),
            payment_method: pm,
          },
        },
      };
    }
    return { status: 200, body: this.expandIntent(pi, params) };
  }

  /** The payment method of a confirm: a confirmation token's (used up) or a `payment_method`. */
  private paymentSource(
    params: Params,
    customer: Obj | null,
  ): Answer | { state: PaymentMethodState; setupFutureUsage: string | null } {
    let state: PaymentMethodState | null;
    let setupFutureUsage: string | null = null;
    if (params.confirmation_token !== undefined) {
      if (params.payment_method !== undefined) {
        return invalid(
          "You cannot provide both confirmation_token and payment_method.",
          "confirmation_token",
        );
      }
      const token = this.confirmationTokens.get(String(params.confirmation_token));
      if (!token) return missing("confirmationtoken", params.confirmation_token, "confirmation_token");
      if (token.used) return invalid("This ConfirmationToken has already been used.", "confirmation_token");
      token.used = true;
      state = this.paymentMethods.get(token.paymentMethod) ?? null;
      setupFutureUsage = (token.obj.setup_future_usage as string | null) ?? null;
      if (!state) return invalid("The confirmation token has no payment method", "confirmation_token");
    } else {
      state = this.resolvePaymentMethod(params.payment_method);
      if (!state) return missing("PaymentMethod", params.payment_method, "payment_method");
    }
    if (state.obj.customer && state.obj.customer !== customer?.id) {
      return invalid(
        "The provided PaymentMethod belongs to a different Customer; pass that Customer with the PaymentMethod.",
        "payment_method",
      );
    }
    if (!state.obj.customer && state.consumed) {
      return invalid(
        "This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.",
        "payment_method",
      );
    }
    return { state, setupFutureUsage };
  }

  /** Saves a card for later (usage off_session) without charging it, confirmed at once. */
  createSetupIntent(params: Params): Answer {
    if (!truthy(params.confirm))
      return invalid("The stand-in only creates SetupIntents with confirm=true", "confirm");
    const customer = typeof params.customer === "string" ? this.customers.get(params.customer) : undefined;
    if (!customer) return missing("customer", params.customer, "customer");
    const source = this.paymentSource(params, customer);
    if ("status" in source) return source;
    const pm = source.state.obj;
    const card = source.state.card;
    const failure = card.setupSucceeds || card.failure === "authentication" ? null : (card.failure ?? null);
    const si: Obj = {
      id: id("seti"),
      object: "setup_intent",
      customer: customer.id,
      usage: params.usage ?? "off_session",
      allowed_payment_method_types: Array.isArray(params.allowed_payment_method_types)
        ? params.allowed_payment_method_types
        : null,
      metadata: metadataOf(params.metadata),
      status: failure
        ? "requires_payment_method"
        : card.failure === "authentication"
          ? "requires_action"
          : "succeeded",
      payment_method: failure ? null : pm.id,
      last_setup_error: failure ? { type: "card_error", ...failure, payment_method: pm } : null,
      next_action: card.failure === "authentication" ? { type: "use_stripe_sdk", use_stripe_sdk: {} } : null,
      created: this.created(),
      livemode: false,
    };
    this.setupIntents.set(si.id as string, si);
    if (failure) {
      source.state.consumed = true;
      return {
        status: 402,
        body: { error: { type: "card_error", ...failure, setup_intent: si, payment_method: pm } },
      };
    }
    if (si.status === "succeeded") pm.customer = customer.id;
    return { status: 200, body: si };
  }

  private intentBase(params: Params, amount: number, currency: string, customer: Obj | null): Obj {
    return {
      id: id("pi"),
      object: "payment_intent",
      amount,
      currency,
      customer: customer?.id ?? null,
      capture_method: "automatic",
      confirmation_method: "automatic",
      allowed_payment_method_types: Array.isArray(params.allowed_payment_method_types)
        ? params.allowed_payment_method_types
        : null,
      payment_method_types: Array.isArray(params.allowed_payment_method_types)
        ? params.allowed_payment_method_types
        : ["card"],
      metadata: metadataOf(params.metadata),
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
      client_secret: null,
      created: this.created(),
      livemode: false,
    };
  }

  private requiresAction(
    params: Params,
    amount: number,
    currency: string,
    customer: Obj | null,
    state: PaymentMethodState,
  ): Answer {
    const pi: Obj = {
      ...this.intentBase(params, amount, currency, customer),
      status: "requires_action",
      amount_received: 0,
      payment_method: state.obj.id,
      latest_charge: null,
      setup_future_usage: params.setup_future_usage ?? null,
      last_payment_error: null,
      next_action: { type: "use_stripe_sdk", use_stripe_sdk: {} },
    };
    this.paymentIntents.set(pi.id as string, pi);
    return { status: 200, body: pi };
  }

  retrievePaymentIntent(ref: string, params: Params): Answer {
    const pi = this.paymentIntents.get(ref);
    return pi
      ? { status: 200, body: this.expandIntent(pi, params) }
      : missing("payment_intent", ref, "intent", 404);
  }

  createRefund(params: Params): Answer {
    const pi =
      typeof params.payment_intent === "string" ? this.paymentIntents.get(params.payment_intent) : undefined;
    if (!pi) return missing("payment_intent", params.payment_intent, "payment_intent");
    const charge = typeof pi.latest_charge === "string" ? this.charges.get(pi.latest_charge) : undefined;
    if (pi.status !== "succeeded" || !charge) {
      return invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent");
    }
    if (params.reason !== undefined && !REFUND_REASONS.has(String(params.reason))) {
      return invalid(
        "Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer",
        "reason",
      );
    }
    const remaining = (charge.amount as number) - (charge.amount_refunded as number);
    if (remaining === 0) {
      return invalid(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
    }
    const amount = params.amount === undefined ? remaining : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid("Invalid positive integer", "amount");
    if (amount > remaining) {
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        "amount",
        "amount_too_large",
      );
    }
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Obj = {
      id: id("re"),
      object: "refund",
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: pi.id,
      reason: params.reason ?? null,
      status: "succeeded",
      metadata: metadataOf(params.metadata),
      created: this.created(),
    };
    this.refunds.set(refund.id as string, refund);
    return { status: 200, body: refund };
  }
}
