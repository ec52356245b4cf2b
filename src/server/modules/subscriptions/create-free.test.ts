import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { customer } from "../../db/schema/customers.js";
import { order } from "../../db/schema/orders.js";
import { testClock } from "../../db/schema/test-clocks.js";
import { manualClock } from "../../lib/clock.js";
import { uuidv7 } from "../../lib/ids.js";
import { makeProduct } from "../../test/fixtures/checkouts.js";
import {
  addBenefit,
  eventsOf,
  eventTypes,
  expectSubscription,
  recurringProduct,
} from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

const clock = manualClock(new Date("2026-03-31T08:00:00.000Z"));
let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Free plans");
});
afterAll(() => t.close());

let counter = 0;
async function makeCustomer(s: Seller, extra: Record<string, unknown> = {}) {
  counter += 1;
  const res = await s.api.post("/v1/customers/", { email: `free${counter}@example.com`, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const freePlan = (s: Seller, extra: Record<string, unknown> = {}) =>
  makeProduct(s, { name: "Free", recurring_interval: "month", prices: [{ amount_type: "free" }], ...extra });

describe("POST /v1/subscriptions/", () => {
  it("subscribes a customer to a free plan: active, benefits granted, events, no order", async () => {
    const product = await freePlan(seller);
    const benefitId = await addBenefit(seller, product.id);
    const cust = await makeCustomer(seller);
    const before = (await eventTypes(t, seller.organizationId)).length;
    const stateBefore = (await eventsOf(t, seller.organizationId, "customer.state_changed")).length;
    const res = await seller.api.post("/v1/subscriptions/", {
      product_id: product.id,
      customer_id: cust.id,
      metadata: { source: "api", seats: 3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectSubscription(res.body);
    expect(res.body).toMatchObject({
      status: "active",
      amount: 0,
      currency: "usd",
      recurring_interval: "month",
      started_at: "2026-03-31T08:00:00.000Z",
      current_period_start: "2026-03-31T08:00:00.000Z",
      current_period_end: "2026-04-30T08:00:00.000Z",
      customer_id: cust.id,
      product_id: product.id,
      checkout_id: null,
      discount_id: null,
      metadata: { source: "api", seats: 3 },
      cancel_at_period_end: false,
    });
    expect(res.body.prices.map((p: { id: string }) => p.id)).toEqual([product.prices[0].id]);
    const got = await seller.api.get(`/v1/subscriptions/${res.body.id}`);
    expect(got.body).toEqual(res.body);
    expect(await eventTypes(t, seller.organizationId)).toEqual([
      ...(await eventTypes(t, seller.organizationId)).slice(0, before),
      "subscription.created",
      "subscription.active",
      "subscription.updated",
    ]);
    expect((await eventsOf(t, seller.organizationId, "customer.state_changed")).length).toBe(stateBefore + 1);
    const grants = await t.ctx.db
      .select()
      .from(benefitGrant)
      .where(eq(benefitGrant.subscriptionId, res.body.id));
    expect(grants.map((g) => g.benefitId)).toEqual([benefitId]);
    expect(await t.ctx.db.select().from(order).where(eq(order.subscriptionId, res.body.id))).toHaveLength(0);
  });

  it("finds the customer by external_customer_id; a custom price with minimum 0 starts at 0", async () => {
    const product = await makeProduct(seller, {
      name: "Tip jar",
      recurring_interval: "year",
      prices: [{ amount_type: "custom", minimum_amount: 0, preset_amount: 500 }],
    });
    const cust = await makeCustomer(seller, { external_id: "user-42" });
    const res = await seller.api.post("/v1/subscriptions/", {
      product_id: product.id,
      external_customer_id: "user-42",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      customer_id: cust.id,
      amount: 0,
      recurring_interval: "year",
      current_period_end: "2027-03-31T08:00:00.000Z",
      metadata: {},
    });
  });

  it("refuses paid, one-time, archived and unknown products with a 422 on product_id", async () => {
    const cust = await makeCustomer(seller);
    const paid = await recurringProduct(seller, { amount: 900 });
    const pwyw = await makeProduct(seller, {
      name: "PWYW",
      recurring_interval: "month",
      prices: [{ amount_type: "custom", minimum_amount: 100 }],
    });
    const oneTime = await makeProduct(seller, { name: "Once", prices: [{ amount_type: "free" }] });
    const archived = await freePlan(seller);
    const arch = await seller.api.patch(`/v1/products/${archived.id}`, { is_archived: true });
    expect(arch.status, JSON.stringify(arch.body)).toBe(200);
    const other = await createSeller(t, "Other shop");
    const foreign = await freePlan(other);
    const cases: [string, string][] = [
      [paid.id, "use a checkout"],
      [pwyw.id, "use a checkout"],
      [oneTime.id, "not recurring"],
      [archived.id, "archived"],
      [foreign.id, "does not exist"],
      [uuidv7(), "does not exist"],
    ];
    for (const [productId, msg] of cases) {
      const res = await seller.api.post("/v1/subscriptions/", {
        product_id: productId,
        customer_id: cust.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.detail).toHaveLength(1);
      expect(res.body.detail[0]).toMatchObject({ loc: ["body", "product_id"], input: productId });
      expect(res.body.detail[0].msg).toContain(msg);
    }
    const bad = await seller.api.post("/v1/subscriptions/", { product_id: "nope", customer_id: cust.id });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["body", "product_id"]);
    const list = await seller.api.get(`/v1/subscriptions/?customer_id=${cust.id}`);
    expect(list.body.items).toHaveLength(0);
  });

  it("refuses unknown, foreign and missing customers with a 422 naming the field", async () => {
    const product = await freePlan(seller);
    const other = await createSeller(t, "Elsewhere");
    const foreign = await makeCustomer(other, { external_id: "theirs" });
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_id: foreign.id }, "customer_id"],
      [{ customer_id: uuidv7() }, "customer_id"],
      [{ external_customer_id: "theirs" }, "external_customer_id"],
      [{}, "customer_id"],
      [{ customer_id: foreign.id, external_customer_id: "x" }, "external_customer_id"],
    ];
    for (const [body, field] of cases) {
      const res = await seller.api.post("/v1/subscriptions/", { product_id: product.id, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual([["body", field]]);
    }
  });

  it("enforces allow_multiple_subscriptions (403 AlreadyActiveSubscriptionError), also for two creates at once", async () => {
    const s = await createSeller(t, "Single plan");
    const product = await freePlan(s);
    const cust = await makeCustomer(s);
    const results = await Promise.all(
      [0, 1].map(() => s.api.post("/v1/subscriptions/", { product_id: product.id, customer_id: cust.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(results.find((r) => r.status === 403)!.body.error).toBe("AlreadyActiveSubscriptionError");
    const allow = await s.api.patch(`/v1/organizations/${s.organizationId}`, {
      subscription_settings: { allow_multiple_subscriptions: true },
    });
    expect(allow.status, JSON.stringify(allow.body)).toBe(200);
    const again = await s.api.post("/v1/subscriptions/", { product_id: product.id, customer_id: cust.id });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it("starts a customer on a test clock at the clock's time, on that clock", async () => {
    const product = await freePlan(seller, { recurring_interval: "week" });
    const cust = await makeCustomer(seller);
    const clockId = uuidv7();
    await t.ctx.db.insert(testClock).values({
      id: clockId,
      organizationId: seller.organizationId,
      name: "sim",
      frozenTime: new Date("2030-01-01T00:00:00.000Z"),
      createdAt: clock.now(),
    });
    await t.ctx.db.update(customer).set({ testClockId: clockId }).where(eq(customer.id, cust.id));
    const res = await seller.api.post("/v1/subscriptions/", { product_id: product.id, customer_id: cust.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      started_at: "2030-01-01T00:00:00.000Z",
      current_period_start: "2030-01-01T00:00:00.000Z",
      current_period_end: "2030-01-08T00:00:00.000Z",
    });
  });

  it("needs the subscriptions:write scope", async () => {
    const product = await freePlan(seller);
    const cust = await makeCustomer(seller);
    const token = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "read only",
      scopes: ["subscriptions:read"],
    });
    expect(token.status, JSON.stringify(token.body)).toBe(201);
    const res = await t
      .client({})
      .post(
        "/v1/subscriptions/",
        { product_id: product.id, customer_id: cust.id },
        { noOrigin: true, headers: { authorization: `Bearer ${token.body.token}` } },
      );
    expect(res.status).toBe(403);
  });
});
