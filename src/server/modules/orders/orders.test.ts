import { Order$inboundSchema } from "@polar-sh/sdk/models/components/order.js";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { makeCustomer, makeOrder, makeProduct } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { createOrder } from "./create.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

function expectOrder(body: unknown) {
  const parsed = Order$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

async function eventsOf(orderId: string) {
  const rows = await t.ctx.db
    .select()
    .from(webhookEvent)
    .where(
      and(
        eq(webhookEvent.organizationId, seller.organizationId),
        inArray(webhookEvent.type, ["order.created", "order.paid", "order.updated"]),
      ),
    )
    .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
  return rows.filter((r) => (r.payload as { data: { id: string } }).data.id === orderId);
}

describe("createOrder", () => {
  it("sums the items, takes the customer's next invoice number and records order.created + order.paid", async () => {
    const productId = await makeProduct(seller, { name: "Desk lamp" });
    const customerId = await makeCustomer(t, seller, { email: "ada@example.com", name: "Ada" });
    const first = await makeOrder(t, seller, {
      customerId,
      productId,
      items: [1000, 500],
      taxes: [190, 95],
      discountAmount: 150,
      metadata: { source: "test" },
    });
    const second = await makeOrder(t, seller, { customerId });
    const [prefix, number] = first.invoiceNumber.split("-");
    expect(number).toBe("0001");
    expect(second.invoiceNumber).toBe(`${prefix}-0002`);

    const res = await seller.api.get(`/v1/orders/${first.id}`);
    expect(res.status).toBe(200);
    expectOrder(res.body);
    expect(res.body).toMatchObject({
      status: "paid",
      paid: true,
      subtotal_amount: 1500,
      discount_amount: 150,
      net_amount: 1350,
      tax_amount: 285,
      total_amount: 1635,
      due_amount: 1635,
      applied_balance_amount: 0,
      refunded_amount: 0,
      refunded_tax_amount: 0,
      refundable_amount: 1350,
      currency: "usd",
      billing_reason: "purchase",
      billing_name: "Ada Lovelace",
      billing_address: { line1: "1 Main Street", line2: null, city: "Berlin", country: "DE", state: null },
      invoice_number: first.invoiceNumber,
      is_invoice_generated: false,
      customer_id: customerId,
      product_id: productId,
      discount_id: null,
      subscription_id: null,
      checkout_id: null,
      metadata: { source: "test" },
      platform_fee_amount: 0,
      platform_fee_currency: null,
      subscription: null,
      discount: null,
      description: "Desk lamp",
      customer: { id: customerId, email: "ada@example.com", type: "individual" },
      product: { id: productId, name: "Desk lamp", is_recurring: false },
    });
    expect(
      res.body.items.map((i: { label: string; amount: number; tax_amount: number }) => [
        i.label,
        i.amount,
        i.tax_amount,
      ]),
    ).toEqual([
      ["Item 1", 1000, 190],
      ["Item 2", 500, 95],
    ]);

    const events = await eventsOf(first.id);
    expect(events.map((e) => e.type)).toEqual(["order.created", "order.paid"]);
    const data = (events[1]!.payload as { data: unknown }).data;
    expectOrder(data);
    expect(data).toMatchObject({ id: first.id, status: "paid", total_amount: 1635 });
  });

  it("creates a pending order without order.paid, and describes an order without product by its billing reason", async () => {
    const pending = await makeOrder(t, seller, { paid: false, billingReason: "subscription_cycle" });
    expect(pending.status).toBe("pending");
    expect((await eventsOf(pending.id)).map((e) => e.type)).toEqual(["order.created"]);
    const res = await seller.api.get(`/v1/orders/${pending.id}`);
    expectOrder(res.body);
    expect(res.body).toMatchObject({ paid: false, description: "Subscription renewal", product: null });
  });

  it("refuses impossible amounts before writing anything", async () => {
    const customerId = await makeCustomer(t, seller);
    const base = {
      organizationId: seller.organizationId,
      customerId,
      productId: null,
      discountId: null,
      subscriptionId: null,
      checkoutId: null,
      billingReason: "purchase" as const,
      currency: "usd",
      discountAmount: 0,
      billingName: null,
      billingAddress: null,
      metadata: {},
      customFieldData: {},
      processor: null,
      chargeRef: null,
      paymentMethodId: null,
      paid: false,
    };
    const item = { label: "x", amount: 100, taxAmount: 0, proration: false, productPriceId: null };
    const attempt = (patch: Partial<typeof base> & { items?: (typeof item)[] }) =>
      t.ctx.db.transaction((tx) => createOrder(tx, t.ctx.clock.now(), { ...base, items: [item], ...patch }));
    await expect(attempt({ items: [] })).rejects.toThrow(/at least one item/);
    await expect(attempt({ items: [{ ...item, amount: 1.5 }] })).rejects.toThrow(/integer/);
    await expect(attempt({ discountAmount: 101 })).rejects.toThrow(/discountAmount/);
    await expect(attempt({ paid: true })).rejects.toThrow(/chargeRef/);
    const list = await seller.api.get(`/v1/orders/?customer_id=${customerId}`);
    expect(list.body.pagination.total_count).toBe(0);
  });
});

describe("GET /v1/orders/{id}", () => {
  it("is a 404 for another organization's order and a 422 for a malformed id", async () => {
    const order = await makeOrder(t, seller);
    const res = await other.api.get(`/v1/orders/${order.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "ResourceNotFound", detail: "Order not found" });
    const bad = await seller.api.get("/v1/orders/not-a-uuid");
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["path.id"]);
  });

  it("needs the orders:read scope", async () => {
    const token = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "products only",
      scopes: ["products:read"],
    });
    const res = await t
      .client({})
      .get("/v1/orders/", { noOrigin: true, headers: { authorization: `Bearer ${token.body.token}` } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("NotPermitted");
  });
});

describe("PATCH /v1/orders/{id}", () => {
  it("updates the billing name and address and records order.updated", async () => {
    const order = await makeOrder(t, seller, { billingName: null, billingAddress: null });
    const res = await seller.api.patch(`/v1/orders/${order.id}`, {
      billing_name: "Acme GmbH",
      billing_address: { line1: "Hauptstr. 5", city: "Munich", postal_code: "80331", country: "de" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectOrder(res.body);
    expect(res.body).toMatchObject({
      billing_name: "Acme GmbH",
      billing_address: { line1: "Hauptstr. 5", city: "Munich", country: "DE", state: null },
    });
    expect(res.body.modified_at).not.toBeNull();
    expect((await eventsOf(order.id)).map((e) => e.type)).toEqual([
      "order.created",
      "order.paid",
      "order.updated",
    ]);

    const same = await seller.api.patch(`/v1/orders/${order.id}`, { billing_name: "Acme GmbH" });
    expect(same.status).toBe(200);
    expect((await eventsOf(order.id)).length).toBe(3);
  });

  it("keeps the country of an address the order already has", async () => {
    const order = await makeOrder(t, seller);
    const res = await seller.api.patch(`/v1/orders/${order.id}`, {
      billing_address: { line1: "5th Avenue", city: "New York", state: "NY", country: "US" },
    });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.billing_address.country"]);
    const ok = await seller.api.patch(`/v1/orders/${order.id}`, {
      billing_address: { line1: "2 Other Street", city: "Berlin", country: "DE" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.billing_address.line1).toBe("2 Other Street");
  });

  it("validates the body and is a 404 across organizations", async () => {
    const order = await makeOrder(t, seller);
    const bad = await seller.api.patch(`/v1/orders/${order.id}`, { billing_address: { city: "Nowhere" } });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["body.billing_address.country"]);
    const foreign = await other.api.patch(`/v1/orders/${order.id}`, { billing_name: "Mallory" });
    expect(foreign.status).toBe(404);
    expect((await seller.api.get(`/v1/orders/${order.id}`)).body.billing_name).toBe("Ada Lovelace");
  });
});
