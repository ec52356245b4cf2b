import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { makeDiscount } from "../../test/fixtures/checkouts.js";
import { expectSubscription, recurringProduct, subscribe } from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

const clock = manualClock(new Date("2026-05-01T08:00:00.000Z"));
let t: TestApp;
let seller: Seller;
const DAY = 86_400_000;
/** a: basic, monthly, external id; b: pro with discount, canceled at period end; c: basic, revoked. */
let a: { id: string; customer_id: string };
let b: { id: string; customer_id: string };
let c: { id: string; customer_id: string };
let basic: { id: string };
let pro: { id: string };
let discountId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Shop");
  basic = await recurringProduct(seller, { name: "Basic", amount: 1000 });
  pro = await recurringProduct(seller, { name: "Pro", amount: 5000 });
  discountId = (await makeDiscount(seller, { type: "percentage", basis_points: 1000, duration: "forever" }))
    .id;
  a = (
    await subscribe(t, seller, basic.id, {
      email: "zed@example.com",
      checkout: { external_customer_id: "ext-a", metadata: { plan: "basic", seats: 3 } },
    })
  ).subscription;
  clock.advance(DAY);
  b = (
    await subscribe(t, seller, pro.id, {
      email: "amy@example.com",
      checkout: { discount_id: discountId, metadata: { plan: "pro" } },
    })
  ).subscription;
  clock.advance(DAY);
  c = (await subscribe(t, seller, basic.id, { email: "max@example.com" })).subscription;
  clock.advance(DAY);
  expect(
    (
      await seller.api.patch(`/v1/subscriptions/${b.id}`, {
        cancel_at_period_end: true,
        customer_cancellation_reason: "too_expensive",
      })
    ).status,
  ).toBe(200);
  clock.advance(DAY);
  expect((await seller.api.delete(`/v1/subscriptions/${c.id}`)).status).toBe(200);
});
afterAll(() => t.close());

async function ids(query: string): Promise<string[]> {
  const res = await seller.api.get(`/v1/subscriptions/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((s: { id: string }) => s.id);
}

describe("GET /v1/subscriptions/", () => {
  it("shows each subscription exactly as GET /v1/subscriptions/{id} does (the page statement's json read back)", async () => {
    const res = await seller.api.get("/v1/subscriptions/?limit=10");
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const item of res.body.items as { id: string }[]) {
      expect(item).toEqual((await seller.api.get(`/v1/subscriptions/${item.id}`)).body);
    }
  });

  it("lists newest started first with pagination, every item a Subscription", async () => {
    const res = await seller.api.get("/v1/subscriptions/?limit=2");
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ total_count: 3, max_page: 2 });
    for (const item of res.body.items) expectSubscription(item);
    expect(res.body.items.map((s: { id: string }) => s.id)).toEqual([c.id, b.id]);
    expect(await ids("?limit=2&page=2")).toEqual([a.id]);
  });

  it("filters", async () => {
    expect(await ids(`?product_id=${basic.id}`)).toEqual([c.id, a.id]);
    expect(await ids(`?product_id=${basic.id}&product_id=${pro.id}`)).toHaveLength(3);
    expect(await ids(`?customer_id=${b.customer_id}`)).toEqual([b.id]);
    expect(await ids("?external_customer_id=ext-a")).toEqual([a.id]);
    expect(await ids("?external_customer_id=nobody")).toEqual([]);
    expect(await ids(`?discount_id=${discountId}`)).toEqual([b.id]);
    expect(await ids("?active=true")).toEqual([b.id, a.id]);
    expect(await ids("?active=false")).toEqual([c.id]);
    expect(await ids("?status=canceled")).toEqual([c.id]);
    expect(await ids("?status=active&status=canceled")).toHaveLength(3);
    expect(await ids("?cancel_at_period_end=true")).toEqual([b.id]);
    expect(await ids("?cancel_at_period_end=false")).toEqual([c.id, a.id]);
    expect(await ids("?customer_cancellation_reason=too_expensive")).toEqual([b.id]);
    expect(await ids("?canceled_at_after=2026-05-04T12:00:00Z")).toEqual([c.id]);
    expect(await ids("?canceled_at_before=2026-05-04T12:00:00Z")).toEqual([b.id]);
    expect(await ids("?started_after=2026-05-02T00:00:00Z")).toEqual([c.id, b.id]);
    expect(await ids("?started_before=2026-05-02T00:00:00Z")).toEqual([a.id]);
    expect(await ids("?metadata[plan]=pro")).toEqual([b.id]);
    expect(await ids("?metadata[seats]=3")).toEqual([a.id]);
    expect(await ids("?metadata[plan]=basic&metadata[plan]=pro")).toEqual([b.id, a.id]);
    expect(await ids(`?organization_id=${seller.organizationId}`)).toHaveLength(3);
    expect(await ids("?organization_id=0190f2a4-0000-7000-8000-0000000000ff")).toEqual([]);
  });

  it("sorts", async () => {
    expect(await ids("?sorting=started_at")).toEqual([a.id, b.id, c.id]);
    expect(await ids("?sorting=-amount")).toEqual([b.id, a.id, c.id]);
    expect(await ids("?sorting=customer")).toEqual([b.id, c.id, a.id]);
    expect(await ids("?sorting=product&sorting=-started_at")).toEqual([c.id, a.id, b.id]);
    expect(await ids("?sorting=ends_at")).toEqual([c.id, b.id, a.id]);
    expect(await ids("?sorting=-ended_at")).toEqual([c.id, a.id, b.id]);
    expect(await ids("?sorting=status&sorting=started_at")).toEqual([a.id, b.id, c.id]);
  });

  it("searches by the customer's email or name (query, ignoring case)", async () => {
    expect(await ids("?query=AMY@")).toEqual([b.id]);
    expect(await ids("?query=example.com&sorting=started_at")).toEqual([a.id, b.id, c.id]);
    expect(await ids("?query=example.com&active=true&sorting=started_at")).toEqual([a.id, b.id]);
    expect(await ids("?query=%25")).toEqual([]);
    expect(await ids("?query=nobody")).toEqual([]);
  });

  it("counts a search's full page and its pages past the end exactly", async () => {
    const page = async (query: string) => (await seller.api.get(`/v1/subscriptions/${query}`)).body;
    const first = await page("?query=example.com&limit=2&sorting=started_at");
    expect(first.items.map((s: { id: string }) => s.id)).toEqual([a.id, b.id]);
    expect(first.pagination).toEqual({ total_count: 3, max_page: 2 });
    for (const item of first.items) expectSubscription(item);
    const second = await page("?query=example.com&limit=2&page=2&sorting=started_at");
    expect(second.items.map((s: { id: string }) => s.id)).toEqual([c.id]);
    expect(second.pagination).toEqual({ total_count: 3, max_page: 2 });
    expect(await page("?query=example.com&limit=2&page=3")).toEqual({
      items: [],
      pagination: { total_count: 3, max_page: 2 },
    });
    expect((await page("?query=example.com&active=true&limit=1")).pagination).toEqual({
      total_count: 2,
      max_page: 2,
    });
  });

  it("refuses bad filters naming the parameter", async () => {
    for (const [query, loc] of [
      [`?query=${"x".repeat(201)}`, "query.query"],
      ["?active=maybe", "query.active"],
      ["?status=paused", "query.status"],
      ["?product_id=nope", "query.product_id"],
      ["?canceled_at_after=yesterday", "query.canceled_at_after"],
      ["?customer_cancellation_reason=bored", "query.customer_cancellation_reason"],
      ["?sorting=price", "query.sorting"],
    ] as const) {
      const res = await seller.api.get(`/v1/subscriptions/${query}`);
      expect(res.status, query).toBe(422);
      expect(locs(res.body)[0]?.startsWith(loc), query).toBe(true);
    }
  });

  it("shows nothing of another organization", async () => {
    const other = await createSeller(t, "Other");
    const res = await other.api.get("/v1/subscriptions/");
    expect(res.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    expect((await other.api.get(`/v1/subscriptions/?customer_id=${a.customer_id}`)).body.items).toEqual([]);
  });
});

describe("GET /v1/subscriptions/export", () => {
  const lines = (text: string) => text.trim().split("\r\n").join("\n").split("\n");

  it("writes the default columns, oldest first", async () => {
    const res = await seller.api.get("/v1/subscriptions/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="kassa-subscriptions.csv"');
    expect(lines(res.text)).toEqual([
      "Email,Started At,Product,Amount,Currency,Status,Recurring Interval",
      "zed@example.com,2026-05-01T08:00:00+00:00,Basic,10.00,usd,active,month",
      "amy@example.com,2026-05-02T08:00:00+00:00,Pro,50.00,usd,active,month",
      "max@example.com,2026-05-03T08:00:00+00:00,Basic,10.00,usd,canceled,month",
    ]);
  });

  it("filters, picks columns and writes dates in the time zone", async () => {
    const res = await seller.api.get(
      "/v1/subscriptions/export?cancel_at_period_end=true&timezone=Europe/Paris" +
        "&columns=email&columns=net_amount&columns=discount&columns=ends_at&columns=cancellation_reason",
    );
    expect(res.status).toBe(200);
    expect(lines(res.text)).toEqual([
      "Email,Net Amount,Discount,Ends At,Cancellation Reason",
      "amy@example.com,45.00,Discount,2026-06-02T10:00:00+02:00,too_expensive",
    ]);
    expect(
      lines((await seller.api.get(`/v1/subscriptions/export?product_id=${pro.id}&status=canceled`)).text),
    ).toHaveLength(1);
    // The list's search and filters apply to the export as well.
    expect(lines((await seller.api.get("/v1/subscriptions/export?query=max&columns=email")).text)).toEqual([
      "Email",
      "max@example.com",
    ]);
    expect(
      lines((await seller.api.get(`/v1/subscriptions/export?customer_id=${a.customer_id}&active=true`)).text),
    ).toHaveLength(2);
    const bad = await seller.api.get("/v1/subscriptions/export?timezone=Mars/Olympus&columns=secret");
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual(["query.columns.0", "query.timezone"]);
    const other = await createSeller(t, "Export other");
    expect(lines((await other.api.get("/v1/subscriptions/export")).text)).toHaveLength(1);
  });
});
