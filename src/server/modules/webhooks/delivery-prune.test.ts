import { WebhookDelivery$inboundSchema } from "@polar-sh/sdk/models/components/webhookdelivery.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { job } from "../../db/schema/jobs.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { deliveryHelpers, makeProduct } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller } from "../../test/v1-helpers.js";

let t: TestApp;
let clock: ManualClock;
let receiver: Receiver;

beforeAll(async () => {
  // Real "now", so that verifiers (±300 s of the real time) accept the first deliveries.
  clock = manualClock(new Date());
  t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const { endpoint, at } = deliveryHelpers(() => ({ t, clock, receiver }));

describe("webhooks.prune", () => {
  it("archives payloads older than 90 days daily: the log shows them archived and they cannot be redelivered", async () => {
    const seller = await createSeller(t, "Old");
    const ep = await endpoint(seller, "/old", ["product.created"]);
    await makeProduct(seller, "Old");
    await t.runJobs();
    const eventId = at("/old")[0]!.headers["webhook-id"] as string;
    clock.advance(91 * 86_400_000);
    const { schedulePrune } = await import("./prune.js");
    await schedulePrune(t.ctx);
    await schedulePrune(t.ctx); // once a day, however many workers boot
    await t.runJobs();
    const log = await seller.api.get(`/v1/webhooks/deliveries?endpoint_id=${ep.id}`);
    expect(log.body.items[0].webhook_event).toMatchObject({ id: eventId, payload: null, is_archived: true });
    const parsed = WebhookDelivery$inboundSchema.safeParse(log.body.items[0]);
    expect(parsed.success).toBe(true);
    expect((await seller.api.post(`/v1/webhooks/events/${eventId}/redeliver`)).status).toBe(404);
    const pruneJobs = await t.ctx.db.select().from(job).where(eq(job.name, "webhooks.prune"));
    expect(pruneJobs.filter((j) => j.status === "succeeded").length).toBeGreaterThanOrEqual(1);
    const queued = pruneJobs.filter((j) => j.status === "queued");
    expect(queued).toHaveLength(1);
    const next = queued[0];
    expect(next!.runAt.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(next!.runAt.getTime() - clock.now().getTime()).toBeLessThanOrEqual(2 * 86_400_000);
  });
});
