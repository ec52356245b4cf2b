import { Organization$inboundSchema } from "@polar-sh/sdk/models/components/organization.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Avatars");
});
afterAll(() => t.close());

describe("feature_settings.customer_gravatar_enabled", () => {
  it("is off by default, turns on and off alone, and keeps Polar's Organization shape", async () => {
    const path = `/v1/organizations/${seller.organizationId}`;
    const fresh = await seller.api.get(path);
    expect(fresh.status).toBe(200);
    expect(fresh.body.feature_settings.customer_gravatar_enabled).toBe(false);

    const on = await seller.api.patch(path, { feature_settings: { customer_gravatar_enabled: true } });
    expect(on.status).toBe(200);
    expect(on.body.feature_settings).toMatchObject({
      customer_gravatar_enabled: true,
      wallets_enabled: false,
    });
    expect(Organization$inboundSchema.safeParse(on.body).success).toBe(true);
    expect((await seller.api.get(path)).body.feature_settings.customer_gravatar_enabled).toBe(true);

    const other = await seller.api.patch(path, { feature_settings: { wallets_enabled: true } });
    expect(other.body.feature_settings.customer_gravatar_enabled).toBe(true);

    const off = await seller.api.patch(path, { feature_settings: { customer_gravatar_enabled: false } });
    expect(off.body.feature_settings.customer_gravatar_enabled).toBe(false);
  });

  it("rejects a non-boolean with a 422 naming the field", async () => {
    const res = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      feature_settings: { customer_gravatar_enabled: "yes" },
    });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toContain("body.feature_settings.customer_gravatar_enabled");
  });
});
