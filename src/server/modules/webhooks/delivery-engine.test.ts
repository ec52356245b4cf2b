import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobHandlers } from "../../jobs/registry.js";
import { startWorker } from "../../jobs/worker.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { uuidv7 } from "../../lib/ids.js";
import { deliveryHelpers, eventOf } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { enqueueSend } from "./delivery.js";
import { deliverDue } from "./delivery-engine.js";
import { insertDeliveries } from "./delivery-repository.js";
import { insertWebhookEvent } from "./events-repository.js";

/**
 * The delivery run: many endpoints at once, each in order, with batch claims. No assertion here
 * depends on how long anything takes: the tests wait for states (with generous bounds that only a
 * hung run reaches) and compare orders and counts.
 */

let t: TestApp;
let clock: ManualClock;
let receiver: Receiver;

beforeAll(async () => {
  clock = manualClock(new Date());
  t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const { endpoint, at, deliveriesOf } = deliveryHelpers(() => ({ t, clock, receiver }));

/** Records `count` events of the seller, each with a pending delivery to every one of `endpointIds`; their ids in order. */
async function queueEvents(seller: Seller, endpointIds: string[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    clock.advance(1); // distinct, increasing event times
    const now = clock.now();
    const id = uuidv7();
    const type = "product.updated";
    await t.ctx.db.transaction(async (tx) => {
      await insertWebhookEvent(tx, {
        id,
        organizationId: seller.organizationId,
        type,
        payload: { type, timestamp: now.toISOString(), data: { id: `p${i}`, n: i } },
        createdAt: now,
      });
      await insertDeliveries(
        tx,
        endpointIds.map((endpointId) => ({
          id: uuidv7(),
          organizationId: seller.organizationId,
          eventId: id,
          endpointId,
          eventType: type,
          eventCreatedAt: now,
          status: "pending" as const,
          nextAttemptAt: now,
          createdAt: now,
        })),
      );
    });
    ids.push(id);
  }
  return ids;
}

/** Waits until `condition` holds; fails only when it never does (a run that is stuck). */
async function until(condition: () => Promise<boolean> | boolean, what: string, boundMs = 20_000) {
  const deadline = performance.now() + boundMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe("webhook delivery runs", () => {
  it("keeps each endpoint's order, each event once, when two workers claim batches of heads at once", async () => {
    const seller = await createSeller(t, "Two Workers");
    const paths = ["/two-a", "/two-b", "/two-c", "/two-d", "/two-e"];
    const endpoints: { id: string }[] = [];
    for (const path of paths) endpoints.push(await endpoint(seller, path, ["product.updated"]));
    const events = await queueEvents(
      seller,
      endpoints.map((e) => e.id),
      12,
    );
    // Answers come back in bursts, so the two runs' claims, sends and batch writes interleave.
    const previous = receiver.reply;
    receiver.reply = (r, i) => (paths.includes(r.path) ? "hold" : previous(r, i));
    const releaser = setInterval(() => receiver.release(200), 2);
    try {
      // Each run has fewer slots than there are endpoints, so each claims, records and claims
      // again many times while the other does the same.
      const [a, b] = await Promise.all([
        deliverDue(t.ctx, "worker-a", { concurrency: 2 }),
        deliverDue(t.ctx, "worker-b", { concurrency: 3 }),
      ]);
      expect(a + b).toBe(paths.length * events.length);
    } finally {
      clearInterval(releaser);
      receiver.reply = previous;
    }
    for (const [k, path] of paths.entries()) {
      expect(at(path).map((r) => r.headers["webhook-id"])).toEqual(events);
      expect((await deliveriesOf(endpoints[k]!.id)).map((d) => [d.status, d.attempts, d.lockedBy])).toEqual(
        events.map(() => ["succeeded", 1, null]),
      );
    }
  });

  it("delivers to a quick endpoint while five slow ones hold their requests open, then each slow one in order", async () => {
    const seller = await createSeller(t, "Slow Neighbours");
    const slowPaths = ["/slow-1", "/slow-2", "/slow-3", "/slow-4", "/slow-5"];
    const slow: { id: string }[] = [];
    for (const path of slowPaths) slow.push(await endpoint(seller, path, ["product.updated"]));
    const quick = await endpoint(seller, "/quick", ["product.updated"]);
    // The slow endpoints' events come first, and there are more of them than worker slots.
    expect(slow.length).toBeGreaterThan(t.ctx.config.worker.concurrency);
    const previous = receiver.reply;
    let slowAnswers = false;
    receiver.reply = (r, i) => (slowPaths.includes(r.path) && !slowAnswers ? "hold" : previous(r, i));
    const slowEvents = await queueEvents(
      seller,
      slow.map((e) => e.id),
      3,
    );
    const quickEvents = await queueEvents(seller, [quick.id], 20);
    const worker = startWorker(t.ctx, jobHandlers);
    try {
      await t.ctx.db.transaction((tx) => enqueueSend(tx, clock.now()));
      await until(
        () => slowPaths.every((p) => at(p).length === 1),
        "every slow endpoint got its first event",
      );
      await until(
        async () => (await deliveriesOf(quick.id)).every((d) => d.status === "succeeded"),
        "the quick endpoint's deliveries were all recorded",
      );
      // All of that while every slow endpoint still held its first request open.
      expect(at("/quick").map((r) => r.headers["webhook-id"])).toEqual(quickEvents);
      for (const [k, path] of slowPaths.entries()) {
        expect(at(path)).toHaveLength(1);
        expect((await deliveriesOf(slow[k]!.id)).map((d) => d.status)).toEqual([
          "pending",
          "pending",
          "pending",
        ]);
      }
      slowAnswers = true;
      receiver.release(200);
      await until(
        async () =>
          (await Promise.all(slow.map((e) => deliveriesOf(e.id)))).every((ds) =>
            ds.every((d) => d.status === "succeeded"),
          ),
        "the slow endpoints' deliveries were all recorded",
      );
    } finally {
      await worker.stop();
      receiver.reply = previous;
    }
    for (const path of slowPaths) {
      expect(at(path).map((r) => r.headers["webhook-id"])).toEqual(slowEvents);
      expect(at(path).map((r) => eventOf(r).type)).toEqual([
        "product.updated",
        "product.updated",
        "product.updated",
      ]);
    }
  });

  it("records a long run in parts while it still sends, and keeps its order", async () => {
    const seller = await createSeller(t, "Long Run");
    const path = "/long-run";
    const long = await endpoint(seller, path, ["product.updated"]);
    const events = await queueEvents(seller, [long.id], 40);
    const previous = receiver.reply;
    // The 35th request is held open: by then the first 32 attempts are a part of their own.
    receiver.reply = (r, i) => (r.path === path && at(path).indexOf(r) === 34 ? "hold" : previous(r, i));
    try {
      const run = deliverDue(t.ctx, "long-runner", { runLength: 64 });
      await until(() => at(path).length === 35, "the 35th request arrived");
      await until(
        async () => (await deliveriesOf(long.id)).filter((d) => d.status === "succeeded").length === 32,
        "the first part was recorded while the run holds a request open",
      );
      const states = (await deliveriesOf(long.id)).map((d) => d.status);
      expect(states.slice(32)).toEqual(events.slice(32).map(() => "pending"));
      receiver.release(200);
      expect(await run).toBe(40);
    } finally {
      receiver.reply = previous;
    }
    expect(at(path).map((r) => r.headers["webhook-id"])).toEqual(events);
    expect((await deliveriesOf(long.id)).map((d) => [d.status, d.attempts, d.lockedBy])).toEqual(
      events.map(() => ["succeeded", 1, null]),
    );
  });
});
