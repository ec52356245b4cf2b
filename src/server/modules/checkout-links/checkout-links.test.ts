import { CheckoutLink$inboundSchema } from "@polar-sh/sdk/models/components/checkoutlink.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, fixedProduct, makeDiscount, makeProduct, payBody } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Linker");
  other = await createSeller(t, "Stranger");
});
afterAll(() => t.close());

function expectLink(body: unknown) {
  const parsed = CheckoutLink$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

async function makeLink(s: Seller, body: Record<string, unknown>) {
  const res = await s.api.post("/v1/checkout-links/", { payment_processor: "stripe", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectLink(res.body);
  return res.body;
}

/** Follows a link as a browser does (no credentials); returns the redirect. */
const visit = (url: string) => t.client({}).get(new URL(url).pathname + new URL(url).search);

describe("/v1/checkout-links/", () => {
  it("creates, gets, lists, updates and deletes links (Polar's CheckoutLink)", async () => {
    const a = await fixedProduct(seller, 1000);
    const b = await fixedProduct(seller, 2000);
    const link = await makeLink(seller, {
      products: [a.id, b.id],
      label: "Spring",
      metadata: { src: "mail" },
    });
    expect(link).toMatchObject({
      payment_processor: "stripe",
      label: "Spring",
      allow_discount_codes: true,
      require_billing_address: false,
      discount_id: null,
      discount: null,
      success_url: null,
      return_url: null,
      metadata: { src: "mail" },
      organization_id: seller.organizationId,
    });
    expect(link.client_secret).toMatch(/^polar_cl_/);
    expect(link.url).toBe(`http://localhost:3000/v1/checkout-links/${link.client_secret}/redirect`);
    expect(link.products.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);

    const single = await makeLink(seller, { product_id: b.id });
    expect(single.products.map((p: { id: string }) => p.id)).toEqual([b.id]);
    const byPrice = await makeLink(seller, { product_price_id: a.prices[0].id, label: "by price" });
    expect(byPrice.products.map((p: { id: string }) => p.id)).toEqual([a.id]);

    expect((await seller.api.get(`/v1/checkout-links/${link.id}`)).body).toEqual(link);
    const withB = await seller.api.get(`/v1/checkout-links/?product_id=${b.id}`);
    expect(withB.body.items.map((l: { id: string }) => l.id).sort()).toEqual([link.id, single.id].sort());
    const sorted = await seller.api.get("/v1/checkout-links/?sorting=label");
    expect(sorted.body.items[0].label).toBe("by price");

    const d = await makeDiscount(seller, { type: "percentage", basis_points: 1000 });
    const patched = await seller.api.patch(`/v1/checkout-links/${link.id}`, {
      products: [b.id],
      discount_id: d.id,
      allow_discount_codes: false,
      success_url: "https://shop.example.com/ok?c={CHECKOUT_ID}",
      return_url: "https://shop.example.com/",
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expectLink(patched.body);
    expect(patched.body).toMatchObject({
      discount_id: d.id,
      allow_discount_codes: false,
      return_url: "https://shop.example.com/",
      discount: { id: d.id, basis_points: 1000 },
    });

    expect((await other.api.get(`/v1/checkout-links/${link.id}`)).status).toBe(404);
    expect((await other.api.delete(`/v1/checkout-links/${link.id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/checkout-links/${link.id}`)).status).toBe(204);
    expect((await seller.api.get(`/v1/checkout-links/${link.id}`)).status).toBe(404);
    expect((await visit(link.url)).status).toBe(404);
  });

  it("answers 422 naming the field", async () => {
    const a = await fixedProduct(seller);
    const foreign = await fixedProduct(other);
    const cases: [Record<string, unknown>, string][] = [
      [{ products: [foreign.id] }, "body.products.0"],
      [{ products: [a.id, a.id] }, "body.products.1"],
      [{ products: [a.id], discount_id: "0190c2d0-0000-7000-8000-000000000000" }, "body.discount_id"],
      [{ product_price_id: "0190c2d0-0000-7000-8000-000000000000" }, "body.product_price_id"],
    ];
    for (const [body, loc] of cases) {
      const res = await seller.api.post("/v1/checkout-links/", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(locs(res.body), JSON.stringify(body)).toContain(loc);
    }
  });
});

describe("GET /v1/checkout-links/{client_secret}/redirect", () => {
  it("opens a fresh checkout for each visit and redirects to its hosted page, with Polar's prefills", async () => {
    const p = await fixedProduct(seller, 1500);
    await makeDiscount(seller, { type: "percentage", basis_points: 2000, code: "LINK20" });
    const link = await makeLink(seller, {
      products: [p.id],
      metadata: { channel: "newsletter" },
      success_url: "https://shop.example.com/thanks/{CHECKOUT_ID}",
    });
    const first = await visit(
      `${link.url}?customer_email=fan@example.com&customer_name=Fan&discount_code=link20&reference_id=ref-9&utm_source=mail&embed_origin=not-an-origin`,
    );
    expect(first.status).toBe(302);
    const location = first.headers.get("location")!;
    expect(location).toMatch(/^http:\/\/localhost:3000\/checkout\/polar_c_/);
    const secret = location.split("/checkout/")[1]!;
    const co = await client(t).get(secret);
    expect(co.status).toBe(200);
    expect(co.body).toMatchObject({
      customer_email: "fan@example.com",
      customer_name: "Fan",
      total_amount: 1200,
      embed_origin: null,
      success_url: `https://shop.example.com/thanks/${co.body.id}`,
    });
    const seen = await seller.api.get(`/v1/checkouts/${co.body.id}`);
    expect(seen.body.metadata).toEqual({ channel: "newsletter", reference_id: "ref-9", utm_source: "mail" });

    const second = await visit(link.url);
    expect(second.headers.get("location")).not.toBe(location);
    const paid = await client(t).confirm(secret, payBody());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it("ignores a discount that no longer applies and an amount out of bounds, and skips archived products", async () => {
    const tip = await makeProduct(seller, {
      name: "Tip",
      prices: [{ amount_type: "custom", minimum_amount: 100, maximum_amount: 500 }],
    });
    const gone = await fixedProduct(seller, 100);
    const d = await makeDiscount(seller, {
      type: "percentage",
      basis_points: 1000,
      ends_at: "2020-01-02T00:00:00Z",
      starts_at: "2020-01-01T00:00:00Z",
    });
    const link = await makeLink(seller, { products: [gone.id, tip.id], discount_id: d.id });
    await seller.api.patch(`/v1/products/${gone.id}`, { is_archived: true });
    const res = await visit(`${link.url}?amount=99999`);
    expect(res.status).toBe(302);
    const co = await client(t).get(res.headers.get("location")!.split("/checkout/")[1]!);
    expect(co.body).toMatchObject({ product_id: tip.id, discount_id: null, amount: 100 });
    expect(co.body.products.map((x: { id: string }) => x.id)).toEqual([tip.id]);
    const ok = await visit(`${link.url}?amount=250`);
    const co2 = await client(t).get(ok.headers.get("location")!.split("/checkout/")[1]!);
    expect(co2.body.amount).toBe(250);
  });

  it("answers 404 for an unknown link", async () => {
    const res = await t.client({}).get("/v1/checkout-links/polar_cl_nope/redirect");
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("ResourceNotFound");
  });
});
