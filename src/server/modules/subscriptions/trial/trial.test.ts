import { afterEach, describe, expect, it } from "vitest";
import { chargesOf, makeCheckout } from "../../../test/fixtures/checkouts.js";
import { days, ordersOf } from "../../../test/fixtures/subscriptions-dunning.js";
import {
  eventTypesSince,
  type RenewalWorld,
  renewalCharges,
  renewalWorld,
  stepTo,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";
import { subscribeWithTrial, trialProduct } from "../../../test/fixtures/subscriptions-trial.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const START = "2028-05-10T09:00:00.000Z";
const subEvents = async (w: RenewalWorld, since: Date) =>
  (await eventTypesSince(w.t, w.seller.organizationId, since)).filter(
    (x) => x.startsWith("order.") || x.startsWith("subscription."),
  );

describe("trials", () => {
  it("a checkout with the product's 14-day trial: nothing charged, trialing, then converted at trial end", async () => {
    world = await renewalWorld(START);
    const w = world;
    const { t, seller, clock } = w;
    const product = await trialProduct(seller, { amount: 1000 });
    const open = await makeCheckout(seller, { products: [product.id] });
    expect(open).toMatchObject({
      allow_trial: true,
      active_trial_interval: "day",
      active_trial_interval_count: 14,
      trial_end: days(new Date(START), 14).toISOString(),
      total_amount: 1000,
      is_payment_required: false,
      is_payment_setup_required: true,
      is_payment_form_required: true,
    });

    const { checkout, confirmed, sub } = await subscribeWithTrial(t, seller, { productId: product.id });
    expect(confirmed).toMatchObject({ status: "confirmed", active_trial_interval: "day" });
    const trialEnd = days(new Date(START), 14);
    expect(sub).toMatchObject({ status: "trialing" });
    expect(sub.trialStart).toEqual(new Date(START));
    expect(sub.trialEnd).toEqual(trialEnd);
    expect(sub.currentPeriodStart).toEqual(new Date(START));
    expect(sub.currentPeriodEnd).toEqual(trialEnd);
    expect(sub.paymentMethodId).not.toBeNull();
    expect(await chargesOf(t, checkout.id)).toHaveLength(0);
    expect(await ordersOf(t, sub.id)).toEqual([["subscription_create", "paid", 0]]);
    const created = await subEvents(w, new Date(START));
    expect(created.filter((x) => x.startsWith("subscription."))).toEqual([
      "subscription.created",
      "subscription.updated",
    ]);
    const wire = await seller.api.get(`/v1/subscriptions/${sub.id}`);
    expect(wire.body).toMatchObject({
      status: "trialing",
      trial_start: START,
      trial_end: trialEnd.toISOString(),
      current_period_end: trialEnd.toISOString(),
    });
    const state = await seller.api.get(`/v1/customers/${sub.customerId}/state`);
    expect(state.body.active_subscriptions).toMatchObject([{ id: sub.id, status: "trialing" }]);

    // Nothing happens during the trial.
    await stepTo(t, clock, days(new Date(START), 13));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: "trialing" });

    // Trial end: active, the first paid period starts and its order is charged in full.
    await stepTo(t, clock, trialEnd);
    const row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "active" });
    expect(row.trialEnd).toEqual(trialEnd);
    expect(row.currentPeriodStart).toEqual(trialEnd);
    expect(row.currentPeriodEnd).toEqual(new Date("2028-06-24T09:00:00.000Z"));
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 0],
      ["subscription_cycle", "paid", 1000],
    ]);
    const charges = await renewalCharges(t, sub.id);
    expect(charges.map((c) => [c.status, c.offSession, c.amount])).toEqual([["succeeded", true, 1000]]);
    expect(await subEvents(w, trialEnd)).toEqual([
      "order.created",
      "subscription.active",
      "subscription.updated",
      "order.paid",
      "order.updated",
    ]);
  });

  it("a declined first charge after the trial: past_due, then dunning retries it", async () => {
    world = await renewalWorld(START);
    const w = world;
    const { t, seller, clock } = w;
    // The card is saved without a charge; off-session charges are declined.
    const { sub } = await subscribeWithTrial(t, seller, {
      productTrial: { interval: "week", count: 1 },
      card: "pm_card_chargeDeclined",
      email: "trial-declined@example.com",
    });
    const trialEnd = days(new Date(START), 7);
    expect(sub).toMatchObject({ status: "trialing" });
    expect(sub.trialEnd).toEqual(trialEnd);
    expect(await ordersOf(t, sub.id)).toEqual([["subscription_create", "paid", 0]]);

    await stepTo(t, clock, trialEnd);
    let row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 0 });
    expect(row.pastDueAt).toEqual(trialEnd);
    expect(row.nextPaymentAttemptAt).toEqual(days(trialEnd, 2));
    expect(row.currentPeriodStart).toEqual(trialEnd);
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 0],
      ["subscription_cycle", "pending", 1000],
    ]);
    expect(await subEvents(w, trialEnd)).toEqual([
      "order.created",
      "subscription.active",
      "subscription.updated",
      "subscription.updated",
      "subscription.past_due",
    ]);
    const mail = await t.lastEmail("trial-declined@example.com", "subscription-renewal-failed");
    expect(mail.text).toContain("Reason: Your card was declined.");

    await stepTo(t, clock, days(trialEnd, 2));
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 1 });
    expect(row.nextPaymentAttemptAt).toEqual(days(trialEnd, 7));
    expect((await renewalCharges(t, sub.id)).map((c) => c.status)).toEqual(["failed", "failed"]);
  });

  it("the checkout's trial overrides the product's; allow_trial false runs none and charges at once", async () => {
    world = await renewalWorld(START);
    const { t, seller } = world;
    const product = await trialProduct(seller);
    const override = await makeCheckout(seller, {
      products: [product.id],
      trial_interval: "month",
      trial_interval_count: 2,
    });
    expect(override).toMatchObject({
      active_trial_interval: "month",
      active_trial_interval_count: 2,
      trial_interval: "month",
      trial_interval_count: 2,
      trial_end: "2028-07-10T09:00:00.000Z",
    });

    const { checkout, sub } = await subscribeWithTrial(t, seller, {
      productId: product.id,
      checkout: { allow_trial: false },
      email: "no-trial@example.com",
    });
    const seen = await seller.api.get(`/v1/checkouts/${checkout.id}`);
    expect(seen.body).toMatchObject({
      allow_trial: false,
      active_trial_interval: null,
      active_trial_interval_count: null,
      trial_end: null,
      is_payment_required: true,
    });
    expect(sub).toMatchObject({ status: "active", trialStart: null, trialEnd: null });
    expect(await chargesOf(t, checkout.id)).toHaveLength(1);
    expect(await ordersOf(t, sub.id)).toEqual([["subscription_create", "paid", 1000]]);
  });

  it("one trial per customer and product: the same email's next checkout runs without one", async () => {
    world = await renewalWorld(START);
    const { t, seller } = world;
    const product = await trialProduct(seller, { amount: 1200 });
    const email = "again@example.com";
    const first = await subscribeWithTrial(t, seller, { productId: product.id, email });
    expect(first.sub).toMatchObject({ status: "trialing" });
    const revoked = await seller.api.patch(`/v1/subscriptions/${first.sub.id}`, { revoke: true });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);

    const again = await makeCheckout(seller, { products: [product.id], customer_email: email.toUpperCase() });
    expect(again).toMatchObject({
      allow_trial: false,
      active_trial_interval: null,
      trial_end: null,
      is_payment_required: true,
    });
    // Another customer still gets the trial.
    const other = await makeCheckout(seller, { products: [product.id], customer_email: "new@example.com" });
    expect(other).toMatchObject({
      allow_trial: true,
      active_trial_interval: "day",
      is_payment_required: false,
    });

    const second = await subscribeWithTrial(t, seller, { productId: product.id, email });
    expect(second.sub).toMatchObject({ status: "active", trialStart: null });
    expect(await chargesOf(t, second.checkout.id)).toHaveLength(1);
    expect(await ordersOf(t, second.sub.id)).toEqual([["subscription_create", "paid", 1200]]);
  });
});
