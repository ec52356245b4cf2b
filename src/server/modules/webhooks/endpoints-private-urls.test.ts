import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createTestApp, type TestApp, testEnv } from "../../test/harness.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";

describe("with WEBHOOKS_ALLOW_PRIVATE=true", () => {
  let local: TestApp;
  let dev: Seller;
  beforeAll(async () => {
    local = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
    dev = await createSeller(local, "Dev");
  });
  afterAll(() => local.close());

  it("accepts loopback, private and plain-http URLs", async () => {
    for (const url of ["http://127.0.0.1:9999/hook", "http://localhost:3001/hook", "https://10.0.0.5/hook"]) {
      const res = await dev.api.post("/v1/webhooks/endpoints", {
        url,
        format: "raw",
        events: ["order.paid"],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.url).toBe(url);
    }
  });

  it("still refuses schemes other than http(s)", async () => {
    const res = await dev.api.post("/v1/webhooks/endpoints", {
      url: "file:///etc/passwd",
      format: "raw",
      events: ["order.paid"],
    });
    expect422(res, ["body", "url"]);
  });
});

describe("WEBHOOKS_ALLOW_PRIVATE", () => {
  it("defaults to false and refuses values other than true or false", () => {
    expect(loadConfig(testEnv()).webhooksAllowPrivate).toBe(false);
    expect(loadConfig(testEnv({ WEBHOOKS_ALLOW_PRIVATE: "true" })).webhooksAllowPrivate).toBe(true);
    expect(() => loadConfig(testEnv({ WEBHOOKS_ALLOW_PRIVATE: "maybe" }))).toThrow(
      "WEBHOOKS_ALLOW_PRIVATE must be true or false",
    );
  });
});
