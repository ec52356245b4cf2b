/**
 * TEST-ONLY. Customers, payment methods and confirmation tokens of the local Stripe stand-in
 * (stripe-api.ts). Never used outside tests.
 */
import {
  type AccountState,
  type Answer,
  created,
  expands,
  id,
  invalid,
  metadataOf,
  missing,
  type Obj,
  type Params,
  type PaymentMethodState,
  STANDIN_TEST_PAYMENT_METHODS,
  type TestCard,
} from "./stripe-shared.js";

function newPaymentMethod(account: AccountState, card: TestCard): PaymentMethodState {
  const obj: Obj = {
    id: id("pm"),
    object: "payment_method",
    type: "card",
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: account.clock.now().getUTCFullYear() + 3,
      funding: "credit",
      country: "US",
    },
    customer: null,
    metadata: {},
    created: created(account),
    livemode: false,
  };
  const state = { obj, card, consumed: false };
  account.paymentMethods.set(obj.id as string, state);
  return state;
}

/** A saved payment method, or a fresh one for a test value such as `pm_card_visa`. */
export function resolvePaymentMethod(account: AccountState, ref: unknown): PaymentMethodState | null {
  if (typeof ref !== "string") return null;
  const test = Object.hasOwn(STANDIN_TEST_PAYMENT_METHODS, ref)
    ? STANDIN_TEST_PAYMENT_METHODS[ref]
    : undefined;
  if (test) return newPaymentMethod(account, test);
  return account.paymentMethods.get(ref) ?? null;
}

function expandCustomer(account: AccountState, pm: Obj, params: Params): Obj {
  if (!expands(params).includes("customer") || typeof pm.customer !== "string") return pm;
  return { ...pm, customer: account.customers.get(pm.customer) ?? null };
}

export function createCustomer(account: AccountState, params: Params): Answer {
  const obj: Obj = {
    id: id("cus"),
    object: "customer",
    email: params.email ?? null,
    name: params.name ?? null,
    metadata: metadataOf(params.metadata),
    created: created(account),
    livemode: false,
  };
  account.customers.set(obj.id as string, obj);
  return { status: 200, body: obj };
}

export function retrieveCustomer(account: AccountState, ref: string): Answer {
  const obj = account.customers.get(ref);
  return obj ? { status: 200, body: obj } : missing("customer", ref, "id", 404);
}

export function retrievePaymentMethod(account: AccountState, ref: string, params: Params): Answer {
  const state = account.paymentMethods.get(ref);
  return state
    ? { status: 200, body: expandCustomer(account, state.obj, params) }
    : missing("PaymentMethod", ref, "id", 404);
}

export function attachPaymentMethod(account: AccountState, ref: string, params: Params): Answer {
  const customer = typeof params.customer === "string" ? account.customers.get(params.customer) : undefined;
  if (!customer) return missing("customer", params.customer, "customer");
  const state = resolvePaymentMethod(account, ref);
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

export function createConfirmationToken(account: AccountState, params: Params): Answer {
  const state = resolvePaymentMethod(account, params.payment_method);
  if (!state) return missing("PaymentMethod", params.payment_method, "payment_method");
  const card = state.obj.card as Obj;
  const obj: Obj = {
    id: id("ctoken"),
    object: "confirmation_token",
    created: created(account),
    expires_at: created(account) + 12 * 3600,
    livemode: false,
    payment_method_preview: { type: "card", card: { brand: card.brand, last4: card.last4 } },
    setup_future_usage: params.setup_future_usage ?? null,
  };
  account.confirmationTokens.set(obj.id as string, {
    obj,
    paymentMethod: state.obj.id as string,
    used: false,
  });
  return { status: 200, body: obj };
}
