/**
 * TEST-ONLY. The state and endpoint logic of the local Stripe stand-in (stripe.ts serves
 * it over HTTP). It models exactly the Stripe API calls the Stripe processor makes, with Stripe's
 * object and error shapes and Stripe test mode's test payment methods. It is not Stripe: it only
 * lets the processor's requests and answers be checked through the real `stripe` SDK.
 *
 * The endpoints live by use case in stripe-customers.ts (customers, payment methods,
 * confirmation tokens), stripe-intents.ts (PaymentIntents, SetupIntents) and
 * stripe-refunds.ts; shared types and helpers in stripe-shared.ts.
 */
import type { Clock } from "../../../lib/clock.js";
import {
  attachPaymentMethod,
  createConfirmationToken,
  createCustomer,
  retrieveCustomer,
  retrievePaymentMethod,
} from "./stripe-customers.js";
import { createPaymentIntent, createSetupIntent, retrievePaymentIntent } from "./stripe-intents.js";
import { createRefund } from "./stripe-refunds.js";
import type { AccountState, Answer, Obj, Params, PaymentMethodState } from "./stripe-shared.js";

export { type Answer, type Params, STANDIN_TEST_PAYMENT_METHODS } from "./stripe-shared.js";

/** One stand-in account: its objects, created through the endpoints below. */
export class StandInAccount {
  readonly customers = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, PaymentMethodState>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly charges = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly confirmationTokens = new Map<string, { obj: Obj; paymentMethod: string; used: boolean }>();
  private readonly state: AccountState;

  constructor(clock: Clock) {
    this.state = {
      clock,
      customers: this.customers,
      paymentMethods: this.paymentMethods,
      paymentIntents: this.paymentIntents,
      charges: this.charges,
      refunds: this.refunds,
      setupIntents: this.setupIntents,
      confirmationTokens: this.confirmationTokens,
    };
  }

  createCustomer(params: Params): Answer {
    return createCustomer(this.state, params);
  }

  retrieveCustomer(ref: string): Answer {
    return retrieveCustomer(this.state, ref);
  }

  retrievePaymentMethod(ref: string, params: Params): Answer {
    return retrievePaymentMethod(this.state, ref, params);
  }

  attachPaymentMethod(ref: string, params: Params): Answer {
    return attachPaymentMethod(this.state, ref, params);
  }

  createConfirmationToken(params: Params): Answer {
    return createConfirmationToken(this.state, params);
  }

  createPaymentIntent(params: Params): Answer {
    return createPaymentIntent(this.state, params);
  }

  /** Saves a card for later (usage off_session) without charging it, confirmed at once. */
  createSetupIntent(params: Params): Answer {
    return createSetupIntent(this.state, params);
  }

  retrievePaymentIntent(ref: string, params: Params): Answer {
    return retrievePaymentIntent(this.state, ref, params);
  }

  createRefund(params: Params): Answer {
    return createRefund(this.state, params);
  }
}
