import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Receiver, startReceiver } from "../../src/server/test/standins/webhook-receiver.js";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
let receiver: Receiver;
beforeAll(async () => {
  k = await startKassa();
  k.t.ctx.config.webhooksAllowPrivate = true; // the receiver listens on 127.0.0.1
  receiver = await startReceiver((_r, i) =>
    i === 0 ? { status: 500, body: "boom" } : { status: 200, body: "ok" },
  );
});
afterAll(async () => {
  await receiver.close();
  await k.close();
});

describe("Polar SDK 0.47: webhook deliveries", () => {
  it("lists delivery attempts with filters and redelivers an event", async () => {
    const endpoint = await ok(
      k.polar.webhooks.createWebhookEndpoint({
        url: receiver.url(),
        format: "raw",
        events: ["product.created"],
      }),
    );
    const product = await ok(
      k.polar.products.create({ name: "Delivered", prices: [{ amountType: "fixed", priceAmount: 900 }] }),
    );
    await k.t.runJobs(); // first attempt: 500
    const pending = await k.t.ctx.db.query.webhookDelivery.findFirst();
    const realNow = k.t.ctx.clock.now;
    k.t.ctx.clock.now = () => new Date(pending!.nextAttemptAt!.getTime() + 1); // the retry is due
    try {
      await k.t.runJobs(); // retry: 200
    } finally {
      k.t.ctx.clock.now = realNow;
    }
    expect(receiver.received).toHaveLength(2);

    const all = await collect(
      await ok(k.polar.webhooks.listWebhookDeliveries({ endpointId: endpoint.id, limit: 1 })),
    );
    expect(all.map((d) => [d.succeeded, d.httpCode, d.response])).toEqual([
      [true, 200, "ok"],
      [false, 500, "boom"],
    ]);
    const event = all[0]!.webhookEvent;
    expect(event).toMatchObject({
      type: "product.created",
      succeeded: true,
      skipped: false,
      isArchived: false,
    });
    expect(JSON.parse(event.payload!).data.id).toBe(product.id);
    expect(event.id).toBe(receiver.received[0]!.headers["webhook-id"]);

    const failed = await ok(
      k.polar.webhooks.listWebhookDeliveries({
        succeeded: false,
        httpCodeClass: "5xx",
        eventType: "product.created",
      }),
    );
    expect(failed.result.items).toHaveLength(1);

    await ok(k.polar.webhooks.redeliverWebhookEvent({ id: event.id }));
    await k.t.runJobs();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2]!.headers["webhook-id"]).toBe(event.id);
  });

  it("raises the SDK's typed errors", async () => {
    await expectNotFound(k.polar.webhooks.redeliverWebhookEvent({ id: UNKNOWN_ID }));
    expect(await expectInvalid(k.polar.webhooks.listWebhookDeliveries({ endpointId: "not-a-uuid" }))).toEqual(
      ["query.endpoint_id.0"],
    );
  });
});
