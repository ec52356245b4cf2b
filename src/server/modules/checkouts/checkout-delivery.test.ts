import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { makeBenefit, makeProduct, uploadDownloadable } from "../../test/fixtures/benefit-grants.js";
import { client, makeCheckout, payBody } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { portalClient } from "../../test/portal-helpers.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { DELIVERY_WINDOW_MS } from "./delivery.js";

let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
let productId: string;
const clock = manualClock(new Date("2026-05-01T10:00:00.000Z"));

const bytesOf = (s: string) => new TextEncoder().encode(s) as Uint8Array<ArrayBuffer>;
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Delivery Shop");
  c = client(t);
  const file = await uploadDownloadable(t, seller, "manual.pdf", bytesOf("the manual"));
  const key = await makeBenefit(seller, "license_keys", { prefix: "PRO" }, "Pro licence key");
  const files = await makeBenefit(seller, "downloadables", { files: [file] }, "The manual");
  const note = await makeBenefit(seller, "custom", { note: "Reply to this email for support." }, "Support");
  productId = await makeProduct(seller, [key.id, files.id, note.id]);
});
afterAll(() => t.close());

const delivery = (secret: string) => t.client({}).get(`/v1/checkouts/client/${secret}/delivery`);
const openPortal = (secret: string) =>
  t.client({}).post(`/v1/checkouts/client/${secret}/customer-session`, {});

async function buy(body: Record<string, unknown> = {}, email = "buyer@example.com") {
  const co = await makeCheckout(seller, { products: [productId], ...body });
  const paid = await c.confirm(co.client_secret, payBody({ customer_email: email }));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return co as { id: string; client_secret: string };
}

describe("GET /v1/checkouts/client/{client_secret}/delivery", () => {
  it("is a 404 for an unknown secret and a 403 before the checkout succeeds", async () => {
    expect((await delivery("polar_c_unknown")).status).toBe(404);
    const co = await makeCheckout(seller, { products: [productId] });
    const res = await delivery(co.client_secret);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("NotSucceededCheckout");
    expect((await openPortal(co.client_secret)).status).toBe(403);
  });

  it("shows each benefit as granting, then the license key, signed download links and the note", async () => {
    const co = await buy({}, "keys@example.com");
    const before = await delivery(co.client_secret);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.complete).toBe(false);
    expect(before.body.benefits.map((b: { status: string }) => b.status)).toEqual([
      "granting",
      "granting",
      "granting",
    ]);
    expect(before.body.benefits[0].license_key).toBeNull();

    await t.runJobs();
    const res = await delivery(co.client_secret);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const slug = (await seller.api.get(`/v1/organizations/${seller.organizationId}`)).body.slug;
    expect(res.body).toMatchObject({
      checkout_id: co.id,
      customer_email: "keys@example.com",
      complete: true,
      customer_portal_url: `http://localhost:3000/${slug}/portal`,
      customer_portal_sign_in: true,
      expires_at: new Date(clock.now().getTime() + DELIVERY_WINDOW_MS).toISOString(),
    });
    const [key, files, note] = res.body.benefits;
    // The key is the one the seller sees for this customer.
    const keys = await seller.api.get(`/v1/license-keys/?benefit_id=${key.benefit_id}`);
    const issued = keys.body.items.find(
      (k: { customer: { email: string } }) => k.customer.email === "keys@example.com",
    );
    expect(key).toMatchObject({ type: "license_keys", status: "granted", description: "Pro licence key" });
    expect(key.license_key.key).toBe(issued.key);
    expect(key.license_key.key).toMatch(/^PRO/);
    expect(files).toMatchObject({ type: "downloadables", status: "granted", license_key: null });
    expect(files.downloadables).toHaveLength(1);
    expect(files.downloadables[0]).toMatchObject({ name: "manual.pdf", size: 10 });
    const link = await t.app.request(pathOf(files.downloadables[0].url));
    expect(link.status).toBe(302);
    const file = await t.app.request(pathOf(link.headers.get("location")!));
    expect(await file.text()).toBe("the manual");
    expect(note).toMatchObject({ type: "custom", note: "Reply to this email for support." });
  });

  it("shows benefits revoked by a refund as revoked, without their key or links", async () => {
    const co = await buy({}, "refunded@example.com");
    await t.runJobs();
    const orderId = (await delivery(co.client_secret)).body.order_id;
    const refund = await seller.api.post("/v1/refunds/", {
      order_id: orderId,
      amount: 1000,
      reason: "customer_request",
      revoke_benefits: true,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    await t.runJobs();
    const res = await delivery(co.client_secret);
    expect(res.body.complete).toBe(true);
    for (const b of res.body.benefits) {
      expect(b).toMatchObject({ status: "revoked", license_key: null, downloadables: [], note: null });
    }
  });

  it("stops answering an hour after the purchase", async () => {
    const co = await buy({}, "late@example.com");
    await t.runJobs();
    clock.advance(DELIVERY_WINDOW_MS - 1000);
    expect((await delivery(co.client_secret)).status).toBe(200);
    clock.advance(1000);
    const res = await delivery(co.client_secret);
    expect(res.status).toBe(410);
    expect(res.body.error).toBe("DeliveryExpired");
    expect((await openPortal(co.client_secret)).body.error).toBe("DeliveryExpired");
  });
});

describe("POST /v1/checkouts/client/{client_secret}/customer-session", () => {
  it("signs a new customer in to the portal for one hour", async () => {
    const co = await buy({}, "fresh@example.com");
    const res = await openPortal(co.client_secret);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.token).toMatch(/^polar_cst_/);
    expect(res.body.customer_portal_url).toContain(`/portal?customer_session_token=${res.body.token}`);
    expect(new Date(res.body.expires_at).getTime() - clock.now().getTime()).toBe(3_600_000);
    const user = await portalClient(t, res.body.token).get("/v1/customer-portal/customer-session/user");
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    expect(user.body.email).toBe("fresh@example.com");
  });

  it("signs in the customer the seller named by external id, with the checkout's return URL", async () => {
    const k = await seller.api.post("/v1/customers/", {
      email: "named@example.com",
      external_id: "usr_named",
    });
    const co = await buy({ external_customer_id: "usr_named", return_url: "https://shop.example.com/" });
    const res = await openPortal(co.client_secret);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const portal = portalClient(t, res.body.token);
    expect((await portal.get("/v1/customer-portal/customer-session/user")).body.customer_id).toBe(k.body.id);
    expect((await portal.get("/v1/customer-portal/customer-session/introspect")).body.return_url).toBe(
      "https://shop.example.com/",
    );
  });

  it("refuses when the purchase was linked to an existing customer by the email typed", async () => {
    await seller.api.post("/v1/customers/", { email: "victim@example.com" });
    const co = await buy({}, "victim@example.com");
    await t.runJobs();
    const info = await delivery(co.client_secret);
    expect(info.body.customer_portal_sign_in).toBe(false);
    // What this purchase delivered is still shown to whoever paid for it.
    expect(info.body.benefits[0].license_key.key).toMatch(/^PRO/);
    const res = await openPortal(co.client_secret);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("NotPermitted");
  });

  it("keeps refusing after a declined attempt linked the customer by email", async () => {
    await seller.api.post("/v1/customers/", { email: "twice@example.com" });
    const co = await makeCheckout(seller, { products: [productId] });
    const declined = await c.confirm(
      co.client_secret,
      payBody({ customer_email: "twice@example.com", confirmation_token_id: "pm_card_chargeDeclined" }),
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(400);
    const paid = await c.confirm(co.client_secret, payBody({ customer_email: "twice@example.com" }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await openPortal(co.client_secret)).status).toBe(403);
  });
});
