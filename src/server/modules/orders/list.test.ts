import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order } from "../../db/schema/orders.js";
import { makeCustomer, makeOrder, makeProduct } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import type { OrderRow } from "./repository.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
const o: Record<string, OrderRow> = {};
let ids: { alice: string; bob: string; oneTime: string; monthly: string; discount: string; checkout: string };

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Lister");
  other = await createSeller(t, "Other");
  const alice = await makeCustomer(t, seller, { email: "alice@example.com", externalId: "usr_alice" });
  const bob = await makeCustomer(t, seller, { email: "bob@example.com", externalId: "usr_bob" });
  const oneTime = await makeProduct(seller, { name: "Ebook" });
  const monthly = await makeProduct(seller, { name: "Membership", recurring: true });
  const discount = await seller.api.post("/v1/discounts/", {
    name: "Ten",
    type: "percentage",
    basis_points: 1000,
    duration: "once",
  });
  const checkout = "0190f2a4-0000-7000-8000-000000000001";
  ids = { alice, bob, oneTime, monthly, discount: discount.body.id, checkout };
  o.a1 = await makeOrder(t, seller, {
    customerId: alice,
    productId: oneTime,
    items: [500],
    metadata: { plan: "a" },
  });
  o.a2 = await makeOrder(t, seller, {
    customerId: alice,
    productId: monthly,
    items: [3000],
    discountId: ids.discount,
    discountAmount: 300,
    billingReason: "subscription_create",
  });
  o.b1 = await makeOrder(t, seller, {
    customerId: bob,
    productId: oneTime,
    items: [2000],
    checkoutId: checkout,
  });
  o.b2 = await makeOrder(t, seller, { customerId: bob, paid: false, items: [100] });
  // Spread creation times so the date filters have something to cut.
  const base = Date.parse("2026-03-01T00:00:00Z");
  for (const [i, key] of ["a1", "a2", "b1", "b2"].entries()) {
    await t.ctx.db
      .update(order)
      .set({ createdAt: new Date(base + i * 86_400_000) })
      .where(eq(order.id, o[key]!.id));
  }
  await makeOrder(t, other, { items: [999] });
});
afterAll(() => t.close());

async function listIds(query: string) {
  const res = await seller.api.get(`/v1/orders/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((i: { id: string }) => i.id) as string[];
}

const idsOf = (...keys: string[]) => keys.map((k) => o[k]!.id);

describe("GET /v1/orders/", () => {
  it("shows each order exactly as GET /v1/orders/{id} does (the page statement's json read back)", async () => {
    const res = await seller.api.get("/v1/orders/?limit=10");
    expect(res.body.items).toHaveLength(4);
    for (const item of res.body.items as { id: string }[]) {
      expect(item).toEqual((await seller.api.get(`/v1/orders/${item.id}`)).body);
    }
  });

  it("lists the organization's orders only, newest first, with pagination", async () => {
    const res = await seller.api.get("/v1/orders/?limit=3");
    expect(res.body.pagination).toEqual({ total_count: 4, max_page: 2 });
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual(idsOf("b2", "b1", "a2"));
    expect(await listIds("page=2&limit=3")).toEqual(idsOf("a1"));
  });

  it("filters by customer, external customer id, product and billing type", async () => {
    expect(await listIds(`customer_id=${ids.alice}`)).toEqual(idsOf("a2", "a1"));
    expect(await listIds(`customer_id=${ids.alice}&customer_id=${ids.bob}`)).toHaveLength(4);
    expect(await listIds("external_customer_id=usr_bob")).toEqual(idsOf("b2", "b1"));
    expect(await listIds(`product_id=${ids.oneTime}`)).toEqual(idsOf("b1", "a1"));
    expect(await listIds("product_billing_type=recurring")).toEqual(idsOf("a2"));
    expect(await listIds("product_billing_type=one_time")).toEqual(idsOf("b1", "a1"));
    expect(await listIds("product_billing_type=one_time&product_billing_type=recurring")).toHaveLength(4);
  });

  it("filters by discount, checkout, subscription, status, dates and metadata", async () => {
    expect(await listIds(`discount_id=${ids.discount}`)).toEqual(idsOf("a2"));
    expect(await listIds(`checkout_id=${ids.checkout}`)).toEqual(idsOf("b1"));
    expect(await listIds("subscription_id=0190f2a4-0000-7000-8000-0000000000ff")).toEqual([]);
    expect(await listIds("status=pending")).toEqual(idsOf("b2"));
    expect(await listIds("status=paid&status=pending")).toHaveLength(4);
    expect(await listIds("created_after=2026-03-02T12:00:00Z")).toEqual(idsOf("b2", "b1"));
    expect(await listIds("created_before=2026-03-02T12:00:00%2B00:00")).toEqual(idsOf("a2", "a1"));
    expect(await listIds("metadata[plan]=a")).toEqual(idsOf("a1"));
    expect(await listIds(`organization_id=${other.organizationId}`)).toEqual([]);
    expect(await listIds(`organization_id=${seller.organizationId}`)).toHaveLength(4);
  });

  it("searches customers' email and name, counting a full page and pages past the end exactly", async () => {
    const page = async (query: string) => (await seller.api.get(`/v1/orders/?${query}`)).body;
    const first = await page("query=EXAMPLE.com&limit=3");
    expect(first.items.map((i: { id: string }) => i.id)).toEqual(idsOf("b2", "b1", "a2"));
    expect(first.pagination).toEqual({ total_count: 4, max_page: 2 });
    const second = await page("query=example.com&limit=3&page=2");
    expect(second.items.map((i: { id: string }) => i.id)).toEqual(idsOf("a1"));
    expect(second.pagination).toEqual({ total_count: 4, max_page: 2 });
    expect(await page("query=example.com&limit=3&page=3")).toEqual({
      items: [],
      pagination: { total_count: 4, max_page: 2 },
    });
    expect((await page("query=alice@&limit=1")).pagination).toEqual({ total_count: 2, max_page: 2 });
    expect(await listIds("query=nobody")).toEqual([]);
  });

  it("sorts by amount, net amount, customer, product and status", async () => {
    expect(await listIds("sorting=amount")).toEqual(idsOf("b2", "a1", "b1", "a2"));
    expect(await listIds("sorting=-net_amount")).toEqual(idsOf("a2", "b1", "a1", "b2"));
    expect((await listIds("sorting=customer&sorting=created_at")).slice(0, 2)).toEqual(idsOf("a1", "a2"));
    expect((await listIds("sorting=product&sorting=created_at")).slice(0, 3)).toEqual(
      idsOf("a1", "b1", "a2"),
    );
    expect((await listIds("sorting=-status"))[0]).toBe(o.b2!.id);
  });

  it("answers 422 naming bad filters", async () => {
    const res = await seller.api.get(
      "/v1/orders/?customer_id=nope&status=lost&product_billing_type=weekly&created_after=yesterday&sorting=price",
    );
    expect(res.status).toBe(422);
    expect(locs(res.body).sort()).toEqual(
      [
        "query.created_after",
        "query.customer_id.0",
        "query.product_billing_type.0",
        "query.sorting.0",
        "query.status.0",
      ].sort(),
    );
  });
});
