import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job } from "../../db/schema/jobs.js";
import { claimJobs, completeJob } from "../../jobs/queue.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { deliveryHelpers, eventOf } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { claimRuns } from "./delivery-batch-repository.js";
import { dispatchEvent } from "./dispatch.js";
import { DISPATCH_JOB, recordEvent } from "./service.js";

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

/** Records one `product.updated` event in its own transaction, a second after the previous one. */
async function record(s: Seller, name: string): Promise<string> {
  clock.set(new Date(clock.now().getTime() + 1000));
  return t.ctx.db.transaction((tx) =>
    recordEvent(tx, clock.now(), s.organizationId, "product.updated", { id: crypto.randomUUID(), name }),
  );
}

const queuedDispatches = () =>
  t.ctx.db
    .select()
    .from(job)
    .where(and(eq(job.name, DISPATCH_JOB), eq(job.status, "queued")));

describe("webhook fan-out in batches", () => {
  it("fans out the events of other queued dispatch jobs with its own, each to its own organization's subscribers", async () => {
    const a = await createSeller(t, "Batch A");
    const b = await createSeller(t, "Batch B");
    const updated = await endpoint(a, "/batch-a", ["product.updated"]);
    const createdOnly = await endpoint(a, "/batch-a-created", ["product.created"]);
    const other = await endpoint(b, "/batch-b", ["product.updated"]);
    await t.runJobs();
    const events = [
      await record(a, "a1"),
      await record(b, "b1"),
      await record(a, "a2"),
      await record(a, "a3"),
    ];
    expect(await queuedDispatches()).toHaveLength(4);

    expect(await dispatchEvent(t.ctx, events[0]!)).toBe(4);
    expect(await queuedDispatches()).toEqual([]);
    expect((await deliveriesOf(updated.id)).map((d) => d.eventId)).toEqual([events[0], events[2], events[3]]);
    expect((await deliveriesOf(other.id)).map((d) => d.eventId)).toEqual([events[1]]);
    expect(await deliveriesOf(createdOnly.id)).toEqual([]);
    // Idempotent: a re-run makes nothing twice (nothing else is queued now: its event only).
    expect(await dispatchEvent(t.ctx, events[2]!)).toBe(1);
    expect(await deliveriesOf(updated.id)).toHaveLength(3);

    await t.runJobs();
    expect(at("/batch-a").map((r) => eventOf(r).data)).toMatchObject([
      { name: "a1" },
      { name: "a2" },
      { name: "a3" },
    ]);
    expect(at("/batch-b").map((r) => eventOf(r).data)).toMatchObject([{ name: "b1" }]);
    expect(at("/batch-a-created")).toEqual([]);
  });

  it("takes at most `batch - 1` other jobs, oldest first; the rest fan out through their own jobs", async () => {
    const s = await createSeller(t, "Batch limit");
    const ep = await endpoint(s, "/batch-limit", ["product.updated"]);
    await t.runJobs();
    const events = [await record(s, "l1"), await record(s, "l2"), await record(s, "l3")];
    // Called directly, so every event's own job is still queued: the first one's is the oldest.
    expect(await dispatchEvent(t.ctx, events[2]!, 2)).toBe(2);
    expect((await deliveriesOf(ep.id)).map((d) => d.eventId)).toEqual([events[0], events[2]]);
    expect((await queuedDispatches()).map((j) => j.payload)).toEqual([
      { eventId: events[1], organizationId: s.organizationId },
      { eventId: events[2], organizationId: s.organizationId },
    ]);
    await t.runJobs();
    expect((await deliveriesOf(ep.id)).map((d) => [d.eventId, d.status])).toEqual(
      events.map((e) => [e, "succeeded"]),
    );
    expect(at("/batch-limit")).toHaveLength(3);
  });

  it("keeps an endpoint's order when a later event is fanned out first: its delivery waits for the earlier one's", async () => {
    const s = await createSeller(t, "Fan-out order");
    const ep = await endpoint(s, "/fan-out-order", ["product.updated"]);
    await t.runJobs();
    const first = await record(s, "first");
    const second = await record(s, "second");
    // Two worker slots hold the two fan-outs; the later one commits first.
    const claimed = await claimJobs(t.ctx.db, clock.now(), "order-test", 10);
    const jobOf = (eventId: string) => claimed.find((j) => j.payload.eventId === eventId)!;
    expect(await dispatchEvent(t.ctx, second, 1, jobOf(second))).toBe(1);
    const claim = () =>
      claimRuns(t.ctx.db, {
        now: clock.now(),
        lockedUntil: new Date(clock.now().getTime() + 60_000),
        lockedBy: "order-test-sender",
        limit: 100,
        runLength: 10,
        busy: [],
        endpointIds: [ep.id],
      });
    // The earlier event is not fanned out yet: nothing of this endpoint may be sent.
    expect((await claim()).deliveries).toEqual([]);

    expect(await dispatchEvent(t.ctx, first, 1, jobOf(first))).toBe(1);
    // The worker's own completion afterwards finds the job already finished.
    await completeJob(t.ctx.db, clock.now(), jobOf(first));
    expect((await claim()).deliveries.map((d) => d.eventId)).toEqual([first, second]);
    clock.set(new Date(clock.now().getTime() + 120_000));
    await t.runJobs();
    expect(at("/fan-out-order").map((r) => eventOf(r).data)).toMatchObject([
      { name: "first" },
      { name: "second" },
    ]);
  });

  it("lets another organization's deliveries go while one organization's earlier event waits for its fan-out", async () => {
    const a = await createSeller(t, "Order waits");
    const b = await createSeller(t, "Order goes");
    await endpoint(a, "/order-waits", ["product.updated"]);
    const other = await endpoint(b, "/order-goes", ["product.updated"]);
    await t.runJobs();
    await record(a, "a-waiting");
    const bEvent = await record(b, "b-going");
    const claimed = await claimJobs(t.ctx.db, clock.now(), "order-test-2", 10);
    await dispatchEvent(
      t.ctx,
      bEvent,
      1,
      claimed.find((j) => j.payload.eventId === bEvent),
    );
    const runs = await claimRuns(t.ctx.db, {
      now: clock.now(),
      lockedUntil: new Date(clock.now().getTime() + 60_000),
      lockedBy: "order-test-sender-2",
      limit: 100,
      runLength: 10,
      busy: [],
      endpointIds: [other.id],
    });
    expect(runs.deliveries.map((d) => d.eventId)).toEqual([bEvent]);
  });
});
