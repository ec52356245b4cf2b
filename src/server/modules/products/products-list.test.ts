import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectProduct, fixed, makeMeter, makeProduct } from "../../test/fixtures/products-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

describe("GET /v1/products/{id}", () => {
  it("returns the product, 404 for another organization's, 422 for a malformed id", async () => {
    const made = await makeProduct(seller);
    const res = await seller.api.get(`/v1/products/${made.id}`);
    expect(res.status).toBe(200);
    expectProduct(res.body);
    expect(res.body).toEqual(made);
    const foreign = await other.api.get(`/v1/products/${made.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("ResourceNotFound");
    const bad = await seller.api.get("/v1/products/not-a-uuid");
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["path.id"]);
  });
});

describe("GET /v1/products/", () => {
  let s: Seller;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await createSeller(t, "Lister");
    const meter = await makeMeter(s, "Lister meter");
    ids.cheap = (
      await makeProduct(s, { name: "Cheap thing", prices: [fixed(100)], metadata: { color: "red" } })
    ).id;
    ids.dear = (
      await makeProduct(s, { name: "Dear thing", prices: [fixed(9000)], visibility: "private" })
    ).id;
    ids.free = (
      await makeProduct(s, { name: "Free sample", prices: [{ amount_type: "free" }], visibility: "draft" })
    ).id;
    ids.pwyw = (
      await makeProduct(s, {
        name: "Pay what you want",
        prices: [{ amount_type: "custom", minimum_amount: 500 }],
        metadata: { color: "blue" },
      })
    ).id;
    ids.sub = (
      await makeProduct(s, {
        name: "Monthly plan",
        recurring_interval: "month",
        prices: [fixed(2000), { amount_type: "metered_unit", meter_id: meter.id, unit_amount: 1 }],
      })
    ).id;
  });

  const list = async (query: Record<string, string | string[] | number>) => {
    const params = new URLSearchParams({ limit: "100" });
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) params.append(k, String(one));
    const res = await s.api.get(`/v1/products/?${params}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const item of res.body.items) expectProduct(item);
    return res.body.items.map((p: { id: string }) => p.id) as string[];
  };

  it("lists newest first by default, with pagination", async () => {
    expect(await list({})).toEqual([ids.sub, ids.pwyw, ids.free, ids.dear, ids.cheap]);
    const page = await s.api.get("/v1/products/", { query: { limit: 2, page: 3 } });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.pagination).toEqual({ total_count: 5, max_page: 3 });
    const beyond = await s.api.get("/v1/products/", { query: { limit: 2, page: 9 } });
    expect(beyond.body.items).toEqual([]);
    const zero = await s.api.get("/v1/products/", { query: { limit: 0 } });
    expect(zero.status).toBe(422);
    expect(locs(zero.body)).toEqual(["query.limit"]);
    const clamped = await s.api.get("/v1/products/", { query: { limit: 1000 } });
    expect(clamped.body.pagination.max_page).toBe(1);
  });

  it("filters by id, query, recurrence, visibility and metadata", async () => {
    expect((await list({ id: [ids.cheap!, ids.dear!] })).sort()).toEqual([ids.cheap, ids.dear].sort());
    expect(await list({ query: "THING" })).toEqual([ids.dear, ids.cheap]);
    expect(await list({ query: "%" })).toEqual([]);
    expect(await list({ is_recurring: "true" })).toEqual([ids.sub]);
    expect(await list({ is_recurring: "false" })).toHaveLength(4);
    expect((await list({ visibility: ["draft", "private"] })).sort()).toEqual([ids.free, ids.dear].sort());
    expect(await list({ "metadata[color]": "red" })).toEqual([ids.cheap]);
    expect((await list({ "metadata[color]": ["red", "blue"] })).sort()).toEqual([ids.cheap, ids.pwyw].sort());
    expect(await list({ organization_id: seller.organizationId })).toEqual([]);
    expect(await list({ organization_id: s.organizationId })).toHaveLength(5);
    const bad = await s.api.get("/v1/products/", { query: { is_recurring: "maybe" } });
    expect(locs(bad.body)).toEqual(["query.is_recurring"]);
    const badId = await s.api.get("/v1/products/", { query: { id: "x" } });
    expect(badId.status).toBe(422);
  });

  it("sorts by name, price amount type and price amount", async () => {
    expect(await list({ sorting: "name" })).toEqual([ids.cheap, ids.dear, ids.free, ids.sub, ids.pwyw]);
    expect(await list({ sorting: "price_amount" })).toEqual([
      ids.free,
      ids.cheap,
      ids.pwyw,
      ids.sub,
      ids.dear,
    ]);
    expect((await list({ sorting: "-price_amount" }))[0]).toBe(ids.dear);
    const byType = await list({ sorting: ["price_amount_type", "name"] });
    expect(byType).toEqual([ids.free, ids.pwyw, ids.cheap, ids.dear, ids.sub]);
    const bad = await s.api.get("/v1/products/", { query: { sorting: "secret" } });
    expect(bad.status).toBe(422);
  });

  it("never lists another organization's products", async () => {
    const theirs = await list({});
    const mine = await seller.api.get("/v1/products/", { query: { limit: 100 } });
    for (const item of mine.body.items) expect(theirs).not.toContain(item.id);
  });
});
