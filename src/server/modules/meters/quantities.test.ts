import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { MeterQuantities$inboundSchema } from "@polar-sh/sdk/models/components/meterquantities.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let calls: string;
let tokens: string;
let users: string;
let ada: string;
let bob: string;
const byName = { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] };

function expectSdk(body: unknown) {
  const parsed = MeterQuantities$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
}

async function meter(name: string, aggregation: Record<string, unknown>) {
  const res = await seller.api.post("/v1/meters/", { name, filter: byName, aggregation });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

const call = (customer: string, timestamp: string, metadata: Record<string, unknown> = {}) => ({
  name: "api.call",
  customer_id: customer,
  timestamp,
  metadata,
});

beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date("2026-12-01T00:00:00Z")) });
  seller = await createSeller(t, "Quantco");
  other = await createSeller(t, "Otherquant");
  calls = await meter("Calls", { func: "count" });
  tokens = await meter("Tokens", { func: "sum", property: "tokens" });
  users = await meter("Users", { func: "unique", property: "user" });
  ada = (await seller.api.post("/v1/customers/", { email: "ada@example.com", external_id: "u_ada" })).body.id;
  bob = (await seller.api.post("/v1/customers/", { email: "bob@example.com" })).body.id;
  const res = await seller.api.post("/v1/events/ingest", {
    events: [
      // New York springs forward on 2026-03-08 (02:00 EST → 03:00 EDT): that day has 23 hours.
      call(ada, "2026-03-07T05:30:00Z", { tokens: 1, user: "x" }), // Mar 7 00:30 EST
      call(ada, "2026-03-08T04:30:00Z", { tokens: 2, user: "y" }), // Mar 7 23:30 EST
      call(bob, "2026-03-08T05:30:00Z", { tokens: 4, user: "x" }), // Mar 8 00:30 EST
      call(ada, "2026-03-09T03:30:00Z", { tokens: 8, user: "x" }), // Mar 8 23:30 EDT
      call(bob, "2026-03-09T04:30:00Z", { tokens: 16, user: "z" }), // Mar 9 00:30 EDT
      { name: "other", customer_id: ada, timestamp: "2026-03-08T06:00:00Z", metadata: { tokens: 100 } },
      // Falls back on 2026-11-01 (02:00 EDT → 01:00 EST): 01:00–02:00 happens twice.
      call(ada, "2026-11-01T05:10:00Z", { tokens: 1 }), // 01:10 EDT
      call(ada, "2026-11-01T06:10:00Z", { tokens: 1 }), // 01:10 EST
      call(bob, "2026-11-01T06:20:00Z", { tokens: 1 }), // 01:20 EST
    ],
  });
  expect(res.status, res.text).toBe(200);
});
afterAll(() => t.close());

const get = (s: Seller, id: string, query: string) => s.api.get(`/v1/meters/${id}/quantities?${query}`);
const pairs = (body: { quantities: { timestamp: string; quantity: number }[] }) =>
  body.quantities.map((q) => [q.timestamp, q.quantity]);

describe("GET /v1/meters/{id}/quantities", () => {
  it("buckets days by the time zone's wall clock across a DST change", async () => {
    const res = await get(
      seller,
      calls,
      "start_timestamp=2026-03-07T00:00:00-05:00&end_timestamp=2026-03-09T12:00:00-04:00&interval=day&timezone=America/New_York",
    );
    expect(res.status, res.text).toBe(200);
    expectSdk(res.body);
    expect(pairs(res.body)).toEqual([
      ["2026-03-07T05:00:00.000Z", 2],
      ["2026-03-08T05:00:00.000Z", 2],
      ["2026-03-09T04:00:00.000Z", 1],
    ]);
    expect(res.body.total).toBe(5);
    const utc = await get(
      seller,
      calls,
      "start_timestamp=2026-03-07T00:00:00Z&end_timestamp=2026-03-09T00:00:00Z&interval=day",
    );
    expect(pairs(utc.body)).toEqual([
      ["2026-03-07T00:00:00.000Z", 1],
      ["2026-03-08T00:00:00.000Z", 2],
      ["2026-03-09T00:00:00.000Z", 2],
    ]);
  });

  it("keeps both hours of a fall-back night apart", async () => {
    const res = await get(
      seller,
      calls,
      "start_timestamp=2026-11-01T00:00:00-04:00&end_timestamp=2026-11-01T03:00:00-05:00&interval=hour&timezone=America/New_York",
    );
    expect(pairs(res.body)).toEqual([
      ["2026-11-01T04:00:00.000Z", 0],
      ["2026-11-01T05:00:00.000Z", 1],
      ["2026-11-01T06:00:00.000Z", 2],
      ["2026-11-01T07:00:00.000Z", 0],
      ["2026-11-01T08:00:00.000Z", 0],
    ]);
    expect(res.body.total).toBe(3);
  });

  it("aggregates as the meter does, filters by customer and aggregates per customer", async () => {
    const range = "start_timestamp=2026-03-01T00:00:00Z&end_timestamp=2026-03-31T00:00:00Z&interval=month";
    expect((await get(seller, tokens, range)).body).toEqual({
      quantities: [{ timestamp: "2026-03-01T00:00:00.000Z", quantity: 31 }],
      total: 31,
    });
    expect((await get(seller, users, range)).body.total).toBe(3);
    expect((await get(seller, tokens, `${range}&customer_id=${bob}`)).body.total).toBe(20);
    expect((await get(seller, tokens, `${range}&external_customer_id=u_ada`)).body.total).toBe(11);
    const perCustomer = await get(seller, tokens, `${range}&customer_aggregation_function=max`);
    expect(perCustomer.body.quantities[0].quantity).toBe(20);
    const customers = await get(seller, calls, `${range}&customer_aggregation_function=count`);
    expect(customers.body.quantities[0].quantity).toBe(2);
  });

  it("rejects unknown time zones, too many buckets and reversed ranges with 422", async () => {
    const range = "start_timestamp=2026-03-01T00:00:00Z&end_timestamp=2026-03-05T00:00:00Z";
    expect422(await get(seller, calls, `${range}&interval=day&timezone=Mars/Olympus`), ["query", "timezone"]);
    expect422(
      await get(
        seller,
        calls,
        "start_timestamp=2026-03-01T00:00:00Z&end_timestamp=2026-03-09T00:00:00Z&interval=hour",
      ),
      ["query", "interval"],
    );
    expect422(
      await get(
        seller,
        calls,
        "start_timestamp=2026-03-05T00:00:00Z&end_timestamp=2026-03-01T00:00:00Z&interval=day",
      ),
      ["query", "end_timestamp"],
    );
    expect422(await get(seller, calls, `${range}&interval=minute`), ["query", "interval"]);
    expect422(await get(seller, calls, "interval=day"), ["query", "start_timestamp"]);
    expect((await get(other, calls, `${range}&interval=day`)).status).toBe(404);
  });

  it("answers Polar's SDK", async () => {
    const polar = new Polar({
      accessToken: seller.token,
      serverURL: "http://localhost:3000",
      httpClient: new HTTPClient({ fetcher: async (input, init) => t.app.request(input as Request, init) }),
    });
    const result = await polar.meters.quantities({
      id: tokens,
      startTimestamp: new Date("2026-03-07T05:00:00Z"),
      endTimestamp: new Date("2026-03-09T04:00:00Z"),
      interval: "day",
      timezone: "America/New_York",
    });
    expect(result.quantities.map((q) => q.quantity)).toEqual([3, 12, 16]);
    expect(result.total).toBe(31);
  });
});
