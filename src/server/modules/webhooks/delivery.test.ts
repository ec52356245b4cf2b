import { WebhookDelivery$inboundSchema } from "@polar-sh/sdk/models/components/webhookdelivery.js";
import { validateEvent } from "@polar-sh/sdk/webhooks";
import { and, asc, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessage } from "../../db/schema/emails.js";
import { job } from "../../db/schema/jobs.js";
import { webhookDelivery, webhookDeliveryAttempt } from "../../db/schema/webhook-deliveries.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { jobHandlers } from "../../jobs/registry.js";
import { startWorker } from "../../jobs/worker.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { uuidv7 } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { sendEndpointQueue } from "./delivery.js";
import { retryDelayMs } from "./delivery-policy.js";
import { claimHead, findOrganizationAdminEmails } from "./delivery-repository.js";
import { type Received, type Receiver, startReceiver } from "./delivery-test-receiver.js";
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

const SDK_TYPES = [
  "product.created",
  "product.updated",
  "benefit.created",
  "benefit.updated",
  "organization.updated",
];

async function endpoint(s: Seller, path: string, events: string[]) {
  const res = await s.api.post("/v1/webhooks/endpoints", { url: receiver.url(path), format: "raw", events });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string };
}

const at = (path: string) => receiver.received.filter((r) => r.path === path);
const eventOf = (r: Received) =>
  JSON.parse(r.body) as { type: string; timestamp: string; data: { id: string } };

async function makeProduct(s: Seller, name: string) {
  const res = await s.api.post("/v1/products/", {
    name,
    prices: [{ amount_type: "fixed", price_amount: 1000 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

async function attemptsOf(endpointId: string) {
  return t.ctx.db
    .select()
    .from(webhookDeliveryAttempt)
    .where(eq(webhookDeliveryAttempt.endpointId, endpointId))
    .orderBy(asc(webhookDeliveryAttempt.createdAt), asc(webhookDeliveryAttempt.id));
}

async function deliveriesOf(endpointId: string) {
  return t.ctx.db
    .select()
    .from(webhookDelivery)
    .where(eq(webhookDelivery.endpointId, endpointId))
    .orderBy(asc(webhookDelivery.eventCreatedAt), asc(webhookDelivery.eventId));
}

/** Moves the clock to the endpoint's next retry and runs the jobs that became due. */
async function untilNextAttempt(endpointId: string) {
  const [head] = (await deliveriesOf(endpointId)).filter((d) => d.status === "pending");
  if (head?.nextAttemptAt) clock.set(new Date(Math.max(clock.now().getTime(), head.nextAttemptAt.getTime())));
  await t.runJobs();
}

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

  it("retries a failing receiver with growing backoff, keeps later events waiting, then delivers all in order", async () => {
    const seller = await createSeller(t, "Flaky");
    const ep = await endpoint(seller, "/flaky", ["product.created"]);
    let failing = true;
    const previous = receiver.reply;
    receiver.reply = (r, i) =>
      r.path === "/flaky" && failing ? { status: 500, body: "x".repeat(5000) } : previous(r, i);
    const products = [
      await makeProduct(seller, "Item F1"),
      await makeProduct(seller, "Item F2"),
      await makeProduct(seller, "Item F3"),
    ];
    await t.runJobs();
    for (let i = 0; i < 4; i++) await untilNextAttempt(ep.id);
    // Five attempts of the first event only: the others wait behind it.
    expect(at("/flaky").map((r) => eventOf(r).data.id)).toEqual(Array(5).fill(products[0]!.id));
    expect(new Set(at("/flaky").map((r) => r.headers["webhook-id"])).size).toBe(1);
    const attempts = await attemptsOf(ep.id);
    expect(attempts.map((a) => a.httpCode)).toEqual([500, 500, 500, 500, 500]);
    expect(attempts[0]!.response).toHaveLength(2048);
    const gaps = attempts.slice(1).map((a, i) => a.createdAt.getTime() - attempts[i]!.createdAt.getTime());
    gaps.forEach((gap, i) => {
      const n = i + 1;
      expect(gap).toBeGreaterThanOrEqual(retryDelayMs(n, 2000, () => 0));
      expect(gap).toBeLessThanOrEqual(retryDelayMs(n, 2000, () => 1));
      if (i > 0) expect(gap).toBeGreaterThan(gaps[i - 1]!);
    });

    failing = false;
    receiver.reply = previous;
    await untilNextAttempt(ep.id);
    // Once the head succeeds the next ones go at once, in order.
    expect(
      at("/flaky")
        .slice(5)
        .map((r) => eventOf(r).data.id),
    ).toEqual(products.map((p) => p.id));
    expect((await deliveriesOf(ep.id)).map((d) => [d.status, d.attempts])).toEqual([
      ["succeeded", 6],
      ["succeeded", 1],
      ["succeeded", 1],
    ]);
    const failed = await seller.api.get(
      `/v1/webhooks/deliveries?endpoint_id=${ep.id}&succeeded=false&limit=100`,
    );
    expect(failed.body.pagination.total_count).toBe(5);
    expect(failed.body.items.every((i: { http_code: number }) => i.http_code === 500)).toBe(true);
    const fiveHundreds = await seller.api.get(
      `/v1/webhooks/deliveries?endpoint_id=${ep.id}&http_code_class=5xx`,
    );
    expect(fiveHundreds.body.pagination.total_count).toBe(5);
    const twoHundreds = await seller.api.get(
      `/v1/webhooks/deliveries?endpoint_id=${ep.id}&http_code_class=2xx`,
    );
    expect(twoHundreds.body.pagination.total_count).toBe(3);
  });

  it("gives up after WEBHOOKS_MAX_ATTEMPTS and moves on to the next event at once", async () => {
    const seller = await createSeller(t, "Give Up");
    const ep = await endpoint(seller, "/giveup", ["product.created"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) =>
      r.path === "/giveup" && at("/giveup").length <= 3 ? { status: 500 } : previous(r, i);
    t.ctx.config.webhooksMaxAttempts = 3;
    try {
      const first = await makeProduct(seller, "Give up 1");
      const second = await makeProduct(seller, "Give up 2");
      await t.runJobs();
      await untilNextAttempt(ep.id);
      await untilNextAttempt(ep.id);
      expect(at("/giveup").map((r) => eventOf(r).data.id)).toEqual([first.id, first.id, first.id, second.id]);
      expect((await deliveriesOf(ep.id)).map((d) => [d.status, d.attempts])).toEqual([
        ["failed", 3],
        ["succeeded", 1],
      ]);
      const log = await seller.api.get(`/v1/webhooks/deliveries?endpoint_id=${ep.id}&succeeded=false`);
      expect(log.body.items[0].webhook_event).toMatchObject({
        succeeded: false,
        skipped: false,
        last_http_code: 500,
      });
    } finally {
      t.ctx.config.webhooksMaxAttempts = 10;
      receiver.reply = previous;
    }
  });

  it("honours Retry-After on 429 and 503", async () => {
    const seller = await createSeller(t, "Busy");
    const ep = await endpoint(seller, "/busy", ["product.created"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) =>
      r.path === "/busy"
        ? at("/busy").length === 1
          ? { status: 429, headers: { "retry-after": "120" } }
          : at("/busy").length === 2
            ? {
                status: 503,
                headers: { "retry-after": new Date(clock.now().getTime() + 300_000).toUTCString() },
              }
            : { status: 200 }
        : previous(r, i);
    await makeProduct(seller, "Busy");
    await t.runJobs();
    let [d] = await deliveriesOf(ep.id);
    expect(d!.nextAttemptAt!.getTime() - clock.now().getTime()).toBe(120_000);
    clock.advance(119_000);
    await t.runJobs();
    expect(at("/busy")).toHaveLength(1);
    clock.advance(1000);
    await t.runJobs();
    expect(at("/busy")).toHaveLength(2);
    [d] = await deliveriesOf(ep.id);
    expect(Math.abs(d!.nextAttemptAt!.getTime() - clock.now().getTime() - 300_000)).toBeLessThanOrEqual(1000);
    await untilNextAttempt(ep.id);
    receiver.reply = previous;
    expect((await deliveriesOf(ep.id))[0]!.status).toBe("succeeded");
  });

  it("disables an endpoint that answers 410 Gone and skips its waiting events", async () => {
    const seller = await createSeller(t, "Gone");
    const ep = await endpoint(seller, "/gone", ["product.created"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) => (r.path === "/gone" ? { status: 410, body: "gone" } : previous(r, i));
    await makeProduct(seller, "Item G1");
    await makeProduct(seller, "Item G2");
    await t.runJobs();
    receiver.reply = previous;
    expect(at("/gone")).toHaveLength(1);
    const got = await seller.api.get(`/v1/webhooks/endpoints/${ep.id}`);
    expect(got.body).toMatchObject({ enabled: false, disabled_reason: "gone" });
    expect((await deliveriesOf(ep.id)).map((d) => d.status)).toEqual(["failed", "skipped"]);
    await makeProduct(seller, "Item G3");
    await t.runJobs();
    expect(at("/gone")).toHaveLength(1);
  });

  it("disables an endpoint after 10 consecutive failed events and emails the owners", async () => {
    const seller = await createSeller(t, "Broken");
    const ep = await endpoint(seller, "/broken", ["product.created"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) => (r.path === "/broken" ? { status: 500 } : previous(r, i));
    for (let i = 0; i < 11; i++) await makeProduct(seller, `Broken ${i}`);
    await t.runJobs();
    for (let i = 0; i < 200; i++) {
      const endpointNow = await seller.api.get(`/v1/webhooks/endpoints/${ep.id}`);
      if (!endpointNow.body.enabled) break;
      await untilNextAttempt(ep.id);
    }
    receiver.reply = previous;
    expect(at("/broken")).toHaveLength(100);
    const got = await seller.api.get(`/v1/webhooks/endpoints/${ep.id}`);
    expect(got.body).toMatchObject({ enabled: false, disabled_reason: "failing" });
    const statuses = (await deliveriesOf(ep.id)).map((d) => d.status);
    expect(statuses).toEqual([...Array(10).fill("failed"), "skipped"]);
    await t.runJobs();
    const owners = await findOrganizationAdminEmails(t.ctx.db, seller.organizationId);
    expect(owners).toHaveLength(1);
    const [mail] = await t.ctx.db
      .select()
      .from(emailMessage)
      .where(and(eq(emailMessage.to, owners[0]!), eq(emailMessage.template, "webhook-endpoint-disabled")));
    expect(mail?.subject).toMatch(/Webhook endpoint disabled/);
    expect(mail?.text).toContain(receiver.url("/broken"));
  });

  it("redelivers one event with the same webhook-id", async () => {
    clock.set(new Date()); // earlier tests moved the clock; verifiers compare with the real time
    const seller = await createSeller(t, "Again");
    const other = await createSeller(t, "Not Again");
    const ep = await endpoint(seller, "/again", ["product.created"]);
    await makeProduct(seller, "Item A1");
    await makeProduct(seller, "Item A2");
    await t.runJobs();
    expect(at("/again")).toHaveLength(2);
    const first = at("/again")[0]!;
    const eventId = first.headers["webhook-id"] as string;
    clock.advance(5000);
    const res = await seller.api.post(`/v1/webhooks/events/${eventId}/redeliver`);
    expect(res.status).toBe(202);
    await t.runJobs();
    expect(at("/again")).toHaveLength(3);
    const again = at("/again")[2]!;
    expect(again.headers["webhook-id"]).toBe(eventId);
    expect(again.body).toBe(first.body);
    expect(Number(again.headers["webhook-timestamp"])).toBe(Number(first.headers["webhook-timestamp"]) + 5);
    validateEvent(again.body, again.headers as Record<string, string>, ep.secret);
    expect((await other.api.post(`/v1/webhooks/events/${eventId}/redeliver`)).status).toBe(404);
    const bad = await seller.api.post("/v1/webhooks/events/nope/redeliver");
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["path.id"]);
  });

  it("sends one endpoint a verifiable test event that the delivery log shows", async () => {
    clock.set(new Date());
    const seller = await createSeller(t, "Tester");
    const other = await createSeller(t, "Not Tester");
    const ep = await endpoint(seller, "/test-event", ["product.created"]);
    const bystander = await endpoint(seller, "/bystander", ["organization.updated"]);
    const res = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/test`);
    expect(res.status).toBe(202);
    await t.runJobs();
    expect(at("/test-event")).toHaveLength(1);
    expect(at("/bystander")).toHaveLength(0);
    const got = at("/test-event")[0]!;
    expect(got.headers["webhook-id"]).toBe(res.body.event_id);
    const event = validateEvent(got.body, got.headers as Record<string, string>, ep.secret);
    expect(event.type).toBe("organization.updated");
    const log = await seller.api.get("/v1/webhooks/deliveries", { query: { endpoint_id: ep.id } });
    expect(log.body.items[0].webhook_event.id).toBe(res.body.event_id);
    expect(log.body.items[0].succeeded).toBe(true);
    expect((await other.api.post(`/v1/webhooks/endpoints/${ep.id}/test`)).status).toBe(404);
    expect(bystander.id).toBeDefined();
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

  it("delivers within a fraction of a second from a running worker, woken by the commit rather than the poll", async () => {
    const seller = await createSeller(t, "Fast");
    await endpoint(seller, "/fast", ["product.created"]);
    const pollMs = t.ctx.config.worker.pollMs;
    t.ctx.config.worker.pollMs = 30_000;
    const worker = startWorker(t.ctx, jobHandlers);
    try {
      await new Promise((r) => setTimeout(r, 50));
      const started = performance.now();
      await makeProduct(seller, "Fast");
      await receiver.waitFor(receiver.received.length + 1, 5000);
      const elapsed = performance.now() - started;
      expect(at("/fast")).toHaveLength(1);
      expect(elapsed).toBeLessThan(1000);
    } finally {
      await worker.stop();
      t.ctx.config.worker.pollMs = pollMs;
    }
  });
});

describe("GET /v1/webhooks/deliveries", () => {
  it("filters by endpoint, success, event type, time range and text, pages, and stays within the organization", async () => {
    const seller = await createSeller(t, "Logged");
    const other = await createSeller(t, "Other Log");
    const a = await endpoint(seller, "/log-a", ["product.created", "product.updated"]);
    const b = await endpoint(seller, "/log-b", ["product.created"]);
    const start = clock.now();
    const p = await makeProduct(seller, "Item L1");
    await seller.api.patch(`/v1/products/${p.id}`, { name: "L1b" });
    await t.runJobs();
    clock.advance(60_000);
    const middle = clock.now();
    await makeProduct(seller, "Item L2");
    await t.runJobs();
    const list = (q: string) => seller.api.get(`/v1/webhooks/deliveries?${q}`);
    expect((await list("")).body.pagination.total_count).toBe(5);
    expect((await list(`endpoint_id=${a.id}`)).body.pagination.total_count).toBe(3);
    expect((await list(`endpoint_id=${a.id}&endpoint_id=${b.id}`)).body.pagination.total_count).toBe(5);
    expect((await list("event_type=product.updated")).body.pagination.total_count).toBe(1);
    expect((await list("succeeded=true")).body.pagination.total_count).toBe(5);
    expect((await list("succeeded=false")).body.pagination.total_count).toBe(0);
    expect((await list("http_code_class=4xx")).body.pagination.total_count).toBe(0);
    expect(
      (await list(`start_timestamp=${encodeURIComponent(middle.toISOString())}`)).body.pagination.total_count,
    ).toBe(2);
    expect(
      (
        await list(
          `start_timestamp=${encodeURIComponent(start.toISOString())}&end_timestamp=${encodeURIComponent(middle.toISOString())}`,
        )
      ).body.pagination.total_count,
    ).toBe(3);
    expect((await list("query=updated")).body.pagination.total_count).toBe(1);
    const page = await list("limit=2&page=3");
    expect(page.body.items).toHaveLength(1);
    expect(page.body.pagination).toEqual({ total_count: 5, max_page: 3 });
    const newestFirst = (await list("limit=100")).body.items.map((i: { created_at: string }) => i.created_at);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
    expect((await other.api.get("/v1/webhooks/deliveries")).body.pagination.total_count).toBe(0);
    expect((await other.api.get(`/v1/webhooks/deliveries?endpoint_id=${a.id}`)).body.items).toEqual([]);
  });

  it.each([
    ["endpoint_id=nope", "query.endpoint_id.0"],
    ["succeeded=maybe", "query.succeeded"],
    ["http_code_class=6xx", "query.http_code_class"],
    ["event_type=order.nope", "query.event_type.0"],
    ["start_timestamp=yesterday", "query.start_timestamp"],
    ["page=0", "query.page"],
  ])("rejects %s with a 422 naming the parameter", async (q, loc) => {
    const seller = await createSeller(t, "Bad Query");
    const res = await seller.api.get(`/v1/webhooks/deliveries?${q}`);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(locs(res.body)).toEqual([loc]);
  });
});

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
