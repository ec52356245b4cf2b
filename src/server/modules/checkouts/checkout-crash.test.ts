import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimJobs } from "../../jobs/queue.js";
import { manualClock } from "../../lib/clock.js";
import { IdempotencyKeyReusedError } from "../../payments/errors.js";
import { dispatchProcessorEvent } from "../../payments/events.js";
import type { PaymentProcessor } from "../../payments/processor.js";
import {
  chargesOf,
  client,
  eventsOf,
  fixedProduct,
  makeCheckout,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { RECONCILE_AFTER_MS } from "./confirm.js";
import { RECONCILE_JOB } from "./job-names.js";
import { scheduleRecovery } from "./recover.js";
import { settleAttempt } from "./settle.js";

const clock = manualClock(new Date("2026-07-01T09:00:00.000Z"));
let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
let real: PaymentProcessor;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Crashy");
  c = client(t);
  real = t.ctx.payments;
});
afterAll(() => t.close());

/** The processor, but the process "dies" right after a charge (or before it reaches the processor). */
function dyingProcessor(when: "after-charge" | "before-charge"): PaymentProcessor {
  return {
    ...real,
    name: real.name,
    async charge(input) {
      if (when === "before-charge") throw new Error("connection reset by the processor");
      await real.charge(input);
      throw new Error("process killed between the charge and the order");
    },
  };
}

describe("a confirmation whose process dies", () => {
  it("charge done but the order never written: the reconcile job completes it exactly once", async () => {
    const p = await fixedProduct(seller, 3100);
    const co = await makeCheckout(seller, { products: [p.id] });
    t.ctx.payments = dyingProcessor("after-charge");
    const res = await c.confirm(co.client_secret, payBody());
    t.ctx.payments = real;
    expect(res.status).toBe(500);
    expect(await chargesOf(t, co.id)).toHaveLength(1);
    expect(await ordersOf(seller, co.id)).toEqual([]);
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("confirmed");
    // A new confirm cannot start a second payment meanwhile.
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(403);

    await t.runJobs();
    expect(await ordersOf(seller, co.id)).toEqual([]); // not due yet
    clock.advance(RECONCILE_AFTER_MS);
    // The job and two stray settlements race: one order, one charge.
    await Promise.all([
      t.runJobs(),
      settleAttempt(t.ctx, seller.organizationId, co.id, 1),
      settleAttempt(t.ctx, seller.organizationId, co.id, 1),
    ]);
    await t.runJobs();
    const orders = await ordersOf(seller, co.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "paid", total_amount: 3100 });
    const charges = await chargesOf(t, co.id);
    expect(charges).toHaveLength(1);
    expect(orders[0].customer_id).toBe((await seller.api.get(`/v1/checkouts/${co.id}`)).body.customer_id);
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("succeeded");
    expect(
      (await eventsOf(t, seller.organizationId, "order.paid")).filter((o) => o.checkout_id === co.id),
    ).toHaveLength(1);
  });

  it("processor unreachable before charging: the reconcile job charges once and fulfils", async () => {
    const p = await fixedProduct(seller, 1500);
    const co = await makeCheckout(seller, { products: [p.id] });
    t.ctx.payments = dyingProcessor("before-charge");
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(500);
    expect(await chargesOf(t, co.id)).toHaveLength(0);
    t.ctx.payments = real;
    clock.advance(RECONCILE_AFTER_MS);
    await t.runJobs();
    expect(await chargesOf(t, co.id)).toHaveLength(1);
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
  });

  it("the processor's payment event settles a confirmation at once, without waiting for the job", async () => {
    const p = await fixedProduct(seller, 2200);
    const co = await makeCheckout(seller, { products: [p.id] });
    t.ctx.payments = dyingProcessor("after-charge");
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(500);
    t.ctx.payments = real;
    const [charge] = await chargesOf(t, co.id);
    const event = {
      id: "evt_test",
      type: "payment_intent.succeeded" as const,
      processor: "stripe" as const,
      organizationId: seller.organizationId,
      chargeRef: `ch_${charge!.id}`,
      metadata: { checkout_id: co.id },
      createdAt: clock.now(),
    };
    expect(await dispatchProcessorEvent(t.ctx, event)).toBeGreaterThan(0);
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    await dispatchProcessorEvent(t.ctx, event);
    await dispatchProcessorEvent(t.ctx, { ...event, metadata: { checkout_id: "not-a-uuid" } });
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    expect(await chargesOf(t, co.id)).toHaveLength(1);
  });

  it("a declined charge found by the reconcile job fails the checkout, which can be paid again", async () => {
    const p = await fixedProduct(seller, 700);
    const co = await makeCheckout(seller, { products: [p.id] });
    t.ctx.payments = dyingProcessor("after-charge");
    await c.confirm(co.client_secret, payBody({ confirmation_token_id: "pm_card_chargeDeclined" }));
    t.ctx.payments = real;
    clock.advance(RECONCILE_AFTER_MS);
    await t.runJobs();
    expect((await c.get(co.client_secret)).body.status).toBe("failed");
    expect(await ordersOf(seller, co.id)).toEqual([]);
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(200);
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
  });

  it("a retried confirm settles a confirmation older than the reconcile delay at once", async () => {
    const p = await fixedProduct(seller, 4100);
    const co = await makeCheckout(seller, { products: [p.id] });
    t.ctx.payments = dyingProcessor("after-charge");
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(500);
    t.ctx.payments = real;
    // Too soon: the first request may still be running somewhere.
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(403);
    clock.advance(RECONCILE_AFTER_MS);
    const retried = await c.confirm(
      co.client_secret,
      payBody({ confirmation_token_id: "pm_card_mastercard" }),
    );
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("succeeded");
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    const charges = await chargesOf(t, co.id);
    expect(charges).toHaveLength(1);
    // Once settled, another confirm is refused as before.
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(403);
    await t.runJobs();
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
  });

  it("the start-up recovery pass settles a confirmation whose reconcile job died with its worker", async () => {
    const p = await fixedProduct(seller, 5100);
    const co = await makeCheckout(seller, { products: [p.id] });
    t.ctx.payments = dyingProcessor("after-charge");
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(500);
    t.ctx.payments = real;
    clock.advance(RECONCILE_AFTER_MS);
    // A worker claims the reconcile job and dies: its lease holds the job for minutes.
    const claimed = await claimJobs(t.ctx.db, clock.now(), "dead-worker", 100);
    expect(claimed.some((j) => j.name === RECONCILE_JOB && j.payload.checkoutId === co.id)).toBe(true);
    await t.runJobs();
    expect(await ordersOf(seller, co.id)).toEqual([]);
    // The next worker to start runs the recovery pass.
    await scheduleRecovery(t.ctx);
    await t.runJobs();
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    expect(await chargesOf(t, co.id)).toHaveLength(1);
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("succeeded");
  });

  it("a charge key still in use at the processor leaves the attempt confirmed for a retry, not failed", async () => {
    const p = await fixedProduct(seller, 6100);
    const co = await makeCheckout(seller, { products: [p.id] });
    t.ctx.payments = {
      ...real,
      name: real.name,
      async charge(input) {
        throw new IdempotencyKeyReusedError(input.idempotencyKey);
      },
    };
    const res = await c.confirm(co.client_secret, payBody());
    t.ctx.payments = real;
    expect(res.status).toBe(422);
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("confirmed");
    clock.advance(RECONCILE_AFTER_MS);
    await t.runJobs();
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    expect(await chargesOf(t, co.id)).toHaveLength(1);
  });
});
