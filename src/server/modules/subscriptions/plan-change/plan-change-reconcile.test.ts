import { afterEach, describe, expect, it } from "vitest";
import type { PaymentProcessor } from "../../../payments/processor.js";
import {
  ordersOf,
  type PlanWorld,
  patchSub,
  plan,
  planWorld,
  summary,
  updateCharges,
} from "../../../test/fixtures/subscriptions-plan-change.js";
import { stepTo, subscriptionRow } from "../../../test/fixtures/subscriptions-renewal.js";
import { changePlan } from "./plan-change.js";

let world: PlanWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

/** The app's processor, except that the process "dies" right after the first charge succeeds. */
function dyingAfterCharge(real: PaymentProcessor): PaymentProcessor {
  return new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === "charge") {
        return async (input: Parameters<PaymentProcessor["charge"]>[0]) => {
          await target.charge(input);
          throw new Error("process died after the charge");
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/** The app's processor, except that the process "dies" before it asks for the charge. */
function dyingBeforeCharge(real: PaymentProcessor): PaymentProcessor {
  return new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === "charge") return async () => Promise.reject(new Error("process died before the charge"));
      return Reflect.get(target, prop, receiver);
    },
  });
}

// April 2028: 30 days. Basic 1000/month → Pro 3000/month in the middle: 1000 due now.
describe("a plan change whose request died between its steps", () => {
  it("died after the charge: the reconcile job settles it with that charge (no second one) and changes the plan", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    const crashing = { ...t.ctx, payments: dyingAfterCharge(t.ctx.payments) };
    await expect(
      changePlan(crashing, seller.organizationId, sub.id, { productId: pro.id, behavior: "invoice" }),
    ).rejects.toThrow("process died after the charge");

    // Half-way: charged, the order pending, the plan unchanged; another change must wait.
    expect((await ordersOf(seller, sub.id)).map(summary).at(-1)).toEqual([
      "subscription_update",
      "pending",
      1000,
      0,
      1000,
    ]);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ productId: sub.productId, amount: 1000 });
    const locked = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe("SubscriptionLocked");

    // Five minutes later the reconcile job finishes it.
    await stepTo(t, clock, "2028-04-16T00:05:00.000Z");
    const orders = await ordersOf(seller, sub.id);
    expect(orders.map(summary).at(-1)).toEqual(["subscription_update", "paid", 1000, 0, 1000]);
    expect(await updateCharges(t, sub.id)).toHaveLength(1);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ productId: pro.id, amount: 3000 });
  });

  it("died before the charge: the reconcile job charges once and changes the plan", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    const crashing = { ...t.ctx, payments: dyingBeforeCharge(t.ctx.payments) };
    await expect(
      changePlan(crashing, seller.organizationId, sub.id, { productId: pro.id, behavior: "invoice" }),
    ).rejects.toThrow("process died before the charge");
    expect(await updateCharges(t, sub.id)).toHaveLength(0);
    await stepTo(t, clock, "2028-04-16T00:05:00.000Z");
    expect((await ordersOf(seller, sub.id)).map(summary).at(-1)).toEqual([
      "subscription_update",
      "paid",
      1000,
      0,
      1000,
    ]);
    expect(await updateCharges(t, sub.id)).toHaveLength(1);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ productId: pro.id });
  });

  it("a request that settled itself leaves nothing for the reconcile job", async () => {
    world = await planWorld("2028-04-01T00:00:00.000Z");
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-16T00:00:00.000Z");
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(res.status).toBe(200);
    await stepTo(t, clock, "2028-04-16T00:05:00.000Z");
    expect(
      (await ordersOf(seller, sub.id)).map(summary).filter((o) => o[0] === "subscription_update"),
    ).toEqual([["subscription_update", "paid", 1000, 0, 1000]]);
    expect(await updateCharges(t, sub.id)).toHaveLength(1);
  });
});
