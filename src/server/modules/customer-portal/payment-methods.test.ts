import { afterEach, describe, expect, it } from "vitest";
import { ordersOf } from "../../test/fixtures/subscriptions-dunning.js";
import {
  type RenewalWorld,
  renewalCharges,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionRow,
} from "../../test/fixtures/subscriptions-renewal.js";
import { type PortalCustomer, signInCustomer } from "../../test/portal-helpers.js";
import { expect422 } from "../../test/v1-helpers.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const PMS = "/v1/customer-portal/customers/me/payment-methods";
const add = (portal: PortalCustomer, token: string, setDefault: boolean) =>
  portal.post(PMS, {
    confirmation_token_id: token,
    set_default: setDefault,
    return_url: "https://shop.example/back",
  });
const list = async (portal: PortalCustomer) => {
  const res = await portal.get(PMS);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as { id: string; is_default: boolean; method_metadata: { last4: string } }[];
};

describe("customers/me/payment-methods", () => {
  it("a past_due subscription recovers at once when the customer saves a good default card (a declining one first)", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 2500, card: "pm_card_chargeCustomerFail" });
    let portal = await signInCustomer(t, seller, sub.customerId);

    // The checkout saved its card: listed, the default.
    const [first] = await list(portal);
    expect(first).toMatchObject({
      is_default: true,
      processor: "stripe",
      type: "card",
      method_metadata: { brand: "visa", last4: "0341", wallet: null },
    });
    expect((await portal.get("/v1/customer-portal/customers/me")).body.default_payment_method_id).toBe(
      first!.id,
    );

    // The renewal is declined: past_due, next retry in 2 days.
    await stepTo(t, clock, sub.currentPeriodEnd);
    expect((await subscriptionRow(t, sub.id)).status).toBe("past_due");
    // Sessions last an hour: the customer signs in again a month later.
    portal = await signInCustomer(t, seller, sub.customerId);

    // A declining card as default: retried at once, declined again, still past_due.
    const declined = await add(portal, "pm_card_chargeDeclined", true);
    expect(declined.status, JSON.stringify(declined.body)).toBe(201);
    expect(declined.body).toMatchObject({ status: "succeeded", payment_method: { is_default: true } });
    let row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 1 });
    expect(row.paymentMethodId).toBe(declined.body.payment_method.id);
    expect((await renewalCharges(t, sub.id)).map((c) => c.status)).toEqual(["failed", "failed"]);

    // A good card as default: retried at once, paid, active again, charged to the new card.
    const good = await add(portal, "pm_card_visa", true);
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "active", paymentRetries: 0, pastDueAt: null });
    expect(row.paymentMethodId).toBe(good.body.payment_method.id);
    expect((await renewalCharges(t, sub.id)).map((c) => c.status)).toEqual(["failed", "failed", "succeeded"]);
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 2500],
      ["subscription_cycle", "paid", 2500],
    ]);

    const cards = await list(portal);
    expect(cards.map((c) => [c.method_metadata.last4, c.is_default])).toEqual([
      ["4242", true],
      ["0002", false],
      ["0341", false],
    ]);
  });

  it("deletes cards as Polar does: not the one a subscription is charged to unless another is the default", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller } = world;
    const sub = await subscribe(t, seller, { amount: 1000 });
    const portal = await signInCustomer(t, seller, sub.customerId);
    const [checkoutCard] = await list(portal);

    // The only card, paying the subscription: refused.
    const refused = await portal.delete(`${PMS}/${checkoutCard!.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("PaymentMethodInUseByActiveSubscription");

    // A second card, not the default: the first still pays and is still the default.
    const spare = await add(portal, "pm_card_visa", false);
    expect(spare.status, JSON.stringify(spare.body)).toBe(201);
    expect(spare.body.payment_method.is_default).toBe(false);
    expect((await portal.delete(`${PMS}/${checkoutCard!.id}`)).status).toBe(400);

    // Make the spare the default (PATCH me): the subscription moves to it; the old card can go.
    const patched = await portal.patch("/v1/customer-portal/customers/me", {
      default_payment_method_id: spare.body.payment_method.id,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.default_payment_method_id).toBe(spare.body.payment_method.id);
    expect((await subscriptionRow(t, sub.id)).paymentMethodId).toBe(spare.body.payment_method.id);
    expect((await portal.delete(`${PMS}/${checkoutCard!.id}`)).status).toBe(204);
    expect((await list(portal)).map((c) => c.id)).toEqual([spare.body.payment_method.id]);
    expect((await portal.delete(`${PMS}/${checkoutCard!.id}`)).status).toBe(404);

    // Another customer cannot see or delete it.
    const other = await seller.api.post("/v1/customers/", { email: "other-pm@example.com" });
    const stranger = await signInCustomer(t, seller, other.body.id);
    expect(await list(stranger)).toEqual([]);
    expect((await stranger.delete(`${PMS}/${spare.body.payment_method.id}`)).status).toBe(404);
    expect((await stranger.delete(`${PMS}/not-a-uuid`)).status).toBe(422);
  });

  it("validates the body, answers 400 for a card the processor refuses, and confirms set-up cards", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller } = world;
    const created = await seller.api.post("/v1/customers/", { email: "new-pm@example.com" });
    const portal = await signInCustomer(t, seller, created.body.id);

    // No processor customer yet: confirm is refused.
    const early = await portal.post(`${PMS}/confirm`, { setup_intent_id: "pm_x", set_default: true });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe("CustomerNotReady");

    expect422(await portal.post(PMS, { set_default: true, return_url: "x" }), [
      "body",
      "confirmation_token_id",
    ]);
    expect422(
      await portal.post(PMS, { confirmation_token_id: "pm_card_visa", set_default: "yes", return_url: "x" }),
      ["body", "set_default"],
    );
    const unknown = await add(portal, "pm_unknown_token", true);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("PaymentMethodSetupFailed");

    // The first card becomes the default even without set_default.
    const firstCard = await add(portal, "pm_card_visa", false);
    expect(firstCard.status, JSON.stringify(firstCard.body)).toBe(201);
    expect(firstCard.body.payment_method.is_default).toBe(true);

    // A card the processor set up for this customer (after authentication) is confirmed and saved.
    const me = await t.ctx.db.query.customer.findFirst({ where: (c, { eq }) => eq(c.id, created.body.id) });
    const setUp = await t.ctx.payments.attachPaymentMethod({
      organizationId: seller.organizationId,
      customerRef: me!.processorCustomerRef!,
      paymentMethod: "pm_card_visa",
    });
    const confirmed = await portal.post(`${PMS}/confirm`, { setup_intent_id: setUp.id, set_default: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body).toMatchObject({ status: "succeeded", payment_method: { is_default: true } });
    expect(await list(portal)).toHaveLength(2);

    // One set up for someone else is refused.
    const foreign = await t.ctx.payments.tokenizeCard({
      organizationId: seller.organizationId,
      card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
    });
    const refused = await portal.post(`${PMS}/confirm`, { setup_intent_id: foreign.id, set_default: false });
    expect(refused.status).toBe(400);
  });
});
