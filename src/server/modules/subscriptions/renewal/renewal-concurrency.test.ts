import { eq, inArray, like, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { order } from "../../../db/schema/orders.js";
import { sandboxCharge } from "../../../db/schema/sandbox-payments.js";
import { subscription } from "../../../db/schema/subscriptions.js";
import { jobHandlers } from "../../../jobs/registry.js";
import { runDueJobs } from "../../../jobs/worker.js";
import { type RenewalWorld, renewalWorld, subscribe } from "../../../test/fixtures/subscriptions-renewal.js";
import { seedSubscriptionCopies } from "../../../test/fixtures/subscriptions-renewal-seed.js";
import { cycleSubscription } from "./cycle.js";
import { runRenewalScheduler } from "./scheduler.js";

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Due subscriptions: many on PostgreSQL; PGlite runs one statement at a time, so fewer. */
const N = onPostgres ? 200 : 24;

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

describe("renewals under concurrency", () => {
  it("several workers and duplicate runs over many due subscriptions: exactly one renewal order and charge per period", async () => {
    world = await renewalWorld("2028-06-01T12:00:00.000Z");
    const { t, clock } = world;
    // One subscription through the checkout, then N − 1 copies of it (own customers, same card).
    const first = await subscribe(t, world.seller, { amount: 1100 });
    const ids = [first.id, ...(await seedSubscriptionCopies(t.ctx.db, first, N - 1))];

    for (let period = 0; period < 2; period++) {
      const [due] = await t.ctx.db.select().from(subscription).where(eq(subscription.id, first.id));
      clock.set(due!.currentPeriodEnd);
      expect(await runRenewalScheduler(t.ctx)).toBe(N);
      const end = due!.currentPeriodEnd;
      // Four workers drain the cycle jobs while a duplicate cycle (as after a lease take-over)
      // runs for every subscription at the same time.
      const workers = [1, 2, 3, 4].map((w) =>
        runDueJobs(t.ctx, jobHandlers, { workerId: `w${w}-${period}`, batch: 5 }),
      );
      const duplicates = ids.map((id) => cycleSubscription(t.ctx, id, end));
      const results = await Promise.all([...workers, ...duplicates]);
      expect(results.length).toBe(4 + N);
      await t.runJobs();

      const counts = await t.ctx.db
        .select({ id: order.subscriptionId, n: sql<number>`count(*)::int` })
        .from(order)
        .where(inArray(order.subscriptionId, ids))
        .groupBy(order.subscriptionId);
      // One subscription_create order each (the copies have none) plus one renewal per period.
      const cycles = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(order)
        .where(sql`${order.subscriptionId} in ${ids} and ${order.billingReason} = 'subscription_cycle'`);
      expect(cycles[0]!.n).toBe(N * (period + 1));
      const perSub = new Map(counts.map((c) => [c.id, c.n]));
      for (const id of ids) expect(perSub.get(id)).toBe((id === first.id ? 1 : 0) + period + 1);
      const unpaid = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(order)
        .where(sql`${order.subscriptionId} in ${ids} and ${order.status} <> 'paid'`);
      expect(unpaid[0]!.n).toBe(0);
      const charges = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sandboxCharge)
        .where(like(sandboxCharge.idempotencyKey, "subscription:%"));
      expect(charges[0]!.n).toBe(N * (period + 1));
      const moved = await t.ctx.db.select().from(subscription).where(inArray(subscription.id, ids));
      expect(new Set(moved.map((s) => s.currentPeriodStart.toISOString()))).toEqual(
        new Set([end.toISOString()]),
      );
    }
  }, 120_000);
});
