/**
 * Kassa in Stripe mode (against the local stand-in): `/api/payments` config, and Stripe's signed
 * webhooks recorded once and handed to onProcessorEvent listeners through a job.
 */
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { job } from "../db/schema/jobs.js";
import { type ManualClock, manualClock } from "../lib/clock.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { type StripeStandIn, startStripeStandIn } from "../test/standins/stripe/stripe.js";
import { stripeEnv, TEST_WEBHOOK_SECRET } from "../test/standins/stripe/testing.js";
import { onProcessorEvent, type ProcessorEvent, STRIPE_EVENT_JOB } from "./events.js";

const ORG = "org_webhooks";
let standIn: StripeStandIn;
let t: TestApp;
let clock: ManualClock;
let stripeClient: TestClient;
let n = 0;
const unsubscribe: (() => void)[] = [];

beforeAll(async () => {
  clock = manualClock(new Date());
  standIn = await startStripeStandIn({ clock });
  t = await createTestApp({ clock, env: stripeEnv(standIn) });
  stripeClient = t.client({ ip: "54.187.174.169" });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
afterEach(() => {
  for (const off of unsubscribe.splice(0)) off();
});

function listen(type: ProcessorEvent["type"], handler?: (event: ProcessorEvent) => Promise<void>) {
  const seen: ProcessorEvent[] = [];
  unsubscribe.push(
    onProcessorEvent(type, async (_ctx, event) => {
      seen.push(event);
      await handler?.(event);
    }),
  );
  return seen;
}

async function pay(paymentMethod = "pm_card_visa") {
  const charge = await t.ctx.payments.charge({
    organizationId: ORG,
    amount: 1200,
    currency: "usd",
    paymentMethod,
    offSession: false,
    metadata: { checkout_id: "co_123" },
    idempotencyKey: `webhook-${++n}`,
  });
  return { charge, intent: standIn.account.paymentIntents.get(charge.id)! };
}

function event(type: string, object: unknown, id = `evt_test_${++n}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(clock.now().getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

function sign(payload: string, opts: { secret?: string; at?: Date } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: Math.floor((opts.at ?? clock.now()).getTime() / 1000),
  });
}

const deliver = (payload: string, signature: string | null = sign(payload)) =>
  stripeClient.post("/api/payments/stripe/webhook", payload, {
    noOrigin: true,
    headers: signature ? { "stripe-signature": signature } : {},
  });

const recorded = (eventId: string) =>
  t.ctx.db
    .select()
    .from(job)
    .where(and(eq(job.name, STRIPE_EVENT_JOB), eq(job.dedupeKey, `stripe-event:${eventId}`)));

describe("/api/payments in Stripe mode", () => {
  it("gives the hosted checkout the publishable key, and has no sandbox tokenizer", async () => {
    const config = await stripeClient.get("/api/payments/config");
    expect(config.body).toEqual({ processor: "stripe", publishable_key: "pk_test_kassa_standin" });
    const tokens = await stripeClient.post("/api/payments/sandbox/tokens", { client_secret: "x", card: {} });
    expect(tokens.status).toBe(404);
    expect(t.ctx.payments.name).toBe("stripe");
  });
});

describe("POST /api/payments/stripe/webhook", () => {
  it("records payment_intent.succeeded and hands it to listeners through a job", async () => {
    const seen = listen("payment_intent.succeeded", async (e) => {
      const charge = await t.ctx.payments.retrieveCharge(e.organizationId, e.chargeRef);
      expect(charge.status).toBe("succeeded");
    });
    const { charge, intent } = await pay();
    const payload = event("payment_intent.succeeded", intent, "evt_succeeded_1");
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, handled: true });
    expect(seen).toHaveLength(0);
    await t.runJobs();
    expect(seen).toEqual([
      {
        id: "evt_succeeded_1",
        type: "payment_intent.succeeded",
        processor: "stripe",
        organizationId: ORG,
        chargeRef: charge.id,
        metadata: { checkout_id: "co_123" },
        createdAt: new Date(Math.floor(clock.now().getTime() / 1000) * 1000),
      },
    ]);
    const [row] = await recorded("evt_succeeded_1");
    expect(row?.status).toBe("succeeded");
  });

  it("records each Stripe event once, however often Stripe delivers it", async () => {
    const seen = listen("payment_intent.succeeded");
    const { intent } = await pay();
    const payload = event("payment_intent.succeeded", intent, "evt_duplicate");
    const results = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await t.runJobs();
    expect((await deliver(payload)).status).toBe(200);
    await t.runJobs();
    expect(seen).toHaveLength(1);
    expect(await recorded("evt_duplicate")).toHaveLength(1);
  });

  it("hands over payment_intent.payment_failed and charge.refunded with the PaymentIntent as chargeRef", async () => {
    const failed = listen("payment_intent.payment_failed");
    const refunded = listen("charge.refunded");
    const declined = await pay("pm_card_chargeDeclined");
    expect(declined.charge.status).toBe("failed");
    await deliver(event("payment_intent.payment_failed", declined.intent));
    const { charge, intent } = await pay();
    await t.ctx.payments.refund({
      organizationId: ORG,
      chargeRef: charge.id,
      amount: 200,
      idempotencyKey: `r-${n}`,
    });
    const stripeCharge = standIn.account.charges.get(intent.latest_charge as string)!;
    expect(stripeCharge.amount_refunded).toBe(200);
    await deliver(event("charge.refunded", stripeCharge));
    await t.runJobs();
    expect(failed.map((e) => e.chargeRef)).toEqual([declined.charge.id]);
    expect(refunded.map((e) => [e.chargeRef, e.metadata])).toEqual([[charge.id, { checkout_id: "co_123" }]]);
    expect((await t.ctx.payments.retrieveCharge(ORG, refunded[0]!.chargeRef)).amountRefunded).toBe(200);
  });

  it("finds the organization of a refunded charge without Kassa's metadata through its PaymentIntent", async () => {
    const refunded = listen("charge.refunded");
    const { charge, intent } = await pay();
    const bare = { ...standIn.account.charges.get(intent.latest_charge as string)!, metadata: {} };
    const res = await deliver(event("charge.refunded", bare, "evt_bare_refund"));
    expect(res.body).toEqual({ received: true, handled: true });
    const stranger = { ...bare, id: "ch_stranger", payment_intent: "pi_not_kassas" };
    await deliver(event("charge.refunded", stranger, "evt_stranger_refund"));
    await t.runJobs();
    expect(refunded.map((e) => [e.id, e.organizationId, e.chargeRef, e.metadata])).toEqual([
      ["evt_bare_refund", ORG, charge.id, { checkout_id: "co_123" }],
    ]);
    expect((await recorded("evt_stranger_refund"))[0]?.status).toBe("succeeded");
  });

  it("retries the job when a listener fails, until it succeeds", async () => {
    let failures = 1;
    const seen = listen("payment_intent.succeeded", async () => {
      if (failures-- > 0) throw new Error("listener not ready");
    });
    const { intent } = await pay();
    await deliver(event("payment_intent.succeeded", intent, "evt_retry"));
    await t.runJobs();
    expect(seen).toHaveLength(1);
    expect((await recorded("evt_retry"))[0]?.status).toBe("queued");
    clock.advance(60_000);
    await t.runJobs();
    expect(seen).toHaveLength(2);
    expect((await recorded("evt_retry"))[0]?.status).toBe("succeeded");
  });

  it("acknowledges but ignores other event types and payments Kassa did not make", async () => {
    const seen = listen("payment_intent.succeeded");
    const other = await deliver(
      event("customer.created", { id: "cus_1", object: "customer", metadata: {} }, "evt_other"),
    );
    expect(other.body).toEqual({ received: true, handled: false });
    const foreign = { id: "pi_foreign", object: "payment_intent", status: "succeeded", metadata: {} };
    const notOurs = await deliver(event("payment_intent.succeeded", foreign, "evt_foreign"));
    expect(notOurs.body).toEqual({ received: true, handled: false });
    await t.runJobs();
    expect(seen).toHaveLength(0);
    expect(await recorded("evt_other")).toHaveLength(0);
    expect(await recorded("evt_foreign")).toHaveLength(0);
  });

  it("answers 400 for a missing, wrong, stale or mismatched signature, and records nothing", async () => {
    const { intent } = await pay();
    const payload = event("payment_intent.succeeded", intent, "evt_forged");
    const cases: [string, string | null, string][] = [
      ["missing", null, payload],
      ["garbage", "t=1,v1=abc", payload],
      ["wrong secret", sign(payload, { secret: "whsec_someone_else" }), payload],
      ["stale", sign(payload, { at: new Date(clock.now().getTime() - 6 * 60_000) }), payload],
      ["tampered body", sign(payload), payload.replace('"amount":1200', '"amount":1')],
    ];
    for (const [what, signature, body] of cases) {
      const res = await deliver(body, signature);
      expect(res.status, what).toBe(400);
      expect(res.body.error, what).toBe("BadRequest");
    }
    expect(await recorded("evt_forged")).toHaveLength(0);
    const fresh = await deliver(payload, sign(payload, { at: new Date(clock.now().getTime() - 4 * 60_000) }));
    expect(fresh.status).toBe(200);
  });

  it("answers 400 for a validly signed body that is not an event", async () => {
    const res = await deliver("[1,2,3]");
    expect(res.status).toBe(400);
  });
});
