/**
 * TEST-ONLY. Shared types, test payment methods and helpers (ids, Stripe error shapes) of the
 * local Stripe stand-in's endpoint logic (stripe-api.ts). Never used outside tests.
 */
import { randomBytes } from "node:crypto";
import type { Clock } from "../../../lib/clock.js";

export type Params = Record<string, unknown>;
export type Obj = Record<string, unknown>;

/** An answer: HTTP status and JSON body. 4xx bodies are `{error: {type, code, message, …}}`. */
export interface Answer {
  status: number;
  body: Obj;
}

export interface CardFailure {
  code: string;
  decline_code: string;
  message: string;
}

export interface TestCard {
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

export const AUTH_REQUIRED: CardFailure = {
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

export function id(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "0").slice(0, 24)}`;
}

export function invalid(message: string, param?: string, code?: string, status = 400): Answer {
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
export const missing = (what: string, ref: unknown, param: string, status = 400) =>
  invalid(`No such ${what}: '${String(ref)}'`, param, "resource_missing", status);

export function metadataOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value as Obj).map(([k, v]) => [k, String(v)]));
}

export function expands(params: Params): string[] {
  const value = params.expand;
  return Array.isArray(value) ? value.map(String) : [];
}

export function truthy(value: unknown): boolean {
  return value === "true" || value === true;
}

export interface PaymentMethodState {
  obj: Obj;
  card: TestCard;
  /** Used by a PaymentIntent without being attached: Stripe refuses to use or attach it again. */
  consumed: boolean;
}

/** The objects of one stand-in account and its clock, as the endpoint functions see them. */
export interface AccountState {
  readonly clock: Clock;
  readonly customers: Map<string, Obj>;
  readonly paymentMethods: Map<string, PaymentMethodState>;
  readonly paymentIntents: Map<string, Obj>;
  readonly charges: Map<string, Obj>;
  readonly refunds: Map<string, Obj>;
  readonly setupIntents: Map<string, Obj>;
  readonly confirmationTokens: Map<string, { obj: Obj; paymentMethod: string; used: boolean }>;
}

/** The current time in Stripe's `created` form: whole seconds since the epoch. */
export function created(account: AccountState): number {
  return Math.floor(account.clock.now().getTime() / 1000);
}
