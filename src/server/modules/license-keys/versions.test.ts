import { LicenseKeyActivationRead$inboundSchema } from "@polar-sh/sdk/models/components/licensekeyactivationread.js";
import { LicenseKeyRead$inboundSchema } from "@polar-sh/sdk/models/components/licensekeyread.js";
import { ValidatedLicenseKey$inboundSchema } from "@polar-sh/sdk/models/components/validatedlicensekey.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenseKey } from "../../db/schema/license-keys.js";
import { API_VERSIONS, type ApiVersion } from "../../http/v1/api-version.js";
import { manualClock } from "../../lib/clock.js";
import { makeBenefit } from "../../test/fixtures/benefit-grants.js";
import { issueKey } from "../../test/fixtures/license-keys.js";
import { recurringProduct, subscribe } from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { licenseKeyVersionFields } from "./service.js";

let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-06-01T09:00:00.000Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Versioned Keys");
});
afterAll(() => t.close());

const MEMBER = ["member_id", "member"];
const ORIGIN = ["subscription_id", "subscription", "order_id", "order"];
/** The headers of a request in `version`; the clock moves past the portal's 3-per-second limit. */
const v = (version: ApiVersion) => {
  clock.advance(1001);
  return { headers: { "polar-version": version } };
};

function keysOf(body: object) {
  return Object.keys(body);
}

describe("licenseKeyVersionFields", () => {
  it("adds nothing in 2026-04, members from 2026-10, the origin from 2027-01 when given", () => {
    const origin = {
      subscription: null,
      order: { id: "o", created_at: "2026-01-01T00:00:00.000Z", status: "paid", paid: true },
    };
    expect(licenseKeyVersionFields("2026-04", origin)).toEqual({});
    expect(licenseKeyVersionFields("2026-10", origin)).toEqual({ member_id: null, member: null });
    expect(licenseKeyVersionFields("2027-01")).toEqual({ member_id: null, member: null });
    expect(licenseKeyVersionFields("2027-01", origin)).toEqual({
      member_id: null,
      member: null,
      subscription_id: null,
      subscription: null,
      order_id: "o",
      order: origin.order,
    });
  });
});

describe("license key shapes per Polar-Version", () => {
  it("seller reads: 2026-04 has no member fields, 2026-10 and 2027-01 have them (null), never the origin", async () => {
    const { key } = await issueKey(t, seller, { activations: { limit: 2, enable_customer_admin: false } });
    const act = await seller.api.post("/v1/license-keys/activate", {
      key: key.key,
      organization_id: seller.organizationId,
      label: "laptop",
    });
    expect(act.status).toBe(200);
    for (const version of API_VERSIONS) {
      const list = await seller.api.get(`/v1/license-keys/?benefit_id=${key.benefitId}`, v(version));
      const one = await seller.api.get(`/v1/license-keys/${key.id}`, v(version));
      const patched = await seller.api.patch(`/v1/license-keys/${key.id}`, { usage: 1 }, v(version));
      const activation = await seller.api.get(
        `/v1/license-keys/${key.id}/activations/${act.body.id}`,
        v(version),
      );
      const shapes = [list.body.items[0], one.body, patched.body, activation.body.license_key];
      for (const shape of shapes) {
        expect(LicenseKeyRead$inboundSchema.safeParse(shape).success).toBe(true);
        for (const field of ORIGIN) expect(keysOf(shape)).not.toContain(field);
        if (version === "2026-04") for (const field of MEMBER) expect(keysOf(shape)).not.toContain(field);
        else expect(shape).toMatchObject({ member_id: null, member: null });
      }
      expect(one.body.activations).toHaveLength(1);
      expect(LicenseKeyActivationRead$inboundSchema.safeParse(activation.body).success).toBe(true);
    }
  });

  it("validate and activate: 2027-01 adds the grant's order (one-time purchase) and no subscription", async () => {
    const { key, order } = await issueKey(t, seller, {
      activations: { limit: 3, enable_customer_admin: false },
    });
    const body = { key: key.key, organization_id: seller.organizationId };
    for (const path of ["/v1/license-keys/validate", "/v1/customer-portal/license-keys/validate"]) {
      const old = await seller.api.post(path, body, v("2026-04"));
      expect(old.status).toBe(200);
      expect(ValidatedLicenseKey$inboundSchema.safeParse(old.body).success).toBe(true);
      for (const field of [...MEMBER, ...ORIGIN]) expect(keysOf(old.body)).not.toContain(field);
      const current = await seller.api.post(path, body, v("2026-10"));
      expect(current.body).toMatchObject({ member_id: null, member: null });
      for (const field of ORIGIN) expect(keysOf(current.body)).not.toContain(field);
      const next = await seller.api.post(path, body, v("2027-01"));
      expect(next.status).toBe(200);
      expect(next.headers.get("polar-version")).toBe("2027-01");
      expect(next.body).toMatchObject({
        member_id: null,
        member: null,
        subscription_id: null,
        subscription: null,
        order_id: order.id,
        order: { id: order.id, status: "paid", paid: true, created_at: order.createdAt.toISOString() },
      });
    }
    const activated = await seller.api.post(
      "/v1/license-keys/activate",
      { ...body, label: "desktop" },
      v("2027-01"),
    );
    expect(activated.status).toBe(200);
    expect(activated.body.license_key).toMatchObject({ member_id: null, order_id: order.id });
    const portal = await seller.api.post(
      "/v1/customer-portal/license-keys/activate",
      { ...body, label: "tablet" },
      { headers: { ...v("2026-10").headers, authorization: "" } },
    );
    expect(portal.status, JSON.stringify(portal.body)).toBe(200);
    expect(portal.body.license_key).toMatchObject({ member_id: null, member: null });
    expect(keysOf(portal.body.license_key)).not.toContain("order_id");
    const old = await seller.api.post("/v1/license-keys/activate", { ...body, label: "old" });
    expect(LicenseKeyActivationRead$inboundSchema.safeParse(old.body).success).toBe(true);
    expect(keysOf(old.body.license_key)).not.toContain("member_id");
  });

  it("2027-01: a key granted by a subscription shows the subscription", async () => {
    const benefit = await makeBenefit(seller, "license_keys", {});
    const productId = (await recurringProduct(seller)).id as string;
    const linked = await seller.api.post(`/v1/products/${productId}/benefits`, { benefits: [benefit.id] });
    expect(linked.status).toBe(200);
    const { subscription } = await subscribe(t, seller, productId, { email: "subscriber@example.com" });
    await t.runJobs();
    const [row] = await t.ctx.db
      .select()
      .from(licenseKey)
      .where(and(eq(licenseKey.organizationId, seller.organizationId), eq(licenseKey.benefitId, benefit.id)));
    expect(row).toBeDefined();
    const res = await seller.api.post(
      "/v1/license-keys/validate",
      { key: row!.key, organization_id: seller.organizationId },
      v("2027-01"),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.subscription_id).toBe(subscription.id);
    expect(res.body.subscription).toEqual({
      id: subscription.id,
      status: "active",
      current_period_start: subscription.current_period_start,
      current_period_end: subscription.current_period_end,
      cancel_at_period_end: false,
      ends_at: null,
    });
    if (res.body.order_id !== null)
      expect(res.body.order).toMatchObject({ id: res.body.order_id, paid: true });
  });
});
