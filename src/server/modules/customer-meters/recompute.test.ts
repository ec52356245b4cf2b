import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { eventsOf } from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { STATE_CHANGE_WINDOW_MS } from "./process.js";

let t: TestApp;
let clock: ManualClock;
let seller: Seller;
let meter: string;
let ada: string;
const nameIs = (value: string) => ({ property: "name", operator: "eq", value });

beforeAll(async () => {
  clock = manualClock(new Date("2026-06-01T10:00:00.000Z"));
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Redefco");
  const res = await seller.api.post("/v1/meters/", {
    name: "Calls",
    filter: { conjunction: "and", clauses: [nameIs("api.call")] },
    aggregation: { func: "count" },
  });
  meter = res.body.id;
  ada = (await seller.api.post("/v1/customers/", { email: "ada@example.com" })).body.id;
});
afterAll(() => t.close());

async function ingest(events: Record<string, unknown>[]) {
  const res = await seller.api.post("/v1/events/ingest", { events });
  expect(res.status, res.text).toBe(200);
}

const row = async () => {
  const res = await seller.api.get(`/v1/customer-meters/?customer_id=${ada}&meter_id=${meter}`);
  return res.body.items[0] as { consumed_units: number };
};

describe("a meter's definition changes", () => {
  it("recomputes the customers' current period under the new filter and aggregation", async () => {
    await ingest([
      { name: "api.call", customer_id: ada, metadata: { tokens: 5, model: "a" } },
      { name: "api.call", customer_id: ada, metadata: { tokens: 7, model: "b" } },
      { name: "llm.call", customer_id: ada, metadata: { tokens: 100, model: "a" } },
    ]);
    await t.runJobs();
    expect((await row()).consumed_units).toBe(2);

    // A batch not yet counted when the definition changes: counted once, under the new one.
    await ingest([{ name: "llm.call", customer_id: ada, metadata: { tokens: 1000, model: "c" } }]);
    const filter = { conjunction: "or", clauses: [nameIs("api.call"), nameIs("llm.call")] };
    const patched = await seller.api.patch(`/v1/meters/${meter}`, { filter });
    expect(patched.status, patched.text).toBe(200);
    expect((await row()).consumed_units).toBe(3);
    await t.runJobs();
    expect((await row()).consumed_units).toBe(4);

    await seller.api.patch(`/v1/meters/${meter}`, { aggregation: { func: "sum", property: "tokens" } });
    expect((await row()).consumed_units).toBe(1112);
    await seller.api.patch(`/v1/meters/${meter}`, { aggregation: { func: "unique", property: "model" } });
    expect((await row()).consumed_units).toBe(3);
    await seller.api.patch(`/v1/meters/${meter}`, { aggregation: { func: "max", property: "tokens" } });
    expect((await row()).consumed_units).toBe(1000);
  });
});

describe("customer.state_changed for usage", () => {
  it("is recorded once for many batches in a window, with the new active_meters", async () => {
    clock.advance(STATE_CHANGE_WINDOW_MS * 10);
    await t.runJobs();
    const before = (await eventsOf(t, seller.organizationId, "customer.state_changed")).length;
    for (let i = 0; i < 5; i++) {
      await ingest([{ name: "api.call", customer_id: ada, metadata: { tokens: 2000 + i } }]);
      await t.runJobs();
      clock.advance(1000);
    }
    expect((await eventsOf(t, seller.organizationId, "customer.state_changed")).length).toBe(before);
    clock.advance(STATE_CHANGE_WINDOW_MS);
    await t.runJobs();
    const after = await eventsOf(t, seller.organizationId, "customer.state_changed");
    expect(after.length).toBe(before + 1);
    const state = after.at(-1) as {
      id: string;
      active_meters: { meter_id: string; consumed_units: number }[];
    };
    expect(state.id).toBe(ada);
    expect(state.active_meters).toEqual([expect.objectContaining({ meter_id: meter, consumed_units: 2004 })]);
  });
});
