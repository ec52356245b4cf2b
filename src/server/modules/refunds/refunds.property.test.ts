/**
 * The refund invariants through HTTP, on random paid orders and random sequences of partial
 * refunds: what the API returns never refunds more than was paid, each refund's tax is its
 * proportional share within one minor unit, and refunding everything returns exactly the
 * order's tax and closes the order.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOrder } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Property refunder");
});
afterAll(() => t.close());

const scenario = fc
  .record({
    items: fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 3 }),
    taxBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    discountShare: fc.integer({ min: 0, max: 90 }),
    cuts: fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 6 }),
    refundEverything: fc.boolean(),
  })
  .map(({ items, taxBasisPoints, discountShare, cuts, refundEverything }) => {
    const taxes = items.map((a) => Math.floor((a * taxBasisPoints) / 10_000));
    const subtotal = items.reduce((s, a) => s + a, 0);
    const discountAmount = Math.floor((subtotal * discountShare) / 100);
    const net = subtotal - discountAmount;
    // Cut the net in proportion to the weights; leave a remainder unless everything is refunded.
    const weights = refundEverything ? cuts : [...cuts, cuts[0]!];
    const sum = weights.reduce((s, w) => s + w, 0);
    const amounts = cuts.map((w) => Math.floor((net * w) / sum)).filter((a) => a > 0);
    const rest = net - amounts.reduce((s, a) => s + a, 0);
    if (refundEverything && rest > 0) amounts.push(rest);
    return { items, taxes, discountAmount, net, amounts, refundEverything };
  });

/**
 * A small order refunded one minor unit at a time, at a 10–50 % rate: each share is below one
 * half, so this is where per-refund rounding errors pile up the most.
 */
const oneByOne = fc
  .record({ net: fc.integer({ min: 4, max: 12 }), taxBasisPoints: fc.integer({ min: 1_000, max: 5_000 }) })
  .map(({ net, taxBasisPoints }) => ({
    items: [net],
    taxes: [Math.floor((net * taxBasisPoints) / 10_000)],
    discountAmount: 0,
    net,
    amounts: Array.from({ length: net }, () => 1),
  }));

describe("POST /v1/refunds/ (properties)", () => {
  it("any sequence of partial refunds stays within what was paid, with proportional tax", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(scenario, oneByOne),
        async ({ items, taxes, discountAmount, net, amounts }) => {
          const order = await makeOrder(t, seller, { items, taxes, discountAmount });
          const tax = order.taxAmount;
          let refunded = 0;
          let refundedTax = 0;
          for (const amount of amounts) {
            const res = await seller.api.post("/v1/refunds/", {
              order_id: order.id,
              amount,
              reason: "customer_request",
            });
            expect(res.status, JSON.stringify(res.body)).toBe(201);
            expect(res.body).toMatchObject({ status: "succeeded", amount });
            const refundTax = res.body.tax_amount as number;
            expect(Number.isInteger(refundTax) && refundTax >= 0).toBe(true);
            // |refundTax − amount × tax / net| ≤ 1
            expect(Math.abs(refundTax * net - amount * tax)).toBeLessThanOrEqual(net);
            refunded += amount;
            refundedTax += refundTax;
            expect(refunded + refundedTax).toBeLessThanOrEqual(net + tax);
          }

          const got = (await seller.api.get(`/v1/orders/${order.id}`)).body;
          const full = refunded === net;
          expect(got).toMatchObject({
            status: full ? "refunded" : refunded > 0 ? "partially_refunded" : "paid",
            refunded_amount: refunded,
            refunded_tax_amount: refundedTax,
            refundable_amount: net - refunded,
            refundable_tax_amount: tax - refundedTax,
          });
          if (full) expect(refundedTax).toBe(tax);
          const charge = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
          expect(charge.amount).toBe(net + tax);
          expect(charge.amountRefunded).toBe(refunded + refundedTax);

          // One minor unit more than what is left is refused, and changes nothing.
          const over = await seller.api.post("/v1/refunds/", {
            order_id: order.id,
            amount: net - refunded + 1,
            reason: "customer_request",
          });
          if (full) {
            expect(over.status).toBe(403);
          } else {
            expect(over.status).toBe(422);
            expect(locs(over.body)).toEqual(["body.amount"]);
          }
          const after = (await seller.api.get(`/v1/orders/${order.id}`)).body;
          expect(after.refunded_amount).toBe(refunded);
        },
      ),
      { numRuns: 15 },
    );
    // 15 orders and up to a few dozen refunds through HTTP: 35 s on a loaded 2-core CI machine.
  }, 120_000);
});
