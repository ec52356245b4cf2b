import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import {
  chargesOf,
  client,
  fixedProduct,
  makeCheckout,
  makeDiscount,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  // The clock stands still: a loser that finds the checkout still confirming after
  // RECONCILE_AFTER_MS would settle the winner's attempt itself and answer 200 (by design, for a
  // winner whose process died), which a loaded machine reaches in wall time while 200 requests queue.
  t = await createTestApp({ clock: manualClock(new Date("2026-06-01T10:00:00.000Z")) });
  seller = await createSeller(t, "Rush");
  c = client(t);
});
afterAll(() => t.close());

describe("concurrent confirmations", () => {
  it("200 concurrent confirms of one checkout: exactly one charge and one order", {
    timeout: 120_000,
  }, async () => {
    const p = await fixedProduct(seller, 4900);
    const co = await makeCheckout(seller, { products: [p.id] });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => c.confirm(co.client_secret, payBody())),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(199);
    for (const r of results.filter((x) => x.status === 403)) expect(r.body.error).toBe("NotOpenCheckout");
    const charges = await chargesOf(t, co.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: 4900, status: "succeeded" });
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    const after = await seller.api.get(`/v1/checkouts/${co.id}`);
    expect(after.body.status).toBe("succeeded");
  });

  it("a discount with max_redemptions 10 under 50 concurrent checkouts is redeemed exactly 10 times", {
    timeout: 120_000,
  }, async () => {
    const p = await fixedProduct(seller, 1000);
    const d = await makeDiscount(seller, { type: "percentage", basis_points: 2000, max_redemptions: 10 });
    const checkouts = [];
    for (let i = 0; i < 50; i++)
      checkouts.push(await makeCheckout(seller, { products: [p.id], discount_id: d.id }));
    const results = await Promise.all(
      checkouts.map((co, i) =>
        c.confirm(co.client_secret, payBody({ customer_email: `rush${i}@example.com` })),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.detail[0].loc).toEqual(["body", "discount_code"]);
    expect((await seller.api.get(`/v1/discounts/${d.id}`)).body.redemptions_count).toBe(10);
    let discounted = 0;
    for (const co of checkouts) {
      const orders = await ordersOf(seller, co.id);
      if (orders[0]?.discount_id === d.id) {
        discounted++;
        expect(orders[0]).toMatchObject({ discount_amount: 200, total_amount: 800 });
      }
    }
    expect(discounted).toBe(10);
    // The refused checkouts lost the discount and can be paid at the full price.
    const refusedCheckout = checkouts[results.findIndex((r) => r.status === 422)]!;
    const again = await c.confirm(
      refusedCheckout.client_secret,
      payBody({ customer_email: "late@example.com" }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await chargesOf(t, refusedCheckout.id))[0]?.amount).toBe(1000);
  });
});
