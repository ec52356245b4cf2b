import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { subscribe, subscriptionRow } from "../../test/fixtures/subscriptions-renewal.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

const START = "2027-03-10T12:00:00.000Z";
const clock = manualClock(new Date(START));
let t: TestApp;
let seller: Seller;
let other: Seller;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Clocks");
  other = await createSeller(t, "Others");
});
afterAll(() => t.close());

async function newClock(s: Seller = seller, body: Record<string, unknown> = {}) {
  const res = await s.api.post("/v1/test-clocks/", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; frozen_time: string; customer_ids: string[] };
}

async function newCustomer(s: Seller = seller) {
  n += 1;
  const res = await s.api.post("/v1/customers/", { email: `clock-${n}@example.com` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe("test clock CRUD", () => {
  it("creates a clock at now by default, gets and lists it", async () => {
    const res = await seller.api.post("/v1/test-clocks/", { name: "  Annual plan  " });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      created_at: START,
      modified_at: null,
      organization_id: seller.organizationId,
      name: "Annual plan",
      frozen_time: START,
      status: "ready",
      advancing_to: null,
      customer_ids: [],
    });
    const got = await seller.api.get(`/v1/test-clocks/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
    const list = await seller.api.get("/v1/test-clocks/?limit=1");
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([res.body]);
    expect(list.body.pagination).toEqual({ total_count: 1, max_page: 1 });
  });

  it("starts at a given time, up to a year in the past", async () => {
    const past = await newClock(seller, { frozen_time: "2026-04-01T00:00:00+02:00" });
    expect(past.frozen_time).toBe("2026-03-31T22:00:00.000Z");
    const future = await newClock(seller, { frozen_time: "2030-01-01T00:00:00Z" });
    expect(future.frozen_time).toBe("2030-01-01T00:00:00.000Z");
    const tooOld = await seller.api.post("/v1/test-clocks/", { frozen_time: "2026-03-01T00:00:00Z" });
    expect(tooOld.status).toBe(422);
    expect(locs(tooOld.body)).toEqual(["body.frozen_time"]);
    const bad = await seller.api.post("/v1/test-clocks/", { frozen_time: "tomorrow", name: 5 });
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual(["body.frozen_time", "body.name"]);
  });

  it("is not found across organizations, and 422 on a bad id", async () => {
    const mine = await newClock();
    expect((await other.api.get(`/v1/test-clocks/${mine.id}`)).status).toBe(404);
    expect((await other.api.delete(`/v1/test-clocks/${mine.id}`)).status).toBe(404);
    const adv = await other.api.post(`/v1/test-clocks/${mine.id}/advance`, {
      frozen_time: "2027-04-01T00:00:00Z",
    });
    expect(adv.status).toBe(404);
    const ids = (await other.api.get("/v1/test-clocks/?limit=100")).body.items.map(
      (c: { id: string }) => c.id,
    );
    expect(ids).not.toContain(mine.id);
    const bad = await seller.api.get("/v1/test-clocks/not-a-uuid");
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["path.id"]);
  });

  it("validates the advance target, and refuses a second advance while advancing (409)", async () => {
    const c = await newClock();
    const advance = (frozen_time: unknown) =>
      seller.api.post(`/v1/test-clocks/${c.id}/advance`, { frozen_time });
    for (const target of [START, "2027-03-01T00:00:00Z", "2029-03-10T12:00:00.001Z", "soon", null]) {
      const res = await advance(target);
      expect(res.status, String(target)).toBe(422);
      expect(locs(res.body)).toEqual(["body.frozen_time"]);
    }
    const ok = await advance("2029-03-10T12:00:00Z");
    expect(ok.status, JSON.stringify(ok.body)).toBe(202);
    expect(ok.body).toMatchObject({
      status: "advancing",
      advancing_to: "2029-03-10T12:00:00.000Z",
      frozen_time: START,
    });
    const again = await advance("2029-03-10T12:00:00Z");
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("TestClockAdvancing");
    const attach = await seller.api.post(`/v1/test-clocks/${c.id}/customers`, {
      customer_id: await newCustomer(),
    });
    expect(attach.status).toBe(409);
    await t.runJobs();
    const done = await seller.api.get(`/v1/test-clocks/${c.id}`);
    expect(done.body).toMatchObject({
      status: "ready",
      advancing_to: null,
      frozen_time: "2029-03-10T12:00:00.000Z",
    });
  });
});

describe("POST /v1/test-clocks/{id}/customers", () => {
  it("attaches a customer and their live subscriptions; refuses unknown, foreign and other-clock customers", async () => {
    const c = await newClock();
    const sub = await subscribe(t, seller, { email: `attached-${++n}@example.com` });
    const res = await seller.api.post(`/v1/test-clocks/${c.id}/customers`, { customer_id: sub.customerId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customer_ids).toEqual([sub.customerId]);
    expect((await subscriptionRow(t, sub.id)).testClockId).toBe(c.id);
    // Attaching again is a no-op.
    const again = await seller.api.post(`/v1/test-clocks/${c.id}/customers`, { customer_id: sub.customerId });
    expect(again.status).toBe(200);
    expect(again.body.customer_ids).toEqual([sub.customerId]);

    const elsewhere = await newClock();
    const moved = await seller.api.post(`/v1/test-clocks/${elsewhere.id}/customers`, {
      customer_id: sub.customerId,
    });
    expect(moved.status).toBe(422);
    expect(locs(moved.body)).toEqual(["body.customer_id"]);
    expect(moved.body.detail[0].msg).toMatch(/another test clock/);

    for (const customer_id of ["018f0000-0000-7000-8000-000000000000", await newCustomer(other)]) {
      const res2 = await seller.api.post(`/v1/test-clocks/${c.id}/customers`, { customer_id });
      expect(res2.status).toBe(422);
      expect(locs(res2.body)).toEqual(["body.customer_id"]);
    }
    const bad = await seller.api.post(`/v1/test-clocks/${c.id}/customers`, { customer_id: "nope" });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["body.customer_id"]);
  });
});

describe("DELETE /v1/test-clocks/{id}", () => {
  it("deletes the clock and its customers; their subscriptions end at the clock's time", async () => {
    const c = await newClock(seller, { frozen_time: "2027-05-01T00:00:00Z" });
    const sub = await subscribe(t, seller, { email: `deleted-${++n}@example.com` });
    const untouched = await subscribe(t, seller, { email: `kept-${++n}@example.com` });
    await seller.api.post(`/v1/test-clocks/${c.id}/customers`, { customer_id: sub.customerId });
    const res = await seller.api.delete(`/v1/test-clocks/${c.id}`);
    expect(res.status).toBe(204);
    expect((await seller.api.get(`/v1/test-clocks/${c.id}`)).status).toBe(404);
    expect((await seller.api.get(`/v1/customers/${sub.customerId}`)).status).toBe(404);
    const ended = await subscriptionRow(t, sub.id);
    expect(ended.status).toBe("canceled");
    expect(ended.endedAt?.toISOString()).toBe("2027-05-01T00:00:00.000Z");
    expect((await seller.api.get(`/v1/customers/${untouched.customerId}`)).status).toBe(200);
    expect((await subscriptionRow(t, untouched.id)).status).toBe("active");
  });
});

describe("test mode only", () => {
  it("answers 403 on every route with a live Stripe key, and works with a test key", async () => {
    const live = await createTestApp({
      env: {
        PAYMENT_PROCESSOR: "stripe",
        STRIPE_SECRET_KEY: "sk_live_kassa_not_a_real_key",
        STRIPE_PUBLISHABLE_KEY: "pk_live_kassa_not_a_real_key",
      },
    });
    try {
      const s = await createSeller(live, "Live");
      const id = "018f0000-0000-7000-8000-000000000000";
      const calls = [
        s.api.get("/v1/test-clocks/"),
        s.api.post("/v1/test-clocks/", {}),
        s.api.get(`/v1/test-clocks/${id}`),
        s.api.delete(`/v1/test-clocks/${id}`),
        s.api.post(`/v1/test-clocks/${id}/customers`, { customer_id: id }),
        s.api.post(`/v1/test-clocks/${id}/advance`, { frozen_time: "2030-01-01T00:00:00Z" }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: "NotPermitted", detail: expect.stringMatching(/test mode/) });
      }
    } finally {
      await live.close();
    }
    const test = await createTestApp({
      env: {
        PAYMENT_PROCESSOR: "stripe",
        STRIPE_SECRET_KEY: "sk_test_kassa_not_a_real_key",
        STRIPE_PUBLISHABLE_KEY: "pk_test_kassa_not_a_real_key",
      },
    });
    try {
      const s = await createSeller(test, "Test");
      expect((await s.api.post("/v1/test-clocks/", {})).status).toBe(201);
    } finally {
      await test.close();
    }
  });
});
