import { CustomerState$inboundSchema } from "@polar-sh/sdk/models/components/customerstate.js";
import { Order$inboundSchema } from "@polar-sh/sdk/models/components/order.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { subscription } from "../../db/schema/subscriptions.js";
import { manualClock } from "../../lib/clock.js";
import {
  chargesOf,
  client,
  makeCheckout,
  makeDiscount,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import {
  addBenefit,
  eventsOf,
  eventTypes,
  expectSubscription,
  recurringProduct,
  subscribe,
} from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

const clock = manualClock(new Date("2026-01-31T10:00:00.000Z"));
let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Shop");
});
afterAll(() => t.close());

const rowOf = async (id: string) =>
  (await t.ctx.db.select().from(subscription).where(eq(subscription.id, id)))[0]!;

describe("a checkout of a recurring product", () => {
  it("creates an active subscription, links the order and grants the benefits to the subscription", async () => {
    const product = await recurringProduct(seller, { amount: 2900 });
    const benefitId = await addBenefit(seller, product.id);
    const before = (await eventTypes(t, seller.organizationId)).length;
    const {
      checkout,
      confirmed,
      subscription: sub,
    } = await subscribe(t, seller, product.id, {
      email: "first@example.com",
      checkout: { metadata: { ref: "ad-1" } },
    });
    expectSubscription(sub);
    expect(sub).toMatchObject({
      status: "active",
      amount: 2900,
      currency: "usd",
      recurring_interval: "month",
      recurring_interval_count: 1,
      started_at: "2026-01-31T10:00:00.000Z",
      current_period_start: "2026-01-31T10:00:00.000Z",
      // The 31st clamps to February's last day.
      current_period_end: "2026-02-28T10:00:00.000Z",
      cancel_at_period_end: false,
      canceled_at: null,
      ends_at: null,
      ended_at: null,
      trial_start: null,
      trial_end: null,
      customer_id: confirmed.customer_id,
      product_id: product.id,
      discount_id: null,
      discount: null,
      checkout_id: checkout.id,
      metadata: { ref: "ad-1" },
      customer_cancellation_reason: null,
      customer_cancellation_comment: null,
      meters: [],
      pending_update: null,
    });
    expect(sub.customer).toMatchObject({ id: confirmed.customer_id, email: "first@example.com" });
    expect(sub.product).toMatchObject({ id: product.id, is_recurring: true });
    expect(sub.product.benefits.map((b: { id: string }) => b.id)).toEqual([benefitId]);
    expect(sub.prices.map((p: { id: string }) => p.id)).toEqual([product.prices[0].id]);

    const row = await rowOf(sub.id);
    expect(row.billingAnchorDay).toBe(31);
    expect(row.paymentMethodId).toEqual(expect.any(String));
    expect(row.discountPeriodsLeft).toBeNull();

    const [order] = await ordersOf(seller, checkout.id);
    expect(order).toMatchObject({ billing_reason: "subscription_create", subscription_id: sub.id });
    expect(Order$inboundSchema.safeParse(order).success).toBe(true);
    expect(order.subscription).toMatchObject({ id: sub.id, status: "active", checkout_id: checkout.id });
    expect(order.subscription).not.toHaveProperty("customer");

    const grants = await t.ctx.db.select().from(benefitGrant).where(eq(benefitGrant.benefitId, benefitId));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ subscriptionId: sub.id, orderId: null, customerId: sub.customer_id });

    expect((await eventTypes(t, seller.organizationId)).slice(before)).toEqual([
      "subscription.created",
      "subscription.active",
      "subscription.updated",
    ]);
    const [created] = (await eventsOf(t, seller.organizationId, "subscription.created")).slice(-1);
    expectSubscription(created);
    expect(created.id).toBe(sub.id);

    const states = await eventsOf(t, seller.organizationId, "customer.state_changed");
    const state = states.filter((s) => s.id === sub.customer_id).at(-1)!;
    expect(CustomerState$inboundSchema.safeParse(state).success).toBe(true);
    expect(state.active_subscriptions).toEqual([
      expect.objectContaining({ id: sub.id, status: "active", product_id: product.id, amount: 2900 }),
    ]);
    const fetched = await seller.api.get(`/v1/customers/${sub.customer_id}/state`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.active_subscriptions.map((s: { id: string }) => s.id)).toEqual([sub.id]);
    const active = await seller.api.get("/v1/customers/?active=true&limit=100");
    expect(active.body.items.map((c: { id: string }) => c.id)).toContain(sub.customer_id);
  });

  it("keeps the yearly and interval-count periods, and a one-time product starts none", async () => {
    const yearly = await recurringProduct(seller, { interval: "year", amount: 29000 });
    const { subscription: y } = await subscribe(t, seller, yearly.id, { email: "yearly@example.com" });
    expect(y).toMatchObject({ recurring_interval: "year", current_period_end: "2027-01-31T10:00:00.000Z" });
    const quarterly = await recurringProduct(seller, { count: 3, amount: 7500 });
    const { subscription: q } = await subscribe(t, seller, quarterly.id, { email: "quarter@example.com" });
    expect(q).toMatchObject({ recurring_interval_count: 3, current_period_end: "2026-04-30T10:00:00.000Z" });

    const once = await seller.api.post("/v1/products/", {
      name: "Ebook",
      prices: [{ amount_type: "fixed", price_amount: 900 }],
    });
    const co = await makeCheckout(seller, { products: [once.body.id] });
    const res = await client(t).confirm(co.client_secret, payBody({ customer_email: "ebook@example.com" }));
    expect(res.status).toBe(200);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ billing_reason: "purchase", subscription_id: null, subscription: null });
    const list = await seller.api.get(`/v1/subscriptions/?customer_id=${res.body.customer_id}`);
    expect(list.body.items).toEqual([]);
  });

  it("keeps the checkout's discount with the periods it still applies to", async () => {
    const product = await recurringProduct(seller, { amount: 2000 });
    const cases = [
      { duration: "once", periods: 0 },
      { duration: "forever", periods: null },
      { duration: "repeating", duration_in_months: 3, periods: 2 },
    ] as const;
    for (const [i, c] of cases.entries()) {
      const { periods, ...body } = c;
      const discount = await makeDiscount(seller, { ...body, type: "percentage", basis_points: 2500 });
      const { subscription: sub } = await subscribe(t, seller, product.id, {
        email: `discount-${i}@example.com`,
        checkout: { discount_id: discount.id },
      });
      expectSubscription(sub);
      expect(sub).toMatchObject({ discount_id: discount.id, amount: 2000 });
      expect(sub.discount).toMatchObject({ id: discount.id, duration: c.duration });
      expect((await rowOf(sub.id)).discountPeriodsLeft).toBe(periods);
    }
  });
});

describe("allow_multiple_subscriptions", () => {
  it("refuses a second subscription before any charge when off, and allows it when on", async () => {
    const s = await createSeller(t, "Single");
    const product = await recurringProduct(s, { amount: 1000 });
    const other = await recurringProduct(s, { amount: 3000, name: "Other" });
    const { confirmed } = await subscribe(t, s, product.id, { email: "one@example.com" });

    const co = await makeCheckout(s, { products: [other.id] });
    const refused = await client(t).confirm(co.client_secret, payBody({ customer_email: "ONE@example.com" }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("AlreadyActiveSubscriptionError");
    expect(await chargesOf(t, co.id)).toHaveLength(0);
    expect((await client(t).get(co.client_secret)).body.status).toBe("open");
    expect(await ordersOf(s, co.id)).toEqual([]);

    // A one-time product is still fine, and so is another customer.
    const once = await s.api.post("/v1/products/", {
      name: "Pack",
      prices: [{ amount_type: "fixed", price_amount: 500 }],
    });
    const oneTime = await makeCheckout(s, { products: [once.body.id] });
    expect(
      (await client(t).confirm(oneTime.client_secret, payBody({ customer_email: "one@example.com" }))).status,
    ).toBe(200);
    await subscribe(t, s, other.id, { email: "two@example.com" });

    const on = await s.api.patch(`/v1/organizations/${s.organizationId}`, {
      subscription_settings: { allow_multiple_subscriptions: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const ok = await client(t).confirm(co.client_secret, payBody({ customer_email: "one@example.com" }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const list = await s.api.get(`/v1/subscriptions/?customer_id=${confirmed.customer_id}`);
    expect(list.body.items).toHaveLength(2);
  });

  it("lets a customer whose subscription was revoked subscribe again", async () => {
    const s = await createSeller(t, "Again");
    const product = await recurringProduct(s);
    const { subscription: sub } = await subscribe(t, s, product.id, { email: "back@example.com" });
    expect((await s.api.delete(`/v1/subscriptions/${sub.id}`)).status).toBe(200);
    const { subscription: again } = await subscribe(t, s, product.id, { email: "back@example.com" });
    expect(again.id).not.toBe(sub.id);
    expect(again.customer_id).toBe(sub.customer_id);

    // An archived product (and its price) keeps showing on the subscription.
    const archived = await s.api.patch(`/v1/products/${product.id}`, { is_archived: true });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const res = await s.api.get(`/v1/subscriptions/${again.id}`);
    expect(res.status).toBe(200);
    expectSubscription(res.body);
    expect(res.body.product).toMatchObject({ id: product.id, is_archived: true });
    expect(res.body.prices.map((p: { id: string }) => p.id)).toEqual([product.prices[0].id]);
  });
});
