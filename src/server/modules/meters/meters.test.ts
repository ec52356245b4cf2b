import { Meter$inboundSchema } from "@polar-sh/sdk/models/components/meter.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { getMeter, serializeMeter } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Meterco");
  other = await createSeller(t, "Othermeter");
});
afterAll(() => t.close());

function expectMeter(body: unknown) {
  const parsed = Meter$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

const apiCalls = {
  name: "API calls",
  filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
  aggregation: { func: "count" },
};

async function makeMeter(s: Seller, body: Record<string, unknown>) {
  const res = await s.api.post("/v1/meters/", { ...apiCalls, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("POST /v1/meters/", () => {
  it("creates a meter in Polar's Meter shape", async () => {
    const res = await seller.api.post("/v1/meters/", {
      name: "Tokens used",
      filter: {
        conjunction: "and",
        clauses: [
          { property: "name", operator: "eq", value: "llm.completion" },
          {
            conjunction: "or",
            clauses: [
              { property: "model", operator: "like", value: "gpt%" },
              { property: "premium", operator: "eq", value: true },
              { property: "tokens", operator: "gte", value: 10 },
            ],
          },
        ],
      },
      aggregation: { func: "sum", property: "tokens" },
      metadata: { team: "ai" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectMeter(res.body);
    expect(res.body).toMatchObject({
      name: "Tokens used",
      unit: "scalar",
      custom_label: null,
      custom_multiplier: null,
      aggregation: { func: "sum", property: "tokens" },
      organization_id: seller.organizationId,
      metadata: { team: "ai" },
      modified_at: null,
      archived_at: null,
    });
    expect(res.body.filter.clauses[1].clauses).toHaveLength(3);
    const got = await seller.api.get(`/v1/meters/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it("accepts every aggregation function", async () => {
    for (const func of ["sum", "max", "min", "avg", "unique"]) {
      const m = await makeMeter(seller, { name: `agg ${func}`, aggregation: { func, property: "value" } });
      expectMeter(m);
      expect(m.aggregation).toEqual({ func, property: "value" });
    }
  });

  it("keeps a custom unit with its label, defaulting the multiplier to 1", async () => {
    const m = await makeMeter(seller, { name: "Requests", unit: "custom", custom_label: "request" });
    expectMeter(m);
    expect(m).toMatchObject({ unit: "custom", custom_label: "request", custom_multiplier: 1 });
    const noLabel = await seller.api.post("/v1/meters/", { ...apiCalls, unit: "custom" });
    expect(noLabel.status).toBe(422);
    expect(locs(noLabel.body)).toEqual(["body.custom_label"]);
  });

  it("requires a property for every aggregation but count", async () => {
    for (const func of ["sum", "max", "min", "avg", "unique"]) {
      const res = await seller.api.post("/v1/meters/", { ...apiCalls, aggregation: { func } });
      expect(res.status).toBe(422);
      expect(locs(res.body)).toContain("body.aggregation.property");
    }
    const empty = await seller.api.post("/v1/meters/", {
      ...apiCalls,
      aggregation: { func: "sum", property: " " },
    });
    expect(empty.status).toBe(422);
    expect(locs(empty.body)).toContain("body.aggregation.property");
    const unknown = await seller.api.post("/v1/meters/", { ...apiCalls, aggregation: { func: "median" } });
    expect(unknown.status).toBe(422);
    expect(locs(unknown.body)[0]).toMatch(/^body\.aggregation/);
  });

  it("validates filter clauses: operator, empty property, value type", async () => {
    const bad = await seller.api.post("/v1/meters/", {
      ...apiCalls,
      filter: {
        conjunction: "and",
        clauses: [
          { property: "", operator: "eq", value: "x" },
          { property: "a", operator: "between", value: "x" },
          { property: "b", operator: "eq", value: 1.5 },
        ],
      },
    });
    expect(bad.status).toBe(422);
    const l = locs(bad.body);
    expect(l.some((x) => x.startsWith("body.filter.clauses.0"))).toBe(true);
    expect(l.some((x) => x.startsWith("body.filter.clauses.1"))).toBe(true);
    expect(l.some((x) => x.startsWith("body.filter.clauses.2"))).toBe(true);
    const conj = await seller.api.post("/v1/meters/", {
      ...apiCalls,
      filter: { conjunction: "xor", clauses: [] },
    });
    expect(conj.status).toBe(422);
    expect(locs(conj.body)).toContain("body.filter.conjunction");
  });

  it("allows filters three levels deep and refuses a fourth", async () => {
    const leaf = { property: "name", operator: "eq", value: "x" };
    const three = {
      conjunction: "and",
      clauses: [{ conjunction: "or", clauses: [{ conjunction: "and", clauses: [leaf] }] }],
    };
    const ok = await seller.api.post("/v1/meters/", { ...apiCalls, name: "deep", filter: three });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expectMeter(ok.body);
    const four = {
      conjunction: "and",
      clauses: [
        {
          conjunction: "or",
          clauses: [{ conjunction: "and", clauses: [{ conjunction: "or", clauses: [leaf] }] }],
        },
      ],
    };
    const res = await seller.api.post("/v1/meters/", { ...apiCalls, filter: four });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.filter.clauses.0.clauses.0.clauses.0"]);
  });

  it("validates name, metadata and required fields", async () => {
    const res = await seller.api.post("/v1/meters/", { name: "ab", metadata: { ["k".repeat(41)]: "v" } });
    expect(res.status).toBe(422);
    const l = locs(res.body);
    expect(l).toContain("body.name");
    expect(l).toContain("body.filter");
    expect(l).toContain("body.aggregation");
    expect(l.some((x) => x.startsWith("body.metadata"))).toBe(true);
  });

  it("refuses to create a meter for another organization", async () => {
    const res = await seller.api.post("/v1/meters/", { ...apiCalls, organization_id: other.organizationId });
    expect(res.status).toBe(403);
  });
});

describe("GET /v1/meters/", () => {
  let archivedId: string;
  beforeAll(async () => {
    await makeMeter(other, { name: "Zeta storage", metadata: { env: "prod" } });
    await makeMeter(seller, { name: "Zeta storage", metadata: { env: "prod", tier: 2 } });
    await makeMeter(seller, { name: "Zeta bandwidth", metadata: { env: "staging" } });
    const archived = await makeMeter(seller, { name: "Zeta legacy", metadata: { env: "prod" } });
    archivedId = archived.id;
    const res = await seller.api.patch(`/v1/meters/${archivedId}`, { is_archived: true });
    expect(res.status).toBe(200);
  });

  it("lists only the caller's meters, sorted by name by default", async () => {
    const res = await seller.api.get("/v1/meters/", { query: { limit: 100 } });
    expect(res.status).toBe(200);
    for (const m of res.body.items) {
      expectMeter(m);
      expect(m.organization_id).toBe(seller.organizationId);
    }
    const names = res.body.items.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.body.pagination.total_count).toBe(res.body.items.length);
  });

  it("filters by query, is_archived and metadata", async () => {
    const q = await seller.api.get("/v1/meters/", { query: { query: "zeta" } });
    expect(q.body.items.map((m: { name: string }) => m.name)).toEqual([
      "Zeta bandwidth",
      "Zeta legacy",
      "Zeta storage",
    ]);
    const live = await seller.api.get("/v1/meters/", { query: { query: "zeta", is_archived: "false" } });
    expect(live.body.items.map((m: { name: string }) => m.name)).toEqual(["Zeta bandwidth", "Zeta storage"]);
    const archived = await seller.api.get("/v1/meters/", { query: { is_archived: "true" } });
    expect(archived.body.items.map((m: { id: string }) => m.id)).toEqual([archivedId]);
    const prod = await seller.api.get("/v1/meters/?metadata[env]=prod&is_archived=false");
    expect(prod.body.items.map((m: { name: string }) => m.name)).toEqual(["Zeta storage"]);
    const either = await seller.api.get("/v1/meters/?metadata[env]=prod&metadata[env]=staging&sorting=-name");
    expect(either.body.items.map((m: { name: string }) => m.name)).toEqual([
      "Zeta storage",
      "Zeta legacy",
      "Zeta bandwidth",
    ]);
    const tier = await seller.api.get("/v1/meters/?metadata[tier]=2");
    expect(tier.body.items).toHaveLength(1);
    const pct = await seller.api.get("/v1/meters/", { query: { query: "%" } });
    expect(pct.body.items).toHaveLength(0);
    const bad = await seller.api.get("/v1/meters/", { query: { is_archived: "maybe" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "is_archived"]);
  });

  it("filters by organization_id: another organization's id gives nothing", async () => {
    const mine = await seller.api.get("/v1/meters/", { query: { organization_id: seller.organizationId } });
    expect(mine.body.items.length).toBeGreaterThan(0);
    const theirs = await seller.api.get("/v1/meters/", { query: { organization_id: other.organizationId } });
    expect(theirs.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    const bad = await seller.api.get("/v1/meters/", { query: { organization_id: "nope" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc[0]).toBe("query");
    expect(bad.body.detail[0].loc[1]).toBe("organization_id");
  });

  it("paginates, sorts by created_at and clamps limit", async () => {
    const all = await seller.api.get("/v1/meters/", { query: { limit: 1000, sorting: "created_at" } });
    expect(all.status).toBe(200);
    const total = all.body.pagination.total_count;
    expect(total).toBeGreaterThan(3);
    expect(all.body.pagination.max_page).toBe(1);
    const created = all.body.items.map((m: { created_at: string }) => m.created_at);
    expect(created).toEqual([...created].sort());
    const page2 = await seller.api.get("/v1/meters/", {
      query: { limit: 2, page: 2, sorting: "created_at" },
    });
    expect(page2.body.items.map((m: { id: string }) => m.id)).toEqual(
      all.body.items.slice(2, 4).map((m: { id: string }) => m.id),
    );
    expect(page2.body.pagination).toEqual({ total_count: total, max_page: Math.ceil(total / 2) });
    const beyond = await seller.api.get("/v1/meters/", { query: { page: 999 } });
    expect(beyond.body.items).toEqual([]);
    const zero = await seller.api.get("/v1/meters/", { query: { page: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0].loc).toEqual(["query", "page"]);
    const badSort = await seller.api.get("/v1/meters/", { query: { sorting: "filter" } });
    expect(badSort.status).toBe(422);
  });
});

describe("GET and PATCH /v1/meters/{id}", () => {
  it("updates name, filter, aggregation, metadata and unit", async () => {
    const m = await makeMeter(seller, { name: "Editable", metadata: { a: 1 } });
    const res = await seller.api.patch(`/v1/meters/${m.id}`, {
      name: "Edited",
      filter: { conjunction: "or", clauses: [{ property: "source", operator: "ne", value: "test" }] },
      aggregation: { func: "max", property: "size" },
      metadata: { b: "two" },
      unit: "token",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectMeter(res.body);
    expect(res.body).toMatchObject({
      id: m.id,
      name: "Edited",
      filter: { conjunction: "or", clauses: [{ property: "source", operator: "ne", value: "test" }] },
      aggregation: { func: "max", property: "size" },
      metadata: { b: "two" },
      unit: "token",
      created_at: m.created_at,
    });
    expect(res.body.modified_at).not.toBeNull();
    const untouched = await seller.api.patch(`/v1/meters/${m.id}`, { name: null });
    expect(untouched.body.name).toBe("Edited");
  });

  it("archives with is_archived and restores with false", async () => {
    const m = await makeMeter(seller, { name: "Archivable" });
    const archived = await seller.api.patch(`/v1/meters/${m.id}`, { is_archived: true });
    expect(archived.status).toBe(200);
    expectMeter(archived.body);
    expect(Date.parse(archived.body.archived_at)).not.toBeNaN();
    const again = await seller.api.patch(`/v1/meters/${m.id}`, { is_archived: true });
    expect(again.body.archived_at).toBe(archived.body.archived_at);
    const restored = await seller.api.patch(`/v1/meters/${m.id}`, { is_archived: false });
    expect(restored.body.archived_at).toBeNull();
  });

  it("validates updates like creates", async () => {
    const m = await makeMeter(seller, { name: "Validated" });
    const res = await seller.api.patch(`/v1/meters/${m.id}`, {
      name: "x",
      aggregation: { func: "avg" },
      filter: { conjunction: "and", clauses: [{ property: " ", operator: "eq", value: 1 }] },
    });
    expect(res.status).toBe(422);
    const l = locs(res.body);
    expect(l).toContain("body.name");
    expect(l).toContain("body.aggregation.property");
    expect(l).toContain("body.filter.clauses.0.property");
    const custom = await seller.api.patch(`/v1/meters/${m.id}`, { unit: "custom" });
    expect(custom.status).toBe(422);
    expect(locs(custom.body)).toEqual(["body.custom_label"]);
    const labelled = await seller.api.patch(`/v1/meters/${m.id}`, {
      unit: "custom",
      custom_label: "GB",
      custom_multiplier: 1000,
    });
    expect(labelled.body).toMatchObject({ unit: "custom", custom_label: "GB", custom_multiplier: 1000 });
    const zero = await seller.api.patch(`/v1/meters/${m.id}`, { custom_multiplier: 0 });
    expect(zero.status).toBe(422);
    expect(locs(zero.body)).toEqual(["body.custom_multiplier"]);
  });

  it("answers 404 for another organization's meter and 422 for a malformed id", async () => {
    const m = await makeMeter(seller, { name: "Private" });
    const get = await other.api.get(`/v1/meters/${m.id}`);
    expect(get.status).toBe(404);
    expect(get.body.error).toBe("ResourceNotFound");
    const patch = await other.api.patch(`/v1/meters/${m.id}`, { name: "Stolen" });
    expect(patch.status).toBe(404);
    const after = await seller.api.get(`/v1/meters/${m.id}`);
    expect(after.body.name).toBe("Private");
    const missing = await seller.api.get("/v1/meters/0190a8c0-0000-7000-8000-000000000000");
    expect(missing.status).toBe(404);
    const malformed = await seller.api.get("/v1/meters/not-a-uuid");
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].loc).toEqual(["path", "id"]);
  });

  it("needs the meters scopes", async () => {
    const narrow = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "read only",
      scopes: ["meters:read"],
    });
    const headers = { authorization: `Bearer ${narrow.body.token}` };
    const read = await t.client().get("/v1/meters/", { noOrigin: true, headers });
    expect(read.status).toBe(200);
    const write = await t.client().post("/v1/meters/", apiCalls, { noOrigin: true, headers });
    expect(write.status).toBe(403);
  });

  it("documents the meter routes in the OpenAPI document", async () => {
    const res = await t.client().get("/v1/openapi.json", { noOrigin: true });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/v1/meters/", "/v1/meters/{id}"]));
    expect(res.body.components.schemas.Filter).toBeDefined();
  });
});

describe("meters service exports", () => {
  it("getMeter returns the organization's row or null, and serializeMeter gives the wire shape", async () => {
    const m = await makeMeter(seller, { name: "Exported" });
    const row = await getMeter(t.ctx, seller.organizationId, m.id);
    expect(row).not.toBeNull();
    expect(serializeMeter(row!)).toEqual(m);
    expect(await getMeter(t.ctx, other.organizationId, m.id)).toBeNull();
  });
});
