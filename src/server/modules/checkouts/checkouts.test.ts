import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventsOf,
  expectCheckout,
  fixedProduct,
  makeCheckout,
  makeProduct,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

describe("POST /v1/checkouts/", () => {
  it("opens a checkout for the first product with its price, 24 hours long, with every key of Polar's Checkout", async () => {
    const a = await fixedProduct(seller, 1500);
    const b = await fixedProduct(seller, 2500);
    const co = await makeCheckout(seller, {
      products: [a.id, b.id],
      success_url: "https://shop.example.com/thanks?checkout_id={CHECKOUT_ID}",
      metadata: { ref: "abc" },
      customer_metadata: { plan: "pro" },
      customer_email: "ada@example.com",
      embed_origin: "https://shop.example.com",
      locale: "fr-ca",
    });
    expect(co).toMatchObject({
      status: "open",
      payment_processor: "stripe",
      payment_processor_metadata: { processor: "sandbox" },
      product_id: a.id,
      product_price_id: a.prices[0].id,
      amount: 1500,
      discount_amount: 0,
      net_amount: 1500,
      tax_amount: 0,
      tax_behavior: null,
      total_amount: 1500,
      currency: "usd",
      is_free_product_price: false,
      is_payment_required: true,
      is_payment_setup_required: false,
      is_payment_form_required: true,
      is_discount_applicable: true,
      metadata: { ref: "abc" },
      customer_metadata: { plan: "pro" },
      customer_email: "ada@example.com",
      embed_origin: "https://shop.example.com",
      locale: "fr-CA",
      organization_id: seller.organizationId,
      allow_discount_codes: true,
      require_billing_address: false,
      active_trial_interval: null,
      trial_end: null,
    });
    expect(co.client_secret).toMatch(/^polar_c_[A-Za-z0-9_-]{40,}$/);
    expect(co.url).toBe(`http://localhost:3000/checkout/${co.client_secret}`);
    expect(co.success_url).toBe(`https://shop.example.com/thanks?checkout_id=${co.id}`);
    expect(new Date(co.expires_at).getTime() - new Date(co.created_at).getTime()).toBe(24 * 3600 * 1000);
    expect(co.products.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
    expect(co.product.id).toBe(a.id);
    expect(co.prices[b.id][0].price_amount).toBe(2500);
    expect(co.billing_address_fields).toEqual({
      country: "required",
      state: "disabled",
      city: "disabled",
      postal_code: "disabled",
      line1: "disabled",
      line2: "disabled",
    });
    const [event] = (await eventsOf(t, seller.organizationId, "checkout.created")).filter(
      (e) => e.id === co.id,
    );
    expect(event).toEqual(co);
  });

  it("defaults success_url to the hosted confirmation page", async () => {
    const p = await fixedProduct(seller);
    const co = await makeCheckout(seller, { products: [p.id] });
    expect(co.success_url).toBe(`http://localhost:3000/checkout/${co.client_secret}/confirmation`);
  });

  it("flags a free product, and a recurring one as needing a payment method", async () => {
    const free = await makeProduct(seller, { name: "Free", prices: [{ amount_type: "free" }] });
    const freeCo = await makeCheckout(seller, { products: [free.id] });
    expect(freeCo).toMatchObject({
      total_amount: 0,
      is_free_product_price: true,
      is_payment_required: false,
      is_payment_setup_required: false,
      is_payment_form_required: false,
      is_discount_applicable: false,
    });
    expect(freeCo.billing_address_fields.country).toBe("optional");
    const sub = await makeProduct(seller, {
      name: "Monthly",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 900 }],
    });
    const subCo = await makeCheckout(seller, { products: [sub.id] });
    expect(subCo).toMatchObject({ is_payment_required: true, is_payment_setup_required: true });
  });

  it("creates ad-hoc prices for a product, outside the product's own price list", async () => {
    const p = await fixedProduct(seller, 1000);
    const co = await makeCheckout(seller, {
      products: [p.id],
      prices: { [p.id]: [{ amount_type: "fixed", price_amount: 4242 }] },
    });
    expect(co.amount).toBe(4242);
    expect(co.product_price).toMatchObject({ source: "ad_hoc", price_amount: 4242, product_id: p.id });
    expect(co.prices[p.id].map((x: { id: string }) => x.id)).toEqual([co.product_price_id]);
    const product = await seller.api.get(`/v1/products/${p.id}`);
    expect(product.body.prices.map((x: { id: string }) => x.id)).toEqual([p.prices[0].id]);
  });

  it("answers 422 naming the field for bad input", async () => {
    const p = await fixedProduct(seller);
    const archived = await fixedProduct(seller);
    await seller.api.patch(`/v1/products/${archived.id}`, { is_archived: true });
    const foreign = await fixedProduct(other);
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["body.products"]],
      [{ products: [] }, ["body.products"]],
      [{ products: [foreign.id] }, ["body.products.0"]],
      [{ products: [p.id, p.id] }, ["body.products.1"]],
      [{ products: [archived.id] }, ["body.products.0"]],
      [{ products: [p.id], customer_email: "not-an-email" }, ["body.customer_email"]],
      [{ products: [p.id], success_url: "javascript:alert(1)" }, ["body.success_url"]],
      [{ products: [p.id], embed_origin: "https://a.example.com/path" }, ["body.embed_origin"]],
      [{ products: [p.id], currency: "eur" }, ["body.currency"]],
      [{ products: [p.id], discount_id: "0190c2d0-0000-7000-8000-000000000000" }, ["body.discount_id"]],
      [{ products: [p.id], customer_id: "0190c2d0-0000-7000-8000-000000000000" }, ["body.customer_id"]],
      [
        { products: [p.id], prices: { [foreign.id]: [{ amount_type: "free" }] } },
        [`body.prices.${foreign.id}`],
      ],
      [
        {
          products: [p.id],
          prices: { [p.id]: [{ amount_type: "free" }, { amount_type: "fixed", price_amount: 5 }] },
        },
        [`body.prices.${p.id}.0.amount_type`, `body.prices.${p.id}.1.amount_type`],
      ],
      [{ products: [p.id], customer_tax_id: "DE123456789" }, ["body.customer_billing_address.country"]],
      [
        { products: [p.id], customer_tax_id: "nope", customer_billing_address: { country: "DE" } },
        ["body.customer_tax_id"],
      ],
      [
        { products: [p.id], subscription_id: "0190c2d0-0000-7000-8000-000000000000" },
        ["body.subscription_id"],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await seller.api.post("/v1/checkouts/", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(locs(res.body), JSON.stringify(body)).toEqual(expect.arrayContaining(expected));
    }
  });

  it("pre-fills the customer's details from customer_id", async () => {
    const customer = await seller.api.post("/v1/customers/", {
      email: "known@example.com",
      name: "Known Customer",
      billing_address: { country: "FR" },
      external_id: "usr_1",
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    const p = await fixedProduct(seller);
    const co = await makeCheckout(seller, { products: [p.id], customer_id: customer.body.id });
    expect(co).toMatchObject({
      customer_id: customer.body.id,
      customer_email: "known@example.com",
      customer_name: "Known Customer",
      customer_billing_address: { country: "FR" },
      external_customer_id: "usr_1",
    });
  });
});

describe("GET /v1/checkouts/ and /v1/checkouts/{id}", () => {
  it("lists with filters and sorting, and gets one; another organization's checkout is a 404", async () => {
    const a = await fixedProduct(seller, 100);
    const b = await fixedProduct(seller, 200);
    const first = await makeCheckout(seller, { products: [a.id], customer_email: "zed@list.example.com" });
    const second = await makeCheckout(seller, { products: [b.id], customer_email: "amy@list.example.com" });
    const byProduct = await seller.api.get(`/v1/checkouts/?product_id=${b.id}`);
    expect(byProduct.body.items.map((c: { id: string }) => c.id)).toEqual([second.id]);
    const byQuery = await seller.api.get("/v1/checkouts/?query=list.example.com&sorting=created_at");
    expect(byQuery.body.items.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect(byQuery.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    const open = await seller.api.get("/v1/checkouts/?status=open&limit=1");
    expect(open.body.items).toHaveLength(1);
    expectCheckout(open.body.items[0]);
    const none = await seller.api.get("/v1/checkouts/?status=succeeded&query=list.example.com");
    expect(none.body.items).toEqual([]);
    const got = await seller.api.get(`/v1/checkouts/${first.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(first);
    expect((await other.api.get(`/v1/checkouts/${first.id}`)).status).toBe(404);
    expect((await other.api.get("/v1/checkouts/?query=list.example.com")).body.items).toEqual([]);
    expect((await seller.api.get("/v1/checkouts/not-a-uuid")).status).toBe(422);
  });
});

describe("PATCH /v1/checkouts/{id}", () => {
  it("updates seller and customer fields, recomputes amounts and records checkout.updated", async () => {
    const a = await fixedProduct(seller, 1000);
    const b = await fixedProduct(seller, 3000);
    const co = await makeCheckout(seller, { products: [a.id, b.id] });
    const res = await seller.api.patch(`/v1/checkouts/${co.id}`, {
      product_id: b.id,
      metadata: { order: "42" },
      customer_email: "patched@example.com",
      require_billing_address: true,
      success_url: "https://shop.example.com/done",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectCheckout(res.body);
    expect(res.body).toMatchObject({
      product_id: b.id,
      product_price_id: b.prices[0].id,
      amount: 3000,
      total_amount: 3000,
      metadata: { order: "42" },
      customer_email: "patched@example.com",
      require_billing_address: true,
      success_url: "https://shop.example.com/done",
    });
    expect(res.body.billing_address_fields).toMatchObject({ line1: "required", city: "required" });
    const updated = (await eventsOf(t, seller.organizationId, "checkout.updated")).filter(
      (e) => e.id === co.id,
    );
    expect(updated.at(-1)).toEqual(res.body);
  });

  it("moves to the product's new price when the selected one was replaced", async () => {
    const p = await fixedProduct(seller, 1000);
    const co = await makeCheckout(seller, { products: [p.id] });
    const replaced = await seller.api.patch(`/v1/products/${p.id}`, {
      prices: [{ amount_type: "fixed", price_amount: 1300 }],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const res = await seller.api.patch(`/v1/checkouts/${co.id}`, { customer_name: "After the change" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      product_price_id: replaced.body.prices[0].id,
      amount: 1300,
      total_amount: 1300,
    });
  });

  it("refuses a product that is not offered, and another organization's checkout", async () => {
    const a = await fixedProduct(seller);
    const b = await fixedProduct(seller);
    const co = await makeCheckout(seller, { products: [a.id] });
    const res = await seller.api.patch(`/v1/checkouts/${co.id}`, { product_id: b.id });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.product_id"]);
    expect((await other.api.patch(`/v1/checkouts/${co.id}`, { metadata: {} })).status).toBe(404);
  });
});
