import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { CustomerMeter$inboundSchema } from "@polar-sh/sdk/models/components/customermeter.js";
import { CustomerState$inboundSchema } from "@polar-sh/sdk/models/components/customerstate.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { creditCustomerMeter } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let calls: string;
let tokens: string;
let ada: { id: string; external_id: string };
let bob: { id: string; external_id: string };
const byName = (value: string) => ({
  conjunction: "and",
  clauses: [{ property: "name", operator: "eq", value }],
});

function expectSdk(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
}

async function created(res: Promise<{ status: number; text: string; body: any }>, status = 201) {
  const r = await res;
  expect(r.status, r.text).toBe(status);
  return r.body;
}

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Cmco");
  other = await createSeller(t, "Othercm");
  calls = (
    await created(
      seller.api.post("/v1/meters/", {
        name: "Calls",
        filter: byName("api.call"),
        aggregation: { func: "count" },
      }),
    )
  ).id;
  tokens = (
    await created(
      seller.api.post("/v1/meters/", {
        name: "Tokens",
        filter: byName("api.call"),
        aggregation: { func: "sum", property: "tokens" },
      }),
    )
  ).id;
  ada = await created(
    seller.api.post("/v1/customers/", { email: "ada@example.com", name: "Ada", external_id: "u_ada" }),
  );
  bob = await created(
    seller.api.post("/v1/customers/", { email: "bob@example.com", name: "Bob", external_id: "u_bob" }),
  );
  await created(
    seller.api.post("/v1/events/ingest", {
      events: [
        { name: "api.call", customer_id: ada.id, metadata: { tokens: 10 } },
        { name: "api.call", external_customer_id: "u_ada", metadata: { tokens: 2.5 } },
        { name: "api.call", customer_id: bob.id, metadata: { tokens: 1 } },
      ],
    }),
    200,
  );
  await t.runJobs();
  await t.ctx.db.transaction((tx) =>
    creditCustomerMeter(
      tx,
      t.ctx.clock.now(),
      seller.organizationId,
      { customerId: ada.id, meterId: tokens },
      "20",
    ),
  );
});
afterAll(() => t.close());

describe("GET /v1/customer-meters/", () => {
  it("lists each customer's consumed, credited and balance as Polar's CustomerMeter", async () => {
    const res = await seller.api.get(`/v1/customer-meters/?customer_id=${ada.id}&sorting=meter_name`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    for (const item of res.body.items) expectSdk(CustomerMeter$inboundSchema, item);
    const [a, b] = res.body.items;
    expect(a).toMatchObject({
      customer_id: ada.id,
      meter_id: calls,
      consumed_units: 2,
      credited_units: 0,
      balance: -2,
      customer: { id: ada.id, email: "ada@example.com" },
      meter: { id: calls, name: "Calls" },
    });
    expect(b).toMatchObject({ meter_id: tokens, consumed_units: 12.5, credited_units: 20, balance: 7.5 });
  });

  it("filters by external customer id and meter, sorts by balance and customer name", async () => {
    const ext = await seller.api.get(`/v1/customer-meters/?external_customer_id=u_bob`);
    expect(ext.body.items.map((i: any) => [i.customer_id, i.meter_id]).sort()).toEqual(
      [
        [bob.id, calls],
        [bob.id, tokens],
      ].sort(),
    );
    const one = await seller.api.get(`/v1/customer-meters/?meter_id=${tokens}&sorting=-balance`);
    expect(one.body.items.map((i: any) => [i.customer.name, i.balance])).toEqual([
      ["Ada", 7.5],
      ["Bob", -1],
    ]);
    const names = await seller.api.get(`/v1/customer-meters/?meter_id=${calls}&sorting=-customer_name`);
    expect(names.body.items.map((i: any) => i.customer.name)).toEqual(["Bob", "Ada"]);
  });

  it("leaves archived meters out unless they are named", async () => {
    const archived = await created(
      seller.api.post("/v1/meters/", {
        name: "Old",
        filter: byName("api.call"),
        aggregation: { func: "count" },
      }),
    );
    await created(
      seller.api.post("/v1/events/ingest", { events: [{ name: "api.call", customer_id: bob.id }] }),
      200,
    );
    await t.runJobs();
    await created(seller.api.patch(`/v1/meters/${archived.id}`, { is_archived: true }), 200);
    const all = await seller.api.get(`/v1/customer-meters/?limit=100`);
    expect(all.body.items.some((i: any) => i.meter_id === archived.id)).toBe(false);
    const named = await seller.api.get(`/v1/customer-meters/?meter_id=${archived.id}`);
    expect(named.body.items.map((i: any) => [i.customer_id, i.consumed_units])).toEqual([[bob.id, 1]]);
  });

  it("is empty for another organization, and rejects bad filters with 422", async () => {
    const res = await other.api.get(`/v1/customer-meters/?customer_id=${ada.id}`);
    expect(res.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    const foreign = await seller.api.get(`/v1/customer-meters/?organization_id=${other.organizationId}`);
    expect(foreign.body.items).toEqual([]);
    const bad = await seller.api.get(`/v1/customer-meters/?meter_id=nope&sorting=size`);
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual(["query.meter_id.0", "query.sorting.0"]);
  });
});

describe("GET /v1/customer-meters/{id}", () => {
  it("gets one customer meter; another organization's is a 404", async () => {
    const [item] = (await seller.api.get(`/v1/customer-meters/?customer_id=${bob.id}&meter_id=${tokens}`))
      .body.items;
    const res = await seller.api.get(`/v1/customer-meters/${item.id}`);
    expect(res.status, res.text).toBe(200);
    expectSdk(CustomerMeter$inboundSchema, res.body);
    expect(res.body).toEqual(item);
    expect((await other.api.get(`/v1/customer-meters/${item.id}`)).status).toBe(404);
    expect((await seller.api.get(`/v1/customer-meters/not-a-uuid`)).status).toBe(422);
  });
});

describe("customer state", () => {
  it("shows the customer's meters as active_meters", async () => {
    const res = await seller.api.get(`/v1/customers/${ada.id}/state`);
    expect(res.status, res.text).toBe(200);
    expectSdk(CustomerState$inboundSchema, res.body);
    const meters = res.body.active_meters.map((m: any) => [
      m.meter_id,
      m.consumed_units,
      m.credited_units,
      m.balance,
    ]);
    expect(meters).toEqual([
      [calls, 2, 0, -2],
      [tokens, 12.5, 20, 7.5],
    ]);
  });
});

describe("Polar's SDK", () => {
  it("lists and gets customer meters and reads active_meters of the customer state", async () => {
    const polar = new Polar({
      accessToken: seller.token,
      serverURL: "http://localhost:3000",
      httpClient: new HTTPClient({ fetcher: async (input, init) => t.app.request(input as Request, init) }),
    });
    const page = await polar.customerMeters.list({ customerId: ada.id, meterId: tokens });
    expect(page.result.items.map((m) => [m.consumedUnits, m.creditedUnits, m.balance])).toEqual([
      [12.5, 20, 7.5],
    ]);
    const one = await polar.customerMeters.get({ id: page.result.items[0]!.id });
    expect(one.meter.name).toBe("Tokens");
    expect(one.customer.externalId).toBe("u_ada");
    const state = await polar.customers.getState({ id: ada.id });
    expect(state.activeMeters.map((m) => m.meterId)).toEqual([calls, tokens]);
  });
});
