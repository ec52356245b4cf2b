/**
 * GET /v1/metrics/ on the fixed data set of fixtures/metrics-dataset.ts. Every expected value
 * is computed by hand from that list (the comments give the working); periods are checked
 * metric by metric, in UTC and in Europe/Amsterdam across the switch to summer time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMetricsDataset } from "../../test/fixtures/metrics-dataset.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Metrics");
  ({ customerId } = await seedMetricsDataset(t, seller));
});
afterAll(() => t.close());

type Body = {
  periods: Record<string, number | string>[];
  totals: Record<string, number>;
  metrics: Record<string, { slug: string; display_name: string; type: string }>;
  currency: string;
};

async function metrics(query: string): Promise<Body> {
  const res = await seller.api.get(`/v1/metrics/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Body;
}

/** Asserts each metric's values period by period, then its total. */
function expectSeries(body: Body, expected: Record<string, [number[], number]>) {
  for (const [slug, [values, total]] of Object.entries(expected)) {
    const got = body.periods.map((p) => p[slug]);
    expect({ slug, got, total: body.totals[slug] }).toEqual({
      slug,
      got: values.map((v) => (Number.isInteger(v) ? v : expect.closeTo(v, 6))),
      total: Number.isInteger(total) ? total : expect.closeTo(total, 6),
    });
  }
}

const ZERO5 = [0, 0, 0, 0, 0];
const noCancellations = (reasons: string[]) =>
  Object.fromEntries(
    [
      "customer_service",
      "low_quality",
      "missing_features",
      "switched_service",
      "too_complex",
      "too_expensive",
      "unused",
      "other",
    ]
      .filter((r) => !reasons.includes(r))
      .map((r) => [`canceled_subscriptions_${r}`, [ZERO5, 0] as [number[], number]]),
  );

describe("by day in UTC, usd", () => {
  const q = "interval=day&start_date=2026-03-27&end_date=2026-03-31&currency=usd";

  it("answers one period per day with every metric, typed", async () => {
    const body = await metrics(q);
    expect(body.currency).toBe("usd");
    expect(body.periods.map((p) => p.timestamp)).toEqual([
      "2026-03-27T00:00:00Z",
      "2026-03-28T00:00:00Z",
      "2026-03-29T00:00:00Z",
      "2026-03-30T00:00:00Z",
      "2026-03-31T00:00:00Z",
    ]);
    expect(body.metrics.revenue).toEqual({ slug: "revenue", display_name: "Revenue", type: "currency" });
    expect(body.metrics.orders?.type).toBe("scalar");
    expect(body.metrics.churn_rate?.type).toBe("percentage");
    expect(Object.keys(body.metrics)).toHaveLength(39);
  });

  it("orders: revenue before tax after discount, net after refunds, each order in its own day", async () => {
    // 27: O1 1000. 28: O2 2000−200 = 1800, 500 refunded. 29: O3 3000 fully refunded (subscription_create).
    // 30: O4 1500 (subscription_cycle); O5 is eur, O6 pending; O7 is 26 March in UTC.
    expectSeries(await metrics(q), {
      orders: [[1, 1, 1, 1, 0], 4],
      revenue: [[1000, 1800, 3000, 1500, 0], 7300],
      net_revenue: [[1000, 1300, 0, 1500, 0], 3800],
      cumulative_revenue: [[1000, 2800, 5800, 7300, 7300], 7300],
      net_cumulative_revenue: [[1000, 2300, 2300, 3800, 3800], 3800],
      average_order_value: [[1000, 1800, 3000, 1500, 0], 1825],
      net_average_order_value: [[1000, 1300, 0, 1500, 0], 950],
      one_time_products: [[1, 1, 0, 0, 0], 2],
      one_time_products_revenue: [[1000, 1800, 0, 0, 0], 2800],
      one_time_products_net_revenue: [[1000, 1300, 0, 0, 0], 2300],
      new_subscriptions_revenue: [[0, 0, 3000, 0, 0], 3000],
      new_subscriptions_net_revenue: [ZERO5, 0],
      renewed_subscriptions: [[0, 0, 0, 1, 0], 1],
      renewed_subscriptions_revenue: [[0, 0, 0, 1500, 0], 1500],
      renewed_subscriptions_net_revenue: [[0, 0, 0, 1500, 0], 1500],
    });
  });

  it("subscriptions: levels at each day's end, MRR per month, trials apart", async () => {
    // Before 27: S1 (1000/month) and S3 (3000/month, canceled 25th: no longer committed).
    // 28: S2 starts (12000/year = 1000/month). 29: S3 ends, S4 starts a trial (500/week = 2166.67/month).
    // 30: S2 canceled (too_expensive): still active, no longer committed.
    expectSeries(await metrics(q), {
      active_subscriptions: [[2, 3, 3, 3, 3], 3],
      committed_subscriptions: [[1, 2, 3, 2, 2], 2],
      new_subscriptions: [[0, 1, 1, 0, 0], 2],
      churned_subscriptions: [[0, 0, 1, 0, 0], 1],
      canceled_subscriptions: [[0, 0, 0, 1, 0], 1],
      canceled_subscriptions_too_expensive: [[0, 0, 0, 1, 0], 1],
      ...noCancellations(["too_expensive"]),
      monthly_recurring_revenue: [[4000, 5000, 2000, 2000, 2000], 2000],
      committed_monthly_recurring_revenue: [[1000, 2000, 2000, 1000, 1000], 1000],
      trial_monthly_recurring_revenue: [[0, 0, 2167, 2167, 2167], 2167],
      annual_recurring_revenue: [[48000, 60000, 24000, 24000, 24000], 24000],
      committed_annual_recurring_revenue: [[12000, 24000, 24000, 12000, 12000], 12000],
      // MRR / active: 4000/2, 5000/3, 2000/3 …
      average_revenue_per_user: [[2000, 1667, 667, 667, 667], 667],
      // churned / (active at the day's start + new): 29th 1/(3+1); whole range 1/(2+2).
      churn_rate: [[0, 0, 0.25, 0, 0], 0.25],
      // ARPU / churn rate: 667 / 0.25.
      ltv: [[0, 0, 2668, 0, 0], 2668],
    });
  });

  it("checkouts: created per day, succeeded ones, conversion", async () => {
    expectSeries(await metrics(q), {
      checkouts: [[2, 1, 0, 1, 0], 4],
      succeeded_checkouts: [[1, 0, 0, 1, 0], 2],
      checkouts_conversion: [[0.5, 0, 0, 1, 0], 0.5],
    });
  });
});

describe("by day in Europe/Amsterdam, across the switch to summer time (29 March, 01:00 UTC)", () => {
  const q = "interval=day&start_date=2026-03-27&end_date=2026-03-31&currency=usd&timezone=Europe/Amsterdam";

  it("starts each period at local midnight, with the offset of that day", async () => {
    const body = await metrics(q);
    expect(body.periods.map((p) => p.timestamp)).toEqual([
      "2026-03-27T00:00:00+01:00",
      "2026-03-28T00:00:00+01:00",
      "2026-03-29T00:00:00+01:00",
      "2026-03-30T00:00:00+02:00",
      "2026-03-31T00:00:00+02:00",
    ]);
  });

  it("counts each record in its local day (the 29th lasts 23 hours)", async () => {
    // Local days: 27 = [26 23:00Z, 27 23:00Z), 28 = […, 28 23:00Z), 29 = […, 29 22:00Z), 30 = […, 30 22:00Z).
    // O7 (26 23:30Z) and O1 → 27; O2 (28 23:30Z) → 29; O3 (29 22:30Z) and O4 → 30.
    // S2 starts 28; S3 ends 29; S4 starts 29 22:30Z → 30; S2 canceled 30.
    // Checkouts 27 09:00Z and 11:00Z → 27; 28 23:30Z → 29; 30 10:00Z → 30.
    expectSeries(await metrics(q), {
      orders: [[2, 0, 1, 2, 0], 5],
      revenue: [[1700, 0, 1800, 4500, 0], 8000],
      net_revenue: [[1700, 0, 1300, 1500, 0], 4500],
      cumulative_revenue: [[1700, 1700, 3500, 8000, 8000], 8000],
      net_cumulative_revenue: [[1700, 1700, 3000, 4500, 4500], 4500],
      average_order_value: [[850, 0, 1800, 2250, 0], 1600],
      net_average_order_value: [[850, 0, 1300, 750, 0], 900],
      one_time_products: [[2, 0, 1, 0, 0], 3],
      one_time_products_revenue: [[1700, 0, 1800, 0, 0], 3500],
      one_time_products_net_revenue: [[1700, 0, 1300, 0, 0], 3000],
      new_subscriptions_revenue: [[0, 0, 0, 3000, 0], 3000],
      new_subscriptions_net_revenue: [ZERO5, 0],
      renewed_subscriptions: [[0, 0, 0, 1, 0], 1],
      renewed_subscriptions_revenue: [[0, 0, 0, 1500, 0], 1500],
      renewed_subscriptions_net_revenue: [[0, 0, 0, 1500, 0], 1500],
      active_subscriptions: [[2, 3, 2, 3, 3], 3],
      committed_subscriptions: [[1, 2, 2, 2, 2], 2],
      new_subscriptions: [[0, 1, 0, 1, 0], 2],
      churned_subscriptions: [[0, 0, 1, 0, 0], 1],
      canceled_subscriptions: [[0, 0, 0, 1, 0], 1],
      canceled_subscriptions_too_expensive: [[0, 0, 0, 1, 0], 1],
      ...noCancellations(["too_expensive"]),
      monthly_recurring_revenue: [[4000, 5000, 2000, 2000, 2000], 2000],
      committed_monthly_recurring_revenue: [[1000, 2000, 2000, 1000, 1000], 1000],
      trial_monthly_recurring_revenue: [[0, 0, 0, 2167, 2167], 2167],
      annual_recurring_revenue: [[48000, 60000, 24000, 24000, 24000], 24000],
      committed_annual_recurring_revenue: [[12000, 24000, 24000, 12000, 12000], 12000],
      average_revenue_per_user: [[2000, 1667, 1000, 667, 667], 667],
      // 29th: 1 / (3 + 0); whole range: 1 / (2 + 2).
      churn_rate: [[0, 0, 1 / 3, 0, 0], 0.25],
      ltv: [[0, 0, 3000, 0, 0], 2668],
      checkouts: [[2, 0, 1, 1, 0], 4],
      succeeded_checkouts: [[1, 0, 0, 1, 0], 2],
      checkouts_conversion: [[0.5, 0, 0, 1, 0], 0.5],
    });
  });

  it("steps hours on absolute time: 23 hourly periods on the 29th", async () => {
    const body = await metrics(
      "interval=hour&start_date=2026-03-29&end_date=2026-03-29&currency=usd&timezone=Europe/Amsterdam&metrics=orders",
    );
    expect(body.periods).toHaveLength(23);
    expect(body.periods.slice(0, 3).map((p) => p.timestamp)).toEqual([
      "2026-03-29T00:00:00+01:00",
      "2026-03-29T01:00:00+01:00",
      "2026-03-29T03:00:00+02:00",
    ]);
    // O2 at 28 23:30Z = 00:30 local.
    expect(body.periods[0]?.orders).toBe(1);
    expect(body.totals.orders).toBe(1);
  });
});

describe("by week and by month (UTC, usd)", () => {
  it("by week: four weeks from Monday 23 March", async () => {
    // W1 23–29 March: O7, O1, O2, O3; S3 canceled (unused), S2 and S4 start, S3 ends.
    // W2 from 30 March: O4; S2 canceled; S4's trial ends 5 April: 2166.67 moves from trial to MRR.
    const body = await metrics("interval=week&start_date=2026-03-23&end_date=2026-04-19&currency=usd");
    expect(body.periods.map((p) => p.timestamp)).toEqual([
      "2026-03-23T00:00:00Z",
      "2026-03-30T00:00:00Z",
      "2026-04-06T00:00:00Z",
      "2026-04-13T00:00:00Z",
    ]);
    expectSeries(body, {
      orders: [[4, 1, 0, 0], 5],
      revenue: [[6500, 1500, 0, 0], 8000],
      net_revenue: [[3000, 1500, 0, 0], 4500],
      cumulative_revenue: [[6500, 8000, 8000, 8000], 8000],
      average_order_value: [[1625, 1500, 0, 0], 1600],
      active_subscriptions: [[3, 3, 3, 3], 3],
      committed_subscriptions: [[3, 2, 2, 2], 2],
      new_subscriptions: [[2, 0, 0, 0], 2],
      churned_subscriptions: [[1, 0, 0, 0], 1],
      canceled_subscriptions: [[1, 1, 0, 0], 2],
      canceled_subscriptions_unused: [[1, 0, 0, 0], 1],
      canceled_subscriptions_too_expensive: [[0, 1, 0, 0], 1],
      monthly_recurring_revenue: [[2000, 4167, 4167, 4167], 4167],
      committed_monthly_recurring_revenue: [[2000, 3167, 3167, 3167], 3167],
      trial_monthly_recurring_revenue: [[2167, 0, 0, 0], 0],
      annual_recurring_revenue: [[24000, 50004, 50004, 50004], 50004],
      // 4166.67 / 3 = 1388.89.
      average_revenue_per_user: [[667, 1389, 1389, 1389], 1389],
      churn_rate: [[0.25, 0, 0, 0], 0.25],
      ltv: [[2668, 0, 0, 0], 5556],
      checkouts: [[3, 1, 0, 0], 4],
      succeeded_checkouts: [[1, 1, 0, 0], 2],
      checkouts_conversion: [[1 / 3, 1, 0, 0], 0.5],
    });
  });

  it("by month: February to April", async () => {
    const body = await metrics("interval=month&start_date=2026-02-01&end_date=2026-04-30&currency=usd");
    expect(body.periods.map((p) => p.timestamp)).toEqual([
      "2026-02-01T00:00:00Z",
      "2026-03-01T00:00:00Z",
      "2026-04-01T00:00:00Z",
    ]);
    expectSeries(body, {
      orders: [[0, 5, 0], 5],
      revenue: [[0, 8000, 0], 8000],
      net_revenue: [[0, 4500, 0], 4500],
      net_cumulative_revenue: [[0, 4500, 4500], 4500],
      one_time_products: [[0, 3, 0], 3],
      renewed_subscriptions: [[0, 1, 0], 1],
      active_subscriptions: [[0, 3, 3], 3],
      committed_subscriptions: [[0, 2, 2], 2],
      new_subscriptions: [[0, 4, 0], 4],
      churned_subscriptions: [[0, 1, 0], 1],
      canceled_subscriptions: [[0, 2, 0], 2],
      monthly_recurring_revenue: [[0, 2000, 4167], 4167],
      committed_monthly_recurring_revenue: [[0, 1000, 3167], 3167],
      trial_monthly_recurring_revenue: [[0, 2167, 0], 0],
      average_revenue_per_user: [[0, 667, 1389], 1389],
      // March: 1 / (0 + 4).
      churn_rate: [[0, 0.25, 0], 0.25],
      ltv: [[0, 2668, 0], 5556],
      checkouts_conversion: [[0, 0.5, 0], 0.5],
    });
  });
});

describe("currencies, filters and selection", () => {
  const day = "interval=day&start_date=2026-03-27&end_date=2026-03-31";

  it("never adds currencies up: eur figures hold only the eur records", async () => {
    const body = await metrics(`${day}&currency=EUR`);
    expect(body.currency).toBe("eur");
    expectSeries(body, {
      revenue: [[0, 0, 0, 5000, 0], 5000],
      orders: [[0, 0, 0, 1, 0], 1],
      active_subscriptions: [[1, 1, 1, 1, 1], 1],
      monthly_recurring_revenue: [[2000, 2000, 2000, 2000, 2000], 2000],
      checkouts: [[0, 0, 0, 1, 0], 1],
    });
  });

  it("defaults to the currency of the latest paid order", async () => {
    // O4 (usd) and O5 (eur) share the latest instant; O6 (later) is pending: the later id wins, O5.
    expect((await metrics(day)).currency).toBe("eur");
  });

  it("computes only the metrics asked for, and filters by billing type and customer", async () => {
    const body = await metrics(`${day}&currency=usd&metrics=revenue&metrics=active_subscriptions`);
    expect(Object.keys(body.metrics)).toEqual(["revenue", "active_subscriptions"]);
    expect(Object.keys(body.periods[0]!).sort()).toEqual(["active_subscriptions", "revenue", "timestamp"]);
    const oneTime = await metrics(
      `${day}&currency=usd&billing_type=one_time&metrics=revenue&metrics=active_subscriptions`,
    );
    expect(oneTime.totals).toEqual({ revenue: 2800, active_subscriptions: 0 });
    const recurring = await metrics(`${day}&currency=usd&billing_type=recurring&metrics=revenue`);
    expect(recurring.totals.revenue).toBe(4500);
    const mine = await metrics(`${day}&currency=usd&customer_id=${customerId}&metrics=revenue`);
    expect(mine.totals.revenue).toBe(7300);
    const nobody = await metrics(`${day}&currency=usd&customer_id=${crypto.randomUUID()}&metrics=revenue`);
    expect(nobody.totals.revenue).toBe(0);
  });
});

describe("export", () => {
  it("writes the same figures as CSV, one row per period, a column per metric", async () => {
    const q = "interval=day&start_date=2026-03-28&end_date=2026-03-30&timezone=Europe/Amsterdam&currency=usd";
    const res = await seller.api.get(
      `/v1/metrics/export?${q}&metrics=orders&metrics=revenue&metrics=churn_rate`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.text).toBe(
      "timestamp,orders,revenue,churn_rate\r\n" +
        "2026-03-28T00:00:00+01:00,0,0,0\r\n" +
        `2026-03-29T00:00:00+01:00,1,1800,${1 / 3}\r\n` +
        "2026-03-30T00:00:00+02:00,2,4500,0\r\n",
    );
  });
});
