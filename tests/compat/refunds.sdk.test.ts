import { RefundedAlready } from "@polar-sh/sdk/models/errors/refundedalready.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOrder } from "../../src/server/test/fixtures/orders.js";
import { expectInvalid, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: refunds", () => {
  it("creates partial and full refunds, then refuses one more with RefundedAlready", async () => {
    const order = await makeOrder(k.t, k.seller, { items: [2000], taxes: [400] });
    const partial = await ok(
      k.polar.refunds.create({
        orderId: order.id,
        amount: 500,
        reason: "customer_request",
        metadata: { t: "1" },
      }),
    );
    expect(partial).toMatchObject({
      status: "succeeded",
      amount: 500,
      taxAmount: 100,
      orderId: order.id,
      dispute: null,
    });
    const rest = await ok(
      k.polar.refunds.create({ orderId: order.id, amount: 1500, reason: "other", revokeBenefits: true }),
    );
    expect(rest).toMatchObject({ amount: 1500, taxAmount: 300, revokeBenefits: true });
    expect((await ok(k.polar.orders.get({ id: order.id }))).status).toBe("refunded");

    let error: unknown;
    try {
      await k.polar.refunds.create({ orderId: order.id, amount: 1, reason: "other" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RefundedAlready);
    expect((error as RefundedAlready).statusCode).toBe(403);
  });

  it("answers 422 naming the field for too large refunds and unknown orders", async () => {
    const order = await makeOrder(k.t, k.seller, { items: [1000] });
    expect(
      await expectInvalid(k.polar.refunds.create({ orderId: order.id, amount: 1001, reason: "other" })),
    ).toEqual(["body.amount"]);
    expect(
      await expectInvalid(k.polar.refunds.create({ orderId: UNKNOWN_ID, amount: 1, reason: "other" })),
    ).toEqual(["body.order_id"]);
  });

  it("lists every page with filters", async () => {
    const order = await makeOrder(k.t, k.seller, { items: [900] });
    for (let i = 0; i < 3; i++)
      await ok(k.polar.refunds.create({ orderId: order.id, amount: 100, reason: "duplicate" }));
    const byOrder = await collect(await ok(k.polar.refunds.list({ orderId: order.id, limit: 2 })));
    expect(byOrder).toHaveLength(3);
    expect(byOrder.every((r) => r.orderId === order.id && r.reason === "duplicate")).toBe(true);
    const all = await collect(await ok(k.polar.refunds.list({ succeeded: true, sorting: ["-amount"] })));
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all[0]!.amount).toBeGreaterThanOrEqual(all[all.length - 1]!.amount);
  });
});
