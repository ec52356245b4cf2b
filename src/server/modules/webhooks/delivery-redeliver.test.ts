import { validateEvent } from "@polar-sh/sdk/webhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { deliveryHelpers, makeProduct } from "../../test/fixtures/webhooks-delivery.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller, locs } from "../../test/v1-helpers.js";

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

describe("webhook delivery", () => {
  it("redelivers one event with the same webhook-id", async () => {
    clock.set(new Date()); // verifiers compare the signature timestamp with the real time
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
});
