import { afterEach, describe, expect, it } from "vitest";
import { makeDiscount, makeProduct } from "../../test/fixtures/checkouts.js";
import {
  ordersOf,
  type PlanWorld,
  patchSub,
  plan,
  planWorld,
  summary,
} from "../../test/fixtures/subscriptions-plan-change.js";
import { eventTypesSince, stepTo, subscriptionRow } from "../../test/fixtures/subscriptions-renewal.js";
import { locs } from "../../test/v1-helpers.js";

let world: PlanWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

/** Renews `n` times and answers the renewal orders' [subtotal, discount, total]. */
async function renew(w: PlanWorld, n: number) {
  for (let i = 0; i < n; i++) {
    const row = await subscriptionRow(w.t, w.sub.id);
    await stepTo(w.t, w.clock, row.currentPeriodEnd);
  }
  return (await ordersOf(w.seller, w.sub.id))
    .filter((o) => o.billing_reason === "subscription_cycle")
    .map((o) => [o.subtotal_amount, o.discount_amount, o.total_amount]);
}

describe("discount_id on PATCH /v1/subscriptions/{id}", () => {
  it("a `once` discount applies to the next renewal only", async () => {
    world = await planWorld("2028-01-15T12:00:00.000Z", { amount: 2000 });
    const d = await makeDiscount(world.seller, { type: "percentage", basis_points: 2500, duration: "once" });
    await stepTo(world.t, world.clock, "2028-01-20T00:00:00.000Z");
    const since = world.clock.now();
    const res = await patchSub(world.seller, world.sub.id, { discount_id: d.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ discount_id: d.id, discount: { id: d.id } });
    expect(await eventTypesSince(world.t, world.seller.organizationId, since)).toEqual([
      "subscription.updated",
      "customer.state_changed",
    ]);
    expect(await renew(world, 3)).toEqual([
      [2000, 500, 1500],
      [2000, 0, 2000],
      [2000, 0, 2000],
    ]);
    const redeemed = await world.seller.api.get(`/v1/discounts/${d.id}`);
    expect(redeemed.body.redemptions_count).toBe(1);
  });

  it("a discount repeating for 3 months applies to the next three monthly renewals", async () => {
    world = await planWorld("2028-01-31T12:00:00.000Z", { amount: 1999 });
    const d = await makeDiscount(world.seller, {
      type: "percentage",
      basis_points: 1000,
      duration: "repeating",
      duration_in_months: 3,
    });
    const res = await patchSub(world.seller, world.sub.id, { discount_id: d.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 10 % of 1999 = 199.9 → 200.
    expect(await renew(world, 5)).toEqual([
      [1999, 200, 1799],
      [1999, 200, 1799],
      [1999, 200, 1799],
      [1999, 0, 1999],
      [1999, 0, 1999],
    ]);
  });

  it("a `forever` discount applies to every renewal; null removes it", async () => {
    world = await planWorld("2028-03-01T00:00:00.000Z", { amount: 1000 });
    const d = await makeDiscount(world.seller, {
      type: "fixed",
      amount: 300,
      currency: "usd",
      duration: "forever",
    });
    expect((await patchSub(world.seller, world.sub.id, { discount_id: d.id })).status).toBe(200);
    expect(await renew(world, 2)).toEqual([
      [1000, 300, 700],
      [1000, 300, 700],
    ]);
    const cleared = await patchSub(world.seller, world.sub.id, { discount_id: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ discount_id: null, discount: null });
    expect((await renew(world, 1)).at(-1)).toEqual([1000, 0, 1000]);
  });

  it("refuses unknown, expired and other products' discounts on body.discount_id", async () => {
    world = await planWorld("2028-03-01T00:00:00.000Z");
    const { seller, sub } = world;
    const other = await plan(seller, "Other", 500);
    const expired = await makeDiscount(seller, {
      type: "percentage",
      basis_points: 1000,
      ends_at: "2028-02-01T00:00:00Z",
    });
    const elsewhere = await makeDiscount(seller, {
      type: "percentage",
      basis_points: 1000,
      products: [other.id],
    });
    for (const discount_id of ["0190a4c2-0000-7000-8000-000000000000", expired.id, elsewhere.id, "nope"]) {
      const res = await patchSub(seller, sub.id, { discount_id });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(locs(res.body)).toEqual(["body.discount_id"]);
    }
    expect((await subscriptionRow(world.t, sub.id)).discountId).toBeNull();
  });
});

describe("metadata on PATCH /v1/subscriptions/{id}", () => {
  it("replaces the metadata, validated like elsewhere", async () => {
    world = await planWorld("2028-03-01T00:00:00.000Z");
    const { seller, sub } = world;
    const res = await patchSub(seller, sub.id, { metadata: { plan: "team", seats: 5, vip: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.metadata).toEqual({ plan: "team", seats: 5, vip: true });
    const replaced = await patchSub(seller, sub.id, { metadata: { plan: "solo" } });
    expect(replaced.body.metadata).toEqual({ plan: "solo" });
    const bad = await patchSub(seller, sub.id, { metadata: { ["k".repeat(41)]: "v" } });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)[0]).toMatch(/^body\.metadata/);
    const listed = await seller.api.get("/v1/subscriptions/?metadata[plan]=solo");
    expect(listed.body.items.map((s: { id: string }) => s.id)).toEqual([sub.id]);
  });
});

describe("plan change validation", () => {
  it("answers 422 naming the field, 403 for ended or canceling subscriptions", async () => {
    world = await planWorld("2028-03-01T00:00:00.000Z");
    const { seller, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    const custom = await makeProduct(seller, {
      name: "PWYW",
      recurring_interval: "month",
      prices: [{ amount_type: "custom", minimum_amount: 500 }],
    });
    const oneTime = await makeProduct(seller, {
      name: "Once",
      prices: [{ amount_type: "fixed", price_amount: 900 }],
    });
    const eur = await plan(seller, "Euro", 900, "month", {
      prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "eur" }],
    });
    const archived = await plan(seller, "Old", 900);
    expect((await seller.api.patch(`/v1/products/${archived.id}`, { is_archived: true })).status).toBe(200);
    const cases: [unknown, string][] = [
      [{ product_id: pro.id, proration_behavior: "reset" }, "body.proration_behavior"],
      [{ product_id: "not-a-uuid" }, "body.product_id"],
      [{ product_id: sub.productId }, "body.product_id"],
      [{ product_id: custom.id }, "body.product_id"],
      [{ product_id: oneTime.id }, "body.product_id"],
      [{ product_id: eur.id }, "body.product_id"],
      [{ product_id: archived.id }, "body.product_id"],
      [{ product_id: "0190a4c2-0000-7000-8000-000000000000" }, "body.product_id"],
      [{ proration_behavior: "invoice" }, "body.proration_behavior"],
      [{ product_id: pro.id, metadata: { a: 1 } }, "body.metadata"],
      [{ product_id: pro.id, cancel_at_period_end: true }, "body.cancel_at_period_end"],
    ];
    for (const [body, loc] of cases) {
      const res = await patchSub(seller, sub.id, body);
      expect(res.status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(422);
      expect(locs(res.body)).toEqual([loc]);
      const preview = (body as { product_id?: string }).product_id;
      if (loc === "body.product_id" && preview) {
        const p = await seller.api.get(`/v1/subscriptions/${sub.id}/proration-preview?product_id=${preview}`);
        expect(p.status).toBe(422);
        expect(locs(p.body)).toEqual(["query.product_id"]);
      }
    }
    expect((await patchSub(seller, sub.id, { cancel_at_period_end: true })).status).toBe(200);
    const canceling = await patchSub(seller, sub.id, { product_id: pro.id });
    expect(canceling.status).toBe(403);
    expect(canceling.body.error).toBe("AlreadyCanceledSubscription");
    expect((await patchSub(seller, sub.id, { revoke: true })).status).toBe(200);
    const ended = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "prorate" });
    expect(ended.status).toBe(403);
    expect((await patchSub(seller, sub.id, { discount_id: null })).status).toBe(403);
    expect((await ordersOf(seller, sub.id)).map(summary)).toEqual([
      ["subscription_create", "paid", 1000, 0, 1000],
    ]);
  });
});
