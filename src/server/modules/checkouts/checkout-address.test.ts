/**
 * A checkout asks only the billing address fields the country and the purchase need, by the one
 * rule the hosted page shares (src/shared/billing-address.ts): what `billing_address_fields` says
 * and what a confirmation refuses (422 naming each missing field) are that rule's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AddressPurchase,
  billingAddressFields,
  missingAddressFields,
} from "../../../shared/billing-address.js";
import {
  client,
  fixedProduct,
  makeCheckout,
  makeDiscount,
  makeProduct,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
let paid: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Address Shop");
  c = client(t);
  paid = await fixedProduct(seller, 1200);
});
afterAll(() => t.close());

const purchase = (over: Partial<AddressPurchase>): AddressPurchase => ({
  country: null,
  paymentFormRequired: true,
  requireBillingAddress: false,
  isBusinessCustomer: false,
  ...over,
});

/** The 422 locations a confirmation with `address` should get from the shared rule. */
const expectedLocs = (p: AddressPurchase, address: Record<string, string>) =>
  missingAddressFields(billingAddressFields(p), address).map((f) => `body.customer_billing_address.${f}`);

describe("billing address fields at checkout", () => {
  it("asks a consumer in Germany for the country alone", async () => {
    const co = await makeCheckout(seller, { products: [paid.id] });
    const de = await c.update(co.client_secret, { customer_billing_address: { country: "DE" } });
    expect(de.body.billing_address_fields).toEqual(billingAddressFields(purchase({ country: "DE" })));
    expect(de.body.billing_address_fields).toMatchObject({ country: "required", line1: "disabled" });
    const res = await c.confirm(co.client_secret, payBody({ customer_billing_address: { country: "DE" } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await ordersOf(seller, co.id);
    expect(order.billing_address).toMatchObject({ country: "DE", line1: null, city: null });
  });

  it("asks a consumer in the US and in Canada for the state and postal code, not the street", async () => {
    for (const [country, state, postal_code] of [
      ["US", "NY", "10001"],
      ["CA", "QC", "H2X 1Y4"],
    ] as const) {
      const co = await makeCheckout(seller, { products: [paid.id] });
      const shown = await c.update(co.client_secret, { customer_billing_address: { country } });
      expect(shown.body.billing_address_fields).toEqual(billingAddressFields(purchase({ country })));
      expect(shown.body.billing_address_fields).toMatchObject({
        state: "required",
        postal_code: "required",
        line1: "disabled",
        city: "disabled",
      });
      const refused = await c.confirm(co.client_secret, payBody({ customer_billing_address: { country } }));
      expect(refused.status).toBe(422);
      expect(locs(refused.body)).toEqual(expectedLocs(purchase({ country }), { country }));
      expect(locs(refused.body)).toEqual([
        "body.customer_billing_address.postal_code",
        "body.customer_billing_address.state",
      ]);
      const address = { country, state, postal_code };
      const res = await c.confirm(co.client_secret, payBody({ customer_billing_address: address }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [order] = await ordersOf(seller, co.id);
      expect(order.billing_address).toMatchObject({ country, state: `${country}-${state}`, postal_code });
    }
  });

  it("asks a business buyer with a tax id, and any buyer of a seller who requires it, for the full address", async () => {
    const business = await makeCheckout(seller, { products: [paid.id] });
    const partial = {
      customer_billing_address: { country: "FR" },
      is_business_customer: true,
      customer_billing_name: "Atelier SARL",
      customer_tax_id: "FR40303265045",
    };
    const refused = await c.confirm(business.client_secret, payBody(partial));
    expect(refused.status).toBe(422);
    const p = purchase({ country: "FR", isBusinessCustomer: true });
    expect(locs(refused.body)).toEqual(expectedLocs(p, { country: "FR" }));
    expect(locs(refused.body)).toEqual([
      "body.customer_billing_address.line1",
      "body.customer_billing_address.postal_code",
      "body.customer_billing_address.city",
    ]);
    const full = { country: "FR", line1: "1 rue de Rivoli", postal_code: "75001", city: "Paris" };
    const ok = await c.confirm(
      business.client_secret,
      payBody({ ...partial, customer_billing_address: full }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [order] = await ordersOf(seller, business.id);
    expect(order.billing_address).toMatchObject(full);

    // The seller's requirement asks the street even of a free purchase, and in the US the state.
    const free = await makeProduct(seller, { name: "Free", prices: [{ amount_type: "free" }] });
    const required = await makeCheckout(seller, { products: [free.id], require_billing_address: true });
    const us = { country: "US", line1: "1 Main St", city: "Austin", postal_code: "78701" };
    const noState = await c.confirm(required.client_secret, {
      customer_email: "free@example.com",
      customer_billing_address: us,
    });
    expect(noState.status).toBe(422);
    expect(locs(noState.body)).toEqual(["body.customer_billing_address.state"]);
    const done = await c.confirm(required.client_secret, {
      customer_email: "free@example.com",
      customer_billing_address: { ...us, state: "TX" },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it("asks nothing of a free purchase, the country optional", async () => {
    const free = await makeProduct(seller, { name: "Gift", prices: [{ amount_type: "free" }] });
    const co = await makeCheckout(seller, { products: [free.id] });
    expect(co.billing_address_fields).toEqual(billingAddressFields(purchase({ paymentFormRequired: false })));
    const res = await c.confirm(co.client_secret, { customer_email: "gift@example.com" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("discount codes on pay-what-you-want checkouts", () => {
  it("takes the code off the amount chosen, within the price's bounds, and refuses codes the link forbids", async () => {
    const pwyw = await makeProduct(seller, {
      name: "Tip jar",
      prices: [{ amount_type: "custom", minimum_amount: 500, maximum_amount: 10000, preset_amount: 1000 }],
    });
    const d = await makeDiscount(seller, { type: "fixed", amount: 300, currency: "usd", code: "THREE" });
    const co = await makeCheckout(seller, { products: [pwyw.id] });
    expect(co).toMatchObject({ amount: 1000, is_discount_applicable: true, allow_discount_codes: true });
    const applied = await c.update(co.client_secret, { amount: 2500, discount_code: "three" });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({
      discount_id: d.id,
      amount: 2500,
      discount_amount: 300,
      total_amount: 2200,
    });
    // The bounds are the chosen amount's, before the discount.
    const low = await c.confirm(co.client_secret, payBody({ amount: 400 }));
    expect(low.status).toBe(422);
    expect(locs(low.body)).toEqual(["body.amount"]);
    const res = await c.confirm(co.client_secret, payBody({ amount: 600 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ amount: 600, discount_amount: 300, total_amount: 300 });
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ subtotal_amount: 600, discount_amount: 300, total_amount: 300 });

    const link = await seller.api.post("/v1/checkout-links/", {
      products: [pwyw.id],
      allow_discount_codes: false,
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const opened = await t.client({}).get(new URL(link.body.url).pathname);
    const secret = /\/checkout\/([^/?]+)/.exec(opened.headers.get("location") ?? "")?.[1];
    expect(secret).toBeTruthy();
    const refused = await c.update(secret!, { discount_code: "THREE" });
    expect(refused.status).toBe(422);
    expect(locs(refused.body)).toEqual(["body.discount_code"]);
  });
});
