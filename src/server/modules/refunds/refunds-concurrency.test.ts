import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refund as refundTable } from "../../db/schema/refunds.js";
import { manualClock } from "../../lib/clock.js";
import type { PaymentProcessor } from "../../payments/processor.js";
import { makeOrder } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { createRefund } from "./create.js";
import { RECONCILE_DELAY_MS, settleRefund } from "./settle.js";

const clock = manualClock(new Date());
let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Racer");
});
afterAll(() => t.close());

/** The app's processor, with `refund` replaced (a network failure, a crash after the call). */
function processorWith(refund: PaymentProcessor["refund"]): PaymentProcessor {
  const real = t.ctx.payments;
  return {
    name: real.name,
    createCustomer: (i) => real.createCustomer(i),
    tokenizeCard: (i) => real.tokenizeCard(i),
    attachPaymentMethod: (i) => real.attachPaymentMethod(i),
    retrievePaymentMethod: (o, r) => real.retrievePaymentMethod(o, r),
    charge: (i) => real.charge(i),
    chargeMany: (i) => real.chargeMany(i),
    retrieveCharge: (o, r) => real.retrieveCharge(o, r),
    refund,
  };
}

async function orderState(id: string) {
  return (await seller.api.get(`/v1/orders/${id}`)).body;
}

describe("concurrent refunds", () => {
  it("never refund more than the order: 20 concurrent refunds of a tenth each, exactly 10 succeed", async () => {
    const order = await makeOrder(t, seller, { items: [1000], taxes: [100] });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        seller.api.post("/v1/refunds/", { order_id: order.id, amount: 100, reason: "duplicate" }),
      ),
    );
    const created = responses.filter((r) => r.status === 201);
    expect(created).toHaveLength(10);
    for (const r of responses.filter((x) => x.status !== 201)) {
      expect([403, 422]).toContain(r.status);
    }
    expect(created.every((r) => r.body.status === "succeeded" && r.body.tax_amount === 10)).toBe(true);
    expect(await orderState(order.id)).toMatchObject({
      status: "refunded",
      refunded_amount: 1000,
      refunded_tax_amount: 100,
    });
    const charge = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
    expect(charge.amountRefunded).toBe(1100);
    const rows = await t.ctx.db.select().from(refundTable).where(eq(refundTable.orderId, order.id));
    expect(rows.filter((r) => r.status === "succeeded")).toHaveLength(10);
  });

  it("settles a refund once when the request and the job settle it at the same time", async () => {
    const order = await makeOrder(t, seller, { items: [1000] });
    const stalled = processorWith(async () => {
      throw new Error("connect ETIMEDOUT");
    });
    const pending = await createRefund({ ...t.ctx, payments: stalled }, seller.organizationId, {
      order_id: order.id,
      amount: 400,
      reason: "other",
      revoke_benefits: false,
    });
    expect(pending.status).toBe("pending");
    const outcomes = await Promise.all([
      settleRefund(t.ctx, seller.organizationId, pending.id),
      settleRefund(t.ctx, seller.organizationId, pending.id),
      settleRefund(t.ctx, seller.organizationId, pending.id),
    ]);
    expect(outcomes.map((r) => r.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect(await orderState(order.id)).toMatchObject({ refunded_amount: 400, status: "partially_refunded" });
    const charge = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
    expect(charge.amountRefunded).toBe(400);
  });
});

describe("a refund interrupted between its two transactions", () => {
  it("stays pending (and reserved) when the processor is unreachable, then the reconcile job finishes it", async () => {
    const order = await makeOrder(t, seller, { items: [1000] });
    const down = processorWith(async () => {
      throw new Error("connect ECONNREFUSED");
    });
    const pending = await createRefund({ ...t.ctx, payments: down }, seller.organizationId, {
      order_id: order.id,
      amount: 700,
      reason: "customer_request",
      revoke_benefits: false,
    });
    expect(pending).toMatchObject({ status: "pending", amount: 700 });
    expect(await orderState(order.id)).toMatchObject({ status: "paid", refunded_amount: 0 });
    // The pending refund holds its amount: no second refund can take it meanwhile.
    const over = await seller.api.post("/v1/refunds/", { order_id: order.id, amount: 301, reason: "other" });
    expect(over.status).toBe(422);

    await t.runJobs();
    expect((await seller.api.get(`/v1/refunds/?id=${pending.id}`)).body.items[0].status).toBe("pending");
    clock.advance(RECONCILE_DELAY_MS + 1000);
    await t.runJobs();
    const settled = (await seller.api.get(`/v1/refunds/?id=${pending.id}`)).body.items[0];
    expect(settled.status).toBe("succeeded");
    expect(await orderState(order.id)).toMatchObject({ status: "partially_refunded", refunded_amount: 700 });
    const charge = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
    expect(charge.amountRefunded).toBe(700);
  });

  it("never refunds twice when the process died after the processor refunded", async () => {
    const order = await makeOrder(t, seller, { items: [1000] });
    let calls = 0;
    const crashing = processorWith(async (input) => {
      calls += 1;
      await t.ctx.payments.refund(input);
      throw new Error("process killed before recording the refund");
    });
    const pending = await createRefund({ ...t.ctx, payments: crashing }, seller.organizationId, {
      order_id: order.id,
      amount: 1000,
      reason: "fraudulent",
      revoke_benefits: false,
    });
    expect(calls).toBe(1);
    expect(pending.status).toBe("pending");
    const charge = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
    expect(charge.amountRefunded).toBe(1000);

    clock.advance(RECONCILE_DELAY_MS + 1000);
    await t.runJobs();
    expect(await orderState(order.id)).toMatchObject({ status: "refunded", refunded_amount: 1000 });
    const after = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
    expect(after.amountRefunded).toBe(1000);
    const [row] = await t.ctx.db.select().from(refundTable).where(eq(refundTable.id, pending.id));
    expect(row).toMatchObject({ status: "succeeded" });
    expect(row!.processorRef).toMatch(/^re_/);
  });

  it("fails the refund when the processor refuses it, and frees its amount", async () => {
    const order = await makeOrder(t, seller, { items: [1000] });
    // Refund the whole charge behind Kassa's back: the processor then refuses any further refund.
    await t.ctx.payments.refund({
      organizationId: seller.organizationId,
      chargeRef: order.chargeRef!,
      amount: 1000,
      idempotencyKey: `outside-${order.id}`,
    });
    const res = await seller.api.post("/v1/refunds/", { order_id: order.id, amount: 500, reason: "other" });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["body", "amount"]);
    const list = (await seller.api.get(`/v1/refunds/?order_id=${order.id}`)).body.items;
    expect(list.map((r: { status: string }) => r.status)).toEqual(["failed"]);
    expect(await orderState(order.id)).toMatchObject({
      status: "paid",
      refunded_amount: 0,
      refundable_amount: 1000,
    });
  });
});
