import { WebhookDelivery$inboundSchema } from "@polar-sh/sdk/models/components/webhookdelivery.js";
import { validateEvent } from "@polar-sh/sdk/webhooks";
import { asc, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { jobHandlers } from "../../jobs/registry.js";
import { startWorker } from "../../jobs/worker.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { uuidv7 } from "../../lib/ids.js";
import { deliveryHelpers, eventOf, makeProduct } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller } from "../../test/v1-helpers.js";
import { sendEndpointQueue } from "./delivery.js";
import { claimHead } from "./delivery-repository.js";
import { dispatchEvent } from "./dispatch.js";
import { insertEndpoint } from "./endpoints-repository.js";
import { generateWebhookSecret } from "./signing.js";

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

const { endpoint, at, attemptsOf, deliveriesOf, untilNextAttempt } = deliveryHelpers(() => ({
  t,
  clock,
  receiver,
}));

const SDK_TYPES = [
  "product.created",
  "product.updated",
  "benefit.created",
  "benefit.updated",
  "organization.updated",
];

describe("webhook delivery", () => {
  it("delivers every event type the catalog emits to subscribed endpoints, verifiable with the Polar SDK and standardwebhooks", async () => {
    const seller = await createSeller(t, "Hooked");
    const all = await endpoint(seller, "/all", SDK_TYPES);
    const onlyCreated = await endpoint(seller, "/created", ["product.created"]);
    // The endpoints API only offers the types SDK 0.47 knows; discount.* is subscribed here directly.
    const discountSecret = generateWebhookSecret();
    await insertEndpoint(t.ctx.db, {
      id: uuidv7(),
      organizationId: seller.organizationId,
      url: receiver.url("/discounts"),
      format: "raw",
      secret: discountSecret,
      events: ["discount.created", "discount.updated", "discount.deleted"],
      createdAt: clock.now(),
    });

    const product = await makeProduct(seller, "Hook product");
    expect((await seller.api.patch(`/v1/products/${product.id}`, { name: "Hook product 2" })).status).toBe(
      200,
    );
    const benefit = await seller.api.post("/v1/benefits/", {
      type: "custom",
      description: "Hook support",
      properties: { note: "n" },
    });
    expect(benefit.status).toBe(201);
    const benefitUpdate = await seller.api.patch(`/v1/benefits/${benefit.body.id}`, {
      type: "custom",
      description: "Hook support 2",
    });
    expect(benefitUpdate.status).toBe(200);
    const org = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, { name: "Hooked Inc" });
    expect(org.status).toBe(200);
    const discount = await seller.api.post("/v1/discounts/", {
      name: "Hook10",
      type: "percentage",
      basis_points: 1000,
      duration: "once",
    });
    expect(discount.status, JSON.stringify(discount.body)).toBe(201);
    expect((await seller.api.patch(`/v1/discounts/${discount.body.id}`, { name: "Hook11" })).status).toBe(
      200,
    );
    expect((await seller.api.delete(`/v1/discounts/${discount.body.id}`)).status).toBe(204);

    await t.runJobs();

    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(eq(webhookEvent.organizationId, seller.organizationId))
      .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
    const expected = (types: string[]) => events.filter((e) => types.includes(e.type));

    // In event order, each exactly once, with the event id as webhook-id.
    const toAll = at("/all");
    expect(toAll.map((r) => r.headers["webhook-id"])).toEqual(expected(SDK_TYPES).map((e) => e.id));
    expect(toAll.map((r) => eventOf(r).type)).toEqual([
      "product.created",
      "product.updated",
      "benefit.created",
      "benefit.updated",
      "organization.updated",
    ]);
    expect(eventOf(toAll[0]!).data.id).toBe(product.id);
    expect(eventOf(toAll[2]!).data.id).toBe(benefit.body.id);
    for (const r of toAll) {
      expect(r.headers["content-type"]).toBe("application/json");
      expect(r.headers["user-agent"]).toBe("kassa webhooks");
      const viaSdk = validateEvent(r.body, r.headers as Record<string, string>, all.secret);
      expect(viaSdk.type).toBe(eventOf(r).type);
      new Webhook(Buffer.from(all.secret, "utf8").toString("base64")).verify(
        r.body,
        r.headers as Record<string, string>,
      );
    }
    // Unsubscribed types are not sent.
    expect(at("/created").map((r) => eventOf(r).type)).toEqual(["product.created"]);
    validateEvent(
      at("/created")[0]!.body,
      at("/created")[0]!.headers as Record<string, string>,
      onlyCreated.secret,
    );
    // Types SDK 0.47 does not know verify with standardwebhooks.
    const toDiscounts = at("/discounts");
    expect(toDiscounts.map((r) => eventOf(r).type)).toEqual([
      "discount.created",
      "discount.updated",
      "discount.deleted",
    ]);
    for (const r of toDiscounts) {
      const verified = new Webhook(Buffer.from(discountSecret, "utf8").toString("base64")).verify(
        r.body,
        r.headers as Record<string, string>,
      ) as { data: { id: string } };
      expect(verified.data.id).toBe(discount.body.id);
    }

    // The delivery log, in Polar's shape, newest first.
    const log = await seller.api.get(`/v1/webhooks/deliveries?endpoint_id=${all.id}&limit=100`);
    expect(log.status).toBe(200);
    expect(log.body.pagination).toEqual({ total_count: 5, max_page: 1 });
    for (const item of log.body.items) {
      const parsed = WebhookDelivery$inboundSchema.safeParse(item);
      expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    }
    const newest = log.body.items[0];
    expect(newest).toMatchObject({ succeeded: true, http_code: 200, response: "ok" });
    expect(newest.webhook_event).toMatchObject({
      type: "organization.updated",
      succeeded: true,
      skipped: false,
      last_http_code: 200,
      is_archived: false,
    });
    expect(JSON.parse(newest.webhook_event.payload).data).toEqual(org.body);
  });

  it("creates one delivery per endpoint however often an event is dispatched", async () => {
    const seller = await createSeller(t, "Twice");
    const ep = await endpoint(seller, "/twice", ["product.created"]);
    await makeProduct(seller, "Twice");
    const [event] = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(eq(webhookEvent.organizationId, seller.organizationId));
    await dispatchEvent(t.ctx, event!.id);
    await dispatchEvent(t.ctx, event!.id);
    await t.runJobs();
    expect(await deliveriesOf(ep.id)).toHaveLength(1);
    expect(at("/twice")).toHaveLength(1);
  });

  it("lets only the sender holding a delivery take it back before its hold expires (a retried or re-offered job)", async () => {
    const seller = await createSeller(t, "Held");
    const ep = await endpoint(seller, "/held", ["product.created"]);
    await makeProduct(seller, "Held 1");
    const [event] = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(eq(webhookEvent.organizationId, seller.organizationId));
    await dispatchEvent(t.ctx, event!.id);
    const now = clock.now();
    const held = await claimHead(t.ctx.db, ep.id, now, new Date(now.getTime() + 60_000), "job-a");
    expect(held).toBeDefined();
    expect(await sendEndpointQueue(t.ctx, ep.id, "job-b")).toBe(0);
    expect(at("/held")).toHaveLength(0);
    expect(await sendEndpointQueue(t.ctx, ep.id, "job-a")).toBe(1);
    expect(at("/held")).toHaveLength(1);
    expect((await deliveriesOf(ep.id))[0]).toMatchObject({
      status: "succeeded",
      lockedBy: null,
      lockedUntil: null,
    });
    await t.runJobs();
    expect(at("/held")).toHaveLength(1);
  });

  it("refuses a private address at delivery time when private URLs are not allowed", async () => {
    const seller = await createSeller(t, "Rebind");
    const ep = await endpoint(seller, "/rebind", ["product.created"]);
    t.ctx.config.webhooksAllowPrivate = false;
    try {
      await makeProduct(seller, "Item R1");
      await t.runJobs();
    } finally {
      t.ctx.config.webhooksAllowPrivate = true;
    }
    expect(at("/rebind")).toHaveLength(0);
    const [attempt] = await attemptsOf(ep.id);
    expect(attempt).toMatchObject({ succeeded: false, httpCode: null });
    expect(attempt!.error).toMatch(/127\.0\.0\.1 is a loopback address/);
    const log = await seller.api.get(`/v1/webhooks/deliveries?endpoint_id=${ep.id}`);
    expect(log.body.items[0]).toMatchObject({ succeeded: false, http_code: null });
    expect(log.body.items[0].response).toMatch(/loopback/);
    await untilNextAttempt(ep.id);
    expect(at("/rebind")).toHaveLength(1);
  });

  it("delivers from a running worker woken by the commit, long before its next poll", {
    timeout: 90_000,
  }, async () => {
    const seller = await createSeller(t, "Fast");
    await endpoint(seller, "/fast", ["product.created"]);
    const pollMs = t.ctx.config.worker.pollMs;
    // A poll every ten minutes: a delivery inside the wait below can only come from the wake-up
    // (no wall-clock bound on how fast, which a loaded machine would break).
    t.ctx.config.worker.pollMs = 600_000;
    const worker = startWorker(t.ctx, jobHandlers);
    try {
      await new Promise((r) => setTimeout(r, 50));
      await makeProduct(seller, "Fast");
      await receiver.waitFor(receiver.received.length + 1, 60_000);
      expect(at("/fast")).toHaveLength(1);
    } finally {
      await worker.stop();
      t.ctx.config.worker.pollMs = pollMs;
    }
  });
});
