import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let customer: string;
let tokens: string;
const ids: Record<string, string> = {};

async function ingest(events: Record<string, unknown>[]) {
  const res = await seller.api.post("/v1/events/ingest", { events });
  expect(res.status, res.text).toBe(200);
}

/** The event named `name` (each name is used once). */
async function idOf(name: string): Promise<string> {
  const res = await seller.api.get(`/v1/events/?name=${encodeURIComponent(name)}`);
  expect(res.body.items.length, name).toBe(1);
  return res.body.items[0].id;
}

const names = async (query: string) => {
  const res = await seller.api.get(`/v1/events/?${query}&source=user&limit=100&sorting=timestamp`);
  expect(res.status, res.text).toBe(200);
  return (res.body.items as { name: string }[]).map((e) => e.name).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Treeco");
  other = await createSeller(t, "Othertree");
  customer = (await seller.api.post("/v1/customers/", { email: "ada@example.com" })).body.id;
  const meter = await seller.api.post("/v1/meters/", {
    name: "Tokens",
    filter: { conjunction: "and", clauses: [{ property: "model", operator: "like", value: "gpt" }] },
    aggregation: { func: "sum", property: "tokens" },
  });
  tokens = meter.body.id;
  // A tree: root → child → grandchild → great-grandchild, and a second root.
  await ingest([
    { name: "root", customer_id: customer, metadata: { model: "gpt-4", tokens: 10 } },
    { name: "lone", customer_id: customer, metadata: { model: "gpt-4", tokens: "many" } },
    { name: "claude", customer_id: customer, metadata: { model: "claude", tokens: 5 } },
  ]);
  ids.root = await idOf("root");
  await ingest([
    { name: "child", customer_id: customer, parent_id: ids.root, metadata: { model: "gpt-5", tokens: 1 } },
  ]);
  ids.child = await idOf("child");
  await ingest([{ name: "grandchild", customer_id: customer, parent_id: ids.child }]);
  ids.grandchild = await idOf("grandchild");
  await ingest([{ name: "great", customer_id: customer, parent_id: ids.grandchild }]);
});
afterAll(() => t.close());

describe("GET /v1/events/ tree filters", () => {
  it("depth alone: events with at most that many ancestors", async () => {
    expect(await names("depth=0")).toEqual(["claude", "lone", "root"]);
    expect(await names("depth=1")).toEqual(["child", "claude", "lone", "root"]);
    expect(await names("depth=3")).toEqual(["child", "claude", "grandchild", "great", "lone", "root"]);
  });

  it("parent_id alone: direct children; with depth: descendants up to that many levels", async () => {
    expect(await names(`parent_id=${ids.root}`)).toEqual(["child"]);
    expect(await names(`parent_id=${ids.root}&depth=2`)).toEqual(["child", "grandchild"]);
    expect(await names(`parent_id=${ids.root}&depth=5`)).toEqual(["child", "grandchild", "great"]);
    expect(await names(`parent_id=${ids.root}&depth=0`)).toEqual([]);
    expect(await names(`parent_id=${ids.child}&depth=1`)).toEqual(["grandchild"]);
  });

  it("rejects a depth outside 0–5", async () => {
    expect422(await seller.api.get("/v1/events/?depth=6"), ["query", "depth"]);
    expect422(await seller.api.get("/v1/events/?depth=-1"), ["query", "depth"]);
    expect422(await seller.api.get("/v1/events/?parent_id=x"), ["query", "parent_id"]);
  });
});

describe("GET /v1/events/ meter filters", () => {
  it("meter_id: the user events the meter counts (its filter, its property a number)", async () => {
    expect(await names(`meter_id=${tokens}`)).toEqual(["child", "root"]);
    expect422(await seller.api.get(`/v1/events/?meter_id=${ids.root}`), ["query", "meter_id"]);
    expect422(await other.api.get(`/v1/events/?meter_id=${tokens}`), ["query", "meter_id"]);
  });

  it("filter: a JSON meter filter", async () => {
    const filter = JSON.stringify({
      conjunction: "or",
      clauses: [
        { property: "model", operator: "eq", value: "claude" },
        { property: "name", operator: "like", value: "grand" },
      ],
    });
    expect(await names(`filter=${encodeURIComponent(filter)}`)).toEqual(["claude", "grandchild"]);
    const numeric = JSON.stringify({
      conjunction: "and",
      clauses: [{ property: "tokens", operator: "gte", value: 5 }],
    });
    expect(await names(`filter=${encodeURIComponent(numeric)}`)).toEqual(["claude", "root"]);
  });

  it("rejects a filter that is not JSON or not a meter filter, naming where", async () => {
    expect422(await seller.api.get("/v1/events/?filter=nope"), ["query", "filter"]);
    const bad = JSON.stringify({
      conjunction: "and",
      clauses: [{ property: "a", operator: "between", value: 1 }],
    });
    expect422(await seller.api.get(`/v1/events/?filter=${encodeURIComponent(bad)}`), [
      "query",
      "filter",
      "clauses",
      0,
    ]);
  });

  it("answers Polar's SDK with the same filters", async () => {
    const polar = new Polar({
      accessToken: seller.token,
      serverURL: "http://localhost:3000",
      httpClient: new HTTPClient({ fetcher: async (input, init) => t.app.request(input as Request, init) }),
    });
    const byMeter = await polar.events.list({ meterId: tokens, limit: 100 });
    expect(byMeter.items.map((e) => e.name).sort()).toEqual(["child", "root"]);
    const tree = await polar.events.list({ parentId: ids.root, depth: 2, limit: 100 });
    expect(tree.items.map((e) => e.name).sort()).toEqual(["child", "grandchild"]);
  });
});
