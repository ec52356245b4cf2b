import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessage } from "../../db/schema/emails.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { deliveryHelpers, eventOf, makeProduct } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller } from "../../test/v1-helpers.js";
import { organizationAdminEmails } from "../organizations/service.js";
import { retryDelayMs } from "./delivery-policy.js";

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

describe("webhook delivery", () => {
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
    const owners = await organizationAdminEmails(t.ctx, seller.organizationId);
    expect(owners).toHaveLength(1);
    const [mail] = await t.ctx.db
      .select()
      .from(emailMessage)
      .where(and(eq(emailMessage.to, owners[0]!), eq(emailMessage.template, "webhook-endpoint-disabled")));
    expect(mail?.subject).toMatch(/Webhook endpoint disabled/);
    expect(mail?.text).toContain(receiver.url("/broken"));
  });

  it("logs a response with NUL characters without them (PostgreSQL text cannot hold one)", async () => {
    const seller = await createSeller(t, "Nul Answer");
    const ep = await endpoint(seller, "/nul", ["product.created"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) => (r.path === "/nul" ? { status: 500, body: "bad\0news\0" } : previous(r, i));
    try {
      await makeProduct(seller, "Item N1");
      await t.runJobs();
    } finally {
      receiver.reply = previous;
    }
    const attempts = await attemptsOf(ep.id);
    expect(attempts.map((a) => [a.httpCode, a.response, a.error])).toEqual([[500, "badnews", "HTTP 500"]]);
    expect((await deliveriesOf(ep.id)).map((d) => [d.status, d.attempts])).toEqual([["pending", 1]]);
  });
});
