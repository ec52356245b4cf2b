import { WebhookEndpoint$inboundSchema } from "@polar-sh/sdk/models/components/webhookendpoint.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uuidv7 } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";
import { insertEndpoint } from "./endpoints-repository.js";

const PUBLIC_URL = "https://93.184.215.14/webhooks";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Versioned Hooks");
});
afterAll(() => t.close());

const endpoint = { url: PUBLIC_URL, format: "raw", events: ["order.paid"] };

describe("webhook endpoints' api_version", () => {
  it("defaults to the request's Polar-Version (2026-04 without the header)", async () => {
    const plain = await seller.api.post("/v1/webhooks/endpoints", endpoint);
    expect(plain.status).toBe(201);
    expect(plain.body.api_version).toBe("2026-04");
    expect(WebhookEndpoint$inboundSchema.safeParse(plain.body).success).toBe(true);
    const current = await seller.api.post("/v1/webhooks/endpoints", endpoint, {
      headers: { "polar-version": "2026-10" },
    });
    expect(current.body.api_version).toBe("2026-10");
    const chosen = await seller.api.post(
      "/v1/webhooks/endpoints",
      { ...endpoint, api_version: "2027-01" },
      { headers: { "polar-version": "2026-10" } },
    );
    expect(chosen.body.api_version).toBe("2027-01");
    const read = await seller.api.get(`/v1/webhooks/endpoints/${chosen.body.id}`);
    expect(read.body.api_version).toBe("2027-01");
    const list = await seller.api.get("/v1/webhooks/endpoints", { query: { limit: 100 } });
    const versions = Object.fromEntries(
      list.body.items.map((e: { id: string; api_version: string }) => [e.id, e.api_version]),
    );
    expect(versions[plain.body.id]).toBe("2026-04");
    expect(versions[current.body.id]).toBe("2026-10");
  });

  it("changes on update; null or absent leaves it", async () => {
    const created = await seller.api.post("/v1/webhooks/endpoints", endpoint);
    const id = created.body.id as string;
    const changed = await seller.api.patch(`/v1/webhooks/endpoints/${id}`, { api_version: "2026-10" });
    expect(changed.status).toBe(200);
    expect(changed.body.api_version).toBe("2026-10");
    const untouched = await seller.api.patch(`/v1/webhooks/endpoints/${id}`, {
      api_version: null,
      name: "kept",
    });
    expect(untouched.body).toMatchObject({ api_version: "2026-10", name: "kept" });
  });

  it("refuses a version Kassa does not speak, naming the field", async () => {
    for (const value of ["2026-07", "latest", 2026]) {
      const res = await seller.api.post("/v1/webhooks/endpoints", { ...endpoint, api_version: value });
      expect(expect422(res, ["body", "api_version"])).toBe(
        "api_version must be one of 2026-04, 2026-10, 2027-01",
      );
    }
    const created = await seller.api.post("/v1/webhooks/endpoints", endpoint);
    const res = await seller.api.patch(`/v1/webhooks/endpoints/${created.body.id}`, {
      api_version: "2099-01",
    });
    expect422(res, ["body", "api_version"]);
  });

  it("is 2026-04 for endpoints stored before versions existed (column default)", async () => {
    const row = await insertEndpoint(t.ctx.db, {
      id: uuidv7(),
      organizationId: seller.organizationId,
      url: PUBLIC_URL,
      secret: "whsec_legacy",
      events: ["order.paid"],
      createdAt: t.ctx.clock.now(),
    });
    expect(row.apiVersion).toBe("2026-04");
    const read = await seller.api.get(`/v1/webhooks/endpoints/${row.id}`);
    expect(read.body.api_version).toBe("2026-04");
  });
});
