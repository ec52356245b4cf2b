import { and, eq, gt } from "drizzle-orm";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { job } from "../../db/schema/jobs.js";
import { uuidv7 } from "../../lib/ids.js";
import type { PaymentProcessor } from "../../payments/processor.js";
import {
  type RenewalWorld,
  renewalCharges,
  renewalOrderRows,
  renewalOrders,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionRow,
} from "../../test/fixtures/subscriptions-renewal.js";
import { startReceiver } from "../../test/standins/webhook-receiver.js";
import { subscriptionClockWork } from "../subscriptions/renewal/clock-work.js";
import { insertEndpoint } from "../webhooks/endpoints-repository.js";
import { generateWebhookSecret } from "../webhooks/signing.js";
import { ADVANCE_JOB, runAdvance } from "./advance.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const START = "2027-01-15T10:00:00.000Z";

/** A world at START with a monthly subscriber attached to a new clock (frozen at START). */
async function clockWorld(env: Record<string, string> = {}) {
  world = await renewalWorld(START, env);
  const { t, seller } = world;
  const sub = await subscribe(t, seller, { amount: 1200, email: "clocked@example.com" });
  const created = await seller.api.post("/v1/test-clocks/", { name: "Monthly" });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const clockId = created.body.id as string;
  const attached = await seller.api.post(`/v1/test-clocks/${clockId}/customers`, {
    customer_id: sub.customerId,
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return { ...world, sub, clockId };
}

async function advance(w: RenewalWorld, clockId: string, to: string) {
  const res = await w.seller.api.post(`/v1/test-clocks/${clockId}/advance`, { frozen_time: to });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await w.t.runJobs();
  const clock = await w.seller.api.get(`/v1/test-clocks/${clockId}`);
  expect(clock.body).toMatchObject({
    status: "ready",
    advancing_to: null,
    frozen_time: new Date(to).toISOString(),
  });
}

describe("advancing a test clock", () => {
  it("+1 month runs exactly one paid renewal at the period end, and its webhooks are delivered", async () => {
    const w = await clockWorld({ WEBHOOKS_ALLOW_PRIVATE: "true" });
    const receiver = await startReceiver();
    onTestFinished(() => receiver.close());
    await insertEndpoint(w.t.ctx.db, {
      id: uuidv7(),
      organizationId: w.seller.organizationId,
      url: receiver.url("/clock"),
      format: "raw",
      secret: generateWebhookSecret(),
      events: ["order.paid"],
      createdAt: w.clock.now(),
    });
    await advance(w, w.clockId, "2027-02-16T00:00:00Z");
    // The renewal's webhook jobs are dated at the clock's time, ahead of real time: they still ran.
    await receiver.waitFor(1);
    const paid = JSON.parse(receiver.received[0]!.body);
    expect(paid).toMatchObject({ type: "order.paid", data: { billing_reason: "subscription_cycle" } });
    const orders = await renewalOrders(w.seller, w.sub.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: "paid",
      billing_reason: "subscription_cycle",
      total_amount: 1200,
      created_at: "2027-02-15T10:00:00.000Z",
    });
    const row = await subscriptionRow(w.t, w.sub.id);
    expect(row.currentPeriodStart.toISOString()).toBe("2027-02-15T10:00:00.000Z");
    expect(row.currentPeriodEnd.toISOString()).toBe("2027-03-15T10:00:00.000Z");
    // Real time did not move; the work's follow-up jobs (dated at the clock) still ran.
    expect(w.clock.now().toISOString()).toBe(START);
    const waiting = await w.t.ctx.db
      .select()
      .from(job)
      .where(and(eq(job.status, "queued"), eq(job.name, "webhooks.dispatch")));
    expect(waiting).toEqual([]);
    // Advancing again to a time with nothing due moves the clock only.
    await advance(w, w.clockId, "2027-02-20T00:00:00Z");
    expect(await renewalOrders(w.seller, w.sub.id)).toHaveLength(1);
  });

  it("+13 months walks 13 renewals in order, each at its own period end", async () => {
    const w = await clockWorld();
    await advance(w, w.clockId, "2028-02-15T12:00:00Z");
    const rows = await renewalOrderRows(w.t, w.sub.id);
    expect(rows.map((o) => o.createdAt.toISOString())).toEqual(
      Array.from({ length: 13 }, (_, i) => {
        const d = new Date(START);
        d.setUTCMonth(d.getUTCMonth() + i + 1);
        return d.toISOString();
      }),
    );
    expect(rows.every((o) => o.status === "paid")).toBe(true);
    expect(await renewalCharges(w.t, w.sub.id)).toHaveLength(13);
    expect((await subscriptionRow(w.t, w.sub.id)).currentPeriodEnd.toISOString()).toBe(
      "2028-03-15T10:00:00.000Z",
    );
  });

  it("the real-time scheduler ignores clock subscriptions", async () => {
    const w = await clockWorld();
    const realTime = await subscribe(w.t, w.seller, { amount: 900, email: "real@example.com" });
    await stepTo(w.t, w.clock, "2027-02-20T00:00:00Z");
    expect(await renewalOrders(w.seller, realTime.id)).toHaveLength(1);
    expect(await renewalOrders(w.seller, w.sub.id)).toHaveLength(0);
    expect((await subscriptionRow(w.t, w.sub.id)).currentPeriodEnd.toISOString()).toBe(
      "2027-02-15T10:00:00.000Z",
    );
  });

  it("a subscription canceled at period end ends when the clock passes it, at the clock's time", async () => {
    const w = await clockWorld();
    const canceled = await w.seller.api.patch(`/v1/subscriptions/${w.sub.id}`, {
      cancel_at_period_end: true,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.canceled_at).toBe(START);
    await advance(w, w.clockId, "2027-04-01T00:00:00Z");
    const row = await subscriptionRow(w.t, w.sub.id);
    expect(row.status).toBe("canceled");
    expect(row.endedAt?.toISOString()).toBe("2027-02-15T10:00:00.000Z");
    expect(await renewalOrders(w.seller, w.sub.id)).toHaveLength(0);
  });

  it("a crash mid-advance is finished by the retried job without duplicate orders or charges", async () => {
    const w = await clockWorld();
    const res = await w.seller.api.post(`/v1/test-clocks/${w.clockId}/advance`, {
      frozen_time: "2027-04-20T00:00:00Z",
    });
    expect(res.status).toBe(202);
    // A worker runs the advance and dies right after the second renewal's charge went through.
    let charges = 0;
    const crashing: PaymentProcessor = {
      ...w.t.ctx.payments,
      charge: async (input) => {
        const out = await w.t.ctx.payments.charge(input);
        if (++charges === 2) throw new Error("worker crashed");
        return out;
      },
    };
    await expect(
      runAdvance(
        { ...w.t.ctx, payments: crashing },
        subscriptionClockWork,
        w.clockId,
        new Date("2027-04-20T00:00:00Z"),
      ),
    ).rejects.toThrow("worker crashed");
    const mid = await w.seller.api.get(`/v1/test-clocks/${w.clockId}`);
    expect(mid.body).toMatchObject({ status: "advancing", frozen_time: "2027-03-15T10:00:00.000Z" });
    // The queued job (a retry) continues; running it twice more changes nothing.
    await w.t.runJobs();
    await runAdvance(w.t.ctx, subscriptionClockWork, w.clockId, new Date("2027-04-20T00:00:00Z"));
    const rows = await renewalOrderRows(w.t, w.sub.id);
    expect(rows.map((o) => [o.createdAt.toISOString(), o.status])).toEqual([
      ["2027-02-15T10:00:00.000Z", "paid"],
      ["2027-03-15T10:00:00.000Z", "paid"],
      ["2027-04-15T10:00:00.000Z", "paid"],
    ]);
    expect(await renewalCharges(w.t, w.sub.id)).toHaveLength(3);
    const clock = await w.seller.api.get(`/v1/test-clocks/${w.clockId}`);
    expect(clock.body).toMatchObject({ status: "ready", frozen_time: "2027-04-20T00:00:00.000Z" });
    const advanceJobs = await w.t.ctx.db
      .select()
      .from(job)
      .where(and(eq(job.name, ADVANCE_JOB), gt(job.attempts, 0)));
    expect(advanceJobs.map((j) => j.status)).toEqual(["succeeded"]);
  });

  it("a customer attached to a clock subscribes at the clock's time", async () => {
    world = await renewalWorld(START);
    const { t, seller } = world;
    const c = await seller.api.post("/v1/test-clocks/", { frozen_time: "2027-06-01T08:00:00Z" });
    const customer = await seller.api.post("/v1/customers/", { email: "later@example.com" });
    await seller.api.post(`/v1/test-clocks/${c.body.id}/customers`, { customer_id: customer.body.id });
    const sub = await subscribe(t, seller, { email: "later@example.com" });
    expect(sub.testClockId).toBe(c.body.id);
    expect(sub.currentPeriodStart.toISOString()).toBe("2027-06-01T08:00:00.000Z");
    await advance(world, c.body.id, "2027-07-02T00:00:00Z");
    const orders = await renewalOrders(seller, sub.id);
    expect(orders.map((o) => o.created_at)).toEqual(["2027-07-01T08:00:00.000Z"]);
  });
});

describe("a declined renewal on a clock", () => {
  it("goes past_due at the period end and its payment retries run on the clock's time", async () => {
    world = await renewalWorld(START);
    const { t, seller } = world;
    const sub = await subscribe(t, seller, {
      email: "declined@example.com",
      card: "pm_card_chargeCustomerFail",
    });
    const c = await seller.api.post("/v1/test-clocks/", {});
    await seller.api.post(`/v1/test-clocks/${c.body.id}/customers`, { customer_id: sub.customerId });
    await advance(world, c.body.id, "2027-02-16T00:00:00Z");
    const pastDue = await subscriptionRow(t, sub.id);
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.pastDueAt?.toISOString()).toBe("2027-02-15T10:00:00.000Z");
    expect(await renewalOrders(seller, sub.id)).toMatchObject([
      { status: "pending", created_at: "2027-02-15T10:00:00.000Z" },
    ]);
    const retryAt = pastDue.nextPaymentAttemptAt;
    expect(retryAt?.getTime()).toBeGreaterThan(new Date("2027-02-16T00:00:00Z").getTime());
    // Two months on the clock: every retry ran (and failed), the advance finished.
    await advance(world, c.body.id, "2027-04-16T00:00:00Z");
    const after = await subscriptionRow(t, sub.id);
    // The default retry days are 2, 7, 14 and 21 after past_due_at; the last failure revokes it.
    expect(after.status).toBe("canceled");
    expect(after.nextPaymentAttemptAt).toBeNull();
    expect(after.endedAt?.toISOString()).toBe("2027-03-08T10:00:00.000Z");
  });
});
