import { CustomerBenefitGrant$inboundSchema } from "@polar-sh/sdk/models/components/customerbenefitgrant.js";
import { CustomerCustomerMeter$inboundSchema } from "@polar-sh/sdk/models/components/customercustomermeter.js";
import { DownloadableRead$inboundSchema } from "@polar-sh/sdk/models/components/downloadableread.js";
import { LicenseKeyWithActivations$inboundSchema } from "@polar-sh/sdk/models/components/licensekeywithactivations.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import {
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
  revokeOrder,
  uploadDownloadable,
} from "../../test/fixtures/benefit-grants.js";
import { makeMeter } from "../../test/fixtures/products-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type PortalCustomer, signInCustomer } from "../../test/portal-helpers.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let me: PortalCustomer;
let other: PortalCustomer;
let orderId: string;
let otherOrderId: string;
const benefits: Record<string, string> = {};
let meterId: string;

const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date("2026-06-01T00:00:00.000Z")) });
  seller = await createSeller(t, "Portal Benefits");
  const fileId = await uploadDownloadable(t, seller, "manual.pdf", new Uint8Array([1, 2, 3]));
  benefits.license_keys = (
    await makeBenefit(
      seller,
      "license_keys",
      { activations: { limit: 1, enable_customer_admin: true } },
      "App key",
    )
  ).id;
  benefits.downloadables = (await makeBenefit(seller, "downloadables", { files: [fileId] }, "Manual")).id;
  benefits.custom = (await makeBenefit(seller, "custom", { note: "Welcome" }, "Community access")).id;
  const productId = await makeProduct(seller, Object.values(benefits));
  const buyer = await insertCustomer(t, seller.organizationId);
  const neighbour = await insertCustomer(t, seller.organizationId);
  orderId = (await purchase(t, seller, productId, buyer.id)).id;
  otherOrderId = (await purchase(t, seller, productId, neighbour.id)).id;
  meterId = (await makeMeter(seller)).id;
  const ingest = await seller.api.post("/v1/events/ingest", {
    events: [1, 2, 3].map(() => ({ name: "api.call", customer_id: buyer.id })),
  });
  expect(ingest.status).toBe(200);
  await t.runJobs();
  me = await signInCustomer(t, seller, buyer.id);
  other = await signInCustomer(t, seller, neighbour.id);
}, 120_000);
afterAll(() => t.close());

describe("GET /v1/customer-portal/benefit-grants/", () => {
  it("lists the customer's grants as Polar's CustomerBenefitGrant, with benefit and properties", async () => {
    const res = await me.get("/v1/customer-portal/benefit-grants/");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items).toHaveLength(3);
    for (const grant of res.body.items) {
      const parsed = CustomerBenefitGrant$inboundSchema.safeParse(grant);
      expect(parsed.success, `${grant.benefit.type}: ${JSON.stringify(parsed.error)}`).toBe(true);
      expect(grant.customer.id).toBe(me.customerId);
      expect(grant.order_id).toBe(orderId);
    }
    const key = res.body.items.find((g: { benefit: { type: string } }) => g.benefit.type === "license_keys");
    expect(key.benefit.properties).toEqual({
      prefix: null,
      expires: null,
      activations: { limit: 1, enable_customer_admin: true },
      limit_usage: null,
    });
    expect(key.properties.display_key).toMatch(/^\*\*\*\*-/);
    const files = res.body.items.find(
      (g: { benefit: { type: string } }) => g.benefit.type === "downloadables",
    );
    expect(files.benefit.properties.active_files).toHaveLength(1);
    const theirs = await other.get("/v1/customer-portal/benefit-grants/");
    expect(theirs.body.items.every((g: { order_id: string }) => g.order_id === otherOrderId)).toBe(true);
  });

  it("filters by type, description, benefit, order and checkout, and refuses bad filters", async () => {
    const list = (q: string) => me.get(`/v1/customer-portal/benefit-grants/?${q}`);
    const types = (body: { items: { benefit: { type: string } }[] }) => body.items.map((g) => g.benefit.type);
    expect(types((await list("type=custom&type=downloadables&sorting=type")).body)).toEqual([
      "custom",
      "downloadables",
    ]);
    expect(types((await list("query=manu")).body)).toEqual(["downloadables"]);
    expect(types((await list(`benefit_id=${benefits.license_keys}`)).body)).toEqual(["license_keys"]);
    expect((await list(`order_id=${orderId}`)).body.items).toHaveLength(3);
    expect((await list(`order_id=${otherOrderId}`)).body.items).toHaveLength(0);
    expect((await list(`checkout_id=${orderId}`)).body.items).toHaveLength(0);
    expect((await list("sorting=-granted_at&sorting=organization")).status).toBe(200);
    const bad = await list("type=gold&order_id=x&sorting=name");
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(
      expect.arrayContaining(["query.type.0", "query.order_id.0", "query.sorting.0"]),
    );
  });
});

describe("GET and PATCH /v1/customer-portal/benefit-grants/{id}", () => {
  it("answers the customer's grant, echoes updates of types with nothing to link, and refuses Polar's 422s", async () => {
    const [grant] = (await me.get(`/v1/customer-portal/benefit-grants/?type=custom`)).body.items;
    const path = `/v1/customer-portal/benefit-grants/${grant.id}`;
    expect((await me.get(path)).body).toEqual(grant);
    expect((await other.get(path)).status).toBe(404);
    const echo = await me.patch(path, { benefit_type: "custom" });
    expect(echo.status).toBe(200);
    expect(echo.body).toEqual(grant);
    const mismatch = await me.patch(path, { benefit_type: "license_keys" });
    expect(mismatch.status).toBe(422);
    expect(locs(mismatch.body)).toEqual(["body.benefit_type"]);
    const github = await me.patch(path, {
      benefit_type: "github_repository",
      properties: { account_id: "123" },
    });
    expect(github.status).toBe(422);
    const noProperties = await me.patch(path, { benefit_type: "discord" });
    expect(noProperties.status).toBe(422);
    expect(locs(noProperties.body)).toEqual(["body.properties"]);
    expect((await other.patch(path, { benefit_type: "custom" })).status).toBe(404);
  });
});

describe("license keys in the portal", () => {
  it("lists and gets the customer's key, and the customer activates then frees a machine", async () => {
    const list = await me.get(`/v1/customer-portal/license-keys/?benefit_id=${benefits.license_keys}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const key = list.body.items[0];
    expect(key.customer_id).toBe(me.customerId);
    expect(
      (await me.get(`/v1/customer-portal/license-keys/?benefit_id=${benefits.custom}`)).body.items,
    ).toEqual([]);
    expect(ids((await other.get("/v1/customer-portal/license-keys/")).body)).not.toContain(key.id);
    expect((await other.get(`/v1/customer-portal/license-keys/${key.id}`)).status).toBe(404);

    const base = { key: key.key, organization_id: seller.organizationId };
    const activated = await me.post("/v1/customer-portal/license-keys/activate", {
      ...base,
      label: "laptop",
    });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const full = await me.post("/v1/customer-portal/license-keys/activate", { ...base, label: "desktop" });
    expect(full.status).toBe(403);
    const withActivations = await me.get(`/v1/customer-portal/license-keys/${key.id}`);
    expect(withActivations.status).toBe(200);
    expect(LicenseKeyWithActivations$inboundSchema.safeParse(withActivations.body).success).toBe(true);
    expect(withActivations.body.activations.map((a: { label: string }) => a.label)).toEqual(["laptop"]);

    const off = await me.post("/v1/customer-portal/license-keys/deactivate", {
      ...base,
      activation_id: withActivations.body.activations[0].id,
    });
    expect(off.status).toBe(204);
    expect((await me.get(`/v1/customer-portal/license-keys/${key.id}`)).body.activations).toEqual([]);
    expect(
      (await me.post("/v1/customer-portal/license-keys/activate", { ...base, label: "desktop" })).status,
    ).toBe(200);
    expect((await me.get("/v1/customer-portal/license-keys/?benefit_id=nope")).status).toBe(422);
  });
});

describe("GET /v1/customer-portal/meters/", () => {
  it("lists the customer's meters with consumed, credited and balance, and gets one by customer meter id", async () => {
    const res = await me.get("/v1/customer-portal/meters/");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const meter = res.body.items[0];
    expect(CustomerCustomerMeter$inboundSchema.safeParse(meter).success).toBe(true);
    expect(meter).toMatchObject({
      customer_id: me.customerId,
      meter_id: meterId,
      consumed_units: 3,
      credited_units: 0,
      balance: -3,
      meter: { id: meterId, name: "API calls" },
    });
    expect(meter).not.toHaveProperty("customer");
    expect((await me.get(`/v1/customer-portal/meters/${meter.id}`)).body).toEqual(meter);
    expect((await other.get(`/v1/customer-portal/meters/${meter.id}`)).status).toBe(404);
    expect((await me.get(`/v1/customer-portal/meters/${meterId}`)).status).toBe(404);
    expect((await other.get("/v1/customer-portal/meters/")).body.items).toEqual([]);
    expect(ids((await me.get("/v1/customer-portal/meters/?query=api")).body)).toEqual([meter.id]);
    expect((await me.get("/v1/customer-portal/meters/?query=storage")).body.items).toEqual([]);
    expect(
      ids((await me.get(`/v1/customer-portal/meters/?meter_id=${meterId}&sorting=-balance`)).body),
    ).toEqual([meter.id]);
    expect((await me.get("/v1/customer-portal/meters/?meter_id=x")).status).toBe(422);
  });
});

describe("GET /v1/customer-portal/downloadables/", () => {
  it("lists the granted files with short-lived links that stop when the grant is revoked", async () => {
    const res = await me.get("/v1/customer-portal/downloadables/");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items).toHaveLength(1);
    const item = res.body.items[0];
    expect(DownloadableRead$inboundSchema.safeParse(item).success).toBe(true);
    expect(item).toMatchObject({ benefit_id: benefits.downloadables, file: { name: "manual.pdf" } });
    expect(new Date(item.file.download.expires_at).getTime() - t.ctx.clock.now().getTime()).toBe(10 * 60_000);
    const again = await me.get(`/v1/customer-portal/downloadables/?benefit_id=${benefits.downloadables}`);
    expect(ids(again.body)).toEqual([item.id]);
    expect(
      (await me.get(`/v1/customer-portal/downloadables/?benefit_id=${benefits.custom}`)).body.items,
    ).toEqual([]);
    const theirs = await other.get("/v1/customer-portal/downloadables/");
    expect(ids(theirs.body)).not.toContain(item.id);

    const link = new URL(item.file.download.url);
    const download = await t.client().get(link.pathname);
    expect(download.status).toBe(302);

    await revokeOrder(t, seller.organizationId, orderId);
    await t.runJobs();
    expect((await t.client().get(link.pathname)).status).toBe(410);
    expect((await me.get("/v1/customer-portal/downloadables/")).body.items).toEqual([]);
    expect((await me.get("/v1/customer-portal/benefit-grants/")).body.items).toEqual([]);
  });
});
