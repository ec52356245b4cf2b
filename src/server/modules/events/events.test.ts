import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { EventName$inboundSchema } from "@polar-sh/sdk/models/components/eventname.js";
import { EventsIngestResponse$inboundSchema } from "@polar-sh/sdk/models/components/eventsingestresponse.js";
import { UserEvent$inboundSchema } from "@polar-sh/sdk/models/components/userevent.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let customer: { id: string; external_id: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Eventco");
  other = await createSeller(t, "Otherevents");
  const res = await seller.api.post("/v1/customers/", { email: "ada@example.com", external_id: "usr_ada" });
  expect(res.status, res.text).toBe(201);
  customer = res.body;
});
afterAll(() => t.close());

function expectSdk(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
}

const ago = (ms: number) => new Date(t.ctx.clock.now().getTime() - ms).toISOString();

async function ingest(s: Seller, events: Record<string, unknown>[]) {
  const res = await s.api.post("/v1/events/ingest", { events });
  expect(res.status, res.text).toBe(200);
  expectSdk(EventsIngestResponse$inboundSchema, res.body);
  return res.body as { inserted: number; duplicates: number };
}

describe("POST /v1/events/ingest", () => {
  it("stores events for a customer id and an external id, readable as Polar's UserEvent", async () => {
    const at = ago(60_000);
    const result = await ingest(seller, [
      { name: "api.call", customer_id: customer.id, timestamp: at, metadata: { tokens: 12, model: "m1" } },
      { name: "api.call", external_customer_id: "usr_ada", metadata: { tokens: 3 } },
    ]);
    expect(result).toEqual({ inserted: 2, duplicates: 0 });

    const list = await seller.api.get(`/v1/events/?customer_id=${customer.id}&source=user&sorting=timestamp`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    for (const e of list.body.items) expectSdk(UserEvent$inboundSchema, e);
    const [first, second] = list.body.items;
    expect(first).toMatchObject({
      timestamp: at,
      organization_id: seller.organizationId,
      customer_id: customer.id,
      external_customer_id: "usr_ada",
      name: "api.call",
      label: "api.call",
      source: "user",
      metadata: { tokens: 12, model: "m1" },
      parent_id: null,
      child_count: 0,
    });
    expect(first.customer.id).toBe(customer.id);
    expect(second.customer.id).toBe(customer.id);

    const got = await seller.api.get(`/v1/events/${first.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(first);
  });

  it("defaults the timestamp to now and links children by external id", async () => {
    const before = t.ctx.clock.now().getTime();
    await ingest(seller, [
      { name: "job.run", external_customer_id: "usr_ada", external_id: "job-1" },
      { name: "job.step", external_customer_id: "usr_ada", external_id: "job-1-a", parent_id: "job-1" },
    ]);
    await ingest(seller, [{ name: "job.step", external_customer_id: "usr_ada", parent_id: "job-1" }]);
    const list = await seller.api.get("/v1/events/?name=job.run&name=job.step&sorting=timestamp");
    const parent = list.body.items.find((e: { name: string }) => e.name === "job.run");
    expect(new Date(parent.timestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(parent.child_count).toBe(2);
    const children = list.body.items.filter((e: { parent_id: string }) => e.parent_id === parent.id);
    expect(children).toHaveLength(2);
    const byId = await ingest(seller, [
      { name: "job.step", external_customer_id: "usr_ada", parent_id: parent.id },
    ]);
    expect(byId.inserted).toBe(1);
  });

  it("deduplicates by external_id within a batch and across batches", async () => {
    const e = (id: string) => ({ name: "dedupe", external_customer_id: "usr_ada", external_id: id });
    expect(await ingest(seller, [e("d1"), e("d2"), e("d1")])).toEqual({ inserted: 2, duplicates: 1 });
    expect(await ingest(seller, [e("d1"), e("d3"), e("d2")])).toEqual({ inserted: 1, duplicates: 2 });
    const list = await seller.api.get("/v1/events/?name=dedupe");
    expect(list.body.pagination.total_count).toBe(3);
    // Of two events with one key in a batch, the first is stored, wherever the key sorts.
    const first = await ingest(seller, [
      { ...e("z-first"), metadata: { n: 1 } },
      e("a-other"),
      { ...e("z-first"), metadata: { n: 2 } },
    ]);
    expect(first).toEqual({ inserted: 2, duplicates: 1 });
    const kept = await seller.api.get("/v1/events/?name=dedupe&metadata[n]=1");
    expect(kept.body.pagination.total_count).toBe(1);
    expect((await seller.api.get("/v1/events/?name=dedupe&metadata[n]=2")).body.pagination.total_count).toBe(
      0,
    );
    // Another organization's external ids are its own.
    expect(await ingest(other, [e("d1")])).toEqual({ inserted: 1, duplicates: 0 });
  });

  it("inserts each external_id once under 10 concurrent duplicate batches", async () => {
    const batch = Array.from({ length: 20 }, (_, i) => ({
      name: "burst",
      external_customer_id: "usr_burst",
      external_id: `burst-${i % 15}`,
    }));
    // Each client sends the batch in another order.
    const rotated = (k: number) => [...batch.slice(k * 2), ...batch.slice(0, k * 2)];
    const results = await Promise.all(Array.from({ length: 10 }, (_, k) => ingest(seller, rotated(k))));
    const inserted = results.reduce((n, r) => n + r.inserted, 0);
    const duplicates = results.reduce((n, r) => n + r.duplicates, 0);
    expect(inserted).toBe(15);
    expect(inserted + duplicates).toBe(200);
    const list = await seller.api.get("/v1/events/?name=burst&limit=100");
    expect(list.body.pagination.total_count).toBe(15);
    expect(new Set(list.body.items.map((e: { id: string }) => e.id)).size).toBe(15);
  });

  it("rejects a future timestamp, naive timestamps and a missing customer, storing nothing", async () => {
    const future = new Date(t.ctx.clock.now().getTime() + 3_600_000).toISOString();
    const res = await seller.api.post("/v1/events/ingest", {
      events: [
        { name: "bad.batch", external_customer_id: "usr_ada" },
        { name: "bad.batch", external_customer_id: "usr_ada" },
        { name: "bad.batch", external_customer_id: "usr_ada" },
        { name: "bad.batch", external_customer_id: "usr_ada", timestamp: future },
      ],
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.error).toBe("RequestValidationError");
    expect(locs(res.body)).toEqual(["body.events.3.timestamp"]);

    const shape = await seller.api.post("/v1/events/ingest", {
      events: [
        { name: "bad.batch", external_customer_id: "usr_ada", timestamp: "2026-01-01T00:00:00" },
        { name: "bad.batch" },
        { name: "x".repeat(129), external_customer_id: "usr_ada" },
        { name: "bad.batch", external_customer_id: "usr_ada", metadata: { ["k".repeat(41)]: 1 } },
      ],
    });
    expect(shape.status).toBe(422);
    expect(locs(shape.body)).toEqual([
      "body.events.0.timestamp",
      "body.events.1.customer_id",
      "body.events.2.name",
      `body.events.3.metadata.${"k".repeat(41)}`,
    ]);

    const list = await seller.api.get("/v1/events/?name=bad.batch");
    expect(list.body.pagination.total_count).toBe(0);
  });

  it("answers 422 on a customer_id that is unknown or another organization's, and on an unknown parent", async () => {
    const theirs = await other.api.post("/v1/customers/", { email: "bob@example.com" });
    const res = await seller.api.post("/v1/events/ingest", {
      events: [
        { name: "x", customer_id: theirs.body.id },
        { name: "x", customer_id: "00000000-0000-4000-8000-000000000000" },
        { name: "x", external_customer_id: "usr_ada", parent_id: "nope" },
        { name: "x", external_customer_id: "usr_ada", organization_id: other.organizationId },
      ],
    });
    expect(res.status, res.text).toBe(422);
    expect(locs(res.body).sort()).toEqual([
      "body.events.0.customer_id",
      "body.events.1.customer_id",
      "body.events.2.parent_id",
      "body.events.3.organization_id",
    ]);
  });

  it("writes nothing of a batch naming a deleted customer (keys unclaimed), and counts the corrected retry once", async () => {
    const gone = await seller.api.post("/v1/customers/", { email: "gone@example.com" });
    expect((await seller.api.delete(`/v1/customers/${gone.body.id}`)).status).toBe(204);
    const batch = (customerId: string) => [
      { name: "retry.me", external_customer_id: "usr_ada", external_id: "retry-1" },
      { name: "retry.new", customer_id: customerId.toUpperCase(), external_id: "retry-2" },
      { name: "retry.me", external_customer_id: "usr_ada", external_id: "retry-0" },
    ];
    const res = await seller.api.post("/v1/events/ingest", { events: batch(gone.body.id) });
    expect(res.status, res.text).toBe(422);
    expect(locs(res.body)).toEqual(["body.events.1.customer_id"]);
    expect((await seller.api.get("/v1/events/?name=retry.me")).body.pagination.total_count).toBe(0);
    const names = await seller.api.get("/v1/event-types/?query=retry.new");
    expect(names.body.items).toHaveLength(0);

    expect(await ingest(seller, batch(customer.id))).toEqual({ inserted: 3, duplicates: 0 });
    expect(await ingest(seller, batch(customer.id))).toEqual({ inserted: 0, duplicates: 3 });
    const stored = await seller.api.get("/v1/events/?name=retry.new");
    expect(stored.body.items[0]).toMatchObject({ customer_id: customer.id, external_customer_id: "usr_ada" });
  });

  it("keeps events of an external customer id with no customer yet and shows them once it exists", async () => {
    await ingest(seller, [{ name: "late", external_customer_id: "usr_late", metadata: { n: 1 } }]);
    const before = await seller.api.get("/v1/events/?external_customer_id=usr_late");
    expect(before.body.items).toHaveLength(1);
    expect(before.body.items[0]).toMatchObject({
      customer_id: null,
      customer: null,
      external_customer_id: "usr_late",
    });
    expectSdk(UserEvent$inboundSchema, before.body.items[0]);

    const created = await seller.api.post("/v1/customers/", {
      email: "late@example.com",
      external_id: "usr_late",
    });
    expect(created.status, created.text).toBe(201);
    const after = await seller.api.get(`/v1/events/?customer_id=${created.body.id}&source=user`);
    expect(after.body.items).toHaveLength(1);
    expect(after.body.items[0]).toMatchObject({
      customer_id: created.body.id,
      external_customer_id: "usr_late",
    });
    expect(after.body.items[0].customer.id).toBe(created.body.id);
  });

  it("rejects a NUL character in a name", async () => {
    const res = await seller.api.post("/v1/events/ingest", {
      events: [{ name: "a\u0000b", external_customer_id: "usr_ada" }],
    });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.events.0.name"]);
  });
});

describe("GET /v1/events/ filters and GET /v1/events/names", () => {
  it("filters by time range, source, query and metadata", async () => {
    await ingest(seller, [
      {
        name: "filter.a",
        external_customer_id: "usr_f",
        timestamp: ago(3 * 3_600_000),
        metadata: { plan: "pro" },
      },
      {
        name: "filter.a",
        external_customer_id: "usr_f",
        timestamp: ago(2 * 3_600_000),
        metadata: { plan: "free" },
      },
      {
        name: "filter.b",
        external_customer_id: "usr_f",
        timestamp: ago(3_600_000),
        metadata: { plan: "pro" },
      },
    ]);
    const q = (s: string) => seller.api.get(`/v1/events/?external_customer_id=usr_f&${s}`);
    expect((await q("")).body.pagination.total_count).toBe(3);
    expect((await q("metadata[plan]=pro")).body.pagination.total_count).toBe(2);
    expect(
      (await q(`start_timestamp=${encodeURIComponent(ago(2.5 * 3_600_000))}`)).body.pagination.total_count,
    ).toBe(2);
    expect(
      (await q(`end_timestamp=${encodeURIComponent(ago(2.5 * 3_600_000))}`)).body.pagination.total_count,
    ).toBe(1);
    expect((await q("query=.B")).body.items.map((e: { name: string }) => e.name)).toEqual(["filter.b"]);
    expect((await q("source=system")).body.pagination.total_count).toBe(0);
    const desc = (await q("limit=2")).body;
    expect(desc.pagination).toEqual({ total_count: 3, max_page: 2 });
    expect(desc.items[0].name).toBe("filter.b");
    expect((await q("sorting=bogus")).status).toBe(422);
  });

  it("lists names with occurrences, first and last seen", async () => {
    const res = await seller.api.get("/v1/events/names?external_customer_id=usr_f&sorting=name");
    expect(res.status, res.text).toBe(200);
    for (const n of res.body.items) expectSdk(EventName$inboundSchema, n);
    expect(res.body.items.map((n: { name: string; occurrences: number }) => [n.name, n.occurrences])).toEqual(
      [
        ["filter.a", 2],
        ["filter.b", 1],
      ],
    );
    expect(res.body.items[0]).toMatchObject({ source: "user", label: "filter.a" });
    expect(new Date(res.body.items[0].first_seen).getTime()).toBeLessThan(
      new Date(res.body.items[0].last_seen).getTime(),
    );
    expect(res.body.pagination.total_count).toBe(2);
  });

  it("shows another organization nothing", async () => {
    const mine = await seller.api.get("/v1/events/?limit=1");
    const id = mine.body.items[0].id;
    expect((await other.api.get(`/v1/events/${id}`)).status).toBe(404);
    const theirs = await other.api.get("/v1/events/?limit=100");
    expect(
      theirs.body.items.every((e: { organization_id: string }) => e.organization_id === other.organizationId),
    ).toBe(true);
    const names = await other.api.get("/v1/events/names?source=user");
    expect(names.body.items.map((n: { name: string }) => n.name)).toEqual(["dedupe"]);
    expect((await other.api.get(`/v1/events/?customer_id=${customer.id}`)).body.pagination.total_count).toBe(
      0,
    );
  });
});

describe("@polar-sh/sdk against /v1/events", () => {
  it("ingests, lists, gets and lists names without response validation errors", async () => {
    const polar = new Polar({
      accessToken: seller.token,
      serverURL: "http://localhost:3000",
      httpClient: new HTTPClient({ fetcher: async (input, init) => t.app.request(input as Request, init) }),
    });
    const sent = {
      name: "sdk.call",
      externalCustomerId: "usr_ada",
      externalId: "sdk-1",
      timestamp: new Date(t.ctx.clock.now().getTime() - 1000),
      metadata: { tokens: 7 },
    };
    expect(await polar.events.ingest({ events: [sent, sent] })).toEqual({ inserted: 1, duplicates: 1 });
    const page = await polar.events.list({ name: "sdk.call" });
    const items = page.items;
    expect(items.map((e) => [e.name, e.source])).toEqual([["sdk.call", "user"]]);
    const one = await polar.events.get({ id: items[0]!.id });
    expect(one).toMatchObject({ name: "sdk.call", externalCustomerId: "usr_ada", metadata: { tokens: 7 } });
    const names = await polar.events.listNames({ query: "sdk." });
    expect(names.result.items.map((n) => [n.name, n.occurrences])).toEqual([["sdk.call", 1]]);
  });
});

/** One row of a raw query, on either driver (both answer `{rows}`). */
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

describe("storage", () => {
  it("keeps events in a table partitioned by timestamp (the default partition until range partitions exist)", async () => {
    const kind = await one<{ relkind: string }>(sql`select relkind from pg_class where relname = 'event'`);
    expect(kind.relkind).toBe("p");
    const stored = await one<{ n: number }>(sql`select count(*)::int as n from event_default`);
    expect(stored.n).toBeGreaterThan(0);
  });
});

describe("customer resolution at ingestion", () => {
  it("records the live customer holding an external id, keeping the external id as sent", async () => {
    await ingest(seller, [
      { name: "resolve.known", external_customer_id: "usr_ada", external_id: "resolve-1" },
      { name: "resolve.unknown", external_customer_id: "usr_nobody_yet", external_id: "resolve-2" },
      { name: "resolve.by_id", customer_id: customer.id.toUpperCase(), external_id: "resolve-3" },
    ]);
    const stored = (await t.ctx.db.execute(
      sql`select name, customer_id, external_customer_id from event where external_id like 'resolve-%' order by name`,
    )) as unknown as {
      rows: { name: string; customer_id: string | null; external_customer_id: string | null }[];
    };
    expect(stored.rows).toEqual([
      { name: "resolve.by_id", customer_id: customer.id, external_customer_id: "usr_ada" },
      { name: "resolve.known", customer_id: customer.id, external_customer_id: "usr_ada" },
      { name: "resolve.unknown", customer_id: null, external_customer_id: "usr_nobody_yet" },
    ]);
  });
});

describe("GET /v1/events/?parent_id", () => {
  it("lists the direct children of an event", async () => {
    await ingest(seller, [
      { name: "tree.root", external_customer_id: "usr_ada", external_id: "tree-root" },
      { name: "tree.child", external_customer_id: "usr_ada", external_id: "tree-a", parent_id: "tree-root" },
      { name: "tree.child", external_customer_id: "usr_ada", external_id: "tree-b", parent_id: "tree-root" },
      { name: "tree.grandchild", external_customer_id: "usr_ada", parent_id: "tree-a" },
    ]);
    const root = await seller.api.get("/v1/events/?name=tree.root");
    const rootId = root.body.items[0].id;
    expect(root.body.items[0].child_count).toBe(2);
    const children = await seller.api.get(`/v1/events/?parent_id=${rootId}`);
    expect(children.status, children.text).toBe(200);
    expect(children.body.items.map((e: { name: string }) => e.name)).toEqual(["tree.child", "tree.child"]);
    const bad = await seller.api.get("/v1/events/?parent_id=nope");
    expect(bad.status).toBe(422);
  });
});
