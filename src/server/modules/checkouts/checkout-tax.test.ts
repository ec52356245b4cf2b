import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_US_CA,
  chargesOf,
  client,
  fixedProduct,
  makeCheckout,
  makeDiscount,
  makeTaxRate,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Taxed");
  c = client(t);
  await makeTaxRate(seller, { country: "DE", basis_points: 1900, inclusive: true, display_name: "MwSt" });
  await makeTaxRate(seller, { country: "FR", basis_points: 2000, inclusive: false, display_name: "TVA" });
  await makeTaxRate(seller, { country: "US", basis_points: 0, display_name: "No federal sales tax" });
  await makeTaxRate(seller, { country: "US", state: "CA", basis_points: 725, display_name: "CA sales tax" });
});
afterAll(() => t.close());

/** The invariants of every checkout and order. */
function expectConsistent(o: {
  amount?: number;
  subtotal_amount?: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
}) {
  expect(o.net_amount).toBe((o.subtotal_amount ?? o.amount)! - o.discount_amount);
  expect(o.total_amount).toBe(o.net_amount + o.tax_amount);
}

describe("tax at checkout", () => {
  it("adds exclusive tax on top and charges the total", async () => {
    const p = await fixedProduct(seller, 1000);
    const co = await makeCheckout(seller, { products: [p.id] });
    const fr = await c.update(co.client_secret, { customer_billing_address: { country: "FR" } });
    expect(fr.body).toMatchObject({
      amount: 1000,
      net_amount: 1000,
      tax_amount: 200,
      total_amount: 1200,
      tax_behavior: "exclusive",
    });
    const res = await c.confirm(co.client_secret, payBody({ customer_billing_address: { country: "FR" } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await chargesOf(t, co.id))[0]?.amount).toBe(1200);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ subtotal_amount: 1000, tax_amount: 200, total_amount: 1200 });
    expect(order.items).toEqual([expect.objectContaining({ amount: 1000, tax_amount: 200 })]);
    expectConsistent(order);
  });

  it("extracts inclusive tax from the price: the customer pays exactly the price", async () => {
    const p = await fixedProduct(seller, 1999);
    const co = await makeCheckout(seller, { products: [p.id], customer_billing_address: { country: "DE" } });
    // 1999 / 1.19 = 1679.83 → 1680 net, 319 tax
    expect(co).toMatchObject({
      amount: 1680,
      net_amount: 1680,
      tax_amount: 319,
      total_amount: 1999,
      tax_behavior: "inclusive",
    });
    expectConsistent(co);
    const res = await c.confirm(co.client_secret, payBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await chargesOf(t, co.id))[0]?.amount).toBe(1999);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ subtotal_amount: 1680, tax_amount: 319, total_amount: 1999 });
    expectConsistent(order);
  });

  it("with a discount, inclusive tax comes out of price − discount", async () => {
    const p = await fixedProduct(seller, 1200);
    const d = await makeDiscount(seller, { type: "percentage", basis_points: 1000 });
    const co = await makeCheckout(seller, {
      products: [p.id],
      discount_id: d.id,
      customer_billing_address: { country: "DE" },
    });
    // pays 1080; 1080 / 1.19 = 907.56 → 908 net, 172 tax; amount = 908 + 120
    expect(co).toMatchObject({
      amount: 1028,
      discount_amount: 120,
      net_amount: 908,
      tax_amount: 172,
      total_amount: 1080,
    });
    const res = await c.confirm(co.client_secret, payBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({
      subtotal_amount: 1028,
      discount_amount: 120,
      tax_amount: 172,
      total_amount: 1080,
    });
    expectConsistent(order);
  });

  it("uses a US state's rate, falling back to the country-wide rate", async () => {
    const p = await fixedProduct(seller, 1999);
    const co = await makeCheckout(seller, { products: [p.id] });
    const ca = await c.update(co.client_secret, { customer_billing_address: ADDRESS_US_CA });
    // 1999 × 7.25 % = 144.93 → 145
    expect(ca.body).toMatchObject({ tax_amount: 145, total_amount: 2144, tax_behavior: "exclusive" });
    const ny = await c.update(co.client_secret, {
      customer_billing_address: { ...ADDRESS_US_CA, state: "NY", city: "New York", postal_code: "10001" },
    });
    expect(ny.body).toMatchObject({ tax_amount: 0, total_amount: 1999, tax_behavior: "exclusive" });
  });

  it("charges no tax where no rate is configured, and a price's tax_behavior overrides the rate's", async () => {
    const p = await fixedProduct(seller, 1000);
    const co = await makeCheckout(seller, { products: [p.id], customer_billing_address: { country: "JP" } });
    expect(co).toMatchObject({ tax_amount: 0, tax_behavior: null, total_amount: 1000 });
    const exclusive = await seller.api.post("/v1/products/", {
      name: "Exclusive",
      prices: [{ amount_type: "fixed", price_amount: 1000, tax_behavior: "exclusive" }],
    });
    const de = await makeCheckout(seller, {
      products: [exclusive.body.id],
      customer_billing_address: { country: "DE" },
    });
    expect(de).toMatchObject({
      amount: 1000,
      tax_amount: 190,
      total_amount: 1190,
      tax_behavior: "exclusive",
    });
    const inclusive = await seller.api.post("/v1/products/", {
      name: "Inclusive",
      prices: [{ amount_type: "fixed", price_amount: 1200, tax_behavior: "inclusive" }],
    });
    const fr = await makeCheckout(seller, {
      products: [inclusive.body.id],
      customer_billing_address: { country: "FR" },
    });
    expect(fr).toMatchObject({
      amount: 1000,
      tax_amount: 200,
      total_amount: 1200,
      tax_behavior: "inclusive",
    });
  });

  it("keeps a pay-what-you-want amount when inclusive tax is recomputed", async () => {
    const p = await seller.api.post("/v1/products/", {
      name: "Tips",
      prices: [{ amount_type: "custom", minimum_amount: 100 }],
    });
    const co = await makeCheckout(seller, {
      products: [p.body.id],
      amount: 1190,
      customer_billing_address: { country: "DE" },
    });
    expect(co).toMatchObject({ amount: 1000, tax_amount: 190, total_amount: 1190 });
    const renamed = await c.update(co.client_secret, { customer_name: "Still 1190" });
    expect(renamed.body).toMatchObject({ amount: 1000, tax_amount: 190, total_amount: 1190 });
  });
});
