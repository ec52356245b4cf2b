import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { createVerifiedUser } from "../../test/auth-helpers.js";
import { deliveryHelpers, eventOf, makeProduct } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { claimHead } from "./delivery-repository.js";

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

const { endpoint, at, attemptsOf, deliveriesOf } = deliveryHelpers(() => ({ t, clock, receiver }));

/** A test event, then (a second later) a `product.updated`: the test event is the head. */
async function testEventThenUpdate(s: Seller, endpointId: string) {
  const test = await s.api.post(`/v1/webhooks/endpoints/${endpointId}/test`);
  expect(test.status, JSON.stringify(test.body)).toBe(202);
  clock.advance(1000);
  const product = await makeProduct(s, "Queued product");
  const patched = await s.api.patch(`/v1/products/${product.id}`, { name: "Queued product v2" });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return { testEventId: test.body.event_id as string, productId: product.id };
}

const queueOf = (s: Seller, endpointId: string) => s.api.get(`/v1/webhooks/endpoints/${endpointId}/queue`);

describe("GET /v1/webhooks/endpoints/{id}/queue and POST …/queue/retry", () => {
  it("shows the unreachable head with its error and next attempt, the event waiting behind, and retries it now", async () => {
    const seller = await createSeller(t, "Unreachable");
    const created = await seller.api.post("/v1/webhooks/endpoints", {
      url: "http://127.0.0.1:1/hook",
      format: "raw",
      events: ["product.updated"],
    });
    expect(created.status).toBe(201);
    const ep = created.body as { id: string };
    const { testEventId } = await testEventThenUpdate(seller, ep.id);
    await t.runJobs();

    const queue = await queueOf(seller, ep.id);
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const [head] = await deliveriesOf(ep.id);
    expect(queue.body).toMatchObject({
      endpoint_id: ep.id,
      pending_count: 2,
      oldest_pending_at: head!.eventCreatedAt.toISOString(),
      head: {
        id: head!.id,
        event_id: testEventId,
        event_type: "organization.updated",
        state: "retry_scheduled",
        attempts: 1,
        max_attempts: 10,
        last_http_code: null,
        last_attempt_at: clock.now().toISOString(),
        next_attempt_at: head!.nextAttemptAt!.toISOString(),
      },
      items: [{ event_type: "product.updated", attempts: 0 }],
      pagination: { total_count: 1, max_page: 1 },
    });
    expect(queue.body.head.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(queue.body.head.next_attempt_at)).toBeGreaterThan(clock.now().getTime());

    const summaries = await seller.api.get("/v1/webhooks/queues");
    expect(summaries.status).toBe(200);
    expect(summaries.body).toEqual({
      items: [{ endpoint_id: ep.id, pending_count: 2, oldest_pending_at: queue.body.oldest_pending_at }],
      pagination: { total_count: 1, max_page: 1 },
    });

    clock.advance(500); // still before the scheduled retry (at least 2 s after the first attempt)
    const retried = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/retry`, {
      delivery_id: head!.id,
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(202);
    expect(retried.body.head).toMatchObject({
      id: head!.id,
      state: "due",
      next_attempt_at: clock.now().toISOString(),
    });
    await t.runJobs();
    const attempts = await attemptsOf(ep.id);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.createdAt.toISOString()).toBe(clock.now().toISOString());
    const after = await queueOf(seller, ep.id);
    expect(after.body.head).toMatchObject({ id: head!.id, attempts: 2, state: "retry_scheduled" });
    expect(after.body.pending_count).toBe(2);
  });
});

describe("POST /v1/webhooks/endpoints/{id}/queue/skip", () => {
  it("skips the head as the seller's choice; the next job run delivers the waiting events in order", async () => {
    const seller = await createSeller(t, "Skipper");
    const ep = await endpoint(seller, "/q-skip", ["product.updated"]);
    let down = true;
    const previous = receiver.reply;
    receiver.reply = (r, i) => (r.path === "/q-skip" && down ? { status: 503 } : previous(r, i));
    try {
      const { testEventId, productId } = await testEventThenUpdate(seller, ep.id);
      clock.advance(1000);
      await seller.api.patch(`/v1/products/${productId}`, { name: "Queued product v3" });
      await t.runJobs();
      down = false;
      await t.runJobs(); // the head waits for its retry time, and so does everything behind it
      expect(at("/q-skip")).toHaveLength(1);
      const blocked = await queueOf(seller, ep.id);
      expect(blocked.body).toMatchObject({
        pending_count: 3,
        head: { event_id: testEventId, last_http_code: 503, last_error: "HTTP 503" },
      });

      const skipped = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/skip`, {
        delivery_id: blocked.body.head.id,
      });
      expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
      expect(skipped.body).toMatchObject({
        pending_count: 2,
        head: { event_type: "product.updated", state: "due" },
      });
      const rows = await deliveriesOf(ep.id);
      expect(rows[0]).toMatchObject({ status: "skipped", skipReason: "seller", attempts: 1 });

      await t.runJobs(); // same instant: no retry time to wait for any more
      expect(
        at("/q-skip")
          .slice(1)
          .map((r) => [eventOf(r).type, (eventOf(r).data as { name?: string }).name]),
      ).toEqual([
        ["product.updated", "Queued product v2"],
        ["product.updated", "Queued product v3"],
      ]);
      expect((await queueOf(seller, ep.id)).body).toMatchObject({ pending_count: 0, head: null, items: [] });
      expect((await seller.api.get("/v1/webhooks/queues")).body.items).toEqual([]);
      const log = await seller.api.get(`/v1/webhooks/deliveries?endpoint_id=${ep.id}&succeeded=false`);
      expect(log.body.items[0].webhook_event).toMatchObject({
        id: testEventId,
        skipped: true,
        skip_reason: "seller",
        succeeded: false,
      });
      // A skip is the seller's choice, not a failure of the endpoint.
      expect((await seller.api.get(`/v1/webhooks/endpoints/${ep.id}`)).body.consecutive_failures).toBe(0);

      const again = await seller.api.post(`/v1/webhooks/events/${testEventId}/redeliver`);
      expect(again.status).toBe(202);
      await t.runJobs();
      expect(at("/q-skip").at(-1)!.headers["webhook-id"]).toBe(testEventId);
      expect((await deliveriesOf(ep.id))[0]).toMatchObject({ status: "succeeded", skipReason: null });
    } finally {
      receiver.reply = previous;
    }
  });

  it("refuses to skip or retry while a worker is sending the head, which is then attempted once", async () => {
    const seller = await createSeller(t, "Busy Queue");
    const ep = await endpoint(seller, "/q-busy", ["product.updated"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) => (r.path === "/q-busy" && at("/q-busy").length === 1 ? "hold" : previous(r, i));
    try {
      await testEventThenUpdate(seller, ep.id);
      const before = receiver.received.length;
      const running = t.runJobs();
      await receiver.waitFor(before + 1);
      const queue = await queueOf(seller, ep.id);
      expect(queue.body.head).toMatchObject({ event_type: "organization.updated", state: "sending" });
      for (const action of ["skip", "retry"]) {
        const res = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/${action}`);
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body.error).toBe("WebhookDeliveryInProgress");
      }
      receiver.release(200);
      await running;
      expect(at("/q-busy").map((r) => eventOf(r).type)).toEqual(["organization.updated", "product.updated"]);
      expect((await deliveriesOf(ep.id)).map((d) => [d.status, d.attempts])).toEqual([
        ["succeeded", 1],
        ["succeeded", 1],
      ]);
    } finally {
      receiver.reply = previous;
    }
  });

  it("keeps the seller's skip when a worker stalled past its hold writes its result afterwards", async () => {
    const seller = await createSeller(t, "Stalled Worker");
    const ep = await endpoint(seller, "/q-stall", ["product.updated"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) =>
      r.path === "/q-stall" && at("/q-stall").length === 1 ? "hold" : previous(r, i);
    try {
      const { testEventId } = await testEventThenUpdate(seller, ep.id);
      const before = receiver.received.length;
      const running = t.runJobs();
      await receiver.waitFor(before + 1);
      // The worker stalls past its 60 s hold; the seller, seeing nobody sending, skips the head.
      clock.advance(60_001);
      const skipped = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/skip`);
      expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);
      receiver.release(200);
      await running;
      await t.runJobs();
      const [head, next] = await deliveriesOf(ep.id);
      expect(head).toMatchObject({
        eventId: testEventId,
        status: "skipped",
        skipReason: "seller",
        attempts: 0,
      });
      // The request did go out, so the log keeps the attempt; the queue moved on behind it.
      expect((await attemptsOf(ep.id)).map((a) => [a.eventId, a.succeeded])).toEqual([
        [testEventId, true],
        [next!.eventId, true],
      ]);
      expect(next).toMatchObject({ status: "succeeded", attempts: 1 });
    } finally {
      receiver.reply = previous;
    }
  });

  it("loses to a worker that claimed the due head first, and leaves the queue as it was", async () => {
    const seller = await createSeller(t, "Race");
    const ep = await endpoint(seller, "/q-race", ["product.updated"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) => (r.path === "/q-race" ? { status: 500 } : previous(r, i));
    try {
      await testEventThenUpdate(seller, ep.id);
      await t.runJobs();
      const [head] = await deliveriesOf(ep.id);
      clock.set(head!.nextAttemptAt!); // the retry is due; a worker takes it (as the send job does)
      const now = clock.now();
      const claimed = await claimHead(t.ctx.db, ep.id, now, new Date(now.getTime() + 60_000), "job-1");
      expect(claimed?.id).toBe(head!.id);
      for (const action of ["skip", "retry"]) {
        const lost = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/${action}`, {
          delivery_id: head!.id,
        });
        expect(lost.status).toBe(409);
        expect(lost.body.error).toBe("WebhookDeliveryInProgress");
      }
      expect((await deliveriesOf(ep.id)).map((d) => [d.status, d.lockedBy])).toEqual([
        ["pending", "job-1"],
        ["pending", null],
      ]);
      // Once the worker's hold has expired (it died), the seller may act.
      clock.advance(60_001);
      const skipped = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/skip`, {
        delivery_id: head!.id,
      });
      expect(skipped.status).toBe(200);
      expect(skipped.body.head.event_type).toBe("product.updated");
    } finally {
      receiver.reply = previous;
    }
  });

  it("skips exactly one delivery when two skips of the same head race", async () => {
    const seller = await createSeller(t, "Double Skip");
    const ep = await endpoint(seller, "/q-double", ["product.updated"]);
    const previous = receiver.reply;
    receiver.reply = (r, i) => (r.path === "/q-double" ? { status: 500 } : previous(r, i));
    try {
      await testEventThenUpdate(seller, ep.id);
      await t.runJobs();
      const head = (await queueOf(seller, ep.id)).body.head;
      const results = await Promise.all(
        [0, 1].map(() =>
          seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/skip`, { delivery_id: head.id }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error).toBe("WebhookQueueMovedOn");
      expect((await deliveriesOf(ep.id)).map((d) => d.status)).toEqual(["skipped", "pending"]);
      // With the worker out of the way (the head is not held), a claim now takes the next one.
      const now = clock.now();
      const claimed = await claimHead(t.ctx.db, ep.id, now, new Date(now.getTime() + 60_000), "job-2");
      expect(claimed?.eventType).toBe("product.updated");
    } finally {
      receiver.reply = previous;
    }
  });
});

describe("queue access and validation", () => {
  it("answers 404 for another organization's endpoint and 409 when nothing is pending", async () => {
    const seller = await createSeller(t, "Owner Org");
    const other = await createSeller(t, "Other Org");
    const ep = await endpoint(seller, "/q-private", ["product.updated"]);
    for (const res of [
      await other.api.get(`/v1/webhooks/endpoints/${ep.id}/queue`),
      await other.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/skip`),
      await other.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/retry`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("ResourceNotFound");
    }
    const empty = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/skip`);
    expect(empty.status).toBe(409);
    expect(empty.body.error).toBe("WebhookQueueEmpty");
    const bad = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/skip`, { delivery_id: "nope" });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["body.delivery_id"]);
    const badPage = await seller.api.get(`/v1/webhooks/endpoints/${ep.id}/queue?page=0`);
    expect(locs(badPage.body)).toEqual(["query.page"]);
  });

  it("answers 409 when the delivery given is not the head any more, and refuses a retry on a disabled endpoint", async () => {
    const seller = await createSeller(t, "Moved On");
    const created = await seller.api.post("/v1/webhooks/endpoints", {
      url: "http://127.0.0.1:1/hook",
      format: "raw",
      events: ["product.updated"],
    });
    const ep = created.body as { id: string };
    await testEventThenUpdate(seller, ep.id);
    await t.runJobs();
    const rows = await deliveriesOf(ep.id);
    const moved = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/retry`, {
      delivery_id: rows[1]!.id,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toBe("WebhookQueueMovedOn");
    await seller.api.patch(`/v1/webhooks/endpoints/${ep.id}`, { enabled: false });
    const disabled = await seller.api.post(`/v1/webhooks/endpoints/${ep.id}/queue/retry`);
    expect(disabled.status).toBe(409);
    expect(disabled.body.error).toBe("WebhookEndpointDisabled");
  });

  it("lets a member (read-only) see the queue but not skip or retry", async () => {
    const seller = await createSeller(t, "Members");
    const created = await seller.api.post("/v1/webhooks/endpoints", {
      url: "http://127.0.0.1:1/hook",
      format: "raw",
      events: ["product.updated"],
    });
    const ep = created.body as { id: string };
    await testEventThenUpdate(seller, ep.id);
    await t.runJobs();
    const { client: member, email } = await createVerifiedUser(t, { name: "Read Only" });
    const invite = await seller.owner.post("/api/auth/organization/invite-member", {
      email,
      role: "member",
      organizationId: seller.organizationId,
    });
    expect(invite.status).toBe(200);
    const accepted = await member.post("/api/auth/organization/accept-invitation", {
      invitationId: invite.body.id,
    });
    expect(accepted.status).toBe(200);
    const queue = await member.get(`/v1/webhooks/endpoints/${ep.id}/queue`);
    expect(queue.status).toBe(200);
    expect(queue.body.pending_count).toBe(2);
    expect((await member.get("/v1/webhooks/queues")).status).toBe(200);
    for (const action of ["skip", "retry"]) {
      const res = await member.post(`/v1/webhooks/endpoints/${ep.id}/queue/${action}`, {});
      expect(res.status).toBe(403);
    }
    expect((await deliveriesOf(ep.id)).map((d) => [d.status, d.attempts])).toEqual([
      ["pending", 1],
      ["pending", 0],
    ]);
  });

  it("documents the queue routes in the OpenAPI document", async () => {
    const doc = await t.client().get("/v1/openapi.json");
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        "/v1/webhooks/queues",
        "/v1/webhooks/endpoints/{id}/queue",
        "/v1/webhooks/endpoints/{id}/queue/retry",
        "/v1/webhooks/endpoints/{id}/queue/skip",
      ]),
    );
  });
});
