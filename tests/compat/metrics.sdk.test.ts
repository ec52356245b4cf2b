import { ExportAcceptEnum } from "@polar-sh/sdk/funcs/metricsExport.js";
import { RFCDate } from "@polar-sh/sdk/types/rfcdate.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMetricsDataset } from "../../src/server/test/fixtures/metrics-dataset.js";
import { expectInvalid, ok } from "./expect.js";
import { type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
  await seedMetricsDataset(k.t, k.seller);
});
afterAll(() => k.close());

const range = {
  startDate: new RFCDate("2026-03-27"),
  endDate: new RFCDate("2026-03-31"),
  interval: "day" as const,
  timezone: "Europe/Amsterdam",
};

describe("Polar SDK 0.47: metrics", () => {
  it("metrics.get parses periods, totals and the metrics' definitions", async () => {
    const res = await ok(k.polar.metrics.get({ ...range, metrics: ["orders", "net_revenue", "churn_rate"] }));
    // No currency asked: the latest paid order's (eur in this data set) …
    expect(res.periods.map((p) => p.timestamp.toISOString())).toEqual([
      "2026-03-26T23:00:00.000Z",
      "2026-03-27T23:00:00.000Z",
      "2026-03-28T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
      "2026-03-30T22:00:00.000Z",
    ]);
    expect(res.periods.map((p) => p.orders)).toEqual([0, 0, 0, 1, 0]);
    expect(res.totals.netRevenue).toBe(5000);
    expect(res.metrics.churnRate).toEqual({
      slug: "churn_rate",
      displayName: "Churn Rate",
      type: "percentage",
    });
    expect(res.metrics.revenue).toBeUndefined();
  });

  it("metrics.get answers every metric of the data set in usd through a raw currency parameter", async () => {
    // The SDK has no `currency`: a seller selling in usd and eur asks each through the query.
    const res = await fetch(
      `${k.baseUrl}/v1/metrics/?interval=day&start_date=2026-03-27&end_date=2026-03-31&timezone=Europe/Amsterdam&currency=usd`,
      { headers: { authorization: `Bearer ${k.seller.token}` } },
    );
    const body = (await res.json()) as { totals: Record<string, number> };
    expect(body.totals).toMatchObject({ revenue: 8000, net_revenue: 4500, monthly_recurring_revenue: 2000 });
  });

  it("metrics.get refuses a range too long for the interval, naming end_date", async () => {
    expect(
      await expectInvalid(
        k.polar.metrics.get({ ...range, interval: "hour", endDate: new RFCDate("2026-04-30") }),
      ),
    ).toEqual(["query.end_date"]);
  });

  it("metrics.limits", async () => {
    const limits = await ok(k.polar.metrics.limits());
    expect(limits.minDate.toString()).toBe("2020-01-01");
    expect(limits.intervals.week).toEqual({ minDays: 14, maxDays: 371 });
  });

  it("metrics.export returns the CSV", async () => {
    const csv = await ok(
      k.polar.metrics.export(
        { ...range, metrics: ["orders"] },
        { acceptHeaderOverride: ExportAcceptEnum.textCsv },
      ),
    );
    expect(String(csv).split("\r\n").slice(0, 3)).toEqual([
      "timestamp,orders",
      "2026-03-27T00:00:00+01:00,0",
      "2026-03-28T00:00:00+01:00,0",
    ]);
  });

  it("dashboards: create, list, get, update, delete", async () => {
    const created = await ok(k.polar.metrics.createDashboard({ name: "Growth", metrics: ["revenue"] }));
    expect(created).toMatchObject({
      name: "Growth",
      metrics: ["revenue"],
      organizationId: k.seller.organizationId,
    });
    expect((await ok(k.polar.metrics.listDashboards({}))).map((d) => d.id)).toEqual([created.id]);
    const updated = await ok(
      k.polar.metrics.updateDashboard({ id: created.id, metricDashboardUpdate: { name: "Sales" } }),
    );
    expect(updated.name).toBe("Sales");
    expect((await ok(k.polar.metrics.getDashboard({ id: created.id }))).name).toBe("Sales");
    await ok(k.polar.metrics.deleteDashboard({ id: created.id }));
    expect(await ok(k.polar.metrics.listDashboards({}))).toEqual([]);
  });
});
