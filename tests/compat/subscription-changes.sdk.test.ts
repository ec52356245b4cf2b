import { PaymentFailed } from "@polar-sh/sdk/models/errors/paymentfailed.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDiscount } from "../../src/server/test/fixtures/checkouts.js";
import { recurringProduct, subscribe } from "../../src/server/test/fixtures/subscriptions.js";
import { expectInvalid, ok } from "./expect.js";
import { type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: subscription plan, discount and metadata changes", () => {
  let basic: string;
  let pro: string;

  beforeAll(async () => {
    basic = (await recurringProduct(k.seller, { name: "Compat basic", amount: 1000 })).id;
    pro = (await recurringProduct(k.seller, { name: "Compat pro", amount: 3000 })).id;
  });

  it("changes the product with each proration behaviour; the responses parse", async () => {
    for (const [i, behavior] of (["invoice", "prorate"] as const).entries()) {
      const { subscription } = await subscribe(k.t, k.seller, basic, { email: `change-${i}@example.com` });
      const changed = await ok(
        k.polar.subscriptions.update({
          id: subscription.id,
          subscriptionUpdate: { productId: pro, prorationBehavior: behavior },
        }),
      );
      expect(changed).toMatchObject({
        id: subscription.id,
        productId: pro,
        amount: 3000,
        pendingUpdate: null,
      });
      expect(changed.product.id).toBe(pro);
    }
    const { subscription } = await subscribe(k.t, k.seller, basic, { email: "change-next@example.com" });
    const scheduled = await ok(
      k.polar.subscriptions.update({
        id: subscription.id,
        subscriptionUpdate: { productId: pro, prorationBehavior: "next_period" },
      }),
    );
    expect(scheduled.productId).toBe(basic);
    expect(scheduled.pendingUpdate).toMatchObject({ productId: pro, seats: null });
    expect(scheduled.pendingUpdate?.appliesAt.getTime()).toBe(scheduled.currentPeriodEnd.getTime());
    const invalid = await expectInvalid(
      k.polar.subscriptions.update({ id: subscription.id, subscriptionUpdate: { productId: basic } }),
    );
    expect(invalid).toEqual(["body.product_id"]);
  });

  it("a declined charge is the SDK's PaymentFailed", async () => {
    const { subscription } = await subscribe(k.t, k.seller, basic, {
      email: "change-declined@example.com",
      confirm: { confirmation_token_id: "pm_card_chargeCustomerFail" },
    });
    const error = await k.polar.subscriptions
      .update({ id: subscription.id, subscriptionUpdate: { productId: pro, prorationBehavior: "invoice" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentFailed);
    const unchanged = await ok(k.polar.subscriptions.get({ id: subscription.id }));
    expect(unchanged.productId).toBe(basic);
  });

  it("sets and removes a discount, and replaces metadata", async () => {
    const { subscription } = await subscribe(k.t, k.seller, basic, { email: "change-discount@example.com" });
    const discount = await makeDiscount(k.seller, {
      type: "percentage",
      basis_points: 1000,
      duration: "forever",
    });
    const discounted = await ok(
      k.polar.subscriptions.update({ id: subscription.id, subscriptionUpdate: { discountId: discount.id } }),
    );
    expect(discounted.discountId).toBe(discount.id);
    expect(discounted.discount?.id).toBe(discount.id);
    const removed = await ok(
      k.polar.subscriptions.update({ id: subscription.id, subscriptionUpdate: { discountId: null } }),
    );
    expect(removed).toMatchObject({ discountId: null, discount: null });
    // SDK 0.47's SubscriptionUpdate has no metadata variant: the raw API does it, the SDK reads it back.
    const res = await k.seller.api.patch(`/v1/subscriptions/${subscription.id}`, {
      metadata: { tier: "gold" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const read = await ok(k.polar.subscriptions.get({ id: subscription.id }));
    expect(read.metadata).toEqual({ tier: "gold" });
  });
});
