/**
 * The rollups answer exactly what the raw rows answer: random orders, refunds, deletes,
 * subscription changes and checkouts (each step one statement of several rows), compactions in
 * between, then random queries (interval, range, time zone, currency, product and billing type
 * filters) answered both ways. Asia/Kolkata (+05:30) and customer filters must fall back to the
 * rows; every other query here must be answered from the rollups.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applyStep,
  BASE_MS,
  type Catalog,
  type WriteStep,
  writeStep,
} from "../../test/fixtures/metrics-random.js";
import { makeCustomer, makeProduct } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller } from "../../test/v1-helpers.js";
import type { Interval } from "./definitions.js";
import { periodSeries } from "./repository.js";
import { compactMetricRollups } from "./rollups.js";
import { getMetrics, rollupsAnswer } from "./service.js";

let t: TestApp;
let catalog: Catalog;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createSeller(t, "Rollups");
  catalog = {
    organizationId: seller.organizationId,
    customerIds: [await makeCustomer(t, seller), await makeCustomer(t, seller)],
    oneTime: await makeProduct(seller, { name: "Ebook" }),
    recurring: [
      await makeProduct(seller, { name: "Plan", recurring: true }),
      await makeProduct(seller, { name: "Team", recurring: true }),
    ],
  };
});
afterAll(() => t.close());

const ZONES = ["UTC", "Europe/Amsterdam", "America/New_York", "Asia/Kolkata"];
/** Days from start to end date per interval, within Polar's limits. */
const SPANS: Record<Interval, [number, number]> = {
  hour: [0, 3],
  day: [0, 45],
  week: [14, 80],
  month: [60, 120],
  year: [366, 400],
};
const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const query = fc
  .record({
    interval: fc.constantFrom<Interval>("hour", "day", "day", "week", "month", "year"),
    startDay: fc.integer({ min: -3, max: 32 }),
    span: fc.double({ min: 0, max: 1, noNaN: true }),
    timezone: fc.constantFrom(...ZONES),
    currency: fc.constantFrom("usd", "eur"),
    products: fc.constantFrom("none", "one-time", "plan", "both"),
    billing: fc.constantFrom<("one_time" | "recurring")[]>(
      [],
      ["one_time"],
      ["recurring"],
      ["one_time", "recurring"],
    ),
    customer: fc.integer({ min: 0, max: 5 }),
  })
  .map((q) => {
    const [min, max] = SPANS[q.interval];
    const start = BASE_MS + q.startDay * DAY;
    const end = start + Math.round(min + q.span * (max - min)) * DAY;
    const productId =
      q.products === "one-time"
        ? [catalog.oneTime]
        : q.products === "plan"
          ? [catalog.recurring[0]!]
          : q.products === "both"
            ? [catalog.oneTime, catalog.recurring[1]!]
            : undefined;
    return {
      start_date: dateOf(start),
      end_date: dateOf(end),
      interval: q.interval,
      timezone: q.timezone,
      currency: q.currency,
      ...(productId ? { product_id: productId } : {}),
      ...(q.billing.length ? { billing_type: q.billing } : {}),
      ...(q.customer === 0 ? { customer_id: [catalog.customerIds[0]!] } : {}),
    };
  });

describe("metrics from the rollups", () => {
  it("equal the raw rows' answer for random writes, compactions, ranges and time zones", async () => {
    const written = { orders: [] as string[], subscriptions: [] as string[], checkouts: [] as string[] };
    // A history to start from: 60 random statements.
    for (const step of fc.sample(writeStep, { numRuns: 60, seed: 15 }))
      await applyStep(t.ctx.db, catalog, step, written);
    let fromRollups = 0;
    let fallbacks = 0;
    let withFigures = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(writeStep, writeStep, writeStep, fc.constant({ kind: "compact" as const })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(query, { minLength: 1, maxLength: 3 }),
        async (steps, queries) => {
          for (const step of steps) {
            if (step.kind === "compact") await compactMetricRollups(t.ctx);
            else await applyStep(t.ctx.db, catalog, step, written);
          }
          for (const q of queries) {
            const periods = await periodSeries(t.ctx.db, {
              start: q.start_date,
              end: q.end_date,
              interval: q.interval,
              timeZone: q.timezone,
            });
            const expectRollups = q.timezone !== "Asia/Kolkata" && !q.customer_id;
            expect(rollupsAnswer(periods, q)).toBe(expectRollups);
            if (expectRollups) fromRollups += 1;
            else fallbacks += 1;
            const auto = await getMetrics(t.ctx, catalog.organizationId, q);
            const raw = await getMetrics(t.ctx, catalog.organizationId, q, false, { rollups: false });
            expect(auto).toEqual(raw);
            const totals = raw.totals;
            if ((totals.revenue ?? 0) + (totals.checkouts ?? 0) + (totals.monthly_recurring_revenue ?? 0) > 0)
              withFigures += 1;
          }
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 40), endOnFailure: true },
    );
    // The data grew over the runs: the last answers held real figures from both paths.
    expect(written.orders.length).toBeGreaterThan(50);
    expect(fromRollups).toBeGreaterThan(10);
    expect(withFigures).toBeGreaterThan(10);
    expect(fallbacks).toBeGreaterThan(2);
  }, 600_000);

  it("count a cancellation recorded after the subscription's end at its own instant, both ways", async () => {
    const written = { orders: [] as string[], subscriptions: [] as string[], checkouts: [] as string[] };
    // Started 1 March and ended 6 s later without a cancellation; a cancellation on 10 March.
    const started = { started: 0, trialDays: 0, canceledAfter: null, endedAfter: 6, reason: null };
    // In pounds, which the random steps never write: these figures are this subscription's alone.
    const terms = { amount: 1000, interval: "month", intervalCount: 1, currency: "gbp" };
    const row = { ...started, ...terms, product: 0, customer: 0, startedNull: false };
    const insert = { kind: "subscriptions", rows: [row] } as unknown as WriteStep;
    await applyStep(t.ctx.db, catalog, insert, written);
    const end = { kind: "change-subscription", pick: 0, change: "end", value: 9 * 86_400 } as const;
    await applyStep(t.ctx.db, catalog, end, written);
    for (const compact of [false, true]) {
      if (compact) await compactMetricRollups(t.ctx);
      const q = {
        start_date: "2026-03-09",
        end_date: "2026-03-15",
        interval: "week" as const,
        timezone: "UTC",
        currency: "gbp",
      };
      const raw = await getMetrics(t.ctx, catalog.organizationId, q, false, { rollups: false });
      expect(raw.totals.canceled_subscriptions).toBe(1);
      expect(raw.totals.active_subscriptions).toBe(0);
      expect(await getMetrics(t.ctx, catalog.organizationId, q)).toEqual(raw);
    }
  });
});
