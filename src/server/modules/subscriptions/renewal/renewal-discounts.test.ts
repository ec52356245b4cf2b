import { afterEach, describe, expect, it } from "vitest";
import { makeDiscount, makeTaxRate } from "../../../test/fixtures/checkouts.js";
import {
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

/** Renews `n` times, returning each renewal order's (subtotal, discount, total). */
async function renewTimes(w: RenewalWorld, subscriptionId: string, n: number) {
  for (let i = 0; i < n; i++) {
    const row = await subscriptionRow(w.t, subscriptionId);
    await stepTo(w.t, w.clock, row.currentPeriodEnd);
  }
  const orders = await renewalOrders(w.seller, subscriptionId);
  return orders.map((o) => [o.subtotal_amount, o.discount_amount, o.total_amount, o.discount_id]);
}

describe("discounts on renewals", () => {
  it("a `once` discount applies to the first period only", async () => {
    world = await renewalWorld("2028-01-15T12:00:00.000Z");
    const d = await makeDiscount(world.seller, { type: "percentage", basis_points: 2500, duration: "once" });
    const sub = await subscribe(world.t, world.seller, { amount: 2000, discountId: d.id });
    expect(sub).toMatchObject({ discountId: d.id, discountPeriodsLeft: 0 });
    expect(await renewTimes(world, sub.id, 3)).toEqual([
      [2000, 0, 2000, null],
      [2000, 0, 2000, null],
      [2000, 0, 2000, null],
    ]);
    expect(await subscriptionRow(world.t, sub.id)).toMatchObject({
      discountId: null,
      discountPeriodsLeft: null,
    });
  });

  it("a discount repeating for 3 months applies to the first period and two renewals", async () => {
    world = await renewalWorld("2028-01-31T12:00:00.000Z");
    const d = await makeDiscount(world.seller, {
      type: "percentage",
      basis_points: 1000,
      duration: "repeating",
      duration_in_months: 3,
    });
    const sub = await subscribe(world.t, world.seller, { amount: 1999, discountId: d.id });
    expect(sub.discountPeriodsLeft).toBe(2);
    // 10 % of 1999 = 199.9 → 200 (half away from zero rounding of src/shared/money.ts).
    expect(await renewTimes(world, sub.id, 4)).toEqual([
      [1999, 200, 1799, d.id],
      [1999, 200, 1799, d.id],
      [1999, 0, 1999, null],
      [1999, 0, 1999, null],
    ]);
    const charges = await renewalCharges(world.t, sub.id);
    expect(charges.map((c) => c.amount)).toEqual([1799, 1799, 1999, 1999]);
  });

  it("a `forever` fixed discount applies to every renewal", async () => {
    world = await renewalWorld("2028-03-01T00:00:00.000Z");
    const d = await makeDiscount(world.seller, {
      type: "fixed",
      amount: 300,
      currency: "usd",
      duration: "forever",
    });
    const sub = await subscribe(world.t, world.seller, { amount: 1000, discountId: d.id });
    expect(sub.discountPeriodsLeft).toBeNull();
    expect(await renewTimes(world, sub.id, 3)).toEqual([
      [1000, 300, 700, d.id],
      [1000, 300, 700, d.id],
      [1000, 300, 700, d.id],
    ]);
    expect((await subscriptionRow(world.t, sub.id)).discountId).toBe(d.id);
  });

  it("a 100 % forever discount renews as paid orders without any charge", async () => {
    world = await renewalWorld("2028-03-01T00:00:00.000Z");
    const d = await makeDiscount(world.seller, {
      type: "percentage",
      basis_points: 10000,
      duration: "forever",
    });
    const sub = await subscribe(world.t, world.seller, { amount: 1000, discountId: d.id });
    await renewTimes(world, sub.id, 2);
    const orders = await renewalOrders(world.seller, sub.id);
    expect(orders.map((o) => [o.status, o.total_amount])).toEqual([
      ["paid", 0],
      ["paid", 0],
    ]);
    expect(await renewalCharges(world.t, sub.id)).toHaveLength(0);
    expect((await subscriptionRow(world.t, sub.id)).status).toBe("active");
  });

  it("charges the tax of the customer's billing address on each renewal, after the discount", async () => {
    world = await renewalWorld("2028-03-01T00:00:00.000Z");
    await makeTaxRate(world.seller, { country: "DE", basis_points: 1900 });
    const d = await makeDiscount(world.seller, {
      type: "percentage",
      basis_points: 5000,
      duration: "forever",
    });
    const sub = await subscribe(world.t, world.seller, { amount: 1000, discountId: d.id });
    await renewTimes(world, sub.id, 1);
    const [renewal] = await renewalOrders(world.seller, sub.id);
    expect(renewal).toMatchObject({
      subtotal_amount: 1000,
      discount_amount: 500,
      net_amount: 500,
      tax_amount: 95,
      total_amount: 595,
    });
    expect((await renewalCharges(world.t, sub.id)).map((c) => c.amount)).toEqual([595]);
  });
});
