import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import { readCached } from "../../test/fixtures/read-cache.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { createReadCache } from "./read-cache.js";

const product = (name: string) => ({
  name,
  prices: [{ amount_type: "fixed", price_amount: 1000, price_currency: "usd" }],
});

describe("cached /v1 lists through HTTP", () => {
  let t: TestApp;
  let a: Seller;
  let b: Seller;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createSeller(t, "Reads A");
    b = await createSeller(t, "Reads B");
  });
  afterAll(() => t.close());

  const cached = (seller: Seller, path: string) => readCached(t, seller, path);

  it("shows a create, an update and an archive at once in the next list", async () => {
    const path = "/v1/products/?limit=5";
    expect((await cached(a, path)).items).toEqual([]);
    const created = await a.api.post("/v1/products/", product("First"));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await a.api.get(path)).body.items.map((p: { name: string }) => p.name)).toEqual(["First"]);

    await cached(a, path);
    expect((await a.api.patch(`/v1/products/${id}`, { name: "Renamed" })).status).toBe(200);
    expect((await a.api.get(path)).body.items[0].name).toBe("Renamed");

    await cached(a, `${path}&is_archived=false`);
    expect((await a.api.patch(`/v1/products/${id}`, { is_archived: true })).status).toBe(200);
    expect((await a.api.get(`${path}&is_archived=false`)).body.items).toEqual([]);
  });

  it("shows customers created and deleted at once, and the token list after a revoke", async () => {
    const path = "/v1/customers/?limit=10";
    await cached(a, path);
    const created = await a.api.post("/v1/customers/", { email: "reads@example.com" });
    expect(created.status).toBe(201);
    const listed = (await a.api.get(path)).body;
    expect(listed.pagination.total_count).toBe(1);
    await cached(a, path);
    expect((await a.api.delete(`/v1/customers/${created.body.id}`)).status).toBe(204);
    expect((await a.api.get(path)).body.pagination.total_count).toBe(0);

    const tokens = "/v1/organization-access-tokens/";
    const before = (await cached(a, tokens)).pagination.total_count as number;
    const made = await a.api.post(tokens, { comment: "short-lived", scopes: ["products:read"] });
    expect((await a.api.get(tokens)).body.pagination.total_count).toBe(before + 1);
    await cached(a, tokens);
    const id = made.body.organization_access_token.id as string;
    expect((await a.api.delete(`${tokens}${id}`)).status).toBe(204);
    expect((await a.api.get(tokens)).body.pagination.total_count).toBe(before);
  });

  it("shows a write made by another connection once its notice arrives", async () => {
    const path = "/v1/products/?limit=5&sorting=name";
    const made = await a.api.post("/v1/products/", product("Raw"));
    await cached(a, path);
    await t.ctx.db.execute(sql`update product set name = 'Raw, renamed' where id = ${made.body.id}`);
    await vi.waitFor(async () => {
      const names = (await a.api.get(path)).body.items.map((p: { name: string }) => p.name);
      expect(names).toContain("Raw, renamed");
    });
    // A price (another table the page reads) changed by SQL too.
    await cached(a, path);
    await t.ctx.db.execute(
      sql`update product_price set price_amount = 4242 where product_id = ${made.body.id}`,
    );
    await vi.waitFor(async () => {
      const items = (await a.api.get(path)).body.items as {
        id: string;
        prices: { price_amount: number }[];
      }[];
      expect(items.find((p) => p.id === made.body.id)?.prices[0]?.price_amount).toBe(4242);
    });
  });

  it("never shares answers between organizations or lets a cached answer skip a scope check", async () => {
    const path = "/v1/products/?limit=3";
    await a.api.post("/v1/products/", product("Only A's"));
    const ofA = await cached(a, path);
    const ofB = (await b.api.get(path)).body;
    expect(ofA.items.length).toBeGreaterThan(0);
    expect(ofB.items).toEqual([]);
    // The same request with the other organization's id names: still the caller's own answer.
    const query = `${path}&organization_id=${a.organizationId}`;
    await cached(a, query);
    expect((await b.api.get(query)).body.items).toEqual([]);

    const narrow = await a.api.post("/v1/organization-access-tokens/", {
      comment: "customers only",
      scopes: ["customers:read"],
    });
    const token = narrow.body.token as string;
    const res = await t.client().get(path, { noOrigin: true, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  });

  it("answers byte for byte what an uncached read answers, and reads through when it cannot listen", async () => {
    const failing = createReadCache(t.ctx.database, t.ctx.logger, {
      listen: async () => {
        throw new Error("cannot listen");
      },
    });
    const plain = buildApp({ ...t.ctx, reads: failing }, { web: false });
    const get = async (path: string) =>
      (await plain.request(path, { headers: { authorization: `Bearer ${a.token}` } })).text();
    for (const path of [
      "/v1/products/?limit=2&page=2&sorting=-name",
      "/v1/customers/",
      "/v1/organization-access-tokens/?limit=1",
    ]) {
      await cached(a, path);
      const fromMemory = await a.api.get(path);
      expect(fromMemory.text).toBe(await get(path));
      expect(fromMemory.headers.get("content-type")).toBe("application/json");
    }
    // Bypassed: a write by SQL is seen at once, with nothing to wait for.
    const made = await a.api.post("/v1/products/", product("Bypass"));
    for (let i = 0; i < 3; i++) await get("/v1/products/?limit=100");
    await t.ctx.db.execute(sql`update product set name = 'Bypass, renamed' where id = ${made.body.id}`);
    expect(await get("/v1/products/?limit=100")).toContain("Bypass, renamed");
    expect(failing.stats.hits).toBe(0);
    await failing.close();
  });
});
