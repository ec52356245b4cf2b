import { LicenseKeyActivationRead$inboundSchema } from "@polar-sh/sdk/models/components/licensekeyactivationread.js";
import { LicenseKeyRead$inboundSchema } from "@polar-sh/sdk/models/components/licensekeyread.js";
import { LicenseKeyWithActivations$inboundSchema } from "@polar-sh/sdk/models/components/licensekeywithactivations.js";
import { ListResourceLicenseKeyRead$inboundSchema } from "@polar-sh/sdk/models/components/listresourcelicensekeyread.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { revokeOrder } from "../../test/fixtures/benefit-grants.js";
import { issueKey } from "../../test/fixtures/license-keys.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { addTimeframe } from "./grant.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
const clock = manualClock(new Date("2026-01-31T12:00:00.000Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Key Admin");
  other = await createSeller(t, "Key Other");
});
afterAll(() => t.close());

function expectSchema(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  body: unknown,
) {
  const parsed = schema.safeParse(body);
  expect(
    parsed.success,
    parsed.success ? "" : `${JSON.stringify(parsed.error)}\n${JSON.stringify(body)}`,
  ).toBe(true);
}

describe("GET /v1/license-keys/", () => {
  it("lists the organization's keys newest first, filtered by benefit and status", async () => {
    const a = await issueKey(t, seller, { prefix: "alpha" });
    clock.advance(1000);
    const b = await issueKey(t, seller);
    await issueKey(t, other);
    const all = await seller.api.get("/v1/license-keys/", { query: { limit: 100 } });
    expect(all.status).toBe(200);
    expectSchema(ListResourceLicenseKeyRead$inboundSchema, all.body);
    const ids = all.body.items.map((k: { id: string }) => k.id);
    expect(ids.indexOf(b.key.id)).toBeLessThan(ids.indexOf(a.key.id));
    expect(
      all.body.items.every((k: { organization_id: string }) => k.organization_id === seller.organizationId),
    ).toBe(true);

    const byBenefit = await seller.api.get(`/v1/license-keys/?benefit_id=${a.benefit.id}`);
    expect(byBenefit.body.items.map((k: { id: string }) => k.id)).toEqual([a.key.id]);
    expect(byBenefit.body.items[0]).toMatchObject({
      key: a.key.key,
      display_key: a.key.displayKey,
      customer: { id: a.buyer.id, email: a.buyer.email, type: "individual" },
    });
    expect(a.key.key.startsWith("ALPHA-")).toBe(true);

    await revokeOrder(t, seller.organizationId, a.order.id);
    await t.runJobs();
    const revoked = await seller.api.get("/v1/license-keys/?status=revoked");
    expect(revoked.body.items.map((k: { id: string }) => k.id)).toEqual([a.key.id]);
    const paged = await seller.api.get("/v1/license-keys/", { query: { limit: 1, page: 2 } });
    expect(paged.body.items.length).toBe(1);
    expect(paged.body.pagination.total_count).toBe(all.body.pagination.total_count);
    const otherOrg = await seller.api.get(`/v1/license-keys/?organization_id=${other.organizationId}`);
    expect(otherOrg.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    expect(locs((await seller.api.get("/v1/license-keys/?status=lost")).body)).toEqual(["query.status.0"]);
  });
});

describe("GET and PATCH /v1/license-keys/{id}", () => {
  it("returns the key with its live activations, and 404 for another organization's key", async () => {
    const { key } = await issueKey(t, seller, { activations: { limit: 2, enable_customer_admin: false } });
    const made = await seller.api.post("/v1/license-keys/activate", {
      key: key.key,
      organization_id: seller.organizationId,
      label: "desk",
    });
    const res = await seller.api.get(`/v1/license-keys/${key.id}`);
    expect(res.status).toBe(200);
    expectSchema(LicenseKeyWithActivations$inboundSchema, res.body);
    expect(res.body.activations).toEqual([
      expect.objectContaining({ id: made.body.id, label: "desk", license_key_id: key.id }),
    ]);
    expect((await other.api.get(`/v1/license-keys/${key.id}`)).status).toBe(404);
    expect((await seller.api.get("/v1/license-keys/not-a-uuid")).status).toBe(422);

    const activation = await seller.api.get(`/v1/license-keys/${key.id}/activations/${made.body.id}`);
    expect(activation.status).toBe(200);
    expectSchema(LicenseKeyActivationRead$inboundSchema, activation.body);
    expect(activation.body.license_key.id).toBe(key.id);
    expect((await other.api.get(`/v1/license-keys/${key.id}/activations/${made.body.id}`)).status).toBe(404);
    const unknown = await seller.api.get(`/v1/license-keys/${key.id}/activations/${key.id}`);
    expect(unknown.status).toBe(404);
  });

  it("updates status, usage, limits and expiry; only the fields given change", async () => {
    const { key } = await issueKey(t, seller, {
      limit_usage: 10,
      activations: { limit: 1, enable_customer_admin: false },
    });
    const patch = (body: unknown) => seller.api.patch(`/v1/license-keys/${key.id}`, body);
    const res = await patch({ usage: 4, limit_activations: 5, expires_at: "2027-01-01T00:00:00+02:00" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSchema(LicenseKeyRead$inboundSchema, res.body);
    expect(res.body).toMatchObject({
      usage: 4,
      limit_activations: 5,
      limit_usage: 10,
      status: "granted",
      expires_at: "2026-12-31T22:00:00.000Z",
      modified_at: clock.now().toISOString(),
    });
    const cleared = await patch({ limit_usage: null, expires_at: null, status: "revoked" });
    expect(cleared.body).toMatchObject({ limit_usage: null, expires_at: null, status: "revoked", usage: 4 });
    const bad = await patch({ limit_activations: 0, usage: 1.5, status: "lost", expires_at: "tomorrow" });
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual(
      ["body.expires_at", "body.limit_activations", "body.status", "body.usage"].sort(),
    );
    expect((await other.api.patch(`/v1/license-keys/${key.id}`, { usage: 0 })).status).toBe(404);
  });
});

describe("key expiry from the benefit's ttl", () => {
  it("adds days, months (clamped to the month's end) and years in UTC", () => {
    const jan31 = new Date("2026-01-31T12:00:00.000Z");
    expect(addTimeframe(jan31, 1, "month").toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(addTimeframe(jan31, 13, "month").toISOString()).toBe("2027-02-28T12:00:00.000Z");
    expect(addTimeframe(new Date("2028-02-29T00:00:00.000Z"), 1, "year").toISOString()).toBe(
      "2029-02-28T00:00:00.000Z",
    );
    expect(addTimeframe(jan31, 2, "day").toISOString()).toBe("2026-02-02T12:00:00.000Z");
  });
});
