import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { manualClock } from "../../lib/clock.js";
import {
  addBenefit,
  eventsOf,
  eventTypes,
  expectSubscription,
  recurringProduct,
  subscribe,
} from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

const clock = manualClock(new Date("2026-03-10T12:00:00.000Z"));
let t: TestApp;
let seller: Seller;
let productId: string;
let benefitId: string;
let n = 0;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Shop");
  await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
    subscription_settings: { allow_multiple_subscriptions: true },
  });
  const product = await recurringProduct(seller, { amount: 1500 });
  productId = product.id;
  benefitId = await addBenefit(seller, productId);
});
afterAll(() => t.close());

/** A fresh subscription (its grant granted), and the number of subscription events so far. */
async function fresh() {
  n += 1;
  const { subscription } = await subscribe(t, seller, productId, { email: `c${n}@example.com` });
  await t.runJobs();
  return { sub: subscription, mark: (await eventTypes(t, seller.organizationId)).length };
}
const newEvents = async (mark: number) => (await eventTypes(t, seller.organizationId)).slice(mark);
const grantOf = async (subscriptionId: string) =>
  (await t.ctx.db.select().from(benefitGrant).where(eq(benefitGrant.subscriptionId, subscriptionId)))[0]!;
const patch = (id: string, body: Record<string, unknown>) =>
  seller.api.patch(`/v1/subscriptions/${id}`, body);

describe("PATCH /v1/subscriptions/{id} cancel_at_period_end", () => {
  it("cancels at the period end with the reason, and uncancels", async () => {
    const { sub, mark } = await fresh();
    clock.advance(3600_000);
    const res = await patch(sub.id, {
      cancel_at_period_end: true,
      customer_cancellation_reason: "too_expensive",
      customer_cancellation_comment: "Cheaper elsewhere",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSubscription(res.body);
    expect(res.body).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      ends_at: sub.current_period_end,
      canceled_at: "2026-03-10T13:00:00.000Z",
      ended_at: null,
      customer_cancellation_reason: "too_expensive",
      customer_cancellation_comment: "Cheaper elsewhere",
    });
    expect(await newEvents(mark)).toEqual(["subscription.canceled", "subscription.updated"]);
    // Benefits stay until the period ends.
    expect((await grantOf(sub.id)).target).toBe("granted");
    const state = (await eventsOf(t, seller.organizationId, "customer.state_changed")).at(-1)!;
    expect(state.active_subscriptions[0]).toMatchObject({ id: sub.id, cancel_at_period_end: true });

    const again = await patch(sub.id, { cancel_at_period_end: true });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe("AlreadyCanceledSubscription");

    const undone = await patch(sub.id, { cancel_at_period_end: false });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      status: "active",
      cancel_at_period_end: false,
      ends_at: null,
      canceled_at: null,
      customer_cancellation_reason: null,
      customer_cancellation_comment: null,
    });
    expect(await newEvents(mark)).toEqual([
      "subscription.canceled",
      "subscription.updated",
      "subscription.uncanceled",
      "subscription.updated",
    ]);
    // Uncanceling what is not canceled changes nothing and records nothing.
    const noop = await patch(sub.id, { cancel_at_period_end: false });
    expect(noop.status).toBe(200);
    expect(noop.body.modified_at).toBe(undone.body.modified_at);
    expect(await newEvents(mark)).toHaveLength(4);
  });
});

describe("revoking", () => {
  it("PATCH revoke ends it now and revokes the benefits", async () => {
    const { sub, mark } = await fresh();
    expect((await grantOf(sub.id)).target).toBe("granted");
    const res = await patch(sub.id, { revoke: true, customer_cancellation_reason: "unused" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSubscription(res.body);
    const now = clock.now().toISOString();
    expect(res.body).toMatchObject({
      status: "canceled",
      cancel_at_period_end: false,
      canceled_at: now,
      ends_at: now,
      ended_at: now,
      customer_cancellation_reason: "unused",
    });
    expect(await newEvents(mark)).toEqual([
      "subscription.canceled",
      "subscription.revoked",
      "subscription.updated",
    ]);
    expect((await grantOf(sub.id)).target).toBe("revoked");
    await t.runJobs();
    expect((await grantOf(sub.id)).revokedAt).not.toBeNull();
    const state = await seller.api.get(`/v1/customers/${sub.customer_id}/state`);
    expect(state.body.active_subscriptions).toEqual([]);
    expect(state.body.granted_benefits).toEqual([]);
    expect(benefitId).toEqual(expect.any(String));
  });

  it("deleting the customer ends the subscription now and revokes its benefits", async () => {
    const { sub, mark } = await fresh();
    expect((await seller.api.delete(`/v1/customers/${sub.customer_id}`)).status).toBe(204);
    const now = clock.now().toISOString();
    const res = await seller.api.get(`/v1/subscriptions/${sub.id}`);
    expect(res.body).toMatchObject({ status: "canceled", ended_at: now, ends_at: now, canceled_at: now });
    expect(await newEvents(mark)).toEqual(
      expect.arrayContaining(["subscription.canceled", "subscription.revoked", "subscription.updated"]),
    );
    await t.runJobs();
    expect((await grantOf(sub.id)).revokedAt).not.toBeNull();
    expect((await patch(sub.id, { revoke: true })).status).toBe(403);
  });

  it("DELETE revokes a subscription set to cancel, answering 200 with it; ended ones are 403", async () => {
    const { sub, mark } = await fresh();
    await patch(sub.id, { cancel_at_period_end: true, customer_cancellation_reason: "other" });
    const res = await seller.api.delete(`/v1/subscriptions/${sub.id}`);
    expect(res.status).toBe(200);
    expectSubscription(res.body);
    expect(res.body).toMatchObject({ status: "canceled", customer_cancellation_reason: "other" });
    expect(res.body.ended_at).not.toBeNull();
    expect(await newEvents(mark)).toEqual([
      "subscription.canceled",
      "subscription.updated",
      "subscription.revoked",
      "subscription.updated",
    ]);
    for (const attempt of [
      () => seller.api.delete(`/v1/subscriptions/${sub.id}`),
      () => patch(sub.id, { revoke: true }),
      () => patch(sub.id, { cancel_at_period_end: true }),
      () => patch(sub.id, { cancel_at_period_end: false }),
    ]) {
      const refused = await attempt();
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe("AlreadyCanceledSubscription");
    }
    expect(await newEvents(mark)).toHaveLength(4);
  });

  it("revokes once when two revocations race", async () => {
    const { sub, mark } = await fresh();
    const results = await Promise.all([
      seller.api.delete(`/v1/subscriptions/${sub.id}`),
      patch(sub.id, { revoke: true }),
      seller.api.delete(`/v1/subscriptions/${sub.id}`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403]);
    expect((await newEvents(mark)).filter((e) => e === "subscription.revoked")).toHaveLength(1);
  });
});

describe("errors", () => {
  it("refuses unsupported and malformed changes, naming the field", async () => {
    const { sub, mark } = await fresh();
    for (const [body, field] of [
      [{ product_id: productId }, "product_id"],
      [{ trial_end: "now" }, "trial_end"],
      [{ seats: 3 }, "seats"],
      [{ current_billing_period_end: "2026-05-01T00:00:00Z" }, "current_billing_period_end"],
      [{}, "cancel_at_period_end"],
      [{ cancel_at_period_end: true, revoke: true }, "cancel_at_period_end"],
      [{ revoke: false }, "revoke"],
      [{ cancel_at_period_end: "yes" }, "cancel_at_period_end"],
      [{ cancel_at_period_end: true, customer_cancellation_reason: "bored" }, "customer_cancellation_reason"],
    ] as const) {
      const res = await patch(sub.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(locs(res.body)).toEqual([`body.${field}`]);
    }
    expect(await newEvents(mark)).toEqual([]);
    const unchanged = await seller.api.get(`/v1/subscriptions/${sub.id}`);
    expect(unchanged.body).toMatchObject({ status: "active", cancel_at_period_end: false });
  });

  it("answers 404 for unknown ids and another organization's subscriptions, and checks scopes", async () => {
    const { sub } = await fresh();
    const other = await createSeller(t, "Other");
    for (const res of [
      await other.api.get(`/v1/subscriptions/${sub.id}`),
      await other.api.patch(`/v1/subscriptions/${sub.id}`, { revoke: true }),
      await other.api.delete(`/v1/subscriptions/${sub.id}`),
      await seller.api.get("/v1/subscriptions/0190f2a4-0000-7000-8000-0000000000ff"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("ResourceNotFound");
    }
    expect((await seller.api.get("/v1/subscriptions/not-a-uuid")).status).toBe(422);
    expect((await seller.api.get(`/v1/subscriptions/${sub.id}`)).body.status).toBe("active");

    const token = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "read only",
      scopes: ["subscriptions:read"],
    });
    expect(token.status, JSON.stringify(token.body)).toBe(201);
    const auth = { noOrigin: true, headers: { authorization: `Bearer ${token.body.token}` } };
    expect((await t.client({}).get(`/v1/subscriptions/${sub.id}`, auth)).status).toBe(200);
    const denied = await t.client({}).request("DELETE", `/v1/subscriptions/${sub.id}`, auth);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("NotPermitted");
  });
});
