import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout } from "../db/schema/checkouts.js";
import { customer } from "../db/schema/customers.js";
import { emailMessage } from "../db/schema/emails.js";
import { event } from "../db/schema/events.js";
import { job } from "../db/schema/jobs.js";
import { licenseKey } from "../db/schema/license-keys.js";
import { order } from "../db/schema/orders.js";
import { refund } from "../db/schema/refunds.js";
import { subscription } from "../db/schema/subscriptions.js";
import { manualClock } from "../lib/clock.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { type DemoSeedResult, seedDemo } from "./demo.js";

// A fixed "now", so two fresh databases plan the same history; fewer days than the CLI's year
// keep the test short (the plan and the run are the same code).
const NOW = new Date("2026-11-20T10:30:00.000Z");
const DAYS = 60;

let t: TestApp;
let first: DemoSeedResult;
let second: DemoSeedResult;
beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(NOW) });
  first = await seedDemo(t.ctx, { historyDays: DAYS });
  second = await seedDemo(t.ctx, { historyDays: DAYS });
}, 300_000);
afterAll(() => t?.close());

/** Totals that describe a history: counts and sums per table of the demo organization. */
async function fingerprint(app: TestApp, organizationId: string) {
  const db = app.ctx.db;
  const one = async (q: Promise<Record<string, unknown>[]>) => (await q)[0];
  return {
    customers: await one(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(customer)
        .where(and(eq(customer.organizationId, organizationId), like(customer.externalId, "demo-history-%"))),
    ),
    orders: await db
      .select({
        currency: order.currency,
        reason: order.billingReason,
        status: order.status,
        n: sql<number>`count(*)::int`,
        subtotal: sql<number>`sum(${order.subtotalAmount})::int`,
        refunded: sql<number>`sum(${order.refundedAmount})::int`,
      })
      .from(order)
      .where(eq(order.organizationId, organizationId))
      .groupBy(order.currency, order.billingReason, order.status)
      .orderBy(order.currency, order.billingReason, order.status),
    subscriptions: await db
      .select({
        status: subscription.status,
        reason: subscription.customerCancellationReason,
        n: sql<number>`count(*)::int`,
      })
      .from(subscription)
      .where(eq(subscription.organizationId, organizationId))
      .groupBy(subscription.status, subscription.customerCancellationReason)
      .orderBy(subscription.status, subscription.customerCancellationReason),
    refunds: await db
      .select({
        status: refund.status,
        n: sql<number>`count(*)::int`,
        sum: sql<number>`sum(${refund.amount})::int`,
      })
      .from(refund)
      .where(eq(refund.organizationId, organizationId))
      .groupBy(refund.status),
    checkouts: await db
      .select({ status: checkout.status, n: sql<number>`count(*)::int` })
      .from(checkout)
      .where(eq(checkout.organizationId, organizationId))
      .groupBy(checkout.status)
      .orderBy(checkout.status),
    events: await one(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(event)
        .where(
          and(eq(event.organizationId, organizationId), like(event.externalCustomerId, "demo-history-%")),
        ),
    ),
  };
}

describe("kassa seed --demo: the history", () => {
  it("plays customers, checkouts, orders, subscriptions, renewals, cancellations and refunds", () => {
    expect(first.history.created).toBe(true);
    const c = first.history.counts!;
    console.log(`demo history over ${DAYS} days in ${first.history.ms} ms: ${JSON.stringify(c)}`);
    expect(c.customers).toBeGreaterThan(20);
    expect(c.checkouts.abandoned).toBeGreaterThan(0);
    expect(c.subscriptions).toBeGreaterThan(5);
    expect(c.renewals).toBeGreaterThan(0);
    expect(c.canceled_at_period_end + c.revoked).toBeGreaterThan(0);
    expect(c.refunds.full + c.refunds.partial).toBeGreaterThan(0);
    expect(c.usage_events).toBeGreaterThan(0);
    expect(c.currencies).toEqual(["eur", "usd"]);
  });

  it("keeps every renewal within its subscription's life, and none after a cancellation", async () => {
    const rows = await t.ctx.db
      .select({ order, sub: subscription })
      .from(order)
      .innerJoin(subscription, eq(subscription.id, order.subscriptionId))
      .where(
        and(eq(order.organizationId, first.organization_id), eq(order.billingReason, "subscription_cycle")),
      );
    expect(rows.length).toBe(first.history.counts!.renewals);
    for (const { order: o, sub } of rows) {
      expect(o.status).toBe("paid");
      expect(o.currency).toBe(sub.currency);
      expect(o.createdAt.getTime()).toBeGreaterThanOrEqual(sub.startedAt!.getTime());
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      // A renewal is made at the end of a period that ended: the current period starts at or after it.
      expect(o.createdAt.getTime()).toBeLessThanOrEqual(sub.currentPeriodStart.getTime());
      if (sub.canceledAt) expect(o.createdAt.getTime()).toBeLessThan(sub.canceledAt.getTime());
      if (sub.endedAt) expect(o.createdAt.getTime()).toBeLessThan(sub.endedAt.getTime());
      if (sub.recurringInterval === "month" && sub.amount > 0) {
        expect(o.subtotalAmount).toBe(sub.amount);
      }
    }
    const canceled = await t.ctx.db
      .select()
      .from(subscription)
      .where(
        and(
          eq(subscription.organizationId, first.organization_id),
          sql`${subscription.canceledAt} is not null`,
        ),
      );
    expect(canceled.length).toBeGreaterThan(0);
    for (const sub of canceled) expect(sub.customerCancellationReason).not.toBeNull();
  });

  it("never refunds more than an order's net amount, and records each refund on its order", async () => {
    const rows = await t.ctx.db
      .select({
        id: order.id,
        net: sql<number>`(${order.subtotalAmount} - ${order.discountAmount})::int`,
        refunded: order.refundedAmount,
        status: order.status,
      })
      .from(order)
      .where(and(eq(order.organizationId, first.organization_id), sql`${order.refundedAmount} > 0`));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(first.history.counts!.refunds.full + first.history.counts!.refunds.partial);
    const refunds = await t.ctx.db
      .select({ orderId: refund.orderId, status: refund.status, amount: refund.amount })
      .from(refund)
      .where(eq(refund.organizationId, first.organization_id));
    expect(refunds.every((r) => r.status === "succeeded")).toBe(true);
    for (const row of rows) {
      const sum = refunds.filter((r) => r.orderId === row.id).reduce((total, r) => total + r.amount, 0);
      expect(sum).toBe(row.refunded);
      expect(row.refunded).toBeLessThanOrEqual(row.net);
      expect(row.status).toBe(row.refunded === row.net ? "refunded" : "partially_refunded");
    }
  });

  it("sends API usage over past months, grants license keys, and tells nobody", async () => {
    const months = await t.ctx.db
      .select({ month: sql<string>`to_char(${event.timestamp} at time zone 'UTC', 'YYYY-MM')` })
      .from(event)
      .where(
        and(
          eq(event.organizationId, first.organization_id),
          like(event.externalCustomerId, "demo-history-%"),
        ),
      )
      .groupBy(sql`1`);
    expect(months.length).toBeGreaterThanOrEqual(2);
    const keys = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(licenseKey)
      .where(eq(licenseKey.organizationId, first.organization_id));
    expect(keys[0]!.n).toBeGreaterThan(0);
    const emails = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailMessage)
      .where(like(emailMessage.to, "%@example.com"));
    expect(emails[0]!.n).toBe(0);
    const silent = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(job)
      .where(
        and(
          eq(job.status, "queued"),
          sql`${job.name} in ('email.send', 'email.send-now', 'emails.customer-notify', 'webhooks.dispatch')`,
        ),
      );
    expect(silent[0]!.n).toBe(0);
  });

  it("adds nothing on a second run", async () => {
    expect(second.history).toMatchObject({ created: false, counts: null });
    const before = await fingerprint(t, first.organization_id);
    const third = await seedDemo(t.ctx, { historyDays: DAYS });
    expect(third.history.created).toBe(false);
    expect(await fingerprint(t, first.organization_id)).toEqual(before);
  });

  it("makes the same history on another fresh database", async () => {
    const other = await createTestApp({ clock: manualClock(NOW) });
    try {
      const again = await seedDemo(other.ctx, { historyDays: DAYS });
      expect(again.history.counts).toEqual(first.history.counts);
      expect(await fingerprint(other, again.organization_id)).toEqual(
        await fingerprint(t, first.organization_id),
      );
    } finally {
      await other.close();
    }
  }, 300_000);
});
