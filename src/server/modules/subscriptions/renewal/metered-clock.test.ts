/**
 * Metered billing on a test clock, end to end through the API: a subscription with a fixed price,
 * a capped metered price and a meter credit benefit with rollover, over three renewals and a
 * revocation mid-period. Each renewal order's metered line is checked exactly.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { meterCredit } from "../../../db/schema/meter-credits.js";
import { order } from "../../../db/schema/orders.js";
import { subscription } from "../../../db/schema/subscriptions.js";
import { client, makeCheckout, makeProduct, payBody } from "../../../test/fixtures/checkouts.js";
import { type RenewalWorld, renewalWorld } from "../../../test/fixtures/subscriptions-renewal.js";
import { currentCustomerMeter } from "../../customer-meters/service.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const START = "2027-01-15T10:00:00.000Z";
type Wire = Record<string, any>;

/** A seller with the "API calls" meter, a 10-unit credit with rollover and the metered plan. */
async function meteredPlan(w: RenewalWorld) {
  const { seller } = w;
  const meter = await seller.api.post("/v1/meters/", {
    name: "API calls",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
    aggregation: { func: "count" },
  });
  expect(meter.status, meter.text).toBe(201);
  const benefit = await seller.api.post("/v1/benefits/", {
    type: "meter_credit",
    description: "10 calls a month",
    properties: { units: 10, rollover: true, meter_id: meter.body.id },
  });
  expect(benefit.status, benefit.text).toBe(201);
  const product = await makeProduct(seller, {
    name: "API plan",
    recurring_interval: "month",
    prices: [
      { amount_type: "fixed", price_amount: 1000 },
      // $0.50 a call, at most $20.00 a period.
      { amount_type: "metered_unit", meter_id: meter.body.id, unit_amount: "50", cap_amount: 2000 },
    ],
  });
  const linked = await seller.api.post(`/v1/products/${product.id}/benefits`, {
    benefits: [benefit.body.id],
  });
  expect(linked.status, linked.text).toBe(200);
  return { meterId: meter.body.id as string, product };
}

async function ingest(w: RenewalWorld, customerId: string, n: number) {
  const events = Array.from({ length: n }, () => ({ name: "api.call", customer_id: customerId }));
  const res = await w.seller.api.post("/v1/events/ingest", { events });
  expect(res.status, res.text).toBe(200);
  await w.t.runJobs();
}

async function advance(w: RenewalWorld, clockId: string, to: string) {
  const res = await w.seller.api.post(`/v1/test-clocks/${clockId}/advance`, { frozen_time: to });
  expect(res.status, res.text).toBe(202);
  await w.t.runJobs();
}

async function ordersOf(w: RenewalWorld, subscriptionId: string): Promise<Wire[]> {
  const rows = await w.t.ctx.db
    .select({ id: order.id })
    .from(order)
    .where(eq(order.subscriptionId, subscriptionId))
    .orderBy(asc(order.createdAt), asc(order.id));
  const wires: Wire[] = [];
  for (const r of rows) {
    const res = await w.seller.api.get(`/v1/orders/${r.id}`);
    expect(res.status, res.text).toBe(200);
    wires.push(res.body);
  }
  return wires;
}

const lines = (o: Wire) =>
  (o.items as Wire[]).map((i) => ({ label: i.label, amount: i.amount, proration: i.proration }));

describe("metered billing on a test clock", () => {
  it("bills each period's usage in arrears: credits subtracted, rollover carried, cap applied; revoke settles", async () => {
    world = await renewalWorld(START);
    const w = world;
    const { meterId, product } = await meteredPlan(w);
    const customer = await w.seller.api.post("/v1/customers/", {
      email: "buyer@example.com",
      external_id: "usr_api",
    });
    expect(customer.status, customer.text).toBe(201);
    const customerId = customer.body.id as string;
    const clock = await w.seller.api.post("/v1/test-clocks/", { name: "Metered" });
    const attached = await w.seller.api.post(`/v1/test-clocks/${clock.body.id}/customers`, {
      customer_id: customerId,
    });
    expect(attached.status, attached.text).toBe(200);
    // Usage before the subscription is not billed: the checkout starts the meter's period.
    await ingest(w, customerId, 3);

    const checkout = await makeCheckout(w.seller, { products: [product.id], customer_id: customerId });
    const confirmed = await client(w.t).confirm(checkout.client_secret, payBody());
    expect(confirmed.status, confirmed.text).toBe(200);
    await w.t.runJobs();
    const [sub] = await w.t.ctx.db
      .select()
      .from(subscription)
      .where(eq(subscription.checkoutId, checkout.id));
    const subId = sub!.id;
    const subscriptionWire = async () => (await w.seller.api.get(`/v1/subscriptions/${subId}`)).body as Wire;
    expect((await subscriptionWire()).prices.map((p: Wire) => p.amount_type)).toEqual([
      "fixed",
      "metered_unit",
    ]);
    expect((await subscriptionWire()).meters).toMatchObject([
      { meter_id: meterId, consumed_units: 0, credited_units: 10, amount: 0, meter: { name: "API calls" } },
    ]);

    // Period 1: 25 calls, 10 credited → 15 × $0.50 = $7.50.
    await ingest(w, customerId, 25);
    expect((await subscriptionWire()).meters[0]).toMatchObject({ consumed_units: 25, amount: 750 });
    await advance(w, clock.body.id, "2027-02-16T00:00:00Z");
    let orders = (await ordersOf(w, subId)).filter((o) => o.billing_reason === "subscription_cycle");
    expect(orders).toHaveLength(1);
    expect(lines(orders[0]!)).toEqual([
      { label: "API plan — 2027-02-15 to 2027-03-15", amount: 1000, proration: false },
      { label: "API calls — (15 consumed units) × $0.50", amount: 750, proration: false },
    ]);
    expect(orders[0]).toMatchObject({ status: "paid", total_amount: 1750 });
    // Nothing unused to roll over; the new period is credited 10.
    expect((await subscriptionWire()).meters[0]).toMatchObject({ consumed_units: 0, credited_units: 10 });

    // Period 2: 4 calls, 10 credited → nothing to pay; the 6 unused roll over.
    await ingest(w, customerId, 4);
    await advance(w, clock.body.id, "2027-03-16T00:00:00Z");
    orders = (await ordersOf(w, subId)).filter((o) => o.billing_reason === "subscription_cycle");
    expect(orders).toHaveLength(2);
    expect(lines(orders[1]!)).toEqual([
      { label: "API plan — 2027-03-15 to 2027-04-15", amount: 1000, proration: false },
      { label: "API calls — (0 consumed units) × $0.50", amount: 0, proration: false },
    ]);
    expect((await subscriptionWire()).meters[0]).toMatchObject({ consumed_units: 0, credited_units: 16 });

    // Period 3: 100 calls, 16 credited → 84 × $0.50 = $42.00, capped at $20.00.
    await ingest(w, customerId, 100);
    expect((await subscriptionWire()).meters[0]).toMatchObject({ consumed_units: 100, amount: 2000 });
    await advance(w, clock.body.id, "2027-04-16T00:00:00Z");
    orders = (await ordersOf(w, subId)).filter((o) => o.billing_reason === "subscription_cycle");
    expect(orders).toHaveLength(3);
    expect(lines(orders[2]!)).toEqual([
      { label: "API plan — 2027-04-15 to 2027-05-15", amount: 1000, proration: false },
      {
        label: "API calls — (84 consumed units) × $0.50 — Capped at $20.00",
        amount: 2000,
        proration: false,
      },
    ]);
    expect(orders[2]).toMatchObject({ status: "paid", total_amount: 3000 });

    // Period 4, revoked on April 20: 13 calls, 10 credited → 3 × $0.50 billed now.
    await ingest(w, customerId, 13);
    await advance(w, clock.body.id, "2027-04-20T00:00:00Z");
    const revoked = await w.seller.api.delete(`/v1/subscriptions/${subId}`);
    expect(revoked.status, revoked.text).toBe(200);
    // Jobs queued at the clock's instant (the final charge, the benefit revocation) run as it moves.
    await advance(w, clock.body.id, "2027-04-21T00:00:00Z");
    const all = await ordersOf(w, subId);
    const final = all.filter((o) => o.billing_reason === "subscription_meter_cycle");
    expect(final).toHaveLength(1);
    expect(lines(final[0]!)).toEqual([
      { label: "API calls — (3 consumed units) × $0.50", amount: 150, proration: false },
    ]);
    expect(final[0]).toMatchObject({ status: "paid", total_amount: 150 });
    // The credits were taken back (the grant's last 10 units) and the meter closed.
    const ledger = await w.t.ctx.db
      .select({ units: meterCredit.units, rollover: meterCredit.rollover })
      .from(meterCredit)
      .where(and(eq(meterCredit.customerId, customerId), eq(meterCredit.meterId, meterId)))
      .orderBy(asc(meterCredit.id));
    expect(ledger.map((l) => l.units)).toEqual([10, 10, 6, 10, 10, -10]);
    const balance = await w.t.ctx.db.transaction((tx) =>
      currentCustomerMeter(tx, new Date("2027-04-20T00:00:00Z"), w.seller.organizationId, {
        customerId,
        meterId,
      }),
    );
    expect(balance).toMatchObject({ consumedUnits: "0", creditedUnits: "0" });
    // A retried revocation or a late job bills nothing more.
    await w.t.runJobs();
    expect(await ordersOf(w, subId)).toHaveLength(all.length);
  }, 120_000);
});
