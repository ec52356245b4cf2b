import { Refund$inboundSchema } from "@polar-sh/sdk/models/components/refund.js";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { makeOrder, makeProduct } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { grantBenefits } from "../benefit-grants/service.js";
import { refundTaxAmount } from "./amounts.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Refunder");
  other = await createSeller(t, "Bystander");
});
afterAll(() => t.close());

function expectRefund(body: unknown) {
  const parsed = Refund$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

const refund = (body: Record<string, unknown>, s: Seller = seller) =>
  s.api.post("/v1/refunds/", { reason: "customer_request", ...body });

async function eventTypes(organizationId: string, id: string) {
  const rows = await t.ctx.db
    .select()
    .from(webhookEvent)
    .where(eq(webhookEvent.organizationId, organizationId))
    .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
  return rows
    .filter((r) => (r.payload as { data: { id: string } }).data.id === id)
    .map((r) => ({ type: r.type, data: (r.payload as { data: Record<string, unknown> }).data }));
}

describe("POST /v1/refunds/", () => {
  it("refunds part of an order with its tax share and marks it partially_refunded", async () => {
    const order = await makeOrder(t, seller, { items: [1000], taxes: [190] });
    const res = await refund({
      order_id: order.id,
      amount: 333,
      comment: "late delivery",
      metadata: { ticket: 42 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectRefund(res.body);
    expect(res.body).toMatchObject({
      status: "succeeded",
      reason: "customer_request",
      amount: 333,
      tax_amount: 63, // 333 × 190 / 1000 = 63.27 → 63
      currency: "usd",
      organization_id: seller.organizationId,
      order_id: order.id,
      customer_id: order.customerId,
      subscription_id: null,
      revoke_benefits: false,
      dispute: null,
      metadata: { ticket: 42 },
    });
    const got = await seller.api.get(`/v1/orders/${order.id}`);
    expect(got.body).toMatchObject({
      status: "partially_refunded",
      paid: true,
      refunded_amount: 333,
      refunded_tax_amount: 63,
      refundable_amount: 667,
      refundable_tax_amount: 127,
    });
    const charge = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
    expect(charge.amountRefunded).toBe(396);

    expect(
      (await eventTypes(seller.organizationId, res.body.id)).map((e) => [e.type, e.data.status]),
    ).toEqual([
      ["refund.created", "pending"],
      ["refund.updated", "succeeded"],
    ]);
    const orderEvents = await eventTypes(seller.organizationId, order.id);
    expect(orderEvents.map((e) => e.type)).toEqual([
      "order.created",
      "order.paid",
      "order.refunded",
      "order.updated",
    ]);
    expect(orderEvents[2]!.data).toMatchObject({ status: "partially_refunded", refunded_amount: 333 });
  });

  it("refunds the rest exactly: the last refund takes the tax left, the order becomes refunded", async () => {
    const order = await makeOrder(t, seller, { items: [1000], taxes: [190] });
    const first = await refund({ order_id: order.id, amount: 333 });
    const second = await refund({ order_id: order.id, amount: 333 });
    const last = await refund({ order_id: order.id, amount: 334 });
    expect([first, second, last].map((r) => r.body.tax_amount)).toEqual([63, 63, 64]);
    const got = await seller.api.get(`/v1/orders/${order.id}`);
    expect(got.body).toMatchObject({
      status: "refunded",
      refunded_amount: 1000,
      refunded_tax_amount: 190,
      refundable_amount: 0,
      refundable_tax_amount: 0,
    });
    const charge = await t.ctx.payments.retrieveCharge(seller.organizationId, order.chargeRef!);
    expect(charge.amountRefunded).toBe(charge.amount);

    const again = await refund({ order_id: order.id, amount: 1 });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      error: "RefundedAlready",
      detail: `Order is already fully refunded: ${order.id}`,
    });
  });

  it("refunds a discounted order in full in one go", async () => {
    const order = await makeOrder(t, seller, { items: [2000], taxes: [400], discountAmount: 500 });
    const res = await refund({ order_id: order.id, amount: 1500, reason: "duplicate" });
    expect(res.body).toMatchObject({ amount: 1500, tax_amount: 400, reason: "duplicate" });
    expect((await seller.api.get(`/v1/orders/${order.id}`)).body.status).toBe("refunded");
  });

  it("answers 422 naming amount for a refund above what is left, and changes nothing", async () => {
    const order = await makeOrder(t, seller, { items: [1000] });
    expect((await refund({ order_id: order.id, amount: 600 })).status).toBe(201);
    const res = await refund({ order_id: order.id, amount: 401 });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.amount"]);
    expect(res.body.detail[0].msg).toBe("Refund amount exceeds the remaining refundable amount of 400");
    const got = await seller.api.get(`/v1/orders/${order.id}`);
    expect(got.body).toMatchObject({ refunded_amount: 600, status: "partially_refunded" });
    const list = await seller.api.get(`/v1/refunds/?order_id=${order.id}`);
    expect(list.body.pagination.total_count).toBe(1);
  });

  it("answers 422 naming order_id for unknown, foreign, unpaid and free orders", async () => {
    const foreign = await makeOrder(t, other);
    const pending = await makeOrder(t, seller, { paid: false });
    const free = await makeOrder(t, seller, { items: [0] });
    for (const id of ["0190f2a4-0000-7000-8000-000000000009", foreign.id, pending.id, free.id]) {
      const res = await refund({ order_id: id, amount: 1 });
      expect(res.status, id).toBe(422);
      expect(locs(res.body)).toEqual(["body.order_id"]);
    }
    expect((await other.api.get(`/v1/orders/${foreign.id}`)).body.refunded_amount).toBe(0);
  });

  it("validates the body", async () => {
    const res = await seller.api.post("/v1/refunds/", {
      order_id: "x",
      amount: 0,
      reason: "because",
      revoke_benefits: "yes",
    });
    expect(res.status).toBe(422);
    expect(locs(res.body).sort()).toEqual([
      "body.amount",
      "body.order_id",
      "body.reason",
      "body.revoke_benefits",
    ]);
    const fraction = await refund({ order_id: "0190f2a4-0000-7000-8000-000000000009", amount: 1.5 });
    expect(locs(fraction.body)).toEqual(["body.amount"]);
  });

  it("accepts every Polar reason", async () => {
    const order = await makeOrder(t, seller, { items: [700] });
    for (const reason of [
      "duplicate",
      "fraudulent",
      "customer_request",
      "service_disruption",
      "satisfaction_guarantee",
      "dispute_prevention",
      "other",
    ]) {
      const res = await refund({ order_id: order.id, amount: 100, reason });
      expect(res.status, reason).toBe(201);
      expect(res.body.reason).toBe(reason);
    }
  });

  it("revokes the order's benefits when asked", async () => {
    const productId = await makeProduct(seller, { name: "Course" });
    const benefit = await seller.api.post("/v1/benefits/", {
      type: "custom",
      description: "Community access",
      properties: { note: "Welcome" },
    });
    expect(benefit.status).toBe(201);
    await seller.api.post(`/v1/products/${productId}/benefits`, { benefits: [benefit.body.id] });
    const kept = await makeOrder(t, seller, { productId });
    const revoked = await makeOrder(t, seller, { productId });
    for (const order of [kept, revoked]) {
      await t.ctx.db.transaction((tx) =>
        grantBenefits(tx, t.ctx.clock.now(), {
          organizationId: seller.organizationId,
          customerId: order.customerId,
          productId,
          orderId: order.id,
          subscriptionId: null,
        }),
      );
    }
    await t.runJobs();
    const grantOf = async (orderId: string) =>
      (await t.ctx.db.select().from(benefitGrant).where(eq(benefitGrant.orderId, orderId)))[0]!;
    expect((await grantOf(revoked.id)).grantedAt).not.toBeNull();

    expect((await refund({ order_id: kept.id, amount: 100 })).status).toBe(201);
    const res = await refund({ order_id: revoked.id, amount: 100, revoke_benefits: true });
    expect(res.status).toBe(201);
    expect(res.body.revoke_benefits).toBe(true);
    expect((await grantOf(revoked.id)).target).toBe("revoked");
    expect((await grantOf(kept.id)).target).toBe("granted");
    await t.runJobs();
    expect((await grantOf(revoked.id)).revokedAt).not.toBeNull();
    expect((await grantOf(kept.id)).revokedAt).toBeNull();
  });

  it("refuses revoke_benefits on a subscription's order", async () => {
    const order = await makeOrder(t, seller, {
      subscriptionId: "0190f2a4-0000-7000-8000-0000000000aa",
      billingReason: "subscription_cycle",
    });
    const res = await refund({ order_id: order.id, amount: 100, revoke_benefits: true });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.revoke_benefits"]);
    const plain = await refund({ order_id: order.id, amount: 100 });
    expect(plain.body.subscription_id).toBe("0190f2a4-0000-7000-8000-0000000000aa");
  });
});

describe("refund tax share", () => {
  it("rounds half away from zero and closes the order exactly", () => {
    expect(refundTaxAmount({ net: 1000, tax: 190 }, { amount: 0, tax: 0 }, 500)).toBe(95);
    expect(refundTaxAmount({ net: 200, tax: 25 }, { amount: 0, tax: 0 }, 100)).toBe(13); // 12.5 → 13
    expect(refundTaxAmount({ net: 200, tax: 25 }, { amount: 100, tax: 13 }, 100)).toBe(12);
    expect(refundTaxAmount({ net: 1000, tax: 0 }, { amount: 0, tax: 0 }, 300)).toBe(0);
  });
});
