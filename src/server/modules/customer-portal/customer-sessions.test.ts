import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { portalClient, signInCustomer } from "../../test/portal-helpers.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
const clock = manualClock(new Date("2026-06-01T00:00:00.000Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Portal Shop");
  other = await createSeller(t, "Other Shop");
});
afterAll(() => t.close());

let counter = 0;
async function customer(s: Seller = seller, extra: Record<string, unknown> = {}) {
  counter += 1;
  const res = await s.api.post("/v1/customers/", {
    email: `buyer-${counter}@example.com`,
    name: `Buyer ${counter}`,
    external_id: `user-${counter}`,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; email: string; external_id: string };
}

describe("POST /v1/customer-sessions/", () => {
  it("opens a one-hour session by customer id, with a portal URL that carries the token", async () => {
    const c = await customer();
    const res = await seller.api.post("/v1/customer-sessions/", {
      customer_id: c.id,
      return_url: "https://shop.example.com/account",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.token).toMatch(/^polar_cst_[A-Za-z0-9_-]{43}$/);
    expect(res.body.customer_id).toBe(c.id);
    expect(res.body.customer.email).toBe(c.email);
    expect(res.body.return_url).toBe("https://shop.example.com/account");
    expect(new Date(res.body.expires_at).getTime() - clock.now().getTime()).toBe(3_600_000);
    const slug = (await seller.api.get(`/v1/organizations/${seller.organizationId}`)).body.slug;
    expect(res.body.customer_portal_url).toBe(
      `http://localhost:3000/${slug}/portal?customer_session_token=${res.body.token}`,
    );
  });

  it("finds the customer by external id; unknown or another organization's customers are 404", async () => {
    const c = await customer();
    const byExternal = await seller.api.post("/v1/customer-sessions/", {
      external_customer_id: c.external_id,
    });
    expect(byExternal.status).toBe(201);
    expect(byExternal.body.customer_id).toBe(c.id);
    expect((await seller.api.post("/v1/customer-sessions/", { external_customer_id: "nobody" })).status).toBe(
      404,
    );
    const foreign = await customer(other);
    expect((await seller.api.post("/v1/customer-sessions/", { customer_id: foreign.id })).status).toBe(404);
  });

  it("asks for exactly one of customer_id and external_customer_id, and a valid return_url", async () => {
    const c = await customer();
    expect422(await seller.api.post("/v1/customer-sessions/", {}), ["body", "customer_id"]);
    expect422(
      await seller.api.post("/v1/customer-sessions/", {
        customer_id: c.id,
        external_customer_id: c.external_id,
      }),
      ["body", "external_customer_id"],
    );
    expect422(await seller.api.post("/v1/customer-sessions/", { customer_id: "nope" }), [
      "body",
      "customer_id",
    ]);
    expect422(
      await seller.api.post("/v1/customer-sessions/", { customer_id: c.id, return_url: "not a url" }),
      ["body", "return_url"],
    );
  });

  it("needs the customer_sessions:write scope", async () => {
    const c = await customer();
    const limited = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "read only",
      scopes: ["customers:read"],
    });
    const res = await portalClient(t, limited.body.token).post("/v1/customer-sessions/", {
      customer_id: c.id,
    });
    expect(res.status).toBe(403);
  });
});

describe("customer session tokens", () => {
  it("open the portal: introspect and user", async () => {
    const c = await customer();
    const portal = await signInCustomer(t, seller, c.id);
    const introspect = await portal.get("/v1/customer-portal/customer-session/introspect");
    expect(introspect.status, JSON.stringify(introspect.body)).toBe(200);
    expect(introspect.body).toEqual({ expires_at: expect.any(String), return_url: null });
    const user = await portal.get("/v1/customer-portal/customer-session/user");
    expect(user.body).toEqual({
      type: "customer",
      name: expect.stringMatching(/^Buyer/),
      email: c.email,
      customer_id: c.id,
      member_id: null,
      role: null,
    });
  });

  it("open nothing but the portal, and the portal takes nothing else", async () => {
    const c = await customer();
    const portal = await signInCustomer(t, seller, c.id);
    for (const path of ["/v1/products/", "/v1/customers/", `/v1/customers/${c.id}`, "/v1/orders/"]) {
      const res = await portal.get(path);
      expect(res.status, path).toBe(401);
    }
    expect((await portal.post("/v1/customer-sessions/", { customer_id: c.id })).status).toBe(401);
    // An organization token, the seller's cookie, a bogus token and no credential are refused by the portal.
    const introspect = "/v1/customer-portal/customer-session/introspect";
    expect((await seller.api.get(introspect)).status).toBe(401);
    expect((await seller.owner.get(introspect)).status).toBe(401);
    expect((await portalClient(t, "polar_cst_bogus").get(introspect)).status).toBe(401);
    expect((await t.client().get(introspect)).status).toBe(401);
  });

  it("expire after one hour, and die with their customer", async () => {
    const c = await customer();
    const portal = await signInCustomer(t, seller, c.id);
    const introspect = "/v1/customer-portal/customer-session/introspect";
    clock.advance(3_599_000);
    expect((await portal.get(introspect)).status).toBe(200);
    clock.advance(1_000);
    const expired = await portal.get(introspect);
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toMatch(/expired/);

    const d = await customer();
    const doomed = await signInCustomer(t, seller, d.id);
    expect((await seller.api.delete(`/v1/customers/${d.id}`)).status).toBe(204);
    expect((await doomed.get(introspect)).status).toBe(401);
  });
});

describe("GET /v1/customer-portal/organizations/{slug} (public)", () => {
  it("shows the organization's name and portal settings and its public products", async () => {
    const slug = (await seller.api.get(`/v1/organizations/${seller.organizationId}`)).body.slug;
    const product = await seller.api.post("/v1/products/", {
      name: "Portal Plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }],
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const res = await t.client().get(`/v1/customer-portal/organizations/${slug}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.organization).toMatchObject({
      id: seller.organizationId,
      name: "Portal Shop",
      slug,
      customer_portal_settings: { usage: { show: true } },
      organization_features: { member_model_enabled: false },
    });
    const listed = res.body.products.find((p: { id: string }) => p.id === product.body.id);
    expect(listed).toMatchObject({ name: "Portal Plan", is_recurring: true });
    expect(listed).not.toHaveProperty("metadata");
    expect((await t.client().get("/v1/customer-portal/organizations/no-such-shop")).status).toBe(404);
  });
});
