import { Polar } from "@polar-sh/sdk";
import { NotPermitted } from "@polar-sh/sdk/models/errors/notpermitted.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeOrder } from "../../src/server/test/fixtures/benefit-grants.js";
import { issueKey } from "../../src/server/test/fixtures/license-keys.js";
import { expectNotFound, expectStatus, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: licenseKeys", () => {
  it("lists, gets, updates keys and reads an activation", async () => {
    const issued = await issueKey(k.t, k.seller, {
      prefix: "sdk",
      activations: { limit: 2, enable_customer_admin: true },
      limit_usage: 50,
    });
    const org = k.seller.organizationId;
    const keys = await collect(
      await ok(k.polar.licenseKeys.list({ benefitId: issued.benefit.id, limit: 1 })),
    );
    expect(keys.map((x) => x.id)).toEqual([issued.key.id]);
    expect(keys[0]!.customer.id).toBe(issued.buyer.id);
    const byStatus = await collect(
      await ok(k.polar.licenseKeys.list({ organizationId: org, status: "granted" })),
    );
    expect(byStatus.map((x) => x.id)).toContain(issued.key.id);

    const activation = await ok(
      k.polar.licenseKeys.activate({
        key: issued.key.key,
        organizationId: org,
        label: "ci",
        meta: { host: "runner" },
      }),
    );
    expect(activation.licenseKey.id).toBe(issued.key.id);
    const got = await ok(k.polar.licenseKeys.get({ id: issued.key.id }));
    expect(got.activations.map((a) => a.id)).toEqual([activation.id]);
    expect(got.key).toMatch(/^SDK-/);
    const read = await ok(
      k.polar.licenseKeys.getActivation({ id: issued.key.id, activationId: activation.id }),
    );
    expect(read.meta).toEqual({ host: "runner" });

    const expiresAt = new Date("2030-01-01T00:00:00.000Z");
    const updated = await ok(
      k.polar.licenseKeys.update({
        id: issued.key.id,
        licenseKeyUpdate: { usage: 7, limitUsage: 20, limitActivations: 4, expiresAt },
      }),
    );
    expect(updated).toMatchObject({ usage: 7, limitUsage: 20, limitActivations: 4, expiresAt });
    await expectNotFound(k.polar.licenseKeys.get({ id: UNKNOWN_ID }));
    await expectNotFound(k.polar.licenseKeys.getActivation({ id: issued.key.id, activationId: UNKNOWN_ID }));
  });

  it("validates, activates and deactivates with Polar's status codes", async () => {
    const { key, order } = await issueKey(k.t, k.seller, {
      activations: { limit: 1, enable_customer_admin: false },
      limit_usage: 2,
    });
    const org = k.seller.organizationId;
    const valid = await ok(
      k.polar.licenseKeys.validate({ key: key.key, organizationId: org, incrementUsage: 1 }),
    );
    expect(valid).toMatchObject({ usage: 1, validations: 1, status: "granted" });
    await expectStatus(
      k.polar.licenseKeys.validate({ key: key.key, organizationId: org, incrementUsage: 5 }),
      400,
    );
    const activation = await ok(
      k.polar.licenseKeys.activate({ key: key.key, organizationId: org, label: "a" }),
    );
    const refused = await expectStatus(
      k.polar.licenseKeys.activate({ key: key.key, organizationId: org, label: "b" }),
      403,
    );
    expect(refused).toBeInstanceOf(NotPermitted);
    const withActivation = await ok(
      k.polar.licenseKeys.validate({ key: key.key, organizationId: org, activationId: activation.id }),
    );
    expect(withActivation.activation?.id).toBe(activation.id);
    await ok(
      k.polar.licenseKeys.deactivate({ key: key.key, organizationId: org, activationId: activation.id }),
    );
    await expectNotFound(
      k.polar.licenseKeys.deactivate({ key: key.key, organizationId: org, activationId: activation.id }),
    );
    await revokeOrder(k.t, org, order.id);
    await k.t.runJobs();
    await expectNotFound(k.polar.licenseKeys.validate({ key: key.key, organizationId: org }));
  });
});

describe("Polar SDK 0.47: customerPortal.licenseKeys (public)", () => {
  it("validates, activates and deactivates without an access token", async () => {
    const { key } = await issueKey(k.t, k.seller, {
      activations: { limit: 1, enable_customer_admin: false },
    });
    const anonymous = new Polar({ serverURL: k.baseUrl });
    const org = k.seller.organizationId;
    const portal = anonymous.customerPortal.licenseKeys;
    const valid = await ok(portal.validate({ key: key.key, organizationId: org }));
    expect(valid.id).toBe(key.id);
    const activation = await ok(portal.activate({ key: key.key, organizationId: org, label: "home" }));
    expect(activation.licenseKeyId).toBe(key.id);
    const refused = await expectStatus(
      portal.activate({ key: key.key, organizationId: org, label: "work" }),
      403,
    );
    expect(refused).toBeInstanceOf(NotPermitted);
    await ok(portal.deactivate({ key: key.key, organizationId: org, activationId: activation.id }));
    await expectNotFound(portal.validate({ key: "UNKNOWN", organizationId: org }));
  });
});
