import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { deliveryHelpers, makeProduct } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller, locs } from "../../test/v1-helpers.js";

let t: TestApp;
let clock: ManualClock;
let receiver: Receiver;

beforeAll(async () => {
  // Real "now", so that verifiers (±300 s of the real time) accept the first deliveries.
  clock = manualClock(new Date());
  t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const { endpoint } = deliveryHelpers(() => ({ t, clock, receiver }));

describe("GET /v1/webhooks/deliveries", () => {
  it("filters by endpoint, success, event type, time range and text, pages, and stays within the organization", async () => {
    const seller = await createSeller(t, "Logged");
    const other = await createSeller(t, "Other Log");
    const a = await endpoint(seller, "/log-a", ["product.created", "product.updated"]);
    const b = await endpoint(seller, "/log-b", ["product.created"]);
    const start = clock.now();
    const p = await makeProduct(seller, "Item L1");
    await seller.api.patch(`/v1/products/${p.id}`, { name: "L1b" });
    await t.runJobs();
    clock.advance(60_000);
    const middle = clock.now();
    await makeProduct(seller, "Item L2");
    await t.runJobs();
    const list = (q: string) => seller.api.get(`/v1/webhooks/deliveries?${q}`);
    expect((await list("")).body.pagination.total_count).toBe(5);
    expect((await list(`endpoint_id=${a.id}`)).body.pagination.total_count).toBe(3);
    expect((await list(`endpoint_id=${a.id}&endpoint_id=${b.id}`)).body.pagination.total_count).toBe(5);
    expect((await list("event_type=product.updated")).body.pagination.total_count).toBe(1);
    expect((await list("succeeded=true")).body.pagination.total_count).toBe(5);
    expect((await list("succeeded=false")).body.pagination.total_count).toBe(0);
    expect((await list("http_code_class=4xx")).body.pagination.total_count).toBe(0);
    expect(
      (await list(`start_timestamp=${encodeURIComponent(middle.toISOString())}`)).body.pagination.total_count,
    ).toBe(2);
    expect(
      (
        await list(
          `start_timestamp=${encodeURIComponent(start.toISOString())}&end_timestamp=${encodeURIComponent(middle.toISOString())}`,
        )
      ).body.pagination.total_count,
    ).toBe(3);
    expect((await list("query=updated")).body.pagination.total_count).toBe(1);
    const page = await list("limit=2&page=3");
    expect(page.body.items).toHaveLength(1);
    expect(page.body.pagination).toEqual({ total_count: 5, max_page: 3 });
    const newestFirst = (await list("limit=100")).body.items.map((i: { created_at: string }) => i.created_at);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
    expect((await other.api.get("/v1/webhooks/deliveries")).body.pagination.total_count).toBe(0);
    expect((await other.api.get(`/v1/webhooks/deliveries?endpoint_id=${a.id}`)).body.items).toEqual([]);
  });

  it.each([
    ["endpoint_id=nope", "query.endpoint_id.0"],
    ["succeeded=maybe", "query.succeeded"],
    ["http_code_class=6xx", "query.http_code_class"],
    ["event_type=order.nope", "query.event_type.0"],
    ["start_timestamp=yesterday", "query.start_timestamp"],
    ["page=0", "query.page"],
  ])("rejects %s with a 422 naming the parameter", async (q, loc) => {
    const seller = await createSeller(t, "Bad Query");
    const res = await seller.api.get(`/v1/webhooks/deliveries?${q}`);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(locs(res.body)).toEqual([loc]);
  });
});
