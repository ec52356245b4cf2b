import { afterEach, describe, expect, it } from "vitest";
import { makeTaxRate } from "../../../test/fixtures/checkouts.js";
import {
  itemsOf,
  openItems,
  orderRows,
  ordersOf,
  type PlanWorld,
  patchSub,
  plan,
  planWorld,
  summary,
  updateCharges,
} from "../../../test/fixtures/subscriptions-plan-change.js";
import { eventTypesSince, stepTo, subscriptionRow } from "../../../test/fixtures/subscriptions-renewal.js";

let world: PlanWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

// April 2028: 30 days (2_592_000 s). Basic 1000/month, Pro 3000/month.
describe("plan change with proration_behavior invoice", () => {
  it.each([
    // [when, credit, debit, total]: credit = −round(1000 × left/total), debit = round(3000 × left/total)
    ["day 1, 1 s after the start", "2028-04-01T00:00:01.000Z", -1000, 3000, 2000],
    ["day 16, the middle", "2028-04-16T00:00:00.000Z", -500, 1500, 1000],
    // 36 h left of 720 h: 50 and 150.
    ["the last day", "2028-04-29T12:00:00.000Z", -50, 150, 100],
  ])("an upgrade on %s bills and charges the difference now", async (_label, at, credit, debit, total) => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, at);
    const since = clock.now();
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      product_id: pro.id,
      amount: 3000,
      status: "active",
      current_period_start: "2028-04-01T00:00:00.000Z",
      current_period_end: "2028-05-01T00:00:00.000Z",
      pending_update: null,
    });
    expect(res.body.prices.map((p: { id: string }) => p.id)).toEqual([pro.prices[0].id]);

    const orders = await ordersOf(seller, sub.id);
    expect(orders.map(summary)).toEqual([
      ["subscription_create", "paid", 1000, 0, 1000],
      ["subscription_update", "paid", total, 0, total],
    ]);
    expect(itemsOf(orders[1]!)).toEqual([
      [expect.stringMatching(/^Unused time on Basic/), credit, true],
      [expect.stringMatching(/^Remaining time on Pro/), debit, true],
    ]);
    const charges = await updateCharges(t, sub.id);
    expect(charges.map((c) => [c.amount, c.idempotencyKey])).toEqual([
      [total, `subscription:${sub.id}:update:${orders[1]!.id}`],
    ]);
    expect(await openItems(t, sub.id)).toEqual([]);
    expect(await eventTypesSince(t, seller.organizationId, since)).toEqual([
      "order.created",
      "order.paid",
      "order.updated",
      "subscription.updated",
      "customer.state_changed",
    ]);

    // The next renewal bills the new plan's full price.
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    expect((await ordersOf(seller, sub.id)).map(summary).at(-1)).toEqual([
      "subscription_cycle",
      "paid",
      3000,
      0,
      3000,
    ]);
  });

  it("a downgrade under invoice charges nothing: the credit waits for the next renewal", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z", { amount: 3000, productName: "Pro" });
    const { t, seller, clock, sub } = world;
    const basic = await plan(seller, "Basic", 1000);
    await stepTo(t, clock, "2028-04-21T00:00:00.000Z"); // 10 days of 30 left
    const res = await patchSub(seller, sub.id, { product_id: basic.id, proration_behavior: "invoice" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ product_id: basic.id, amount: 1000 });
    expect((await ordersOf(seller, sub.id)).map(summary)).toEqual([
      ["subscription_create", "paid", 3000, 0, 3000],
    ]);
    expect(await updateCharges(t, sub.id)).toEqual([]);
    // 3000 × 10/30 = 1000; 1000 × 10/30 = 333.33 → 333.
    expect(await openItems(t, sub.id)).toEqual([
      [expect.stringMatching(/^Unused time on Pro/), -1000],
      [expect.stringMatching(/^Remaining time on Basic/), 333],
    ]);
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    const renewal = (await ordersOf(seller, sub.id)).at(-1)!;
    expect(summary(renewal)).toEqual(["subscription_cycle", "paid", 333, 0, 333]);
    expect(itemsOf(renewal).map((i) => i[1])).toEqual([1000, -1000, 333]);
    expect(await openItems(t, sub.id)).toEqual([]);
  });

  it("a declined card is a 402 PaymentFailed and changes nothing", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z", { card: "pm_card_chargeCustomerFail" });
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    const before = await subscriptionRow(t, sub.id);
    const since = clock.now();
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(res.status, JSON.stringify(res.body)).toBe(402);
    expect(res.body).toMatchObject({ error: "PaymentFailed", detail: expect.any(String) });
    expect(await subscriptionRow(t, sub.id)).toEqual(before);
    const rows = await orderRows(t, sub.id);
    expect(rows.map((o) => [o.billingReason, o.status])).toEqual([
      ["subscription_create", "paid"],
      ["subscription_update", "void"],
    ]);
    expect(await openItems(t, sub.id)).toEqual([]);
    expect(await eventTypesSince(t, seller.organizationId, since)).toEqual([
      "order.created",
      "order.updated",
    ]);
    // Nothing is locked afterwards: another change goes through.
    const again = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "prorate" });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it("an interval change (month → year) restarts the period now and bills the credit and the new year", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const yearly = await plan(seller, "Pro yearly", 12000, "year");
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    // Even with prorate, an interval change is invoiced now.
    const res = await patchSub(seller, sub.id, { product_id: yearly.id, proration_behavior: "prorate" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      recurring_interval: "year",
      amount: 12000,
      current_period_start: "2028-04-16T00:00:00.000Z",
      current_period_end: "2029-04-16T00:00:00.000Z",
    });
    const orders = await ordersOf(seller, sub.id);
    expect(summary(orders.at(-1)!)).toEqual(["subscription_update", "paid", 11500, 0, 11500]);
    expect(itemsOf(orders.at(-1)!)).toEqual([
      [expect.stringMatching(/^Unused time on Basic/), -500, true],
      ["Pro yearly — 2028-04-16 to 2029-04-16", 12000, false],
    ]);
    expect((await updateCharges(t, sub.id)).map((c) => c.amount)).toEqual([11500]);
    // No renewal at the old period end.
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    expect((await ordersOf(seller, sub.id)).length).toBe(2);
  });

  it("two PATCHes at once: one change, one charge", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    const body = { product_id: pro.id, proration_behavior: "invoice" };
    const [a, b] = await Promise.all([patchSub(seller, sub.id, body), patchSub(seller, sub.id, body)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    // The other one saw the change (already on the product) or the change being charged.
    expect([409, 422]).toContain(statuses[1]);
    expect((await updateCharges(t, sub.id)).map((c) => c.amount)).toEqual([1000]);
    const updates = (await orderRows(t, sub.id)).filter((o) => o.billingReason === "subscription_update");
    expect(updates.map((o) => o.status)).toEqual(["paid"]);
    expect((await subscriptionRow(t, sub.id)).productId).toBe(pro.id);
  });

  it("the proration preview is what the PATCH bills, and writes nothing", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z", {
      billingAddress: { country: "DE" },
    });
    const { t, seller, clock, sub } = world;
    await makeTaxRate(seller, { country: "DE", basis_points: 1900 });
    const pro = await plan(seller, "Pro", 2999);
    await stepTo(t, clock, "2028-04-11T00:00:00.000Z"); // 20 of 30 days left
    const preview = await seller.api.get(
      `/v1/subscriptions/${sub.id}/proration-preview?product_id=${pro.id}&proration_behavior=invoice`,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // 1000 × 2/3 = 666.67 → 667; 2999 × 2/3 = 1999.33 → 1999.
    expect(preview.body).toEqual({
      proration_behavior: "invoice",
      product_id: pro.id,
      currency: "usd",
      applies_at: "2028-04-11T00:00:00.000Z",
      period_start: "2028-04-01T00:00:00.000Z",
      period_end: "2028-05-01T00:00:00.000Z",
      credit_amount: -667,
      debit_amount: 1999,
      net_amount: 1332,
      // 19 % added on 1332 = 253.08 → 253.
      tax_amount: 253,
      due_now_amount: 1585,
      lines: [
        { label: expect.stringMatching(/^Unused time on Basic/), amount: -667 },
        { label: expect.stringMatching(/^Remaining time on Pro/), amount: 1999 },
      ],
    });
    expect(await orderRows(t, sub.id)).toHaveLength(1);
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(res.status).toBe(200);
    const billed = (await ordersOf(seller, sub.id)).at(-1)!;
    expect([billed.net_amount, billed.tax_amount, billed.total_amount]).toEqual([
      preview.body.net_amount,
      preview.body.tax_amount,
      preview.body.due_now_amount,
    ]);
    expect(itemsOf(billed).map((i) => i[1])).toEqual(
      preview.body.lines.map((l: { amount: number }) => l.amount),
    );
    expect((await updateCharges(t, sub.id)).map((c) => c.amount)).toEqual([1585]);
  });
});
