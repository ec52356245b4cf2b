import { ValidatedLicenseKey$inboundSchema } from "@polar-sh/sdk/models/components/validatedlicensekey.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import type { TestClient } from "../../test/client.js";
import { revokeOrder } from "../../test/fixtures/benefit-grants.js";
import { issueKey } from "../../test/fixtures/license-keys.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-06-01T00:00:00.000Z"));
let ipCounter = 0;
/** An anonymous client from an address of its own (each test stays under the rate limit). */
const anonymous = (): TestClient => t.client({ ip: `198.51.100.${++ipCounter}` });

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: "true" } });
  seller = await createSeller(t, "Portal Keys");
});
afterAll(() => t.close());

const path = (op: string) => `/v1/customer-portal/license-keys/${op}`;

describe("POST /v1/customer-portal/license-keys/{validate,activate,deactivate} (public)", () => {
  it("works without a credential, with Polar's answers", async () => {
    const { key } = await issueKey(t, seller, { activations: { limit: 1, enable_customer_admin: false } });
    const client = anonymous();
    const base = { key: key.key, organization_id: seller.organizationId };
    const activated = await client.post(path("activate"), {
      ...base,
      label: "laptop",
      conditions: { os: "mac" },
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const valid = await client.post(path("validate"), {
      ...base,
      activation_id: activated.body.id,
      conditions: { os: "mac" },
    });
    expect(valid.status).toBe(200);
    expect(ValidatedLicenseKey$inboundSchema.safeParse(valid.body).success).toBe(true);
    expect(valid.body.activation.id).toBe(activated.body.id);

    const second = anonymous();
    const full = await second.post(path("activate"), { ...base, label: "desktop" });
    expect(full.status).toBe(403);
    const off = await second.post(path("deactivate"), { ...base, activation_id: activated.body.id });
    expect(off.status).toBe(204);
    expect((await second.post(path("activate"), { ...base, label: "desktop" })).status).toBe(200);
  });

  it("applies the same rules: revoked 404, usage 400, unknown key 404, bad body 422", async () => {
    const limited = await issueKey(t, seller, { limit_usage: 1 });
    const client = anonymous();
    const over = await client.post(path("validate"), {
      key: limited.key.key,
      organization_id: seller.organizationId,
      increment_usage: 2,
    });
    expect(over.status).toBe(400);
    expect(over.body.detail).toBe("License key only has 1 more usages.");
    await revokeOrder(t, seller.organizationId, limited.order.id);
    await t.runJobs();
    const revoked = await client.post(path("validate"), {
      key: limited.key.key,
      organization_id: seller.organizationId,
    });
    expect(revoked.status).toBe(404);

    const other = anonymous();
    const unknown = await other.post(path("deactivate"), {
      key: "NOT-A-KEY",
      organization_id: seller.organizationId,
      activation_id: "0190c2d0-0000-7000-8000-000000000009",
    });
    expect(unknown.status).toBe(404);
    const missing = await other.post(
      path("validate"),
      { key: limited.key.key },
      { headers: { "idempotency-key": "k1" } },
    );
    expect(missing.status).toBe(422);
    expect(locs(missing.body)).toEqual(["body.organization_id"]);
  });

  it("allows 3 requests per second per client address, then answers 429 with Retry-After", async () => {
    const { key } = await issueKey(t, seller);
    const body = { key: key.key, organization_id: seller.organizationId };
    clock.set(new Date("2026-06-02T00:00:00.000Z"));
    const client = anonymous();
    for (let i = 0; i < 3; i++) expect((await client.post(path("validate"), body)).status).toBe(200);
    const limited = await client.post(path("activate"), { ...body, label: "x" });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("TooManyRequests");
    expect(limited.headers.get("retry-after")).toBe("1");
    // Another address is not limited; the same one is again in the next second.
    expect((await anonymous().post(path("validate"), body)).status).toBe(200);
    clock.advance(1000);
    expect((await client.post(path("validate"), body)).status).toBe(200);
  });

  it("does not limit the authenticated /v1/license-keys/validate", async () => {
    const { key } = await issueKey(t, seller);
    const body = { key: key.key, organization_id: seller.organizationId };
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push((await seller.api.post("/v1/license-keys/validate", body)).status);
    expect(results).toEqual([200, 200, 200, 200, 200]);
  });
});
