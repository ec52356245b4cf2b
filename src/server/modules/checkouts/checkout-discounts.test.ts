import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import {
  client,
  fixedProduct,
  makeCheckout,
  makeDiscount,
  makeProduct,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

const clock = manualClock(new Date("2026-05-01T10:00:00.000Z"));
let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Deals");
  c = client(t);
});
afterAll(() => t.close());

const redemptions = async (id: string) =>
  (await seller.api.get(`/v1/discounts/${id}`)).body.redemptions_count;

describe("discounts at checkout", () => {
  it("applies a percentage discount by code, redeems it once, and carries it to the order", async () => {
    const p = await fixedProduct(seller, 1999);
    const d = await makeDiscount(seller, { type: "percentage", basis_points: 2500, code: "QUARTER" });
    const co = await makeCheckout(seller, { products: [p.id] });
    const applied = await c.update(co.client_secret, { discount_code: "quarter" });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({
      discount_id: d.id,
      amount: 1999,
      discount_amount: 500,
      net_amount: 1499,
      total_amount: 1499,
      discount: { id: d.id, type: "percentage", basis_points: 2500, code: "QUARTER", duration: "once" },
    });
    const res = await c.confirm(co.client_secret, payBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await redemptions(d.id)).toBe(1);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({
      discount_id: d.id,
      subtotal_amount: 1999,
      discount_amount: 500,
      total_amount: 1499,
    });
  });

  it("applies a fixed discount set by the seller, in the price's currency, never below zero", async () => {
    const p = await fixedProduct(seller, 300);
    const d = await makeDiscount(seller, {
      type: "fixed",
      amount: 500,
      currency: "usd",
      duration: "forever",
    });
    const co = await makeCheckout(seller, { products: [p.id], discount_id: d.id });
    expect(co).toMatchObject({ discount_amount: 300, total_amount: 0, is_payment_required: false });
    const res = await c.confirm(co.client_secret, { customer_email: "fixed@example.com" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ discount_amount: 300, total_amount: 0, status: "paid" });
    const eur = await makeDiscount(seller, { type: "fixed", amount: 500, currency: "eur" });
    const euro = await makeCheckout(seller, { products: [p.id], discount_id: eur.id });
    expect(euro).toMatchObject({ discount_id: eur.id, discount_amount: 0, total_amount: 300 });
  });

  it("refuses a code restricted to other products, and drops it when the customer switches product", async () => {
    const a = await fixedProduct(seller, 1000);
    const b = await fixedProduct(seller, 2000);
    const onlyA = await makeDiscount(seller, {
      type: "percentage",
      basis_points: 1000,
      code: "ONLYA",
      products: [a.id],
    });
    const co = await makeCheckout(seller, { products: [b.id, a.id] });
    const refused = await c.update(co.client_secret, { discount_code: "ONLYA" });
    expect(refused.status).toBe(422);
    expect(locs(refused.body)).toEqual(["body.discount_code"]);
    const onA = await c.update(co.client_secret, { product_id: a.id, discount_code: "ONLYA" });
    expect(onA.body).toMatchObject({ discount_id: onlyA.id, discount_amount: 100 });
    const back = await c.update(co.client_secret, { product_id: b.id });
    expect(back.body).toMatchObject({ discount_id: null, discount_amount: 0, total_amount: 2000 });
  });

  it("honours starts_at and ends_at against the clock", async () => {
    const p = await fixedProduct(seller, 1000);
    await makeDiscount(seller, {
      type: "percentage",
      basis_points: 5000,
      code: "SOON",
      starts_at: "2026-05-02T00:00:00Z",
      ends_at: "2026-05-03T00:00:00Z",
    });
    const co = await makeCheckout(seller, { products: [p.id] });
    expect((await c.update(co.client_secret, { discount_code: "SOON" })).status).toBe(422);
    clock.set(new Date("2026-05-02T12:00:00Z"));
    const early = await makeCheckout(seller, { products: [p.id] });
    const ok = await c.update(early.client_secret, { discount_code: "SOON" });
    expect(ok.status).toBe(200);
    expect(ok.body.total_amount).toBe(500);
    clock.set(new Date("2026-05-03T00:00:00Z"));
    const late = await c.confirm(early.client_secret, payBody());
    expect(late.status).toBe(422);
    expect(locs(late.body)).toEqual(["body.discount_code"]);
    const after = await c.get(early.client_secret);
    expect(after.body).toMatchObject({ status: "open", discount_id: null, total_amount: 1000 });
    expect((await c.confirm(early.client_secret, payBody())).status).toBe(200);
    expect((await ordersOf(seller, early.id))[0].total_amount).toBe(1000);
  });

  it("stops at max_redemptions, and gives a redemption back when the payment is declined", async () => {
    const p = await fixedProduct(seller, 1000);
    const d = await makeDiscount(seller, {
      type: "percentage",
      basis_points: 1000,
      code: "TWICE",
      max_redemptions: 2,
    });
    const first = await makeCheckout(seller, { products: [p.id], discount_id: d.id });
    const second = await makeCheckout(seller, { products: [p.id], discount_id: d.id });
    const third = await makeCheckout(seller, { products: [p.id], discount_id: d.id });
    const declined = await c.confirm(
      first.client_secret,
      payBody({ confirmation_token_id: "pm_card_chargeDeclined" }),
    );
    expect(declined.status).toBe(400);
    expect(await redemptions(d.id)).toBe(0);
    expect((await c.confirm(first.client_secret, payBody())).status).toBe(200);
    expect((await c.confirm(second.client_secret, payBody())).status).toBe(200);
    expect(await redemptions(d.id)).toBe(2);
    const refused = await c.confirm(third.client_secret, payBody());
    expect(refused.status).toBe(422);
    expect(locs(refused.body)).toEqual(["body.discount_code"]);
    expect((await c.get(third.client_secret)).body).toMatchObject({ discount_id: null, total_amount: 1000 });
    const fresh = await makeCheckout(seller, { products: [p.id] });
    expect((await c.update(fresh.client_secret, { discount_code: "TWICE" })).status).toBe(422);
    expect(await redemptions(d.id)).toBe(2);
  });

  it("discounts a pay-what-you-want amount (as Polar), and refuses codes when the checkout forbids them", async () => {
    const p = await makeProduct(seller, {
      name: "PWYW",
      prices: [{ amount_type: "custom", minimum_amount: 100 }],
    });
    const d = await makeDiscount(seller, { type: "percentage", basis_points: 5000, code: "HALF" });
    const co = await makeCheckout(seller, { products: [p.id], amount: 1000 });
    const res = await c.update(co.client_secret, { discount_code: "HALF" });
    expect(res.body).toMatchObject({
      discount_id: d.id,
      amount: 1000,
      discount_amount: 500,
      total_amount: 500,
      is_discount_applicable: true,
    });
    // A new amount keeps the code: half of 1,501 is 750.5, rounded half away from zero.
    const changed = await c.update(co.client_secret, { amount: 1501 });
    expect(changed.body).toMatchObject({ amount: 1501, discount_amount: 751, total_amount: 750 });
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(200);
    expect(await redemptions(d.id)).toBe(1);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ subtotal_amount: 1501, discount_amount: 751, total_amount: 750 });
    const fixed = await fixedProduct(seller, 1000);
    const locked = await makeCheckout(seller, { products: [fixed.id], allow_discount_codes: false });
    const no = await c.update(locked.client_secret, { discount_code: "HALF" });
    expect(no.status).toBe(422);
    expect(locs(no.body)).toEqual(["body.discount_code"]);
  });
});
