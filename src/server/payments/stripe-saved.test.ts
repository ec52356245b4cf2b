/**
 * Stripe processor: saved payment methods, off-session charges and Stripe Elements confirmation
 * tokens, through the `stripe` SDK against the local stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeFixture, startStripeFixture } from "../test/standins/stripe/testing.js";
import { PaymentObjectNotFoundError, PaymentParameterError } from "./errors.js";

const ORG = "org_saved";
let f: StripeFixture;
let n = 0;
const key = () => `saved-${++n}`;

beforeAll(async () => {
  f = await startStripeFixture();
});
afterAll(() => f.close());

const customer = async () =>
  (await f.processor.createCustomer({ organizationId: ORG, email: "c@example.com" })).customerRef;

const charge = (over: Record<string, unknown>) =>
  f.processor.charge({
    organizationId: ORG,
    amount: 1500,
    currency: "usd",
    paymentMethod: "pm_card_visa",
    offSession: false,
    idempotencyKey: key(),
    ...over,
  });

const lastIntentRequest = () =>
  [...f.standIn.requests].reverse().find((r) => r.path === "/v1/payment_intents")!;

describe("saved payment methods", () => {
  it("attaches a card to a customer and charges it off-session", async () => {
    const customerRef = await customer();
    const pm = await f.processor.attachPaymentMethod({
      organizationId: ORG,
      customerRef,
      paymentMethod: "pm_card_visa",
    });
    expect(pm).toMatchObject({ type: "card", brand: "visa", last4: "4242", customerRef });
    expect(pm.expYear).toBeGreaterThan(2025);
    expect(await f.processor.retrievePaymentMethod(ORG, pm.id)).toEqual(pm);
    // Attaching again to the same customer is a no-op.
    expect(
      await f.processor.attachPaymentMethod({ organizationId: ORG, customerRef, paymentMethod: pm.id }),
    ).toEqual(pm);

    const renewal = await charge({ customerRef, paymentMethod: pm.id, offSession: true });
    expect(renewal).toMatchObject({
      status: "succeeded",
      offSession: true,
      customerRef,
      paymentMethodId: pm.id,
    });
    const sent = lastIntentRequest().params;
    expect(sent).toMatchObject({ off_session: "true", customer: customerRef, payment_method: pm.id });
    expect(sent.error_on_requires_action).toBeUndefined();
    expect((await f.processor.retrieveCharge(ORG, renewal.id)).offSession).toBe(true);
  });

  it("declines off-session charges of cards that fail or need authentication", async () => {
    const customerRef = await customer();
    const failing = await f.processor.attachPaymentMethod({
      organizationId: ORG,
      customerRef,
      paymentMethod: "pm_card_chargeCustomerFail",
    });
    const declined = await charge({ customerRef, paymentMethod: failing.id, offSession: true });
    expect(declined.decline).toEqual({ code: "card_declined", message: "Your card was declined." });

    const sca = await f.processor.attachPaymentMethod({
      organizationId: ORG,
      customerRef,
      paymentMethod: "pm_card_authenticationRequired",
    });
    const needsAuth = await charge({ customerRef, paymentMethod: sca.id, offSession: true });
    expect(needsAuth.status).toBe("failed");
    expect(needsAuth.decline?.message).toMatch(/requires authentication/);
  });

  it("refuses off-session charges without a customer, and cards of another customer", async () => {
    await expect(charge({ offSession: true })).rejects.toBeInstanceOf(PaymentParameterError);
    const a = await customer();
    const b = await customer();
    const pm = await f.processor.attachPaymentMethod({
      organizationId: ORG,
      customerRef: a,
      paymentMethod: "pm_card_visa",
    });
    await expect(
      f.processor.attachPaymentMethod({ organizationId: ORG, customerRef: b, paymentMethod: pm.id }),
    ).rejects.toBeInstanceOf(PaymentParameterError);
    await expect(charge({ customerRef: b, paymentMethod: pm.id, offSession: true })).rejects.toBeInstanceOf(
      PaymentParameterError,
    );
    await expect(
      f.processor.attachPaymentMethod({
        organizationId: ORG,
        customerRef: "cus_nope",
        paymentMethod: "pm_card_visa",
      }),
    ).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
  });

  it("saves a card while charging it when asked (setup_future_usage)", async () => {
    const customerRef = await customer();
    const first = await charge({ customerRef, savePaymentMethod: true, metadata: { checkout_id: "co_1" } });
    expect(first.status).toBe("succeeded");
    expect(lastIntentRequest().params).toMatchObject({
      setup_future_usage: "off_session",
      metadata: { checkout_id: "co_1", kassa_organization_id: ORG },
    });
    const pm = await f.processor.retrievePaymentMethod(ORG, first.paymentMethodId);
    expect(pm.customerRef).toBe(customerRef);
    const renewal = await charge({ customerRef, paymentMethod: pm.id, offSession: true });
    expect(renewal.status).toBe("succeeded");
    await expect(charge({ savePaymentMethod: true })).rejects.toBeInstanceOf(PaymentParameterError);
  });
});

describe("Stripe Elements confirmation tokens", () => {
  it("pays with a ctoken_ (confirmation_token) and saves the card for renewals", async () => {
    const customerRef = await customer();
    const token = await f.stripe.testHelpers.confirmationTokens.create({ payment_method: "pm_card_visa" });
    expect(token.id).toMatch(/^ctoken_/);
    const paid = await charge({ customerRef, paymentMethod: token.id, savePaymentMethod: true });
    expect(paid.status).toBe("succeeded");
    const sent = lastIntentRequest().params;
    expect(sent.confirmation_token).toBe(token.id);
    expect(sent.payment_method).toBeUndefined();
    const saved = await f.processor.retrievePaymentMethod(ORG, paid.paymentMethodId);
    expect(saved.customerRef).toBe(customerRef);
    expect((await charge({ customerRef, paymentMethod: saved.id, offSession: true })).status).toBe(
      "succeeded",
    );
  });

  it("maps a declined token's decline and refuses a token used twice", async () => {
    const token = await f.stripe.testHelpers.confirmationTokens.create({
      payment_method: "pm_card_chargeDeclinedInsufficientFunds",
    });
    const declined = await charge({ paymentMethod: token.id });
    expect(declined.decline?.code).toBe("insufficient_funds");
    await expect(charge({ paymentMethod: token.id })).rejects.toBeInstanceOf(PaymentParameterError);
    await expect(charge({ paymentMethod: "ctoken_unknown" })).rejects.toBeInstanceOf(
      PaymentObjectNotFoundError,
    );
  });

  it("saves a token's card without charging it (SetupIntent), once per token", async () => {
    const customerRef = await customer();
    const token = await f.stripe.testHelpers.confirmationTokens.create({ payment_method: "pm_card_visa" });
    const pm = await f.processor.attachPaymentMethod({
      organizationId: ORG,
      customerRef,
      paymentMethod: token.id,
    });
    expect(pm).toMatchObject({ brand: "visa", last4: "4242", customerRef });
    const sent = [...f.standIn.requests].reverse().find((r) => r.path === "/v1/setup_intents")!;
    expect(sent.params).toMatchObject({
      customer: customerRef,
      confirmation_token: token.id,
      confirm: "true",
      usage: "off_session",
    });
    expect(sent.idempotencyKey).toBe(`kassa:${ORG}:setup:${token.id}`);
    // A retry (say, after a lost answer) replays the same SetupIntent instead of failing on the used token.
    expect(
      await f.processor.attachPaymentMethod({ organizationId: ORG, customerRef, paymentMethod: token.id }),
    ).toEqual(pm);
    expect([...f.standIn.account.charges.values()].some((c) => c.payment_method === pm.id)).toBe(false);
    expect((await charge({ customerRef, paymentMethod: pm.id, offSession: true })).status).toBe("succeeded");
  });

  it("refuses to save a declined card or one that needs authentication, with a 4xx", async () => {
    const customerRef = await customer();
    for (const paymentMethod of ["pm_card_chargeDeclined", "pm_card_authenticationRequired"]) {
      const token = await f.stripe.testHelpers.confirmationTokens.create({ payment_method: paymentMethod });
      const error = await f.processor
        .attachPaymentMethod({ organizationId: ORG, customerRef, paymentMethod: token.id })
        .catch((e) => e);
      expect(error).toBeInstanceOf(PaymentParameterError);
      expect(error.status).toBe(422);
    }
  });

  it("never uses a token off-session", async () => {
    const customerRef = await customer();
    await expect(
      charge({ customerRef, paymentMethod: "ctoken_abc", offSession: true }),
    ).rejects.toBeInstanceOf(PaymentParameterError);
  });
});
