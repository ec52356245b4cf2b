import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { recurringProduct, subscribe } from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

/**
 * `pagination.total_count` of the customer, order and subscription lists: the unfiltered (and
 * status / active filtered) totals come from the maintained counters, the others from counting
 * the filtered rows; either way they equal the number of items listed.
 */
const clock = manualClock(new Date("2026-05-01T08:00:00.000Z"));
let t: TestApp;
let seller: Seller;
let other: Seller;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Counts");
  other = await createSeller(t, "Elsewhere");
  const plan = await recurringProduct(seller, { name: "Plan", amount: 1000 });
  for (const email of ["ann@example.com", "bob@example.com", "cat@example.com"]) {
    await subscribe(t, seller, plan.id, { email });
    clock.advance(60_000);
  }
  const theirs = await recurringProduct(other, { name: "Theirs", amount: 500 });
  await subscribe(t, other, theirs.id, { email: "zoe@example.com" });
  for (const email of ["dan@example.com", "eve@example.com"]) {
    expect((await seller.api.post("/v1/customers/", { email })).status).toBe(201);
  }
});
afterAll(() => t.close());

async function page(path: string): Promise<{ n: number; total: number }> {
  const sep = path.includes("?") ? "&" : "?";
  const res = await seller.api.get(`${path}${sep}limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { n: res.body.items.length, total: res.body.pagination.total_count };
}

async function expectCounts(cases: [string, number][]) {
  for (const [path, expected] of cases) {
    expect(await page(path), path).toEqual({ n: expected, total: expected });
  }
}

describe("list total_count", () => {
  it("is exact after creates and deletes, unfiltered and filtered", async () => {
    await expectCounts([
      ["/v1/customers/", 5],
      ["/v1/customers/?query=example.com", 5],
      ["/v1/customers/?active=true", 3],
      ["/v1/orders/", 3],
      ["/v1/orders/?status=paid", 3],
      ["/v1/orders/?status=pending", 0],
      ["/v1/orders/?query=ann@", 1],
      ["/v1/subscriptions/", 3],
      ["/v1/subscriptions/?active=true", 3],
      ["/v1/subscriptions/?active=false", 0],
      ["/v1/subscriptions/?status=active&status=canceled", 3],
    ]);
    const customers = (await seller.api.get("/v1/customers/?query=dan@")).body.items;
    expect((await seller.api.delete(`/v1/customers/${customers[0].id}`)).status).toBe(204);
    const subs = (await seller.api.get("/v1/subscriptions/?query=bob@")).body.items;
    expect((await seller.api.delete(`/v1/subscriptions/${subs[0].id}`)).status).toBe(200);
    await expectCounts([
      ["/v1/customers/", 4],
      ["/v1/customers/?active=false", 2],
      ["/v1/subscriptions/", 3],
      ["/v1/subscriptions/?active=true", 2],
      ["/v1/subscriptions/?active=false", 1],
      ["/v1/subscriptions/?status=canceled", 1],
      ["/v1/subscriptions/?active=true&status=canceled", 0],
      ["/v1/subscriptions/?query=bob@", 1],
    ]);
    // Another organization's rows never count.
    const theirs = await other.api.get("/v1/subscriptions/");
    expect(theirs.body.pagination.total_count).toBe(1);
  });

  it("reads unfiltered and status totals from the counter, other filters from the rows", async () => {
    // A delta row written by hand shows which path answered (and is taken back after).
    const add = (delta: number) =>
      t.ctx.db.execute(
        sql`insert into order_count (organization_id, status, delta) values (${seller.organizationId}, 'paid', ${delta})`,
      );
    await add(10);
    try {
      expect((await page("/v1/orders/")).total).toBe(13);
      expect((await page("/v1/orders/?status=paid")).total).toBe(13);
      expect((await page("/v1/orders/?status=refunded")).total).toBe(0);
      expect((await page("/v1/orders/?query=example.com")).total).toBe(3);
    } finally {
      await add(-10);
    }
    expect((await page("/v1/orders/")).total).toBe(3);
  });
});
