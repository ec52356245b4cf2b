import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadDownloadable } from "../../src/server/test/fixtures/benefit-grants.js";
import { makeMeter } from "../../src/server/test/fixtures/products-helpers.js";
import { recurringProduct, subscribe } from "../../src/server/test/fixtures/subscriptions.js";
import { ok } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
let customerSession: string;
let subscriptionId: string;
let otherPlanId: string;
let meterId: string;

beforeAll(async () => {
  k = await startKassa();
  const api = k.seller.api;
  const fileId = await uploadDownloadable(k.t, k.seller, "guide.pdf", new Uint8Array([7, 8, 9]));
  const benefit = async (type: string, description: string, properties: Record<string, unknown>) => {
    const res = await api.post("/v1/benefits/", { type, description, properties });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  const benefits = [
    await benefit("license_keys", "App key", { activations: { limit: 2, enable_customer_admin: true } }),
    await benefit("downloadables", "Guide", { files: [fileId] }),
    await benefit("custom", "Community", { note: "Welcome" }),
  ];
  const product = await recurringProduct(k.seller, { name: "Starter", amount: 1000 });
  otherPlanId = (await recurringProduct(k.seller, { name: "Scale", amount: 3000 })).id;
  expect((await api.post(`/v1/products/${product.id}/benefits`, { benefits })).status).toBe(200);
  const customer = await ok(k.polar.customers.create({ email: "portal-sdk@example.com" }));
  const { subscription } = await subscribe(k.t, k.seller, product.id, {
    checkout: { customer_id: customer.id },
  });
  subscriptionId = subscription.id;
  meterId = (await makeMeter(k.seller)).id;
  await ok(k.polar.events.ingest({ events: [{ name: "api.call", customerId: customer.id }] }));
  await k.t.runJobs();
  const session = await ok(k.polar.customerSessions.create({ customerId: customer.id }));
  customerSession = session.token;
});
afterAll(() => k.close());

describe("Polar SDK 0.47: customerPortal.benefitGrants, licenseKeys, downloadables, customerMeters", () => {
  it("reads the customer's grants and updates one", async () => {
    const portal = k.polar.customerPortal.benefitGrants;
    const grants = await collect(await portal.list({ customerSession }, {}));
    expect(grants.map((g) => g.benefit.type).sort()).toEqual(["custom", "downloadables", "license_keys"]);
    const custom = grants.find((g) => g.benefit.type === "custom")!;
    expect((await ok(portal.get({ customerSession }, { id: custom.id }))).id).toBe(custom.id);
    const updated = await ok(
      portal.update(
        { customerSession },
        { id: custom.id, customerBenefitGrantUpdate: { benefitType: "custom" } },
      ),
    );
    expect(updated.id).toBe(custom.id);
  });

  it("lists and gets license keys with activations", async () => {
    const portal = k.polar.customerPortal.licenseKeys;
    const keys = await collect(await portal.list({ customerSession }, {}));
    expect(keys).toHaveLength(1);
    const key = keys[0]!;
    const activation = await ok(
      portal.activate({ key: key.key, organizationId: k.seller.organizationId, label: "laptop" }),
    );
    const withActivations = await ok(portal.get({ customerSession }, { id: key.id }));
    expect(withActivations.activations.map((a) => a.id)).toEqual([activation.id]);
    await ok(
      portal.deactivate({
        key: key.key,
        organizationId: k.seller.organizationId,
        activationId: activation.id,
      }),
    );
    expect((await ok(portal.get({ customerSession }, { id: key.id }))).activations).toEqual([]);
  });

  it("lists downloadables with download links", async () => {
    const files = await collect(await k.polar.customerPortal.downloadables.list({ customerSession }, {}));
    expect(files).toHaveLength(1);
    expect(files[0]!.file.name).toBe("guide.pdf");
    expect(files[0]!.file.download.url).toContain("/downloads/");
  });

  it("lists and gets the customer's meters", async () => {
    const portal = k.polar.customerPortal.customerMeters;
    const meters = await collect(await portal.list({ customerSession }, {}));
    expect(meters.map((m) => [m.meterId, m.consumedUnits, m.balance])).toEqual([[meterId, 1, -1]]);
    const one = await ok(portal.get({ customerSession }, { id: meters[0]!.id }));
    expect(one.meter.name).toBe("API calls");
  });
});

// Last: the plan change moves the customer off the product whose benefits the tests above read.
describe("Polar SDK 0.47: customerPortal.subscriptions", () => {
  it("lists, gets, cancels with a reason, uncancels, changes plan and cancels", async () => {
    const portal = k.polar.customerPortal.subscriptions;
    const items = await collect(await portal.list({ customerSession }, { active: true }));
    expect(items.map((s) => s.id)).toEqual([subscriptionId]);
    const got = await ok(portal.get({ customerSession }, { id: subscriptionId }));
    expect(got.product.name).toBe("Starter");

    const canceled = await ok(
      portal.update(
        { customerSession },
        {
          id: subscriptionId,
          customerSubscriptionUpdate: {
            cancelAtPeriodEnd: true,
            cancellationReason: "too_expensive",
            cancellationComment: "Budget",
          },
        },
      ),
    );
    expect(canceled.cancelAtPeriodEnd).toBe(true);
    expect(canceled.customerCancellationReason).toBe("too_expensive");
    const back = await ok(
      portal.update(
        { customerSession },
        { id: subscriptionId, customerSubscriptionUpdate: { cancelAtPeriodEnd: false } },
      ),
    );
    expect(back.cancelAtPeriodEnd).toBe(false);

    const changed = await ok(
      portal.update(
        { customerSession },
        { id: subscriptionId, customerSubscriptionUpdate: { productId: otherPlanId } },
      ),
    );
    expect(changed.productId).toBe(otherPlanId);

    const ended = await ok(portal.cancel({ customerSession }, { id: subscriptionId }));
    expect(ended.cancelAtPeriodEnd).toBe(true);
  });
});
