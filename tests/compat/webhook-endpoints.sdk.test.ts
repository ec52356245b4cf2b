import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

/** Public addresses: the URL check needs no DNS. */
const URL_A = "https://93.184.215.14/hooks/a";
const URL_B = "https://93.184.215.15/hooks/b";

describe("Polar SDK 0.47: webhook endpoints", () => {
  it("creates, lists, gets, updates, resets the secret of and deletes an endpoint", async () => {
    const created = await ok(
      k.polar.webhooks.createWebhookEndpoint({
        url: URL_A,
        format: "raw",
        events: ["order.paid", "subscription.created"],
        name: "Fulfilment",
      }),
    );
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9]{43}$/);
    expect(created).toMatchObject({ url: URL_A, format: "raw", enabled: true, name: "Fulfilment" });

    await ok(
      k.polar.webhooks.createWebhookEndpoint({ url: URL_B, format: "slack", events: ["product.created"] }),
    );
    const all = await collect(await ok(k.polar.webhooks.listWebhookEndpoints({ limit: 1 })));
    expect(all.map((e) => e.url).sort()).toEqual([URL_A, URL_B]);

    const got = await ok(k.polar.webhooks.getWebhookEndpoint({ id: created.id }));
    expect(got.secret).toBe(created.secret);

    const updated = await ok(
      k.polar.webhooks.updateWebhookEndpoint({
        id: created.id,
        webhookEndpointUpdate: { events: ["order.refunded"], format: "discord", enabled: false },
      }),
    );
    expect(updated).toMatchObject({ events: ["order.refunded"], format: "discord", enabled: false });
    expect(updated.modifiedAt).toBeInstanceOf(Date);

    const reset = await ok(k.polar.webhooks.resetWebhookEndpointSecret({ id: created.id }));
    expect(reset.secret).not.toBe(created.secret);

    await ok(k.polar.webhooks.deleteWebhookEndpoint({ id: created.id }));
    await expectNotFound(k.polar.webhooks.getWebhookEndpoint({ id: created.id }));
  });

  it("raises the SDK's typed errors", async () => {
    await expectNotFound(k.polar.webhooks.getWebhookEndpoint({ id: UNKNOWN_ID }));
    expect(
      await expectInvalid(k.polar.webhooks.createWebhookEndpoint({ url: URL_A, format: "raw", events: [] })),
    ).toEqual(["body.events"]);
    expect(
      await expectInvalid(
        k.polar.webhooks.createWebhookEndpoint({
          url: "https://127.0.0.1/x",
          format: "raw",
          events: ["order.paid"],
        }),
      ),
    ).toEqual(["body.url"]);
  });
});
