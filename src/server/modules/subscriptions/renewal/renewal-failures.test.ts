import { afterEach, describe, expect, it, vi } from "vitest";
import { makeBenefit } from "../../../test/fixtures/benefit-grants.js";
import {
  eventTypesSince,
  type RenewalWorld,
  renewalCharges,
  renewalOrderRows,
  renewalOrders,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionGrants,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await world?.t.close();
  world = null;
});

describe("failed and interrupted renewals", () => {
  it("a declined renewal leaves the order pending, makes the subscription past_due and emails the customer", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    // Succeeds on the checkout, then declines off-session.
    const sub = await subscribe(t, seller, {
      amount: 2500,
      card: "pm_card_chargeCustomerFail",
      email: "declined@example.com",
    });
    const end = sub.currentPeriodEnd;
    await stepTo(t, clock, end);
    const row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due" });
    expect(row.pastDueAt).toEqual(end);
    expect(row.currentPeriodStart).toEqual(end);
    const orders = await renewalOrders(seller, sub.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "pending", paid: false, total_amount: 2500 });
    const charges = await renewalCharges(t, sub.id);
    expect(charges.map((c) => [c.status, c.offSession, c.amount])).toEqual([["failed", true, 2500]]);
    const types = (await eventTypesSince(t, seller.organizationId, end)).filter(
      (x) => x.startsWith("order.") || x.startsWith("subscription."),
    );
    expect(types).toEqual([
      "order.created",
      "subscription.updated",
      "subscription.updated",
      "subscription.past_due",
    ]);

    const mail = await t.lastEmail("declined@example.com", "subscription-renewal-failed");
    expect(mail.subject).toBe("Payment failed for Pro plan");
    expect(mail.text).toContain("USD 25.00");
    expect(mail.text).toContain("Reason: Your card was declined.");

    // Nothing more happens before the first dunning retry (day 2: see dunning*.test.ts).
    await stepTo(t, clock, new Date(end.getTime() + 86_400_000));
    expect(await renewalOrderRows(t, sub.id)).toHaveLength(1);
    expect(await renewalCharges(t, sub.id)).toHaveLength(1);
  });

  it("a crash between the claim and the charge: the retried job charges the same order once", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 1200 });
    // The batch's charges (one chargeMany call) never reach the processor.
    vi.spyOn(t.ctx.payments, "chargeMany").mockRejectedValueOnce(new Error("worker killed"));
    await stepTo(t, clock, sub.currentPeriodEnd);
    // Claimed (period moved, order created) but not charged.
    const claimed = await subscriptionRow(t, sub.id);
    expect(claimed.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect((await renewalOrderRows(t, sub.id)).map((o) => o.status)).toEqual(["pending"]);
    expect(await renewalCharges(t, sub.id)).toHaveLength(0);

    // The runner retries the job after its backoff; the scheduler sees nothing new that is due.
    await stepTo(t, clock, new Date(sub.currentPeriodEnd.getTime() + 5 * 60_000));
    const orders = await renewalOrderRows(t, sub.id);
    expect(orders.map((o) => o.status)).toEqual(["paid"]);
    const charges = await renewalCharges(t, sub.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      status: "succeeded",
      amount: 1200,
      idempotencyKey: `subscription:${sub.id}:${sub.currentPeriodEnd.toISOString()}`,
    });
    expect(orders[0]!.chargeRef).toBeTruthy();
    expect((await subscriptionRow(t, sub.id)).currentPeriodEnd).toEqual(claimed.currentPeriodEnd);
  });

  it("a crash after the charge and before the order is marked paid: the retry reuses the charge", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 1300 });
    const payments = t.ctx.payments;
    const real = payments.chargeMany.bind(payments);
    vi.spyOn(payments, "chargeMany").mockImplementationOnce(async (inputs) => {
      await real(inputs);
      throw new Error("worker killed after the charge");
    });
    await stepTo(t, clock, sub.currentPeriodEnd);
    expect((await renewalOrderRows(t, sub.id)).map((o) => o.status)).toEqual(["pending"]);
    expect(await renewalCharges(t, sub.id)).toHaveLength(1);

    await stepTo(t, clock, new Date(sub.currentPeriodEnd.getTime() + 5 * 60_000));
    const orders = await renewalOrders(seller, sub.id);
    expect(orders.map((o) => [o.status, o.total_amount])).toEqual([["paid", 1300]]);
    const charges = await renewalCharges(t, sub.id);
    expect(charges).toHaveLength(1);
    const [row] = await renewalOrderRows(t, sub.id);
    const paidWith = await t.ctx.payments.retrieveCharge(seller.organizationId, row!.chargeRef!);
    expect(paidWith).toMatchObject({ status: "succeeded", amount: 1300, offSession: true });
  });

  it("cancel at period end: the cycle ends the subscription instead of renewing it and revokes its benefits", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    const benefit = await makeBenefit(seller, "custom", { note: "Welcome to the club" });
    const sub = await subscribe(t, seller, { amount: 900, benefitIds: [benefit.id] });
    const granted = await subscriptionGrants(t, sub.id);
    expect(granted.map((g) => [g.target, g.grantedAt !== null])).toEqual([["granted", true]]);
    const res = await seller.api.patch(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "active", cancel_at_period_end: true });

    const end = sub.currentPeriodEnd;
    await stepTo(t, clock, new Date(end.getTime() + 30_000));
    const row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "canceled", cancelAtPeriodEnd: true });
    expect(row.endedAt).toEqual(new Date(end.getTime() + 30_000));
    expect(row.currentPeriodEnd).toEqual(end);
    expect(await renewalOrderRows(t, sub.id)).toHaveLength(0);
    expect(await renewalCharges(t, sub.id)).toHaveLength(0);
    const types = await eventTypesSince(t, seller.organizationId, end);
    expect(types.filter((x) => x.startsWith("subscription."))).toEqual([
      "subscription.revoked",
      "subscription.updated",
    ]);
    expect(types).toContain("customer.state_changed");
    expect(types).toContain("benefit_grant.revoked");
    const revoked = await subscriptionGrants(t, sub.id);
    expect(revoked.map((g) => [g.target, g.revokedAt !== null])).toEqual([["revoked", true]]);
    const got = await seller.api.get(`/v1/subscriptions/${sub.id}`);
    expect(got.body).toMatchObject({ status: "canceled", ended_at: expect.any(String) });

    // Nothing more happens at later period ends.
    await stepTo(t, clock, new Date(end.getTime() + 40 * 86_400_000));
    expect(await renewalOrderRows(t, sub.id)).toHaveLength(0);
  });
});
