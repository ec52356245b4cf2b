import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { recurringProduct, subscribe } from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { pruneEvents } from "../webhooks/prune.js";

const clock = manualClock(new Date("2026-05-01T08:00:00.000Z"));
const MINUTE = 60_000;
let t: TestApp;
let seller: Seller;
let other: Seller;
/** `a` is the subscription under test; `b` another subscription of the same seller and customer. */
let a: { id: string; customer_id: string };
let b: { id: string };
let orderId: string;

type Entry = { id: string; type: string; timestamp: string; data: { id?: string } | null };

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Timeline Shop");
  other = await createSeller(t, "Other Shop");
  const basic = await recurringProduct(seller, { name: "Basic", amount: 1000 });
  const pro = await recurringProduct(seller, { name: "Pro", amount: 5000 });
  a = (await subscribe(t, seller, basic.id, { email: "tl@example.com" })).subscription;
  clock.advance(MINUTE);
  b = (await subscribe(t, seller, pro.id, { email: "tl2@example.com" })).subscription;
  clock.advance(MINUTE);
  const cancel = await seller.api.patch(`/v1/subscriptions/${a.id}`, { cancel_at_period_end: true });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  clock.advance(MINUTE);
  const orders = await seller.api.get(`/v1/orders/?subscription_id=${a.id}`);
  expect(orders.status).toBe(200);
  expect(orders.body.items).toHaveLength(1);
  orderId = orders.body.items[0].id;
});
afterAll(() => t.close());

async function timeline(query = ""): Promise<{ items: Entry[]; pagination: unknown }> {
  const res = await seller.api.get(`/v1/subscriptions/${a.id}/events${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("GET /v1/subscriptions/{id}/events", () => {
  it("lists the subscription's events and its orders' events, newest first", async () => {
    const { items, pagination } = await timeline("?limit=100");
    const types = items.map((e) => e.type);
    // The cancellation is the newest change: its two events (same time) come first.
    expect(types.slice(0, 2).sort()).toEqual(["subscription.canceled", "subscription.updated"]);
    expect(types).toContain("subscription.created");
    expect(types).toContain("order.created");
    expect(types).toContain("order.paid");
    expect(pagination).toEqual({ total_count: items.length, max_page: 1 });
    for (const e of items) {
      expect([a.id, orderId]).toContain(e.data?.id);
      expect(Number.isNaN(Date.parse(e.timestamp))).toBe(false);
    }
    const times = items.map((e) => Date.parse(e.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    // The canceled event carries the subscription as it was delivered.
    expect(items.find((e) => e.type === "subscription.canceled")?.data).toMatchObject({
      id: a.id,
      cancel_at_period_end: true,
    });
  });

  it("leaves out the other subscription, the checkout and the customer", async () => {
    const { items } = await timeline("?limit=100");
    expect(items.some((e) => e.data?.id === b.id)).toBe(false);
    expect(items.some((e) => e.type.startsWith("checkout.") || e.type.startsWith("customer."))).toBe(false);
    const theirs = await seller.api.get(`/v1/subscriptions/${b.id}/events?limit=100`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items.some((e: Entry) => e.type === "subscription.canceled")).toBe(false);
    expect(theirs.body.items.every((e: Entry) => e.data?.id !== a.id)).toBe(true);
  });

  it("paginates", async () => {
    const all = (await timeline("?limit=100")).items;
    const first = await timeline("?limit=2");
    const second = await timeline("?limit=2&page=2");
    expect(first.pagination).toEqual({ total_count: all.length, max_page: Math.ceil(all.length / 2) });
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
  });

  it("is a 404 for an unknown or foreign subscription", async () => {
    const unknown = await seller.api.get("/v1/subscriptions/00000000-0000-4000-8000-000000000000/events");
    expect(unknown.status).toBe(404);
    const foreign = await other.api.get(`/v1/subscriptions/${a.id}/events`);
    expect(foreign.status).toBe(404);
  });

  it("refuses bad input with a 422 naming the field", async () => {
    const badId = await seller.api.get("/v1/subscriptions/nope/events");
    expect(badId.status).toBe(422);
    expect(locs(badId.body)).toContain("path.id");
    const badPage = await seller.api.get(`/v1/subscriptions/${a.id}/events?page=0`);
    expect(badPage.status).toBe(422);
    expect(locs(badPage.body)).toContain("query.page");
  });

  it("needs subscriptions:read", async () => {
    const created = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "orders only",
      scopes: ["orders:read"],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await t.client({}).get(`/v1/subscriptions/${a.id}/events`, {
      noOrigin: true,
      headers: { authorization: `Bearer ${created.body.token}` },
    });
    expect(res.status).toBe(403);
  });

  it("is in the OpenAPI document", async () => {
    const doc = await t.client({}).get("/v1/openapi.json", { noOrigin: true });
    expect(doc.status).toBe(200);
    expect(doc.body.paths["/v1/subscriptions/{id}/events"]?.get).toBeTruthy();
  });

  // Last: moves the clock 91 days on and archives every event so far.
  it("keeps archived events listed, with data null", async () => {
    const before = (await timeline("?limit=100")).items;
    clock.advance(91 * 24 * 60 * MINUTE);
    await pruneEvents(t.ctx);
    const after = (await timeline("?limit=100")).items;
    expect(after.map((e) => [e.id, e.type, e.timestamp])).toEqual(
      before.map((e) => [e.id, e.type, e.timestamp]),
    );
    expect(after.every((e) => e.data === null)).toBe(true);
  });
});
