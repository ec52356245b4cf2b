import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_US_CA,
  client,
  expectCheckoutPublic,
  fixedProduct,
  makeCheckout,
  makeProduct,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Client Shop");
  c = client(t);
});
afterAll(() => t.close());

describe("GET and PATCH /v1/checkouts/client/{client_secret}", () => {
  it("answers Polar's CheckoutPublic without credentials, without the seller's metadata", async () => {
    const p = await fixedProduct(seller, 1000);
    const co = await makeCheckout(seller, {
      products: [p.id],
      metadata: { secret: "x" },
      customer_metadata: { y: 1 },
    });
    const res = await c.get(co.client_secret);
    expect(res.status).toBe(200);
    expectCheckoutPublic(res.body);
    expect(res.body).not.toHaveProperty("metadata");
    expect(res.body).not.toHaveProperty("customer_metadata");
    expect(res.body).not.toHaveProperty("external_customer_id");
    expect(res.body.organization).toMatchObject({ id: seller.organizationId, name: "Client Shop" });
    expect(res.body.product).not.toHaveProperty("metadata");
    expect(res.body.id).toBe(co.id);
  });

  it("lets the customer fill in details, switch product and price, and shows the address fields to fill", async () => {
    const a = await fixedProduct(seller, 1000);
    const b = await makeProduct(seller, {
      name: "Choose",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 2500 }],
    });
    const co = await makeCheckout(seller, { products: [a.id, b.id] });
    const res = await c.update(co.client_secret, {
      customer_email: "me@example.com",
      customer_name: "Me",
      is_business_customer: true,
      customer_billing_name: "Me Ltd",
      customer_billing_address: { country: "de" },
      customer_tax_id: "DE 123 456 789",
      product_price_id: b.prices[0].id,
      locale: "de",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectCheckoutPublic(res.body);
    expect(res.body).toMatchObject({
      product_id: b.id,
      product_price_id: b.prices[0].id,
      amount: 2500,
      customer_email: "me@example.com",
      is_business_customer: true,
      customer_billing_address: { country: "DE", line1: null },
      customer_tax_id: "DE123456789",
      is_payment_setup_required: true,
      locale: "de",
    });
    expect(res.body.billing_address_fields).toEqual({
      country: "required",
      state: "optional",
      city: "required",
      postal_code: "required",
      line1: "required",
      line2: "optional",
    });
    const us = await c.update(co.client_secret, {
      customer_billing_address: ADDRESS_US_CA,
      is_business_customer: false,
    });
    expect(us.body.billing_address_fields.state).toBe("required");
    // The German VAT number does not fit a US address: it is dropped.
    expect(us.body.customer_tax_id).toBeNull();
  });

  it("answers 422 naming the field", async () => {
    const p = await fixedProduct(seller, 1000);
    const other = await fixedProduct(seller, 1000);
    const co = await makeCheckout(seller, { products: [p.id] });
    const cases: [Record<string, unknown>, string][] = [
      [{ customer_email: "nope" }, "body.customer_email"],
      [{ product_id: other.id }, "body.product_id"],
      [{ product_price_id: other.prices[0].id }, "body.product_price_id"],
      [{ customer_billing_address: { country: "XX" } }, "body.customer_billing_address.country"],
      [{ customer_billing_address: { country: "US", state: "ZZ" } }, "body.customer_billing_address.state"],
      [{ discount_code: "NOSUCHCODE" }, "body.discount_code"],
      [{ customer_tax_id: "123", customer_billing_address: { country: "FR" } }, "body.customer_tax_id"],
    ];
    for (const [body, loc] of cases) {
      const res = await c.update(co.client_secret, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(locs(res.body), JSON.stringify(body)).toContain(loc);
    }
  });

  it("validates custom field answers by type", async () => {
    const mk = async (body: Record<string, unknown>) => {
      const res = await seller.api.post("/v1/custom-fields/", body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    const fields = [
      await mk({ type: "number", slug: "seats", name: "Seats", properties: { ge: 1, le: 10 } }),
      await mk({
        type: "select",
        slug: "size",
        name: "Size",
        properties: { options: [{ value: "s", label: "S" }] },
      }),
      await mk({ type: "date", slug: "start", name: "Start", properties: { ge: 1767225600 } }),
      await mk({ type: "checkbox", slug: "news", name: "News", properties: {} }),
    ];
    const p = await fixedProduct(seller, 100, {
      attached_custom_fields: fields.map((id) => ({ custom_field_id: id, required: false })),
    });
    const co = await makeCheckout(seller, { products: [p.id] });
    const bad = await c.update(co.client_secret, {
      custom_field_data: { seats: 11, size: "xl", start: "2025-12-31", news: "yes" },
    });
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual([
      "body.custom_field_data.news",
      "body.custom_field_data.seats",
      "body.custom_field_data.size",
      "body.custom_field_data.start",
    ]);
    const good = await c.update(co.client_secret, {
      custom_field_data: { seats: 3, size: "s", start: "2026-02-01", news: true, unknown: "dropped" },
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.custom_field_data).toEqual({ seats: 3, size: "s", start: "2026-02-01", news: true });
    expect(good.body.attached_custom_fields).toHaveLength(4);
  });
});
