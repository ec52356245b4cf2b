import { AlreadyCanceledSubscription } from "@polar-sh/sdk/models/errors/alreadycanceledsubscription.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addBenefit,
  recurringProduct,
  subscribe,
} from "../../src/server/modules/subscriptions/test-fixtures.js";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: subscriptions", () => {
  let productId: string;
  let ids: string[];
  let customerId: string;

  beforeAll(async () => {
    const product = await recurringProduct(k.seller, { name: "Compat plan", amount: 1200 });
    productId = product.id;
    await addBenefit(k.seller, productId);
    ids = [];
    for (const [i, email] of ["sdk-a@example.com", "sdk-b@example.com", "sdk-c@example.com"].entries()) {
      const { subscription } = await subscribe(k.t, k.seller, productId, {
        email,
        checkout: { metadata: { n: i } },
      });
      ids.push(subscription.id);
      if (i === 0) customerId = subscription.customer_id;
    }
  });

  it("lists every page with filters and sorting", async () => {
    const all = await collect(await ok(k.polar.subscriptions.list({ limit: 2 })));
    expect(all.map((s) => s.id).sort()).toEqual([...ids].sort());
    const mine = await collect(await ok(k.polar.subscriptions.list({ customerId, active: true })));
    expect(mine.map((s) => s.id)).toEqual([ids[0]]);
    const byProduct = await collect(
      await ok(k.polar.subscriptions.list({ productId, sorting: ["started_at"], metadata: { n: "2" } })),
    );
    expect(byProduct.map((s) => s.id)).toEqual([ids[2]]);
  });

  it("gets a subscription with every field the SDK expects", async () => {
    const sub = await ok(k.polar.subscriptions.get({ id: ids[0]! }));
    expect(sub).toMatchObject({
      id: ids[0],
      status: "active",
      amount: 1200,
      recurringInterval: "month",
      cancelAtPeriodEnd: false,
      productId,
      customerId,
    });
    expect(sub.customer.email).toBe("sdk-a@example.com");
    expect(sub.product.id).toBe(productId);
    expect(sub.prices).toHaveLength(1);
    expect(sub.currentPeriodEnd).toBeInstanceOf(Date);
    await expectNotFound(k.polar.subscriptions.get({ id: UNKNOWN_ID }));
  });

  it("cancels, uncancels and revokes through update, and revokes", async () => {
    const canceled = await ok(
      k.polar.subscriptions.update({
        id: ids[1]!,
        subscriptionUpdate: { cancelAtPeriodEnd: true, customerCancellationReason: "too_expensive" },
      }),
    );
    expect(canceled).toMatchObject({ cancelAtPeriodEnd: true, customerCancellationReason: "too_expensive" });
    expect(canceled.endsAt?.getTime()).toBe(canceled.currentPeriodEnd.getTime());
    const again = await k.polar.subscriptions
      .update({ id: ids[1]!, subscriptionUpdate: { cancelAtPeriodEnd: true } })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AlreadyCanceledSubscription);
    const back = await ok(
      k.polar.subscriptions.update({ id: ids[1]!, subscriptionUpdate: { cancelAtPeriodEnd: false } }),
    );
    expect(back).toMatchObject({ cancelAtPeriodEnd: false, endsAt: null, canceledAt: null });

    const revoked = await ok(
      k.polar.subscriptions.update({ id: ids[1]!, subscriptionUpdate: { revoke: true } }),
    );
    expect(revoked.status).toBe("canceled");
    expect(revoked.endedAt).toBeInstanceOf(Date);

    const deleted = await ok(k.polar.subscriptions.revoke({ id: ids[2]! }));
    expect(deleted).toMatchObject({ id: ids[2], status: "canceled" });
    const refused = await k.polar.subscriptions.revoke({ id: ids[2]! }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AlreadyCanceledSubscription);
    await expectNotFound(k.polar.subscriptions.revoke({ id: UNKNOWN_ID }));
  });

  it("exports CSV", async () => {
    const csv = await ok(k.polar.subscriptions.export({ organizationId: k.seller.organizationId }));
    const lines = String(csv).trim().split("\n");
    expect(lines[0]?.trim()).toBe("Email,Started At,Product,Amount,Currency,Status,Recurring Interval");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("sdk-a@example.com");
  });

  it("refuses a change that is not supported yet, naming the field", async () => {
    const locs = await expectInvalid(
      k.polar.subscriptions.update({ id: ids[0]!, subscriptionUpdate: { productId } }),
    );
    expect(locs).toEqual(["body.product_id"]);
  });
});
