import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_US_CA,
  client,
  expectCheckoutPublic,
  fixedProduct,
  makeCheckout,
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
  seller = await createSeller(t, "Known Shop");
  c = client(t);
});
afterAll(() => t.close());

let n = 0;
async function customer(extra: Record<string, unknown> = {}) {
  n += 1;
  const res = await seller.api.post("/v1/customers/", {
    email: `known-${n}@example.com`,
    name: `Known ${n}`,
    external_id: `usr_${n}`,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; email: string; external_id: string; name: string };
}

describe("POST /v1/checkouts/ for a known customer", () => {
  it("links the customer of an external_customer_id and fills in their details (Polar's create)", async () => {
    const k = await customer({
      billing_address: ADDRESS_US_CA,
      tax_id: "12-3456789",
      locale: "fr",
    });
    const p = await fixedProduct(seller, 1500);
    const co = await makeCheckout(seller, { products: [p.id], external_customer_id: k.external_id });
    expect(co).toMatchObject({
      customer_id: k.id,
      external_customer_id: k.external_id,
      customer_email: k.email,
      customer_name: k.name,
      customer_billing_name: k.name,
      customer_billing_address: { country: "US", line1: "1 Market St", state: "US-CA" },
      locale: "fr",
      // No billing name of their own: never chose "purchasing as a business".
      is_business_customer: false,
    });
    // The hosted page reads the same through the client secret.
    const pub = await c.get(co.client_secret);
    expectCheckoutPublic(pub.body);
    expect(pub.body).toMatchObject({ customer_id: k.id, customer_email: k.email, customer_name: k.name });
  });

  it("fills in the same by customer_id, and ticks is_business_customer for a customer who bought as a business", async () => {
    const k = await customer();
    const p = await fixedProduct(seller, 1500);
    // A first purchase as a business gives the customer a billing name and address of their own.
    const first = await makeCheckout(seller, { products: [p.id], customer_id: k.id });
    const paid = await c.confirm(
      first.client_secret,
      payBody({
        is_business_customer: true,
        customer_billing_name: "Known Corp",
        customer_billing_address: ADDRESS_US_CA,
      }),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const co = await makeCheckout(seller, { products: [p.id], customer_id: k.id });
    expect(co).toMatchObject({
      customer_id: k.id,
      external_customer_id: k.external_id,
      customer_email: k.email,
      customer_billing_name: "Known Corp",
      customer_billing_address: { line1: "1 Market St", country: "US" },
      is_business_customer: true,
    });
    const notBusiness = await makeCheckout(seller, {
      products: [p.id],
      customer_id: k.id,
      is_business_customer: false,
    });
    expect(notBusiness.is_business_customer).toBe(false);
  });

  it("keeps the values the request gives over the customer's", async () => {
    const k = await customer();
    const p = await fixedProduct(seller, 1500);
    const co = await makeCheckout(seller, {
      products: [p.id],
      external_customer_id: k.external_id,
      customer_email: "other@example.com",
      customer_name: "Given Name",
      customer_billing_address: { country: "DE" },
    });
    expect(co).toMatchObject({
      customer_id: k.id,
      customer_email: "other@example.com",
      customer_name: "Given Name",
      customer_billing_address: { country: "DE" },
    });
  });

  it("keeps an external_customer_id nobody holds yet and creates the customer with it at confirmation", async () => {
    const p = await fixedProduct(seller, 1500);
    const co = await makeCheckout(seller, { products: [p.id], external_customer_id: "usr_new_1" });
    expect(co).toMatchObject({ customer_id: null, customer_email: null, external_customer_id: "usr_new_1" });
    const paid = await c.confirm(co.client_secret, payBody({ customer_email: "new-1@example.com" }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [order] = await ordersOf(seller, co.id);
    expect(order.customer).toMatchObject({ email: "new-1@example.com", external_id: "usr_new_1" });
  });

  it("refuses an unknown customer_id with a 422 naming the field", async () => {
    const p = await fixedProduct(seller, 1500);
    const res = await seller.api.post("/v1/checkouts/", {
      products: [p.id],
      customer_id: "0190f000-0000-7000-8000-000000000000",
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["body", "customer_id"]);
  });
});

describe("the email of a checkout linked to a customer", () => {
  it("is kept when the hosted page or the confirmation sends another one", async () => {
    const k = await customer();
    const p = await fixedProduct(seller, 1500);
    const co = await makeCheckout(seller, { products: [p.id], external_customer_id: k.external_id });
    const patched = await c.update(co.client_secret, {
      customer_email: "typed@example.com",
      customer_name: "X",
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ customer_email: k.email, customer_name: "X" });
    const paid = await c.confirm(co.client_secret, payBody({ customer_email: "typed@example.com" }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.customer_email).toBe(k.email);
    const [order] = await ordersOf(seller, co.id);
    expect(order.customer).toMatchObject({ id: k.id, email: k.email });
  });

  it("can still be changed while no customer is linked", async () => {
    const p = await fixedProduct(seller, 1500);
    const co = await makeCheckout(seller, { products: [p.id], customer_email: "first@example.com" });
    const patched = await c.update(co.client_secret, { customer_email: "second@example.com" });
    expect(patched.body.customer_email).toBe("second@example.com");
  });
});
