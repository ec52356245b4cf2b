import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../client.js";
import { createTestApp, type TestApp } from "../harness.js";
import { createSeller, type Seller } from "../v1-helpers.js";

/**
 * Cross-site request forgery on `/v1`: a write the browser authenticates with the session cookie
 * must come from BASE_URL's origin or TRUSTED_ORIGINS; a bearer token works from anywhere.
 */

const EVIL = "https://evil.example";
const SHOP = "https://shop.example.com";
const PARTNER = "https://app.partner.example";

let t: TestApp;
let seller: Seller;
let productId: string;
let linkId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUSTED_ORIGINS: `${SHOP},https://*.partner.example` } });
  seller = await createSeller(t, "Origin");
  const product = await seller.api.post("/v1/products/", {
    name: "Book",
    prices: [{ amount_type: "fixed", price_amount: 1000 }],
  });
  productId = product.body.id;
  linkId = (await seller.api.post("/v1/checkout-links/", { products: [productId] })).body.id;
});
afterAll(() => t.close());

/** The owner's cookie, sent from `origin` (undefined: no Origin header at all). */
function fromOrigin(origin: string | undefined): TestClient {
  const client = t.client(origin ? { origin } : {});
  const request = client.request.bind(client);
  const cookie = seller.owner.cookieHeader();
  client.request = (method, path, opts = {}) =>
    request(method, path, { ...opts, noOrigin: origin === undefined, headers: { cookie, ...opts.headers } });
  return client;
}

const state = async () => ({
  products: (await seller.api.get("/v1/products/", { query: { limit: 100 } })).body,
  link: (await seller.api.get(`/v1/checkout-links/${linkId}`)).body,
});

describe("Origin of cookie-authenticated writes on /v1", () => {
  for (const [name, origin] of [
    ["an untrusted Origin", EVIL],
    ["no Origin", undefined],
    ["Origin: null", "null"],
  ] as const) {
    it(`refuses POST, PATCH and DELETE with ${name} (403) and changes nothing`, async () => {
      const before = await state();
      const c = fromOrigin(origin);
      const created = await c.post("/v1/products/", { name: "Forged", prices: [] });
      const patched = await c.request("PATCH", `/v1/products/${productId}`, { body: { name: "Forged" } });
      const deleted = await c.request("DELETE", `/v1/checkout-links/${linkId}`);
      const org = await c.post("/v1/organizations/", { name: "Forged", slug: `forged-${Date.now()}` });
      for (const res of [created, patched, deleted, org]) {
        expect(res.status, res.text).toBe(403);
        expect(res.body.error).toBe("NotPermitted");
      }
      expect(await state()).toEqual(before);
    });
  }

  it("still serves reads to the cookie from any origin (the browser keeps the answer from other sites)", async () => {
    const res = await fromOrigin(EVIL).get(`/v1/products/${productId}`);
    expect(res.status).toBe(200);
  });

  it("accepts writes from the app's own origin, a TRUSTED_ORIGINS entry and a matching pattern", async () => {
    for (const origin of ["http://localhost:3000", SHOP, PARTNER]) {
      const res = await fromOrigin(origin).request("PATCH", `/v1/products/${productId}`, {
        body: { name: `From ${origin}` },
      });
      expect(res.status, `${origin}: ${res.text}`).toBe(200);
      expect(res.body.name).toBe(`From ${origin}`);
    }
    const other = await fromOrigin("https://partner.example.evil.example").post("/v1/products/", {
      name: "X",
    });
    expect(other.status).toBe(403);
  });

  it("accepts a bearer token whatever the Origin, even with the cookie beside it", async () => {
    for (const origin of [EVIL, "null", undefined]) {
      const res = await fromOrigin(origin).post(
        "/v1/products/",
        { name: `Token ${origin}`, prices: [{ amount_type: "fixed", price_amount: 500 }] },
        { headers: { authorization: `Bearer ${seller.token}` } },
      );
      expect(res.status, res.text).toBe(201);
    }
  });
});
