import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { subscription } from "../../../db/schema/subscriptions.js";
import { makeBenefit } from "../../../test/fixtures/benefit-grants.js";
import {
  itemsOf,
  openItems,
  ordersOf,
  type PlanWorld,
  patchSub,
  plan,
  planWorld,
  setProrationDefault,
  summary,
  updateCharges,
} from "../../../test/fixtures/subscriptions-plan-change.js";
import {
  eventTypesSince,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionGrants,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";

let world: PlanWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const renewalsOf = async (w: PlanWorld) =>
  (await ordersOf(w.seller, w.sub.id)).filter((o) => o.billing_reason === "subscription_cycle");

describe("plan change with proration_behavior prorate", () => {
  it("an upgrade on day 15 changes the plan now and bills the proration with the next renewal", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-15T00:00:00.000Z"); // 16 of 30 days left
    const since = clock.now();
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "prorate" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ product_id: pro.id, amount: 3000, pending_update: null });
    expect(await eventTypesSince(t, seller.organizationId, since)).toEqual([
      "subscription.updated",
      "customer.state_changed",
    ]);
    expect((await ordersOf(seller, sub.id)).length).toBe(1);
    // 1000 × 16/30 = 533.33 → 533; 3000 × 16/30 = 1600.
    expect(await openItems(t, sub.id)).toEqual([
      [expect.stringMatching(/^Unused time on Basic/), -533],
      [expect.stringMatching(/^Remaining time on Pro/), 1600],
    ]);
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    const [renewal] = await renewalsOf(world);
    expect(summary(renewal!)).toEqual(["subscription_cycle", "paid", 4067, 0, 4067]);
    expect(itemsOf(renewal!)).toEqual([
      ["Pro — 2028-05-01 to 2028-06-01", 3000, false],
      [expect.stringMatching(/^Unused time on Basic/), -533, true],
      [expect.stringMatching(/^Remaining time on Pro/), 1600, true],
    ]);
    expect(await openItems(t, sub.id)).toEqual([]);
    expect(await updateCharges(t, sub.id)).toEqual([]);
  });

  it.each([
    // [when, credit of 3000, debit of 1000, renewal total = 1000 + credit + debit (≥ 0)]
    ["day 1", "2028-04-01T12:00:00.000Z", -2950, 983, 0],
    ["day 15", "2028-04-15T00:00:00.000Z", -1600, 533, 0],
    ["the last day", "2028-04-30T00:00:00.000Z", -100, 33, 933],
  ])("a downgrade on %s: the preview's lines wait for the renewal", async (_l, at, credit, debit, total) => {
    world = await planWorld("2028-04-01T00:00:00.000Z", { amount: 3000, productName: "Pro" });
    const { t, seller, clock, sub } = world;
    const basic = await plan(seller, "Basic", 1000);
    await stepTo(t, clock, at);
    const preview = await seller.api.get(
      `/v1/subscriptions/${sub.id}/proration-preview?product_id=${basic.id}&proration_behavior=prorate`,
    );
    expect(preview.body).toMatchObject({
      credit_amount: credit,
      debit_amount: debit,
      net_amount: credit + debit,
      due_now_amount: 0,
    });
    const res = await patchSub(seller, sub.id, { product_id: basic.id, proration_behavior: "prorate" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await openItems(t, sub.id)).map((i) => i[1])).toEqual(
      preview.body.lines.map((l: { amount: number }) => l.amount),
    );
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    const [renewal] = await renewalsOf(world);
    expect(renewal!.total_amount).toBe(total);
    const carried = 1000 + credit + debit;
    expect(await openItems(t, sub.id)).toEqual(carried < 0 ? [["Credit carried forward", carried]] : []);
  });

  it("a downgrade whose credit exceeds the renewal carries the rest forward", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z", { amount: 3000, productName: "Pro" });
    const { t, seller, clock, sub } = world;
    const basic = await plan(seller, "Basic", 1000);
    await stepTo(t, clock, "2028-04-01T00:00:01.000Z");
    const res = await patchSub(seller, sub.id, { product_id: basic.id, proration_behavior: "prorate" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 1 s in: −3000 and +1000 (rounded). Renewal 1: 1000 − 3000 + 1000 = −1000 → 0, 1000 carried.
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    let renewals = await renewalsOf(world);
    expect(summary(renewals[0]!)).toEqual(["subscription_cycle", "paid", 0, 0, 0]);
    expect(itemsOf(renewals[0]!).map((i) => i[1])).toEqual([1000, -3000, 1000, 1000]);
    expect(await openItems(t, sub.id)).toEqual([["Credit carried forward", -1000]]);
    // Renewal 2: 1000 − 1000 = 0; renewal 3: 1000.
    await stepTo(t, clock, "2028-06-01T00:00:00.000Z");
    await stepTo(t, clock, "2028-07-01T00:00:00.000Z");
    renewals = await renewalsOf(world);
    expect(renewals.map(summary)).toEqual([
      ["subscription_cycle", "paid", 0, 0, 0],
      ["subscription_cycle", "paid", 0, 0, 0],
      ["subscription_cycle", "paid", 1000, 0, 1000],
    ]);
    expect(await openItems(t, sub.id)).toEqual([]);
  });

  it("the organization's default behaviour applies when none is given", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await setProrationDefault(seller, "invoice");
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    const res = await patchSub(seller, sub.id, { product_id: pro.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await ordersOf(seller, sub.id)).map(summary).at(-1)).toEqual([
      "subscription_update",
      "paid",
      1000,
      0,
      1000,
    ]);
    const basic = sub.productId;
    await setProrationDefault(seller, "next_period");
    const back = await patchSub(seller, sub.id, { product_id: basic, proration_behavior: null });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.product_id).toBe(pro.id);
    expect(back.body.pending_update).toMatchObject({
      product_id: basic,
      applies_at: "2028-05-01T00:00:00.000Z",
    });
  });

  it("benefits move to the new product: shared ones stay, missing ones are revoked, new ones granted", async () => {
    const base = await renewalWorld("2028-04-01T00:00:00.000Z");
    const shared = await makeBenefit(base.seller, "custom", { note: "Shared" });
    const basicOnly = await makeBenefit(base.seller, "custom", { note: "Basic only" });
    const proOnly = await makeBenefit(base.seller, "custom", { note: "Pro only" });
    const sub = await subscribe(base.t, base.seller, {
      productName: "Basic",
      amount: 1000,
      benefitIds: [shared.id, basicOnly.id],
    });
    world = { ...base, sub };
    const { t, seller, clock } = world;
    await t.runJobs();
    const targets = async () =>
      new Map((await subscriptionGrants(t, sub.id)).map((g) => [g.benefitId, [g.target, g.id]]));
    const before = await targets();
    expect([before.get(shared.id)?.[0], before.get(basicOnly.id)?.[0]]).toEqual(["granted", "granted"]);
    const pro = await plan(seller, "Pro", 3000);
    const linked = await seller.api.post(`/v1/products/${pro.id}/benefits`, {
      benefits: [shared.id, proOnly.id],
    });
    expect(linked.status).toBe(200);
    await stepTo(t, clock, "2028-04-10T00:00:00.000Z");
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "prorate" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.runJobs();
    const after = await targets();
    expect(after.get(shared.id)).toEqual(before.get(shared.id)); // the same grant, never revoked
    expect(after.get(basicOnly.id)?.[0]).toBe("revoked");
    expect(after.get(proOnly.id)?.[0]).toBe("granted");
  });
});

describe("plan change with proration_behavior next_period", () => {
  it("schedules the change for the period end, then the renewal applies it", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-30T00:00:00.000Z");
    const since = clock.now();
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "next_period" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ product_id: sub.productId, amount: 1000 });
    expect(res.body.pending_update).toEqual({
      created_at: "2028-04-30T00:00:00.000Z",
      modified_at: null,
      id: expect.any(String),
      applies_at: "2028-05-01T00:00:00.000Z",
      product_id: pro.id,
      seats: null,
    });
    expect(await eventTypesSince(t, seller.organizationId, since)).toEqual([
      "subscription.updated",
      "customer.state_changed",
    ]);
    expect(await openItems(t, sub.id)).toEqual([]);
    expect((await ordersOf(seller, sub.id)).length).toBe(1);
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    const row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ productId: pro.id, amount: 3000, pendingUpdate: null });
    expect((await renewalsOf(world)).map(summary)).toEqual([["subscription_cycle", "paid", 3000, 0, 3000]]);
  });

  it("{pending_update: null} clears the scheduled change", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "next_period" });
    const res = await patchSub(seller, sub.id, { pending_update: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pending_update).toBeNull();
    const nothing = await patchSub(seller, sub.id, { pending_update: null });
    expect(nothing.status).toBe(422);
    expect(nothing.body.detail[0].loc).toEqual(["body", "pending_update"]);
    await stepTo(t, clock, "2028-05-01T00:00:00.000Z");
    expect((await renewalsOf(world)).map(summary)).toEqual([["subscription_cycle", "paid", 1000, 0, 1000]]);
    const bad = await patchSub(seller, sub.id, { pending_update: { product_id: pro.id } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["body", "pending_update"]);
  });
});

describe("plan change of a trialing subscription", () => {
  it("changes the plan now without proration", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    // Set up a trial (the checkout's trial flow is another suite's): the period is the trial.
    await t.ctx.db
      .update(subscription)
      .set({ status: "trialing", trialStart: sub.currentPeriodStart, trialEnd: sub.currentPeriodEnd })
      .where(eq(subscription.id, sub.id));
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    const preview = await seller.api.get(
      `/v1/subscriptions/${sub.id}/proration-preview?product_id=${pro.id}&proration_behavior=invoice`,
    );
    expect(preview.body).toMatchObject({ credit_amount: 0, debit_amount: 0, due_now_amount: 0, lines: [] });
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ product_id: pro.id, amount: 3000, status: "trialing" });
    expect((await ordersOf(seller, sub.id)).length).toBe(1);
    expect(await openItems(t, sub.id)).toEqual([]);
    expect(await updateCharges(t, sub.id)).toEqual([]);
  });
});
