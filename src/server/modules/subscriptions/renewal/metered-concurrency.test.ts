/**
 * Usage ingested while a renewal runs is billed exactly once: in the period that ends (the
 * batch committed before the renewal's settlement) or in the next one, never lost nor twice.
 * Run with DATABASE_URL for real concurrency on PostgreSQL; on PGlite the same calls serialize.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { order } from "../../../db/schema/orders.js";
import { subscription } from "../../../db/schema/subscriptions.js";
import { client, makeCheckout, makeProduct, payBody } from "../../../test/fixtures/checkouts.js";
import { type RenewalWorld, renewalWorld } from "../../../test/fixtures/subscriptions-renewal.js";
import { currentCustomerMeter } from "../../customer-meters/service.js";
import { cycleSubscription } from "./cycle.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const START = "2027-01-15T10:00:00.000Z";
const BATCHES = 8;
const PER_BATCH = 25;

describe("usage ingested during a renewal", () => {
  it("is billed once, in this period or the next", async () => {
    world = await renewalWorld(START);
    const { t, seller, clock } = world;
    const meter = await seller.api.post("/v1/meters/", {
      name: "Calls",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "call" }] },
      aggregation: { func: "count" },
    });
    // One cent a call, no cap, no credits: a metered line's amount is its number of calls.
    const product = await makeProduct(seller, {
      name: "Metered",
      recurring_interval: "month",
      prices: [
        { amount_type: "fixed", price_amount: 500 },
        { amount_type: "metered_unit", meter_id: meter.body.id, unit_amount: "1" },
      ],
    });
    const customer = await seller.api.post("/v1/customers/", { email: "buyer@example.com" });
    const customerId = customer.body.id as string;
    const checkout = await makeCheckout(seller, { products: [product.id], customer_id: customerId });
    const confirmed = await client(t).confirm(checkout.client_secret, payBody());
    expect(confirmed.status, confirmed.text).toBe(200);
    await t.runJobs();
    const [sub] = await t.ctx.db.select().from(subscription).where(eq(subscription.checkoutId, checkout.id));

    const ingest = async () => {
      const events = Array.from({ length: PER_BATCH }, () => ({ name: "call", customer_id: customerId }));
      const res = await seller.api.post("/v1/events/ingest", { events });
      expect(res.status, res.text).toBe(200);
    };
    // A first batch surely before the period end, then the rest racing the renewal.
    await ingest();
    clock.set(new Date(sub!.currentPeriodEnd.getTime() + 60_000));
    const outcomes = await Promise.all([
      ...Array.from({ length: BATCHES - 1 }, () => ingest()),
      cycleSubscription(t.ctx, sub!.id, sub!.currentPeriodEnd),
      t.runJobs(),
    ]);
    expect(outcomes).toContain("renewed");
    // A second run of the same cycle (a duplicate job) settles nothing more.
    expect(await cycleSubscription(t.ctx, sub!.id, sub!.currentPeriodEnd)).toBe("skipped");
    await t.runJobs();

    const meteredBilled = async () => {
      const rows = await t.ctx.db.select().from(order).where(eq(order.subscriptionId, sub!.id));
      let sum = 0;
      for (const row of rows.filter((o) => o.billingReason === "subscription_cycle")) {
        const res = await seller.api.get(`/v1/orders/${row.id}`);
        for (const item of res.body.items as { label: string; amount: number }[])
          if (item.label.startsWith("Calls")) sum += item.amount;
      }
      return sum;
    };
    const current = async () =>
      (
        await t.ctx.db.transaction((tx) =>
          currentCustomerMeter(tx, clock.now(), seller.organizationId, {
            customerId,
            meterId: meter.body.id,
          }),
        )
      )?.consumedUnits;
    const billed = await meteredBilled();
    expect(billed).toBeGreaterThanOrEqual(PER_BATCH);
    expect(billed + Number(await current())).toBe(BATCHES * PER_BATCH);

    // The next renewal bills the rest: every call billed exactly once in all.
    const [renewed] = await t.ctx.db.select().from(subscription).where(eq(subscription.id, sub!.id));
    clock.set(new Date(renewed!.currentPeriodEnd.getTime() + 60_000));
    expect(await cycleSubscription(t.ctx, sub!.id, renewed!.currentPeriodEnd)).toBe("renewed");
    await t.runJobs();
    expect(await meteredBilled()).toBe(BATCHES * PER_BATCH);
    expect(await current()).toBe("0");
  }, 120_000);
});
