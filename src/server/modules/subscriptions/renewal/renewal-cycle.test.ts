import { afterEach, describe, expect, it } from "vitest";
import {
  eventTypesSince,
  type RenewalWorld,
  renewalCharges,
  renewalOrders,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const day = (d: Date) => d.toISOString().slice(0, 10);

describe("subscription renewals", () => {
  it("renews monthly for 13 months on the 31st, clamped through Feb 29, one paid order per period", async () => {
    world = await renewalWorld("2027-12-31T10:00:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 1500, email: "monthly@example.com" });
    expect(sub).toMatchObject({ status: "active", billingAnchorDay: 31 });
    expect(sub.currentPeriodEnd.toISOString()).toBe("2028-01-31T10:00:00.000Z");

    const expectedEnds = [
      "2028-02-29",
      "2028-03-31",
      "2028-04-30",
      "2028-05-31",
      "2028-06-30",
      "2028-07-31",
      "2028-08-31",
      "2028-09-30",
      "2028-10-31",
      "2028-11-30",
      "2028-12-31",
      "2029-01-31",
      "2029-02-28",
    ];
    for (const [i, end] of expectedEnds.entries()) {
      const before = await subscriptionRow(t, sub.id);
      // A minute before the period ends nothing happens.
      await stepTo(t, clock, new Date(before.currentPeriodEnd.getTime() - 60_000));
      expect((await subscriptionRow(t, sub.id)).currentPeriodEnd).toEqual(before.currentPeriodEnd);
      const since = before.currentPeriodEnd;
      await stepTo(t, clock, before.currentPeriodEnd);
      const after = await subscriptionRow(t, sub.id);
      expect(after.status).toBe("active");
      expect(after.currentPeriodStart).toEqual(before.currentPeriodEnd);
      expect(day(after.currentPeriodEnd)).toBe(end);
      expect(after.currentPeriodEnd.toISOString().slice(10)).toBe("T10:00:00.000Z");
      const orders = await renewalOrders(seller, sub.id);
      expect(orders).toHaveLength(i + 1);
      expect(orders[i]).toMatchObject({
        status: "paid",
        paid: true,
        billing_reason: "subscription_cycle",
        subtotal_amount: 1500,
        discount_amount: 0,
        total_amount: 1500,
        subscription_id: sub.id,
      });
      const types = await eventTypesSince(t, seller.organizationId, since);
      expect(types.filter((x) => x.startsWith("subscription.") || x.startsWith("order."))).toEqual([
        "order.created",
        "subscription.updated",
        "order.paid",
        "order.updated",
      ]);
    }
    const charges = await renewalCharges(t, sub.id);
    expect(charges).toHaveLength(13);
    expect(charges.every((c) => c.status === "succeeded" && c.offSession && c.amount === 1500)).toBe(true);
    const [first] = await renewalOrders(seller, sub.id);
    expect(first!.items).toEqual([
      expect.objectContaining({
        label: "Pro plan — 2028-01-31 to 2028-02-29",
        amount: 1500,
        proration: false,
      }),
    ]);
  });

  it("renews yearly on a Feb 29 anchor (Feb 28 in common years) until the saved card expires", async () => {
    world = await renewalWorld("2028-02-29T08:30:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 12000, interval: "year", email: "yearly@example.com" });
    expect(sub.currentPeriodEnd.toISOString()).toBe("2029-02-28T08:30:00.000Z");
    await stepTo(t, clock, "2029-02-28T08:30:00.000Z");
    expect((await subscriptionRow(t, sub.id)).currentPeriodEnd.toISOString()).toBe(
      "2030-02-28T08:30:00.000Z",
    );
    await stepTo(t, clock, "2030-02-28T08:31:00.000Z");
    await stepTo(t, clock, "2031-02-28T09:00:00.000Z");
    expect(await renewalOrders(seller, sub.id)).toHaveLength(3);
    // The sandbox card saved in 2028 expires at the end of 2031: the 2032 renewal is declined.
    await stepTo(t, clock, "2032-02-29T09:00:00.000Z");
    const row = await subscriptionRow(t, sub.id);
    expect(row.currentPeriodStart.toISOString()).toBe("2032-02-29T08:30:00.000Z");
    expect(row.currentPeriodEnd.toISOString()).toBe("2033-02-28T08:30:00.000Z");
    expect(row.status).toBe("past_due");
    const orders = await renewalOrders(seller, sub.id);
    expect(orders.map((o) => [o.total_amount, o.status])).toEqual([
      [12000, "paid"],
      [12000, "paid"],
      [12000, "paid"],
      [12000, "pending"],
    ]);
    const mail = await t.lastEmail("yearly@example.com", "subscription-renewal-failed");
    expect(mail.text).toContain("USD 120.00");
    expect(mail.text).toContain("Your card has expired.");
  });

  it("renews every 3 months, and a scheduler run that was missed catches up one period at a time", async () => {
    world = await renewalWorld("2028-11-30T00:00:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 2700, count: 3, email: "quarterly@example.com" });
    expect(sub.currentPeriodEnd.toISOString()).toBe("2029-02-28T00:00:00.000Z");
    await stepTo(t, clock, "2029-02-28T00:00:00.000Z");
    expect(day((await subscriptionRow(t, sub.id)).currentPeriodEnd)).toBe("2029-05-30");
    // The workers were down for two periods: each later minute renews the next overdue period.
    await stepTo(t, clock, "2029-09-01T00:00:00.000Z");
    expect(day((await subscriptionRow(t, sub.id)).currentPeriodEnd)).toBe("2029-08-30");
    await stepTo(t, clock, "2029-09-01T00:01:00.000Z");
    expect(day((await subscriptionRow(t, sub.id)).currentPeriodEnd)).toBe("2029-11-30");
    await stepTo(t, clock, "2029-09-01T00:02:00.000Z");
    expect(day((await subscriptionRow(t, sub.id)).currentPeriodEnd)).toBe("2029-11-30");
    const orders = await renewalOrders(seller, sub.id);
    expect(orders.map((o) => o.total_amount)).toEqual([2700, 2700, 2700]);
    expect(await renewalCharges(t, sub.id)).toHaveLength(3);
  });
});
