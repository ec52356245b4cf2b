import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { webhookDelivery, webhookDeliveryAttempt } from "../../db/schema/webhook-deliveries.js";
import type { ManualClock } from "../../lib/clock.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import type { Received, Receiver } from "./delivery-test-receiver.js";

export interface DeliveryEnv {
  t: TestApp;
  clock: ManualClock;
  receiver: Receiver;
}

export const eventOf = (r: Received) =>
  JSON.parse(r.body) as { type: string; timestamp: string; data: { id: string } };

export async function makeProduct(s: Seller, name: string) {
  const res = await s.api.post("/v1/products/", {
    name,
    prices: [{ amount_type: "fixed", price_amount: 1000 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

/** Helpers bound to one test file's app, clock and receiver (read when called, after beforeAll). */
export function deliveryHelpers(env: () => DeliveryEnv) {
  async function endpoint(s: Seller, path: string, events: string[]) {
    const { receiver } = env();
    const res = await s.api.post("/v1/webhooks/endpoints", {
      url: receiver.url(path),
      format: "raw",
      events,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; secret: string };
  }

  const at = (path: string) => env().receiver.received.filter((r) => r.path === path);

  async function attemptsOf(endpointId: string) {
    return env()
      .t.ctx.db.select()
      .from(webhookDeliveryAttempt)
      .where(eq(webhookDeliveryAttempt.endpointId, endpointId))
      .orderBy(asc(webhookDeliveryAttempt.createdAt), asc(webhookDeliveryAttempt.id));
  }

  async function deliveriesOf(endpointId: string) {
    return env()
      .t.ctx.db.select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.endpointId, endpointId))
      .orderBy(asc(webhookDelivery.eventCreatedAt), asc(webhookDelivery.eventId));
  }

  /** Moves the clock to the endpoint's next retry and runs the jobs that became due. */
  async function untilNextAttempt(endpointId: string) {
    const { t, clock } = env();
    const [head] = (await deliveriesOf(endpointId)).filter((d) => d.status === "pending");
    if (head?.nextAttemptAt)
      clock.set(new Date(Math.max(clock.now().getTime(), head.nextAttemptAt.getTime())));
    await t.runJobs();
  }

  return { endpoint, at, attemptsOf, deliveriesOf, untilNextAttempt };
}
