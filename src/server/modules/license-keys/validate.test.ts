import { LicenseKeyActivationRead$inboundSchema } from "@polar-sh/sdk/models/components/licensekeyactivationread.js";
import { ValidatedLicenseKey$inboundSchema } from "@polar-sh/sdk/models/components/validatedlicensekey.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { revokeOrder } from "../../test/fixtures/benefit-grants.js";
import { issueKey } from "../../test/fixtures/license-keys.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
const clock = manualClock(new Date("2026-05-10T08:00:00.000Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Keys Co");
  other = await createSeller(t, "Other Keys");
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

const validate = (body: Record<string, unknown>) => seller.api.post("/v1/license-keys/validate", body);
const activate = (body: Record<string, unknown>) => seller.api.post("/v1/license-keys/activate", body);
const deactivate = (body: Record<string, unknown>) => seller.api.post("/v1/license-keys/deactivate", body);

describe("POST /v1/license-keys/validate", () => {
  it("validates a granted key and counts the validation and the usage", async () => {
    const { key, benefit, buyer } = await issueKey(t, seller, { limit_usage: 10 });
    const org = seller.organizationId;
    const res = await validate({ key: key.key, organization_id: org, increment_usage: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSchema(ValidatedLicenseKey$inboundSchema, res.body);
    expect(res.body).toMatchObject({
      id: key.id,
      key: key.key,
      status: "granted",
      benefit_id: benefit.id,
      customer_id: buyer.id,
      customer: { id: buyer.id, email: buyer.email },
      usage: 2,
      validations: 1,
      last_validated_at: clock.now().toISOString(),
      activation: null,
    });
    const again = await validate({
      key: key.key,
      organization_id: org,
      benefit_id: benefit.id,
      customer_id: buyer.id,
    });
    expect(again.body).toMatchObject({ usage: 2, validations: 2 });
  });

  it("answers 404 for an unknown key, another organization's key, or a benefit or customer mismatch", async () => {
    const { key } = await issueKey(t, seller);
    const org = seller.organizationId;
    const unknown = await validate({ key: "NOPE-0000", organization_id: org });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("ResourceNotFound");
    expect((await validate({ key: key.key, organization_id: other.organizationId })).status).toBe(404);
    const otherKey = await issueKey(t, other);
    expect((await validate({ key: otherKey.key.key, organization_id: org })).status).toBe(404);
    const benefit = await validate({
      key: key.key,
      organization_id: org,
      benefit_id: "0190c2d0-0000-7000-8000-000000000001",
    });
    expect(benefit.status).toBe(404);
    expect(benefit.body.detail).toBe("License key does not match given benefit.");
    const customer = await validate({
      key: key.key,
      organization_id: org,
      customer_id: "0190c2d0-0000-7000-8000-000000000002",
    });
    expect(customer.body).toEqual({
      error: "ResourceNotFound",
      detail: "License key does not match given user.",
    });
  });

  it("answers 404 once the key has expired (clock) and 403 to activation", async () => {
    const { key } = await issueKey(t, seller, {
      expires: { ttl: 3, timeframe: "day" },
      activations: { limit: 1, enable_customer_admin: false },
    });
    const body = { key: key.key, organization_id: seller.organizationId };
    expect(key.expiresAt).toEqual(new Date(clock.now().getTime() + 3 * 86_400_000));
    clock.advance(3 * 86_400_000 - 1000);
    expect((await validate(body)).status).toBe(200);
    clock.advance(1000);
    const expired = await validate(body);
    expect(expired.status).toBe(404);
    expect(expired.body.detail).toBe("License key has expired.");
    const refused = await activate({ ...body, label: "laptop" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "NotPermitted", detail: "License key has expired." });
  });

  it("answers 404 for a revoked or disabled key, and 200 again once granted again", async () => {
    const revoked = await issueKey(t, seller, { activations: { limit: 1, enable_customer_admin: false } });
    await revokeOrder(t, seller.organizationId, revoked.order.id);
    await t.runJobs();
    const body = { key: revoked.key.key, organization_id: seller.organizationId };
    const res = await validate(body);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("License key is no longer active.");
    expect((await activate({ ...body, label: "x" })).status).toBe(403);

    const disabled = await issueKey(t, seller);
    const patch = await seller.api.patch(`/v1/license-keys/${disabled.key.id}`, { status: "disabled" });
    expect(patch.status).toBe(200);
    const dBody = { key: disabled.key.key, organization_id: seller.organizationId };
    expect((await validate(dBody)).status).toBe(404);
    await seller.api.patch(`/v1/license-keys/${disabled.key.id}`, { status: "granted" });
    expect((await validate(dBody)).status).toBe(200);
  });

  it("answers 400 when the usage increment is above what is left", async () => {
    const { key } = await issueKey(t, seller, { limit_usage: 5 });
    const body = { key: key.key, organization_id: seller.organizationId };
    expect((await validate({ ...body, increment_usage: 3 })).body.usage).toBe(3);
    const over = await validate({ ...body, increment_usage: 3 });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ error: "BadRequest", detail: "License key only has 2 more usages." });
    expect((await validate({ ...body, increment_usage: 2 })).body.usage).toBe(5);
    const none = await validate({ ...body, increment_usage: 1 });
    expect(none.body.detail).toBe("License key only has 0 more usages.");
    // Validating without an increment still works at the limit.
    const plain = await validate(body);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ usage: 5, validations: 3 });
  });

  it("checks an activation and its conditions: unknown activation or other conditions are 404", async () => {
    const { key } = await issueKey(t, seller, { activations: { limit: 3, enable_customer_admin: true } });
    const base = { key: key.key, organization_id: seller.organizationId };
    const made = await activate({
      ...base,
      label: "workstation",
      conditions: { major: 2, os: "linux" },
      meta: { v: "2.1" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const ok = await validate({
      ...base,
      activation_id: made.body.id,
      conditions: { os: "linux", major: 2 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.activation).toMatchObject({ id: made.body.id, label: "workstation", meta: { v: "2.1" } });
    const mismatch = await validate({
      ...base,
      activation_id: made.body.id,
      conditions: { major: 3, os: "linux" },
    });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.detail).toBe("License key does not match required conditions");
    expect((await validate({ ...base, activation_id: made.body.id })).status).toBe(404);
    const unknown = await validate({ ...base, activation_id: "0190c2d0-0000-7000-8000-000000000003" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("License key activation not found.");
    // An activation stored without conditions accepts any.
    const free = await activate({ ...base, label: "any" });
    expect((await validate({ ...base, activation_id: free.body.id, conditions: { a: 1 } })).status).toBe(200);
  });

  it("rejects bad input with 422 naming the field", async () => {
    const res = await validate({ organization_id: "nope", increment_usage: -1 });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(
      expect.arrayContaining(["body.key", "body.organization_id", "body.increment_usage"]),
    );
  });
});

describe("POST /v1/license-keys/activate and /deactivate", () => {
  it("activates up to the limit, refuses the next with 403, and frees a slot on deactivation", async () => {
    const { key } = await issueKey(t, seller, { activations: { limit: 2, enable_customer_admin: false } });
    const base = { key: key.key, organization_id: seller.organizationId };
    const first = await activate({ ...base, label: "one" });
    expect(first.status).toBe(200);
    expectSchema(LicenseKeyActivationRead$inboundSchema, first.body);
    expect(first.body).toMatchObject({
      label: "one",
      license_key_id: key.id,
      meta: {},
      license_key: { id: key.id },
    });
    expect((await activate({ ...base, label: "two" })).status).toBe(200);
    const third = await activate({ ...base, label: "three" });
    expect(third.status).toBe(403);
    expect(third.body).toEqual({
      error: "NotPermitted",
      detail: "License key activation limit already reached.",
    });

    const off = await deactivate({ ...base, activation_id: first.body.id });
    expect(off.status).toBe(204);
    expect(off.text).toBe("");
    expect((await deactivate({ ...base, activation_id: first.body.id })).status).toBe(404);
    expect((await validate({ ...base, activation_id: first.body.id })).status).toBe(404);
    expect((await activate({ ...base, label: "three" })).status).toBe(200);
  });

  it("refuses activation of a key without an activation limit (403)", async () => {
    const { key } = await issueKey(t, seller);
    const res = await activate({ key: key.key, organization_id: seller.organizationId, label: "pc" });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("This license key does not support activations.");
    const unknown = await activate({ key: "UNKNOWN", organization_id: seller.organizationId, label: "pc" });
    expect(unknown.status).toBe(404);
  });

  it("never passes the limit under concurrent activations", async () => {
    const { key } = await issueKey(t, seller, { activations: { limit: 3, enable_customer_admin: false } });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        activate({ key: key.key, organization_id: seller.organizationId, label: `m${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(3);
    expect(results.filter((r) => r.status === 403).length).toBe(9);
  });
});
