/**
 * TEST-ONLY. PaymentIntents (confirmed at once) and SetupIntents of the local Stripe stand-in
 * (stripe-api.ts). Never used outside tests.
 */
import { resolvePaymentMethod } from "./stripe-customers.js";
import {
  type AccountState,
  type Answer,
  AUTH_REQUIRED,
  created,
  expands,
  id,
  invalid,
  metadataOf,
  missing,
  type Obj,
  type Params,
  type PaymentMethodState,
  truthy,
} from "./stripe-shared.js";

function expandIntent(account: AccountState, pi: Obj, params: Params): Obj {
  if (!expands(params).includes("latest_charge") || typeof pi.latest_charge !== "string") return pi;
  return { ...pi, latest_charge: account.charges.get(pi.latest_charge) ?? null };
}

export function createPaymentIntent(account: AccountState, params: Params): Answer {
  const amount = Number(params.amount);
  if (!Number.isInteger(amount) || amount < 50) {
    return invalid("Amount must be at least 50 cents", "amount", "amount_too_small");
  }
  const currency = String(params.currency ?? "");
  if (!/^[a-z]{3}$/.test(currency)) return invalid("Invalid currency", "currency");
  if (!truthy(params.confirm))
    return invalid("The stand-in only creates PaymentIntents with confirm=true", "confirm");
  const customer = params.customer === undefined ? null : account.customers.get(String(params.customer));
  if (customer === undefined) return missing("customer", params.customer, "customer");
  const offSession = truthy(params.off_session);
  const source = paymentSource(account, params, customer);
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
    if (!mustFail) return requiresAction(account, params, amount, currency, customer, state);
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
    created: created(account),
    livemode: false,
  };
  const pi: Obj = {
    ...intentBase(account, params, amount, currency, customer),
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
  account.charges.set(charge.id as string, charge);
  account.paymentIntents.set(pi.id as string, pi);
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
          payment_intent: expandIntent(account, pi, params),
          payment_method: pm,
        },
      },
    };
  }
  return { status: 200, body: expandIntent(account, pi, params) };
}

/** The payment method of a confirm: a confirmation token's (used up) or a `payment_method`. */
function paymentSource(
  account: AccountState,
  params: Params,
  customer: Obj | null,
): Answer | { state: PaymentMethodState; setupFutureUsage: string | null } {
  let state: PaymentMethodState | null;
  let setupFutureUsage: string | null = null;
  if (params.confirmation_token !== undefined) {
    if (params.payment_method !== undefined) {
      return invalid("You cannot provide both confirmation_token and payment_method.", "confirmation_token");
    }
    const token = account.confirmationTokens.get(String(params.confirmation_token));
    if (!token) return missing("confirmationtoken", params.confirmation_token, "confirmation_token");
    if (token.used) return invalid("This ConfirmationToken has already been used.", "confirmation_token");
    token.used = true;
    state = account.paymentMethods.get(token.paymentMethod) ?? null;
    setupFutureUsage = (token.obj.setup_future_usage as string | null) ?? null;
    if (!state) return invalid("The confirmation token has no payment method", "confirmation_token");
  } else {
    state = resolvePaymentMethod(account, params.payment_method);
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
export function createSetupIntent(account: AccountState, params: Params): Answer {
  if (!truthy(params.confirm))
    return invalid("The stand-in only creates SetupIntents with confirm=true", "confirm");
  const customer = typeof params.customer === "string" ? account.customers.get(params.customer) : undefined;
  if (!customer) return missing("customer", params.customer, "customer");
  const source = paymentSource(account, params, customer);
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
    created: created(account),
    livemode: false,
  };
  account.setupIntents.set(si.id as string, si);
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

function intentBase(
  account: AccountState,
  params: Params,
  amount: number,
  currency: string,
  customer: Obj | null,
): Obj {
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
    created: created(account),
    livemode: false,
  };
}

function requiresAction(
  account: AccountState,
  params: Params,
  amount: number,
  currency: string,
  customer: Obj | null,
  state: PaymentMethodState,
): Answer {
  const pi: Obj = {
    ...intentBase(account, params, amount, currency, customer),
    status: "requires_action",
    amount_received: 0,
    payment_method: state.obj.id,
    latest_charge: null,
    setup_future_usage: params.setup_future_usage ?? null,
    last_payment_error: null,
    next_action: { type: "use_stripe_sdk", use_stripe_sdk: {} },
  };
  account.paymentIntents.set(pi.id as string, pi);
  return { status: 200, body: pi };
}

export function retrievePaymentIntent(account: AccountState, ref: string, params: Params): Answer {
  const pi = account.paymentIntents.get(ref);
  return pi
    ? { status: 200, body: expandIntent(account, pi, params) }
    : missing("payment_intent", ref, "intent", 404);
}
