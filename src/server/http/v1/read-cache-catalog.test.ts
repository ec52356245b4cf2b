import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import { readCached } from "../../test/fixtures/read-cache.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { createReadCache } from "./read-cache.js";

/** The catalog's other lists (benefits, meters, custom fields) answered from the read cache. */
describe("cached benefit, meter and custom field lists", () => {
  let t: TestApp;
  let a: Seller;
  let b: Seller;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createSeller(t, "Catalog reads A");
    b = await createSeller(t, "Catalog reads B");
  });
  afterAll(() => t.close());

  const cached = (seller: Seller, path: string) => readCached(t, seller, path);
  const names = (body: { items: Record<string, unknown>[] }, field: string) =>
    body.items.map((item) => item[field]);

  it("shows a benefit created, updated and deleted through the API at once", async () => {
    const path = "/v1/benefits/?limit=10";
    expect((await cached(a, path)).items).toEqual([]);
    const made = await a.api.post("/v1/benefits/", {
      type: "custom",
      description: "Members area",
      properties: { note: "Welcome" },
    });
    expect(made.status, made.text).toBe(201);
    expect(names((await a.api.get(path)).body, "description")).toEqual(["Members area"]);
    await cached(a, path);
    expect(
      (await a.api.patch(`/v1/benefits/${made.body.id}`, { type: "custom", description: "Lounge" })).status,
    ).toBe(200);
    expect(names((await a.api.get(path)).body, "description")).toEqual(["Lounge"]);
    await cached(a, path);
    expect((await a.api.delete(`/v1/benefits/${made.body.id}`)).status).toBe(204);
    expect((await a.api.get(path)).body.pagination.total_count).toBe(0);
    // The other organization never saw any of it.
    expect((await b.api.get(path)).body.items).toEqual([]);
  });

  it("shows meters and custom fields written through the API at once, and by SQL once its notice arrives", async () => {
    const meters = "/v1/meters/?limit=10";
    await cached(a, meters);
    const meter = await a.api.post("/v1/meters/", {
      name: "Calls",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
      aggregation: { func: "count" },
    });
    expect(meter.status, meter.text).toBe(201);
    expect(names((await a.api.get(meters)).body, "name")).toEqual(["Calls"]);
    await cached(a, meters);
    await t.ctx.db.execute(sql`update meter set name = 'Calls, renamed' where id = ${meter.body.id}`);
    await vi.waitFor(async () => {
      expect(names((await a.api.get(meters)).body, "name")).toEqual(["Calls, renamed"]);
    });

    const fields = "/v1/custom-fields/?limit=10";
    await cached(a, fields);
    const field = await a.api.post("/v1/custom-fields/", {
      type: "text",
      slug: "company",
      name: "Company",
      properties: {},
    });
    expect(field.status, field.text).toBe(201);
    expect(names((await a.api.get(fields)).body, "slug")).toEqual(["company"]);
    await cached(a, fields);
    await t.ctx.db.execute(sql`update custom_field set name = 'Company name' where id = ${field.body.id}`);
    await vi.waitFor(async () => {
      expect(names((await a.api.get(fields)).body, "name")).toEqual(["Company name"]);
    });
    expect((await b.api.get(meters)).body.items).toEqual([]);
    expect((await b.api.get(fields)).body.items).toEqual([]);
  });

  it("answers byte for byte what an uncached read answers", async () => {
    const failing = createReadCache(t.ctx.database, t.ctx.logger, {
      listen: async () => {
        throw new Error("cannot listen");
      },
    });
    const plain = buildApp({ ...t.ctx, reads: failing }, { web: false });
    const get = async (path: string) =>
      (await plain.request(path, { headers: { authorization: `Bearer ${a.token}` } })).text();
    await a.api.post("/v1/benefits/", { type: "custom", description: "Second", properties: { note: "" } });
    for (const path of ["/v1/benefits/?sorting=description", "/v1/meters/", "/v1/custom-fields/?limit=1"]) {
      await cached(a, path);
      const fromMemory = await a.api.get(path);
      expect(fromMemory.text).toBe(await get(path));
      expect(fromMemory.headers.get("content-type")).toBe("application/json");
    }
    await failing.close();
  });
});
