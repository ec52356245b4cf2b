import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, meter } from "../../test/fixtures/benefits-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { getBenefit, getBenefits, serializeBenefit } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Benefit Co");
  other = await createSeller(t, "Other Benefits");
});
afterAll(() => t.close());

describe("service exports for other modules", () => {
  it("getBenefit and getBenefits are scoped to the organization and skip deleted ones", async () => {
    const a = await create(seller, { type: "custom", description: "Export A", properties: {} });
    const b = await create(seller, { type: "custom", description: "Export B", properties: {} });
    const theirs = await create(other, { type: "custom", description: "Theirs", properties: {} });
    await seller.api.delete(`/v1/benefits/${b.id}`);
    expect(await getBenefit(t.ctx, other.organizationId, a.id)).toBeNull();
    const row = await getBenefit(t.ctx, seller.organizationId, a.id);
    expect(serializeBenefit(row!)).toEqual(a);
    const rows = await getBenefits(t.ctx, seller.organizationId, [theirs.id, a.id, b.id, a.id]);
    expect(rows.map((r) => r.id)).toEqual([a.id]);
  });
});

describe("@polar-sh/sdk against /v1/benefits", () => {
  it("creates, gets, lists, updates, lists grants and deletes without response validation errors", async () => {
    const polar = new Polar({
      accessToken: seller.token,
      serverURL: "http://localhost:3000",
      httpClient: new HTTPClient({ fetcher: async (input, init) => t.app.request(input as Request, init) }),
    });
    const meterId = await meter(seller);
    const created = await polar.benefits.create({
      type: "meter_credit",
      description: "SDK credits",
      properties: { units: 50, rollover: false, meterId },
    });
    expect(created.type).toBe("meter_credit");
    const keys = await polar.benefits.create({
      type: "license_keys",
      description: "SDK keys",
      properties: { prefix: "SDK", expires: { ttl: 30, timeframe: "day" } },
    });
    expect(keys.properties).toMatchObject({ prefix: "SDK", limitUsage: null });
    const got = await polar.benefits.get({ id: created.id });
    expect(got.createdAt).toBeInstanceOf(Date);
    const updated = await polar.benefits.update({
      id: keys.id,
      requestBody: { type: "license_keys", description: "SDK keys v2" },
    });
    expect(updated.description).toBe("SDK keys v2");
    const page = await polar.benefits.list({ typeFilter: ["license_keys", "meter_credit"], limit: 100 });
    expect(page.result.items.map((b) => b.id)).toEqual(expect.arrayContaining([created.id, keys.id]));
    const onlyKeys = await polar.benefits.list({ typeFilter: "license_keys", limit: 100 });
    expect(new Set(onlyKeys.result.items.map((b) => b.type))).toEqual(new Set(["license_keys"]));
    const grants = await polar.benefits.grants({ id: created.id });
    expect(grants.result.items).toEqual([]);
    await polar.benefits.delete({ id: created.id });
    await expect(polar.benefits.get({ id: created.id })).rejects.toMatchObject({ statusCode: 404 });
  });
});
