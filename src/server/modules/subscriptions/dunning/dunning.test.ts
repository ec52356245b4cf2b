import { afterEach, describe, expect, it } from "vitest";
import { makeBenefit } from "../../../test/fixtures/benefit-grants.js";
import {
  days,
  failureEmails,
  ordersOf,
  replaceCard,
  setGracePeriod,
} from "../../../test/fixtures/subscriptions-dunning.js";
import {
  eventTypesSince,
  type RenewalWorld,
  renewalCharges,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionGrants,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const EMAIL = "dunning@example.com";
const subEvents = async (w: RenewalWorld, since: Date) =>
  (await eventTypesSince(w.t, w.seller.organizationId, since)).filter(
    (x) => x.startsWith("order.") || x.startsWith("subscription."),
  );
const grantTargets = async (w: RenewalWorld, id: string) =>
  (await subscriptionGrants(w.t, id)).map((g) => g.target);

describe("dunning", () => {
  it("a failed renewal is retried on day 2 (declined) and day 7 (paid with the replaced card): active again, benefits back", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const w = world;
    const { t, seller, clock } = w;
    const benefit = await makeBenefit(seller, "custom", { note: "Members only" });
    const sub = await subscribe(t, seller, {
      amount: 2500,
      card: "pm_card_chargeCustomerFail",
      email: EMAIL,
      benefitIds: [benefit.id],
    });
    expect(await grantTargets(w, sub.id)).toEqual(["granted"]);
    const end = sub.currentPeriodEnd;

    // The renewal is declined: past_due, first retry in 2 days, benefits revoked (grace 0).
    await stepTo(t, clock, end);
    let row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 0 });
    expect(row.pastDueAt).toEqual(end);
    expect(row.nextPaymentAttemptAt).toEqual(days(end, 2));
    expect(row.benefitsSuspendedAt).toEqual(end);
    expect(await grantTargets(w, sub.id)).toEqual(["revoked"]);
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 2500],
      ["subscription_cycle", "pending", 2500],
    ]);
    expect(await subEvents(w, end)).toEqual([
      "order.created",
      "subscription.updated",
      "subscription.updated",
      "subscription.past_due",
    ]);
    expect(await failureEmails(t, EMAIL)).toBe(1);

    // Nothing before day 2.
    await stepTo(t, clock, new Date(days(end, 2).getTime() - 60_000));
    expect(await renewalCharges(t, sub.id)).toHaveLength(1);

    // Day 2: retry 1 is declined; the next one is on day 7; the customer is emailed again.
    await stepTo(t, clock, days(end, 2));
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 1 });
    expect(row.nextPaymentAttemptAt).toEqual(days(end, 7));
    const charges = await renewalCharges(t, sub.id);
    expect(charges.map((c) => [c.idempotencyKey, c.status, c.amount])).toEqual([
      [`subscription:${sub.id}:${end.toISOString()}`, "failed", 2500],
      [`subscription:${sub.id}:${end.toISOString()}:retry1`, "failed", 2500],
    ]);
    expect(await subEvents(w, days(end, 2))).toEqual(["subscription.updated"]);
    expect(await failureEmails(t, EMAIL)).toBe(2);
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 2500],
      ["subscription_cycle", "pending", 2500],
    ]);

    // The customer replaces the card; day 7: retry 2 is paid.
    await replaceCard(t, sub);
    await stepTo(t, clock, days(end, 7));
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({
      status: "active",
      paymentRetries: 0,
      pastDueAt: null,
      nextPaymentAttemptAt: null,
      benefitsSuspendedAt: null,
    });
    expect(row.currentPeriodStart).toEqual(end);
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 2500],
      ["subscription_cycle", "paid", 2500],
    ]);
    const last = (await renewalCharges(t, sub.id)).at(-1)!;
    expect([last.idempotencyKey, last.status, last.offSession]).toEqual([
      `subscription:${sub.id}:${end.toISOString()}:retry2`,
      "succeeded",
      true,
    ]);
    expect(await subEvents(w, days(end, 7))).toEqual([
      "order.paid",
      "order.updated",
      "subscription.active",
      "subscription.updated",
    ]);
    expect(await eventTypesSince(t, seller.organizationId, days(end, 7))).toContain("customer.state_changed");
    expect(await grantTargets(w, sub.id)).toEqual(["granted"]);
    expect(await failureEmails(t, EMAIL)).toBe(2);
    const wire = await seller.api.get(`/v1/subscriptions/${sub.id}`);
    expect(wire.body).toMatchObject({ status: "active" });

    // Renews normally at the next period end, on the new card.
    await stepTo(t, clock, row.currentPeriodEnd);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: "active" });
    expect((await ordersOf(t, sub.id)).at(-1)).toEqual(["subscription_cycle", "paid", 2500]);
  });

  it("gives up after the last retry (day 21): revoked, the order void, benefits revoked after the 7-day grace", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const w = world;
    const { t, seller, clock } = w;
    await setGracePeriod(seller, 7);
    const benefit = await makeBenefit(seller, "custom", { note: "Members only" });
    const sub = await subscribe(t, seller, {
      amount: 1500,
      card: "pm_card_chargeCustomerFail",
      email: EMAIL,
      benefitIds: [benefit.id],
    });
    const end = sub.currentPeriodEnd;

    // Grace 7 days: the benefits stay through the first failure and the day-2 retry.
    await stepTo(t, clock, end);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: "past_due", benefitsSuspendedAt: null });
    expect(await grantTargets(w, sub.id)).toEqual(["granted"]);
    await stepTo(t, clock, days(end, 2));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ paymentRetries: 1, benefitsSuspendedAt: null });
    expect(await grantTargets(w, sub.id)).toEqual(["granted"]);
    await stepTo(t, clock, new Date(days(end, 7).getTime() - 60_000));
    expect(await grantTargets(w, sub.id)).toEqual(["granted"]);

    // Day 7: the grace period is over (benefits revoked) and retry 2 is declined.
    await stepTo(t, clock, days(end, 7));
    let row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 2 });
    expect(row.benefitsSuspendedAt).toEqual(days(end, 7));
    expect(row.nextPaymentAttemptAt).toEqual(days(end, 14));
    expect(await grantTargets(w, sub.id)).toEqual(["revoked"]);

    await stepTo(t, clock, days(end, 14));
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 3 });
    expect(row.nextPaymentAttemptAt).toEqual(days(end, 21));

    // Day 21: the last retry is declined: revoked now, the order void.
    await stepTo(t, clock, days(end, 21));
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "canceled", paymentRetries: 4, nextPaymentAttemptAt: null });
    expect(row.endedAt).toEqual(days(end, 21));
    expect(row.endsAt).toEqual(days(end, 21));
    expect(row.canceledAt).toEqual(days(end, 21));
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 1500],
      ["subscription_cycle", "void", 1500],
    ]);
    expect(await subEvents(w, days(end, 21))).toEqual([
      "order.updated",
      "subscription.canceled",
      "subscription.revoked",
      "subscription.updated",
    ]);
    expect(await grantTargets(w, sub.id)).toEqual(["revoked"]);
    expect((await renewalCharges(t, sub.id)).map((c) => c.status)).toEqual([
      "failed",
      "failed",
      "failed",
      "failed",
      "failed",
    ]);
    // The first failure and retries 1–3 are emailed as failures; the give-up as the end.
    expect(await failureEmails(t, EMAIL)).toBe(4);
    expect(await failureEmails(t, EMAIL, "subscription-ended-unpaid")).toBe(1);
    const wire = await seller.api.get(`/v1/subscriptions/${sub.id}`);
    expect(wire.body).toMatchObject({ status: "canceled", ended_at: days(end, 21).toISOString() });

    // Nothing more happens afterwards.
    await stepTo(t, clock, days(end, 60));
    expect(await renewalCharges(t, sub.id)).toHaveLength(5);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: "canceled" });
  });
});
