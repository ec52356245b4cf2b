/**
 * The Stripe processor through the real `stripe` SDK against the local stand-in of the Stripe
 * endpoints it calls (src/server/test/standins/stripe/): customers, charges, declines, idempotency, isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { testEnv } from "../test/harness.js";
import { startStripeStandIn } from "../test/standins/stripe/stripe.js";
import { type StripeFixture, startStripeFixture, stripeEnv } from "../test/standins/stripe/testing.js";
import {
  IdempotencyKeyReusedError,
  PaymentObjectNotFoundError,
  PaymentOperationNotSupportedError,
  PaymentParameterError,
  PaymentProcessorUnavailableError,
} from "./errors.js";
import { createStripeProcessor } from "./stripe.js";

const ORG = "org_stripe_a";
const OTHER = "org_stripe_b";
let f: StripeFixture;
let n = 0;
const key = () => `charge-key-${++n}`;

beforeAll(async () => {
  f = await startStripeFixture();
});
afterAll(() => f.close());

const lastRequest = (path: string) => [...f.standIn.requests].reverse().find((r) => r.path === path)!;

const visaCharge = (over: Record<string, unknown> = {}) => ({
  organizationId: ORG,
  amount: 1000,
  currency: "usd",
  paymentMethod: "pm_card_visa",
  offSession: false,
  idempotencyKey: key(),
  ...over,
});

describe("customers", () => {
  it("creates a Stripe customer tagged with the organization", async () => {
    const { customerRef } = await f.processor.createCustomer({
      organizationId: ORG,
      email: "a@example.com",
      name: "Ada",
    });
    expect(customerRef).toMatch(/^cus_/);
    const sent = lastRequest("/v1/customers");
    expect(sent.params).toMatchObject({
      email: "a@example.com",
      name: "Ada",
      metadata: { kassa_organization_id: ORG },
    });
    expect(f.standIn.account.customers.get(customerRef)?.metadata).toEqual({ kassa_organization_id: ORG });
  });
});

describe("charges", () => {
  it("confirms a PaymentIntent at once and answers a succeeded charge", async () => {
    const input = visaCharge();
    const charge = await f.processor.charge(input);
    expect(charge).toMatchObject({
      status: "succeeded",
      decline: null,
      amount: 1000,
      currency: "usd",
      customerRef: null,
      offSession: false,
      amountRefunded: 0,
    });
    expect(charge.id).toMatch(/^pi_/);
    expect(charge.paymentMethodId).toMatch(/^pm_/);
    const sent = lastRequest("/v1/payment_intents");
    expect(sent.idempotencyKey).toBe(`kassa:${ORG}:${input.idempotencyKey}`);
    expect(sent.params).toMatchObject({
      amount: "1000",
      currency: "usd",
      confirm: "true",
      payment_method: "pm_card_visa",
      error_on_requires_action: "true",
      allowed_payment_method_types: ["card"],
      metadata: { kassa_organization_id: ORG, kassa_off_session: "false" },
    });
    expect(await f.processor.retrieveCharge(ORG, charge.id)).toEqual(charge);
  });

  it.each([
    ["pm_card_chargeDeclined", "card_declined", "Your card was declined."],
    ["pm_card_chargeDeclinedInsufficientFunds", "insufficient_funds", "Your card has insufficient funds."],
    ["pm_card_chargeDeclinedExpiredCard", "expired_card", "Your card has expired."],
    ["pm_card_chargeDeclinedIncorrectCvc", "card_declined", "Your card's security code is incorrect."],
    ["pm_card_chargeDeclinedFraudulent", "card_declined", "Your card was declined."],
    [
      "pm_card_authenticationRequired",
      "card_declined",
      "Your card was declined. This transaction requires authentication.",
    ],
  ])("maps the decline of %s to %s with Stripe's message", async (paymentMethod, code, message) => {
    const charge = await f.processor.charge(visaCharge({ paymentMethod }));
    expect(charge.status).toBe("failed");
    expect(charge.decline).toEqual({ code, message });
    expect(charge.id).toMatch(/^pi_/);
    expect(charge.paymentMethodId).toMatch(/^pm_/);
    const again = await f.processor.retrieveCharge(ORG, charge.id);
    expect(again.status).toBe("failed");
    expect(again.decline).toEqual({ code, message });
  });

  it("returns the same PaymentIntent for a retried key, declines included", async () => {
    const input = visaCharge();
    const first = await f.processor.charge(input);
    const second = await f.processor.charge(input);
    expect(second).toEqual(first);
    expect(lastRequest("/v1/payment_intents").replayed).toBe(true);
    expect(f.standIn.account.paymentIntents.has(first.id)).toBe(true);

    const declined = visaCharge({ paymentMethod: "pm_card_chargeDeclined" });
    const once = await f.processor.charge(declined);
    const twice = await f.processor.charge(declined);
    expect(twice.id).toBe(once.id);
    expect(twice.decline?.code).toBe("card_declined");
  });

  it("refuses a key reused with other parameters, and scopes keys by organization", async () => {
    const input = visaCharge();
    const first = await f.processor.charge(input);
    await expect(f.processor.charge({ ...input, amount: 2000 })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    const other = await f.processor.charge({ ...input, organizationId: OTHER });
    expect(other.status).toBe("succeeded");
    expect(other.id).not.toBe(first.id);
  });

  it("validates amount, currency and key before calling Stripe, and maps Stripe's own refusals", async () => {
    const before = f.standIn.requests.length;
    for (const bad of [
      { amount: 0 },
      { amount: 1.5 },
      { currency: "USD" },
      { currency: "xxx" },
      { idempotencyKey: "" },
    ]) {
      await expect(f.processor.charge(visaCharge(bad))).rejects.toBeInstanceOf(PaymentParameterError);
    }
    await expect(f.processor.charge(visaCharge({ paymentMethod: "card_4242" }))).rejects.toBeInstanceOf(
      PaymentObjectNotFoundError,
    );
    expect(f.standIn.requests.length).toBe(before);
    const tooSmall = await f.processor.charge(visaCharge({ amount: 10 })).catch((e) => e);
    expect(tooSmall).toBeInstanceOf(PaymentParameterError);
    expect(tooSmall.detail[0].loc).toEqual(["body", "amount"]);
    await expect(f.processor.charge(visaCharge({ paymentMethod: "pm_unknown123" }))).rejects.toBeInstanceOf(
      PaymentObjectNotFoundError,
    );
  });

  it("keeps each organization's charges, customers and payment methods to itself", async () => {
    const charge = await f.processor.charge(visaCharge());
    await expect(f.processor.retrieveCharge(OTHER, charge.id)).rejects.toBeInstanceOf(
      PaymentObjectNotFoundError,
    );
    await expect(
      f.processor.refund({ organizationId: OTHER, chargeRef: charge.id, amount: 100, idempotencyKey: key() }),
    ).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
    const { customerRef } = await f.processor.createCustomer({ organizationId: ORG });
    const pm = await f.processor.attachPaymentMethod({
      organizationId: ORG,
      customerRef,
      paymentMethod: "pm_card_visa",
    });
    await expect(f.processor.retrievePaymentMethod(OTHER, pm.id)).rejects.toBeInstanceOf(
      PaymentObjectNotFoundError,
    );
    await expect(
      f.processor.charge(visaCharge({ organizationId: OTHER, customerRef, paymentMethod: pm.id })),
    ).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
    await expect(
      f.processor.attachPaymentMethod({ organizationId: OTHER, customerRef, paymentMethod: "pm_card_visa" }),
    ).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
    for (const ref of ["ch_123", "pi_../../v1/customers", "pi_unknown"]) {
      await expect(f.processor.retrieveCharge(ORG, ref)).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
    }
  });

  it("never tokenizes cards: Stripe Elements does that in the browser", async () => {
    const error = await f.processor
      .tokenizeCard({
        organizationId: ORG,
        card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(PaymentOperationNotSupportedError);
    expect(error.message).toMatch(/Stripe Elements/);
    expect(JSON.stringify(f.standIn.requests)).not.toContain("4242424242424242");
  });
});

describe("when Stripe cannot be used", () => {
  it("answers 502 PaymentProcessorError for a rejected key", async () => {
    const config = loadConfig(testEnv(stripeEnv(f.standIn, { STRIPE_SECRET_KEY: "sk_test_wrongkey" })));
    const wrong = createStripeProcessor({ config });
    const error = await wrong.createCustomer({ organizationId: ORG }).catch((e) => e);
    expect(error).toBeInstanceOf(PaymentProcessorUnavailableError);
    expect(error.status).toBe(502);
  });

  it("answers 502 when Stripe is unreachable", async () => {
    const gone = await startStripeStandIn();
    const config = loadConfig(testEnv(stripeEnv(gone)));
    await gone.close();
    const error = await createStripeProcessor({ config })
      .charge(visaCharge())
      .catch((e) => e);
    expect(error).toBeInstanceOf(PaymentProcessorUnavailableError);
  });
});
