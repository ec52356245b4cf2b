/**
 * The metrics API around the figures: validation (Polar's interval limits), the metrics:read
 * scope, organization isolation, a refund made through the API, limits, CSV export, dashboards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeOrder } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Metrics API");
  other = await createSeller(t, "Metrics other");
  today = t.ctx.clock.now().toISOString().slice(0, 10);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ noOrigin: true, headers: { authorization: `Bearer ${token}` } });
const dayQuery = () => `interval=day&start_date=${today}&end_date=${today}&currency=usd`;

describe("validation", () => {
  const get = (q: string) => seller.api.get(`/v1/metrics/?${q}`);

  it("applies Polar's range limits per interval, naming end_date", async () => {
    expect422(await get("interval=hour&start_date=2026-01-01&end_date=2026-01-09"), ["query", "end_date"]);
    expect((await get("interval=hour&start_date=2026-01-01&end_date=2026-01-08&metrics=orders")).status).toBe(
      200,
    );
    expect422(await get("interval=day&start_date=2025-01-01&end_date=2026-01-03"), ["query", "end_date"]);
    expect((await get("interval=day&start_date=2025-01-01&end_date=2026-01-02&metrics=orders")).status).toBe(
      200,
    );
    expect422(await get("interval=week&start_date=2026-01-01&end_date=2026-01-14"), ["query", "end_date"]);
    expect422(await get("interval=month&start_date=2026-01-01&end_date=2026-02-28"), ["query", "end_date"]);
    expect(
      (await get("interval=month&start_date=2026-01-01&end_date=2026-03-02&metrics=orders")).status,
    ).toBe(200);
    expect422(await get("interval=year&start_date=2026-01-01&end_date=2026-12-31"), ["query", "end_date"]);
    expect422(await get("interval=day&start_date=2026-02-01&end_date=2026-01-01"), ["query", "end_date"]);
  });

  it("names the field of any other bad input", async () => {
    expect422(await get("interval=fortnight&start_date=2026-01-01&end_date=2026-01-02"), [
      "query",
      "interval",
    ]);
    expect422(await get("interval=day&start_date=2026-13-01&end_date=2026-01-02"), ["query", "start_date"]);
    expect422(await get("interval=day&end_date=2026-01-02"), ["query", "start_date"]);
    expect422(await get("interval=day&start_date=2019-12-31&end_date=2020-01-02"), ["query", "start_date"]);
    expect422(await get("interval=day&start_date=2026-01-01&end_date=2026-01-02&timezone=Mars/Olympus"), [
      "query",
      "timezone",
    ]);
    expect422(await get("interval=day&start_date=2026-01-01&end_date=2026-01-02&metrics=vibes"), [
      "query",
      "metrics",
      0,
    ]);
    expect422(await get("interval=day&start_date=2026-01-01&end_date=2026-01-02&currency=dollars"), [
      "query",
      "currency",
    ]);
    expect422(await get("interval=day&start_date=2026-01-01&end_date=2026-01-02&product_id=nope"), [
      "query",
      "product_id",
      0,
    ]);
    expect422(await get("interval=day&start_date=2026-01-01&end_date=2026-01-02&billing_type=both"), [
      "query",
      "billing_type",
      0,
    ]);
  });

  it("answers the limits", async () => {
    const res = await seller.api.get("/v1/metrics/limits");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      min_date: "2020-01-01",
      intervals: {
        hour: { min_days: 0, max_days: 7 },
        day: { min_days: 0, max_days: 366 },
        week: { min_days: 14, max_days: 371 },
        month: { min_days: 60, max_days: 1460 },
        year: { min_days: 366, max_days: 3650 },
      },
    });
  });
});

describe("access", () => {
  it("requires the metrics:read scope", async () => {
    const created = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "orders only",
      scopes: ["orders:read"],
    });
    expect(created.status).toBe(201);
    const narrow = await t.client().get(`/v1/metrics/?${dayQuery()}`, bearer(created.body.token));
    expect(narrow.status).toBe(403);
    const limits = await t.client().get("/v1/metrics/limits", bearer(created.body.token));
    expect(limits.status).toBe(403);
    const reader = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "metrics",
      scopes: ["metrics:read"],
    });
    expect((await t.client().get(`/v1/metrics/?${dayQuery()}`, bearer(reader.body.token))).status).toBe(200);
    const write = await t.client().post("/v1/metrics/dashboards", { name: "x" }, bearer(reader.body.token));
    expect(write.status).toBe(403);
    expect((await t.client({}).get(`/v1/metrics/?${dayQuery()}`, { noOrigin: true })).status).toBe(401);
  });

  it("counts a refund made through the API, and only for its own organization", async () => {
    const order = await makeOrder(t, seller, { items: [4000], taxes: [800] });
    const refund = await seller.api.post("/v1/refunds/", {
      order_id: order.id,
      amount: 1500,
      reason: "other",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    const q = `${dayQuery()}&metrics=revenue&metrics=net_revenue&metrics=orders`;
    const mine = await seller.api.get(`/v1/metrics/?${q}`);
    // Revenue before tax (4000), net of the pre-tax refund (4000 − 1500).
    expect(mine.body.totals).toEqual({ revenue: 4000, net_revenue: 2500, orders: 1 });
    const theirs = await other.api.get(`/v1/metrics/?${q}`);
    expect(theirs.body.totals).toEqual({ revenue: 0, net_revenue: 0, orders: 0 });
    const named = await other.api.get(`/v1/metrics/?${q}&customer_id=${order.customerId}`);
    expect(named.body.totals).toEqual({ revenue: 0, net_revenue: 0, orders: 0 });
    const otherOrg = await seller.api.get(`/v1/metrics/?${q}&organization_id=${other.organizationId}`);
    expect(otherOrg.body.totals).toEqual({ revenue: 0, net_revenue: 0, orders: 0 });
  });
});

describe("dashboards", () => {
  it("creates, lists, reads, updates and deletes, per organization", async () => {
    const created = await seller.api.post("/v1/metrics/dashboards", {
      name: "Growth",
      metrics: ["monthly_recurring_revenue", "churn_rate"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: "Growth",
      metrics: ["monthly_recurring_revenue", "churn_rate"],
      organization_id: seller.organizationId,
      modified_at: null,
    });
    const id = created.body.id as string;
    expect((await seller.api.get("/v1/metrics/dashboards")).body.map((d: { id: string }) => d.id)).toEqual([
      id,
    ]);
    expect((await other.api.get("/v1/metrics/dashboards")).body).toEqual([]);
    expect((await other.api.get(`/v1/metrics/dashboards/${id}`)).status).toBe(404);
    expect((await other.api.delete(`/v1/metrics/dashboards/${id}`)).status).toBe(404);
    const updated = await seller.api.patch(`/v1/metrics/dashboards/${id}`, { metrics: ["revenue"] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Growth", metrics: ["revenue"] });
    expect(updated.body.modified_at).not.toBeNull();
    expect((await seller.api.get(`/v1/metrics/dashboards/${id}`)).body.metrics).toEqual(["revenue"]);
    expect((await seller.api.delete(`/v1/metrics/dashboards/${id}`)).status).toBe(204);
    expect((await seller.api.get(`/v1/metrics/dashboards/${id}`)).status).toBe(404);
  });

  it("refuses unknown metrics, more than 10, an empty name and another organization", async () => {
    const post = (body: unknown) => seller.api.post("/v1/metrics/dashboards", body);
    expect422(await post({ name: "x", metrics: ["vibes"] }), ["body", "metrics", 0]);
    expect422(await post({ name: "x", metrics: Array(11).fill("revenue") }), ["body", "metrics"]);
    expect422(await post({ name: " ", metrics: [] }), ["body", "name"]);
    expect422(await post({ name: "x", organization_id: other.organizationId }), ["body", "organization_id"]);
  });
});
