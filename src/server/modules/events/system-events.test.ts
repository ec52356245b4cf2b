import { Event$inboundSchema } from "@polar-sh/sdk/models/components/event.js";
import { EventName$inboundSchema } from "@polar-sh/sdk/models/components/eventname.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recurringProduct, subscribe } from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Systemco");
  other = await createSeller(t, "Othersys");
});
afterAll(() => t.close());

type Wire = Record<string, any>;

function expectSdkEvent(body: unknown) {
  const parsed = Event$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
}

async function systemEvents(s: Seller, query: string): Promise<Wire[]> {
  const res = await s.api.get(`/v1/events/?source=system&limit=100&sorting=timestamp&${query}`);
  expect(res.status, res.text).toBe(200);
  for (const e of res.body.items) expectSdkEvent(e);
  return res.body.items;
}

const named = (events: Wire[], name: string) => events.filter((e) => e.name === name);

/** The first event of that name; fails when there is none. */
function first(events: Wire[], name: string): Wire {
  const found = events.find((e) => e.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

describe("system events", () => {
  let customerId: string;
  let subscription: Wire;
  let productId: string;

  it("records customer.created, order.paid, subscription.created and benefit.granted for a subscription checkout", async () => {
    const product = await recurringProduct(seller, { amount: 2900 });
    productId = product.id;
    const benefit = await seller.api.post("/v1/benefits/", {
      type: "custom",
      description: "Members area",
      properties: { note: "Welcome" },
    });
    expect(benefit.status, benefit.text).toBe(201);
    await seller.api.post(`/v1/products/${productId}/benefits`, { benefits: [benefit.body.id] });
    const bought = await subscribe(t, seller, productId, { email: "sys@example.com" });
    subscription = bought.subscription;
    customerId = bought.confirmed.customer_id;
    await t.runJobs();

    const events = await systemEvents(seller, `customer_id=${customerId}`);
    for (const e of events) {
      expect(e).toMatchObject({
        source: "system",
        customer_id: customerId,
        organization_id: seller.organizationId,
      });
      expect(e.customer.id).toBe(customerId);
    }
    const created = first(events, "customer.created");
    expect(created).toMatchObject({
      label: "Customer Created",
      metadata: { customer_id: customerId, customer_email: "sys@example.com", customer_external_id: null },
    });
    const paid = first(events, "order.paid");
    expect(paid).toMatchObject({
      label: "Order Paid",
      metadata: {
        product_id: productId,
        billing_type: "recurring",
        amount: 2900,
        currency: "usd",
        subscription_id: subscription.id,
        recurring_interval: "month",
        recurring_interval_count: 1,
      },
    });
    const started = first(events, "subscription.created");
    expect(started.metadata).toMatchObject({
      subscription_id: subscription.id,
      product_id: productId,
      amount: 2900,
      currency: "usd",
      recurring_interval: "month",
    });
    const granted = first(events, "benefit.granted");
    expect(granted.metadata).toEqual({
      benefit_id: benefit.body.id,
      benefit_grant_id: expect.any(String),
      benefit_type: "custom",
    });

    const one = await seller.api.get(`/v1/events/${paid.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(paid);
    expect((await other.api.get(`/v1/events/${paid.id}`)).status).toBe(404);
  });

  it("records subscription.canceled, then subscription.revoked and benefit.revoked", async () => {
    const canceled = await seller.api.patch(`/v1/subscriptions/${subscription.id}`, {
      cancel_at_period_end: true,
      customer_cancellation_reason: "too_expensive",
    });
    expect(canceled.status, canceled.text).toBe(200);
    const revoked = await seller.api.delete(`/v1/subscriptions/${subscription.id}`);
    expect(revoked.status, revoked.text).toBe(200);
    await t.runJobs();
    const events = await systemEvents(seller, `customer_id=${customerId}`);
    expect(first(events, "subscription.canceled").metadata).toMatchObject({
      subscription_id: subscription.id,
      customer_cancellation_reason: "too_expensive",
      cancel_at_period_end: true,
      canceled_at: expect.any(String),
    });
    expect(first(events, "subscription.revoked").metadata).toMatchObject({
      subscription_id: subscription.id,
    });
    expect(named(events, "benefit.revoked")).toHaveLength(1);
  });

  it("records order.refunded with the amount refunded so far", async () => {
    const orders = await seller.api.get(`/v1/orders/?customer_id=${customerId}`);
    const order = orders.body.items[0];
    const res = await seller.api.post("/v1/refunds/", {
      order_id: order.id,
      amount: 500,
      reason: "customer_request",
    });
    expect(res.status, res.text).toBe(201);
    await t.runJobs();
    const refunded = first(await systemEvents(seller, `customer_id=${customerId}`), "order.refunded");
    expect(refunded.metadata).toEqual({ order_id: order.id, refunded_amount: 500, currency: "usd" });
  });

  it("records customer.updated with the changed fields, and customer.deleted", async () => {
    const made = await seller.api.post("/v1/customers/", { email: "c@example.com", external_id: "usr_c" });
    expect(made.status, made.text).toBe(201);
    const id = made.body.id;
    const updated = await seller.api.patch(`/v1/customers/${id}`, {
      name: "Cleo",
      metadata: { tier: "gold" },
    });
    expect(updated.status, updated.text).toBe(200);
    const deleted = await seller.api.delete(`/v1/customers/${id}`);
    expect(deleted.status, deleted.text).toBe(204);

    const events = await systemEvents(seller, "external_customer_id=usr_c");
    expect(events.map((e) => e.name)).toEqual(["customer.created", "customer.updated", "customer.deleted"]);
    expect(events[1]!.metadata).toEqual({
      customer_id: id,
      customer_email: "c@example.com",
      customer_name: "Cleo",
      customer_external_id: "usr_c",
      updated_fields: { name: "Cleo", metadata: { tier: "gold" } },
    });
    // The deletion frees the external id; the event keeps the one the customer had.
    expect(events[2]!).toMatchObject({
      external_customer_id: "usr_c",
      metadata: { customer_external_id: "usr_c" },
    });
  });

  it("filters by source: user events and system events apart, names with their source", async () => {
    const made = await seller.api.post("/v1/customers/", { email: "mix@example.com" });
    const ingest = await seller.api.post("/v1/events/ingest", {
      events: [{ name: "api.call", customer_id: made.body.id, metadata: { n: 1 } }],
    });
    expect(ingest.status, ingest.text).toBe(200);
    const all = await seller.api.get(`/v1/events/?customer_id=${made.body.id}`);
    expect(all.body.items.map((e: Wire) => [e.name, e.source]).sort()).toEqual([
      ["api.call", "user"],
      ["customer.created", "system"],
    ]);
    const user = await seller.api.get(`/v1/events/?customer_id=${made.body.id}&source=user`);
    expect(user.body.items.map((e: Wire) => e.name)).toEqual(["api.call"]);
    const system = await seller.api.get(`/v1/events/?customer_id=${made.body.id}&source=system`);
    expect(system.body.items.map((e: Wire) => e.name)).toEqual(["customer.created"]);
    const both = await seller.api.get(`/v1/events/?customer_id=${made.body.id}&source=system&source=user`);
    expect(both.body.pagination.total_count).toBe(2);

    const names = await seller.api.get("/v1/events/names?source=system&sorting=name&limit=100");
    expect(names.status, names.text).toBe(200);
    for (const n of names.body.items) {
      const parsed = EventName$inboundSchema.safeParse(n);
      expect(parsed.success).toBe(true);
      expect(n.source).toBe("system");
    }
    expect(names.body.items.find((n: Wire) => n.name === "order.paid")).toMatchObject({
      label: "Order Paid",
    });
    const userNames = await seller.api.get("/v1/events/names?source=user");
    expect(userNames.body.items.map((n: Wire) => [n.name, n.source])).toEqual([["api.call", "user"]]);
  });

  it("shows another organization none of them", async () => {
    const theirs = await other.api.get("/v1/events/?source=system&limit=100");
    expect(theirs.body.pagination.total_count).toBe(0);
    expect((await other.api.get(`/v1/events/?customer_id=${customerId}`)).body.pagination.total_count).toBe(
      0,
    );
  });
});
