import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, makeOrder } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
const r: Record<string, string> = {};
const orders: Record<string, string> = {};
let alice: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Listing refunds");
  other = await createSeller(t, "Other refunds");
  alice = await makeCustomer(t, seller, { externalId: "ext_alice" });
  const a = await makeOrder(t, seller, { customerId: alice, items: [1000] });
  const b = await makeOrder(t, seller, { items: [5000] });
  orders.a = a.id;
  orders.b = b.id;
  const post = async (orderId: string, amount: number) => {
    const res = await seller.api.post("/v1/refunds/", { order_id: orderId, amount, reason: "other" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  r.a1 = await post(a.id, 100);
  r.b1 = await post(b.id, 3000);
  r.a2 = await post(a.id, 50);
  const foreign = await makeOrder(t, other, { items: [900] });
  await other.api.post("/v1/refunds/", { order_id: foreign.id, amount: 900, reason: "other" });
});
afterAll(() => t.close());

async function listIds(query: string) {
  const res = await seller.api.get(`/v1/refunds/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((i: { id: string }) => i.id) as string[];
}

describe("GET /v1/refunds/", () => {
  it("lists the organization's refunds, newest first", async () => {
    const res = await seller.api.get("/v1/refunds/?limit=2");
    expect(res.body.pagination).toEqual({ total_count: 3, max_page: 2 });
    expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([r.a2, r.b1]);
  });

  it("filters by id, order, customer, external customer id, subscription and succeeded", async () => {
    expect(await listIds(`id=${r.a1}&id=${r.b1}`)).toEqual([r.b1, r.a1]);
    expect(await listIds(`order_id=${orders.a}`)).toEqual([r.a2, r.a1]);
    expect(await listIds(`customer_id=${alice}`)).toEqual([r.a2, r.a1]);
    expect(await listIds("external_customer_id=ext_alice")).toEqual([r.a2, r.a1]);
    expect(await listIds("subscription_id=0190f2a4-0000-7000-8000-0000000000aa")).toEqual([]);
    expect(await listIds("succeeded=true")).toHaveLength(3);
    expect(await listIds("succeeded=false")).toEqual([]);
    expect(await listIds(`organization_id=${other.organizationId}`)).toEqual([]);
  });

  it("sorts by amount and creation", async () => {
    expect(await listIds("sorting=amount")).toEqual([r.a2, r.a1, r.b1]);
    expect(await listIds("sorting=-amount")).toEqual([r.b1, r.a1, r.a2]);
    expect(await listIds("sorting=created_at")).toEqual([r.a1, r.b1, r.a2]);
  });

  it("never shows another organization's refunds, even by id", async () => {
    expect((await other.api.get(`/v1/refunds/?id=${r.a1}`)).body.items).toEqual([]);
    expect((await other.api.get("/v1/refunds/")).body.pagination.total_count).toBe(1);
  });

  it("answers 422 naming bad filters", async () => {
    const res = await seller.api.get("/v1/refunds/?order_id=1&succeeded=maybe&sorting=reason");
    expect(res.status).toBe(422);
    expect(locs(res.body).sort()).toEqual(["query.order_id.0", "query.sorting.0", "query.succeeded"]);
  });
});
