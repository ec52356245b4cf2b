/**
 * The rollups under concurrent writers (two connections of the pool on PostgreSQL; PGlite runs
 * them one after the other): orders inserted by two transactions at once are each counted once,
 * and compactions running while orders are inserted (and two compactions at once) lose nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyStep, type Catalog } from "../../test/fixtures/metrics-random.js";
import { makeCustomer, makeProduct } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller } from "../../test/v1-helpers.js";
import { compactMetricRollups } from "./rollups.js";
import { getMetrics } from "./service.js";

let t: TestApp;
let catalog: Catalog;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createSeller(t, "Concurrent");
  catalog = {
    organizationId: seller.organizationId,
    customerIds: [await makeCustomer(t, seller)],
    oneTime: await makeProduct(seller, { name: "Ebook" }),
    recurring: [await makeProduct(seller, { name: "Plan", recurring: true })],
  };
});
afterAll(() => t.close());

const QUERY = {
  start_date: "2026-03-01",
  end_date: "2026-03-31",
  interval: "day" as const,
  timezone: "Europe/Amsterdam",
  currency: "usd",
  metrics: ["orders", "revenue", "net_revenue"],
};
const written = () => ({ orders: [] as string[], subscriptions: [] as string[], checkouts: [] as string[] });
/** `count` paid usd orders of 1,000 in March 2026, same hour for all (one rollup key). */
const ordersStep = (count: number, at = 10 * 86_400) => ({
  kind: "orders" as const,
  rows: Array.from({ length: count }, () => ({
    at,
    currency: "usd" as const,
    status: "paid" as const,
    reason: "purchase" as const,
    subtotal: 1000,
    discount: 0,
    refunded: 0,
    product: 0,
    customer: 0,
  })),
});

async function totals() {
  const rollup = await getMetrics(t.ctx, catalog.organizationId, QUERY);
  const raw = await getMetrics(t.ctx, catalog.organizationId, QUERY, false, { rollups: false });
  expect(rollup).toEqual(raw);
  return rollup.totals;
}

describe("metric rollups under concurrent writes", () => {
  it("counts orders inserted by two transactions at once exactly once", async () => {
    const before = (await totals()).orders ?? 0;
    const writer = () =>
      t.ctx.db.transaction(async (tx) => {
        for (let i = 0; i < 10; i++) await applyStep(tx, catalog, ordersStep(5), written());
      });
    await Promise.all([writer(), writer()]);
    const after = await totals();
    expect(after.orders).toBe(before + 100);
    expect(after.revenue).toBe((before + 100) * 1000);
  });

  it("loses and doubles nothing when compactions run during inserts, and two at once", async () => {
    const before = (await totals()).orders ?? 0;
    let inserted = 0;
    const writer = async () => {
      for (let i = 0; i < 20; i++) {
        await applyStep(t.ctx.db, catalog, ordersStep(3, 10 * 86_400 + (i % 4) * 1800), written());
        inserted += 3;
      }
    };
    const compactor = async () => {
      for (let i = 0; i < 8; i++)
        await Promise.all([compactMetricRollups(t.ctx), compactMetricRollups(t.ctx)]);
    };
    await Promise.all([writer(), writer(), compactor()]);
    expect(inserted).toBe(120);
    expect((await totals()).orders).toBe(before + 120);
    await compactMetricRollups(t.ctx);
    const after = await totals();
    expect(after.orders).toBe(before + 120);
    expect(after.net_revenue).toBe((before + 120) * 1000);
    // Everything is folded now: a further compaction finds no delta.
    expect(await compactMetricRollups(t.ctx)).toEqual({ orders: 0, checkouts: 0, subscriptions: 0 });
  });
});
