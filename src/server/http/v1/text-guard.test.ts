import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestResponse } from "../../test/client.js";
import { client, fixedProduct, makeCheckout } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let product: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Nul");
  product = await fixedProduct(seller, 1000);
});
afterAll(() => t.close());

/** A 422 whose one detail names `loc` and the NUL character. */
function expectNul(res: TestResponse, loc: (string | number)[]) {
  expect(res.status, res.text).toBe(422);
  expect(res.body.detail).toEqual([
    expect.objectContaining({ loc, type: "string_nul_character", msg: expect.stringContaining("U+0000") }),
  ]);
}

describe("a NUL character (U+0000) in a /v1 request", () => {
  it("is a 422 on the path parameter of the public checkout and link routes", async () => {
    expectNul(await t.client({}).get("/v1/checkouts/client/%00"), ["path", "client_secret"]);
    expectNul(await t.client({}).get("/v1/checkout-links/a%00b/redirect"), ["path", "client_secret"]);
  });

  it("is a 422 on a query parameter of a valid checkout link", async () => {
    const link = await seller.api.post("/v1/checkout-links/", {
      payment_processor: "stripe",
      products: [product.id],
    });
    expect(link.status, link.text).toBe(201);
    const url = new URL(link.body.url);
    const res = await t.client({}).get(`${url.pathname}?utm_source=a%00b`);
    expectNul(res, ["query", "utm_source"]);
  });

  it("is a 422 on body.confirmation_token_id of a checkout confirmation (nothing charged)", async () => {
    const checkout = await makeCheckout(seller, { products: [product.id] });
    const res = await client(t).confirm(checkout.client_secret, {
      customer_email: "buyer@example.com",
      customer_name: "Ada",
      customer_billing_address: { country: "DE" },
      confirmation_token_id: "a\u0000b",
    });
    expectNul(res, ["body", "confirmation_token_id"]);
    expect((await client(t).get(checkout.client_secret)).body.status).toBe("open");
  });

  it("is a 422 on names, descriptions, metadata values and keys with a token", async () => {
    expectNul(await seller.api.post("/v1/products/", { name: "a\u0000b", prices: [] }), ["body", "name"]);
    expectNul(await seller.api.patch(`/v1/products/${product.id}`, { description: "x\u0000" }), [
      "body",
      "description",
    ]);
    expectNul(
      await seller.api.post("/v1/customers/", { email: "c@example.com", metadata: { k: "\u0000" } }),
      ["body", "metadata", "k"],
    );
    expectNul(
      await seller.api.post("/v1/customers/", { email: "c@example.com", metadata: { "k\u0000": 1 } }),
      ["body", "metadata", "k\u0000"],
    );
  });

  it("is a 422 on list filters: query, external_customer_id and metadata[k]", async () => {
    expectNul(await seller.api.get("/v1/customers/?query=a%00"), ["query", "query"]);
    expectNul(await seller.api.get("/v1/orders/?external_customer_id=%00"), [
      "query",
      "external_customer_id",
    ]);
    expectNul(await seller.api.get("/v1/customers/?metadata%5Bk%5D=%00"), ["query", "metadata[k]"]);
  });

  it("leaves other control characters to each field's own rules (no 500)", async () => {
    const res = await seller.api.post("/v1/customers/", { email: "ctl@example.com", name: "a\u0001\u001fb" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.name).toBe("a\u0001\u001fb");
  });
});

describe("an unpaired surrogate in a /v1 JSON body", () => {
  it("is a 422 naming the field (jsonb refused it: a 500 on billing_address)", async () => {
    const customer = await seller.api.post("/v1/customers/", { email: "sur@example.com" });
    const res = await seller.api.patch(`/v1/customers/${customer.body.id}`, {
      billing_address: { country: "DE", postal_code: "\ud800x" },
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({
        loc: ["body", "billing_address", "postal_code"],
        type: "string_unpaired_surrogate",
      }),
    ]);
    const pair = await seller.api.patch(`/v1/customers/${customer.body.id}`, { name: "ok 💥" });
    expect(pair.status, pair.text).toBe(200);
  });

  it("walks a body nested 5,000 levels deep without overflowing (was a 500)", async () => {
    const deep = `${"[".repeat(5000)}"x"${"]".repeat(5000)}`;
    const res = await t.app.request("/v1/products/", {
      method: "POST",
      headers: { authorization: `Bearer ${seller.token}`, "content-type": "application/json" },
      body: `{"name":${deep}}`,
    });
    expect(res.status).toBe(422);
  });
});
