import { AlreadyCanceledSubscription } from "@polar-sh/sdk/models/errors/alreadycanceledsubscription.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBenefit, recurringProduct, subscribe } from "../../src/server/test/fixtures/subscriptions.js";
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
      k.polar.subscriptions.update({ id: ids[0]!, subscriptionUpdate: { seats: 3 } }),
    );
    expect(locs).toEqual(["body.seats"]);
  });
});

describe("Polar SDK 0.47: subscriptions.create (free plans) and the remaining list filters", () => {
  let freeId: string;
  let paidId: string;
  let byId: Awaited<ReturnType<typeof k.polar.subscriptions.create>>;
  let byExternal: Awaited<ReturnType<typeof k.polar.subscriptions.create>>;

  beforeAll(async () => {
    const free = await k.seller.api.post("/v1/products/", {
      name: "Compat free plan",
      recurring_interval: "month",
      prices: [{ amount_type: "free" }],
    });
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    freeId = free.body.id;
    paidId = (await recurringProduct(k.seller, { name: "Compat paid plan", amount: 500 })).id;
  });

  it("creates a subscription by customer_id and by external_customer_id", async () => {
    const ann = await ok(k.polar.customers.create({ email: "free-ann@example.com" }));
    const ben = await ok(k.polar.customers.create({ email: "free-ben@example.com", externalId: "ext-ben" }));
    byId = await ok(
      k.polar.subscriptions.create({ productId: freeId, customerId: ann.id, metadata: { plan: "free" } }),
    );
    expect(byId).toMatchObject({
      status: "active",
      amount: 0,
      productId: freeId,
      customerId: ann.id,
      checkoutId: null,
      metadata: { plan: "free" },
    });
    expect(byId.currentPeriodEnd).toBeInstanceOf(Date);
    byExternal = await ok(k.polar.subscriptions.create({ productId: freeId, externalCustomerId: "ext-ben" }));
    expect(byExternal).toMatchObject({ status: "active", customerId: ben.id });
    expect(byExternal.customer.externalId).toBe("ext-ben");
  });

  it("refuses a paid product and an unknown customer with the SDK's HTTPValidationError", async () => {
    const cara = await ok(k.polar.customers.create({ email: "free-cara@example.com" }));
    expect(
      await expectInvalid(k.polar.subscriptions.create({ productId: paidId, customerId: cara.id })),
    ).toEqual(["body.product_id"]);
    expect(
      await expectInvalid(k.polar.subscriptions.create({ productId: freeId, externalCustomerId: "nobody" })),
    ).toEqual(["body.external_customer_id"]);
    expect(
      await expectInvalid(k.polar.subscriptions.create({ productId: freeId, customerId: UNKNOWN_ID })),
    ).toEqual(["body.customer_id"]);
  });

  it("filters by organization, external customer id, discount, cancellation and cancellation dates", async () => {
    const orgWide = await collect(
      await ok(k.polar.subscriptions.list({ organizationId: k.seller.organizationId, productId: freeId })),
    );
    expect(orgWide.map((s) => s.id).sort()).toEqual([byId.id, byExternal.id].sort());
    const external = await collect(await ok(k.polar.subscriptions.list({ externalCustomerId: "ext-ben" })));
    expect(external.map((s) => s.id)).toEqual([byExternal.id]);
    const discounted = await collect(await ok(k.polar.subscriptions.list({ discountId: UNKNOWN_ID })));
    expect(discounted).toEqual([]);

    const before = new Date(Date.now() - 60_000);
    await ok(
      k.polar.subscriptions.update({
        id: byId.id,
        subscriptionUpdate: { cancelAtPeriodEnd: true, customerCancellationReason: "unused" },
      }),
    );
    const canceling = await collect(
      await ok(k.polar.subscriptions.list({ productId: freeId, cancelAtPeriodEnd: true })),
    );
    expect(canceling.map((s) => s.id)).toEqual([byId.id]);
    const notCanceling = await collect(
      await ok(k.polar.subscriptions.list({ productId: freeId, cancelAtPeriodEnd: false })),
    );
    expect(notCanceling.map((s) => s.id)).toEqual([byExternal.id]);
    const unused = await collect(
      await ok(
        k.polar.subscriptions.list({ productId: freeId, customerCancellationReason: ["unused", "other"] }),
      ),
    );
    expect(unused.map((s) => s.id)).toEqual([byId.id]);
    const after = await collect(
      await ok(k.polar.subscriptions.list({ productId: freeId, canceledAtAfter: before })),
    );
    expect(after.map((s) => s.id)).toEqual([byId.id]);
    const earlier = await collect(
      await ok(k.polar.subscriptions.list({ productId: freeId, canceledAtBefore: before })),
    );
    expect(earlier).toEqual([]);
  });
});
