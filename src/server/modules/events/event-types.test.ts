import { EventType$inboundSchema } from "@polar-sh/sdk/models/components/eventtype.js";
import { EventTypeWithStats$inboundSchema } from "@polar-sh/sdk/models/components/eventtypewithstats.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Typeco");
  other = await createSeller(t, "Othertypes");
  const res = await seller.api.post("/v1/customers/", { email: "ty@example.com", external_id: "usr_ty" });
  customerId = res.body.id;
});
afterAll(() => t.close());

type Wire = Record<string, any>;

function expectSdk(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
}

/** A 422 whose errors name exactly these fields. */
function expect422(res: { status: number; body: Wire; text: string }, fields: string[]) {
  expect(res.status, res.text).toBe(422);
  expect(locs(res.body as never)).toEqual(fields);
}

const ago = (ms: number) => new Date(t.ctx.clock.now().getTime() - ms).toISOString();

async function ingest(s: Seller, events: Record<string, unknown>[]) {
  const res = await s.api.post("/v1/events/ingest", { events });
  expect(res.status, res.text).toBe(200);
}

async function list(s: Seller, query = ""): Promise<Wire> {
  const res = await s.api.get(`/v1/event-types/?limit=100&${query}`);
  expect(res.status, res.text).toBe(200);
  // The SDK in use predates system event types (id and created_at null in the 2026-04 document).
  for (const item of res.body.items) if (item.id) expectSdk(EventTypeWithStats$inboundSchema, item);
  return res.body;
}

describe("GET /v1/event-types/", () => {
  it("lists the types ingest created, with statistics, and system types without an id", async () => {
    const first = ago(3_000);
    await ingest(seller, [
      { name: "llm.call", customer_id: customerId, timestamp: first, metadata: { model: "m1" } },
      { name: "llm.call", external_customer_id: "usr_ty", timestamp: ago(2_000), metadata: { model: "m2" } },
      { name: "api.call", external_customer_id: "usr_nobody", timestamp: ago(1_000) },
    ]);
    await ingest(seller, [{ name: "llm.call", external_customer_id: "usr_ty", external_id: "x1" }]);
    const body = await list(seller, "sorting=name");
    const rows = body.items.map((i: Wire) => [i.name, i.source, i.occurrences]);
    expect(rows).toEqual([
      ["api.call", "user", 1],
      ["customer.created", "system", 1],
      ["llm.call", "user", 3],
    ]);
    const llm = body.items.find((i: Wire) => i.name === "llm.call");
    expect(llm).toMatchObject({
      id: expect.any(String),
      label: "llm.call",
      label_property_selector: null,
      organization_id: seller.organizationId,
      first_seen: first,
    });
    expect(body.items.find((i: Wire) => i.source === "system")).toMatchObject({
      id: null,
      created_at: null,
      modified_at: null,
      label: "Customer Created",
    });
    expect(body.pagination).toEqual({ total_count: 3, max_page: 1 });
    expect((await list(other)).items).toEqual([]);
  });

  it("filters by source, customer, query, root events and parent, and sorts", async () => {
    expect((await list(seller, "source=user&sorting=name")).items.map((i: Wire) => i.name)).toEqual([
      "api.call",
      "llm.call",
    ]);
    expect((await list(seller, "source=system")).items.map((i: Wire) => i.name)).toEqual([
      "customer.created",
    ]);
    expect(
      (await list(seller, `customer_id=${customerId}&sorting=name`)).items.map((i: Wire) => i.name),
    ).toEqual(["customer.created", "llm.call"]);
    expect((await list(seller, "external_customer_id=usr_nobody")).items.map((i: Wire) => i.name)).toEqual([
      "api.call",
    ]);
    expect((await list(seller, "query=LLM")).items.map((i: Wire) => i.name)).toEqual(["llm.call"]);
    expect((await list(seller, "query=created")).items.map((i: Wire) => i.name)).toEqual([
      "customer.created",
    ]);
    expect((await list(seller, "sorting=-occurrences")).items[0].name).toBe("llm.call");

    await ingest(seller, [
      { name: "job.run", external_customer_id: "usr_ty", external_id: "job-1" },
      { name: "job.step", external_customer_id: "usr_ty", parent_id: "job-1" },
    ]);
    const roots = (await list(seller, "root_events=true")).items.map((i: Wire) => i.name);
    expect(roots).toContain("job.run");
    expect(roots).not.toContain("job.step");
    const parent = (await seller.api.get("/v1/events/?name=job.run")).body.items[0].id;
    expect((await list(seller, `parent_id=${parent}`)).items.map((i: Wire) => i.name)).toEqual(["job.step"]);
  });

  it("rejects bad parameters with a 422 naming them", async () => {
    for (const [query, loc] of [
      ["sorting=bogus", "query.sorting.0"],
      ["root_events=maybe", "query.root_events"],
      ["source=robot", "query.source"],
      ["parent_id=nope", "query.parent_id"],
      ["customer_id=nope", "query.customer_id.0"],
    ] as const) {
      const res = await seller.api.get(`/v1/event-types/?${query}`);
      expect422(res as never, [loc]);
    }
  });
});

describe("PATCH /v1/event-types/{id}", () => {
  it("sets the label and the label property selector, which label the events", async () => {
    const llm = (await list(seller, "query=llm.call")).items[0];
    const res = await seller.api.patch(`/v1/event-types/${llm.id}`, {
      label: "  LLM call ",
      label_property_selector: "model",
    });
    expect(res.status, res.text).toBe(200);
    expectSdk(EventType$inboundSchema, res.body);
    expect(res.body).toMatchObject({
      id: llm.id,
      name: "llm.call",
      label: "LLM call",
      label_property_selector: "model",
      organization_id: seller.organizationId,
      modified_at: expect.any(String),
    });
    expect((await list(seller, "query=llm")).items[0]).toMatchObject({ label: "LLM call" });
    const events = (await seller.api.get("/v1/events/?name=llm.call&sorting=timestamp")).body.items;
    expect(events.map((e: Wire) => e.label)).toEqual(["m1", "m2", "LLM call"]);
    const names = (await seller.api.get("/v1/events/names?query=llm")).body.items;
    expect(names[0]).toMatchObject({ name: "llm.call", label: "LLM call" });

    // As Polar: the selector is written with the label, so leaving it out clears it.
    const cleared = await seller.api.patch(`/v1/event-types/${llm.id}`, { label: "LLM" });
    expect(cleared.body.label_property_selector).toBeNull();
  });

  it("answers 404 for another organization's or an unknown id, and 422 for bad input", async () => {
    const llm = (await list(seller, "query=llm.call")).items[0];
    expect((await other.api.patch(`/v1/event-types/${llm.id}`, { label: "Mine" })).status).toBe(404);
    expect(
      (await seller.api.patch("/v1/event-types/0190f2a4-0000-7000-8000-000000000009", { label: "X" })).status,
    ).toBe(404);
    expect422(await seller.api.patch(`/v1/event-types/${llm.id}`, { label: "   " }), ["body.label"]);
    expect422(await seller.api.patch(`/v1/event-types/${llm.id}`, {}), ["body.label"]);
    expect422(await seller.api.patch(`/v1/event-types/${llm.id}`, { label: "x".repeat(129) }), [
      "body.label",
    ]);
    expect422(
      await seller.api.patch(`/v1/event-types/${llm.id}`, { label: "ok", label_property_selector: 3 }),
      ["body.label_property_selector"],
    );
    expect422(await seller.api.patch("/v1/event-types/nope", { label: "ok" }), ["path.id"]);
    expect((await list(seller, "query=llm.call")).items[0].label).toBe("LLM");
  });
});
