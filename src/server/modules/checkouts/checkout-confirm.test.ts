import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerPaymentMethod } from "../../db/schema/customers.js";
import {
  ADDRESS_US_CA,
  chargesOf,
  client,
  eventsOf,
  expectCheckoutPublic,
  expectConfirmed,
  fixedProduct,
  makeCheckout,
  makeProduct,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Shop");
  c = client(t);
});
afterAll(() => t.close());

describe("POST /v1/checkouts/client/{client_secret}/confirm", () => {
  it("pays a fixed price: one charge, a paid order, the customer, and the checkout succeeds", async () => {
    const p = await fixedProduct(seller, 1999);
    const co = await makeCheckout(seller, { products: [p.id], metadata: { ref: "r1" } });
    const res = await c.confirm(co.client_secret, payBody({ customer_email: "Pay@Example.com" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectConfirmed(res.body);
    expect(res.body).toMatchObject({ status: "confirmed", total_amount: 1999, customer_session_token: null });
    expect(res.body.customer_id).toEqual(expect.any(String));

    const charges = await chargesOf(t, co.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      amount: 1999,
      currency: "usd",
      status: "succeeded",
      offSession: false,
    });
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({
      status: "paid",
      paid: true,
      billing_reason: "purchase",
      subtotal_amount: 1999,
      discount_amount: 0,
      net_amount: 1999,
      tax_amount: 0,
      total_amount: 1999,
      currency: "usd",
      product_id: p.id,
      checkout_id: co.id,
      customer_id: res.body.customer_id,
      metadata: { ref: "r1" },
      billing_name: "Ada Buyer",
      billing_address: { country: "DE" },
    });
    expect(order.customer.email).toBe("Pay@Example.com");
    const after = await seller.api.get(`/v1/checkouts/${co.id}`);
    expect(after.body).toMatchObject({ status: "succeeded", customer_id: res.body.customer_id });
    const pub = await c.get(co.client_secret);
    expect(pub.status).toBe(200);
    expect(pub.body.status).toBe("succeeded");

    const org = seller.organizationId;
    const updates = (await eventsOf(t, org, "checkout.updated")).filter((e) => e.id === co.id);
    expect(updates.map((e) => e.status)).toEqual(["confirmed", "succeeded"]);
    expect((await eventsOf(t, org, "order.created")).some((o) => o.checkout_id === co.id)).toBe(true);
    expect((await eventsOf(t, org, "order.paid")).some((o) => o.checkout_id === co.id)).toBe(true);
    expect((await eventsOf(t, org, "customer.created")).some((cu) => cu.id === res.body.customer_id)).toBe(
      true,
    );
    // customer.state_changed of a one-time purchase is recorded by a job after the answer.
    const stateChanged = async () =>
      (await eventsOf(t, org, "customer.state_changed")).some((cu) => cu.id === res.body.customer_id);
    expect(await stateChanged()).toBe(false);
    await t.runJobs();
    expect(await stateChanged()).toBe(true);
  });

  it("gives a free product without a payment form, processor or charge", async () => {
    const free = await makeProduct(seller, { name: "Freebie", prices: [{ amount_type: "free" }] });
    const co = await makeCheckout(seller, { products: [free.id] });
    const res = await c.confirm(co.client_secret, { customer_email: "free@example.com" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await chargesOf(t, co.id)).toHaveLength(0);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ status: "paid", total_amount: 0, billing_reason: "purchase" });
  });

  it("charges a pay-what-you-want amount within its bounds", async () => {
    const p = await makeProduct(seller, {
      name: "Tip jar",
      prices: [{ amount_type: "custom", minimum_amount: 500, maximum_amount: 10000, preset_amount: 2000 }],
    });
    const co = await makeCheckout(seller, { products: [p.id] });
    expect(co.amount).toBe(2000);
    const low = await c.update(co.client_secret, { amount: 499 });
    expect(low.status).toBe(422);
    expect(locs(low.body)).toEqual(["body.amount"]);
    const high = await c.confirm(co.client_secret, payBody({ amount: 10001 }));
    expect(high.status).toBe(422);
    expect(locs(high.body)).toEqual(["body.amount"]);
    const set = await c.update(co.client_secret, { amount: 750 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ amount: 750, total_amount: 750, is_discount_applicable: true });
    const res = await c.confirm(co.client_secret, payBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await chargesOf(t, co.id))[0]?.amount).toBe(750);
    expect((await ordersOf(seller, co.id))[0].total_amount).toBe(750);
  });

  it("requires the email, required custom fields, the address and a payment method, naming each", async () => {
    const field = await seller.api.post("/v1/custom-fields/", {
      type: "text",
      slug: "company",
      name: "Company",
      properties: { min_length: 2 },
    });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    const terms = await seller.api.post("/v1/custom-fields/", {
      type: "checkbox",
      slug: "terms",
      name: "Terms",
      properties: {},
    });
    const p = await fixedProduct(seller, 500, {
      attached_custom_fields: [
        { custom_field_id: field.body.id, required: true },
        { custom_field_id: terms.body.id, required: true },
      ],
    });
    const co = await makeCheckout(seller, { products: [p.id], require_billing_address: true });
    const bad = await c.update(co.client_secret, { custom_field_data: { company: "X" } });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["body.custom_field_data.company"]);
    const empty = await c.confirm(co.client_secret, { custom_field_data: { terms: false } });
    expect(empty.status).toBe(422);
    expect(locs(empty.body).sort()).toEqual(
      [
        "body.confirmation_token_id",
        "body.custom_field_data.company",
        "body.custom_field_data.terms",
        "body.customer_billing_address.city",
        "body.customer_billing_address.country",
        "body.customer_billing_address.line1",
        "body.customer_billing_address.postal_code",
        "body.customer_email",
      ].sort(),
    );
    // Nothing was kept from the refused confirmation: the checkout is open, no attempt was counted.
    const still = await c.get(co.client_secret);
    expect(still.body.status).toBe("open");
    const us = await c.confirm(
      co.client_secret,
      payBody({
        customer_billing_address: ADDRESS_US_CA,
        custom_field_data: { company: "Acme", terms: true },
      }),
    );
    expect(us.status, JSON.stringify(us.body)).toBe(200);
    const [order] = await ordersOf(seller, co.id);
    expect(order.custom_field_data).toEqual({ company: "Acme", terms: true });
    expect(order.billing_address).toMatchObject({ country: "US", state: "US-CA", city: "San Francisco" });
  });

  it("declines a card with its reason, then succeeds on the same checkout", async () => {
    const p = await fixedProduct(seller, 1200);
    const co = await makeCheckout(seller, { products: [p.id] });
    const declined = await c.confirm(
      co.client_secret,
      payBody({ confirmation_token_id: "pm_card_chargeDeclinedInsufficientFunds" }),
    );
    expect(declined.status).toBe(400);
    expect(declined.body).toEqual({ error: "PaymentError", detail: "Your card has insufficient funds." });
    const failed = await c.get(co.client_secret);
    expectCheckoutPublic(failed.body);
    expect(failed.body.status).toBe("failed");
    expect(await ordersOf(seller, co.id)).toEqual([]);

    const ok = await c.confirm(co.client_secret, payBody());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const charges = await chargesOf(t, co.id);
    expect(charges.map((ch) => [ch.idempotencyKey, ch.status])).toEqual([
      [`checkout:${co.id}:1`, "failed"],
      [`checkout:${co.id}:2`, "succeeded"],
    ]);
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    const again = await c.confirm(co.client_secret, payBody());
    expect(again.status).toBe(403);
    expect(again.body.error).toBe("NotOpenCheckout");
    expect(await chargesOf(t, co.id)).toHaveLength(2);
  });

  it("turns an unknown payment method into a PaymentError and keeps the checkout payable", async () => {
    const p = await fixedProduct(seller, 800);
    const co = await makeCheckout(seller, { products: [p.id] });
    const res = await c.confirm(co.client_secret, payBody({ confirmation_token_id: "pm_nonexistent" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("PaymentError");
    expect((await c.get(co.client_secret)).body.status).toBe("failed");
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(200);
  });

  it("saves the card of a subscription as the customer's default and orders subscription_create", async () => {
    const p = await makeProduct(seller, {
      name: "Pro monthly",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 2900 }],
    });
    const co = await makeCheckout(seller, { products: [p.id] });
    const res = await c.confirm(co.client_secret, payBody({ customer_email: "sub@example.com" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ billing_reason: "subscription_create", total_amount: 2900 });
    const methods = await t.ctx.db
      .select()
      .from(customerPaymentMethod)
      .where(eq(customerPaymentMethod.customerId, res.body.customer_id));
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ processor: "sandbox", brand: "visa", last4: "4242" });
    const customer = await seller.api.get(`/v1/customers/${res.body.customer_id}`);
    expect(customer.body.default_payment_method_id).toBe(methods[0]!.id);
    const [charge] = await chargesOf(t, co.id);
    const card = await t.ctx.payments.retrievePaymentMethod(
      seller.organizationId,
      `pm_${charge!.paymentMethodId}`,
    );
    expect(card.customerRef).toEqual(expect.stringMatching(/^cus_/));
  });

  it("keeps the card of a subscription whose first payment a discount covers, without charging", async () => {
    const p = await makeProduct(seller, {
      name: "Free first month",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1500 }],
    });
    const d = await seller.api.post("/v1/discounts/", {
      name: "First month free",
      type: "percentage",
      basis_points: 10000,
      duration: "once",
    });
    const co = await makeCheckout(seller, { products: [p.id], discount_id: d.body.id });
    expect(co).toMatchObject({
      total_amount: 0,
      is_payment_required: false,
      is_payment_setup_required: true,
    });
    const missing = await c.confirm(co.client_secret, {
      customer_email: "setup@example.com",
      customer_billing_address: { country: "DE" },
    });
    expect(missing.status).toBe(422);
    expect(locs(missing.body)).toEqual(["body.confirmation_token_id"]);
    const res = await c.confirm(co.client_secret, payBody({ customer_email: "setup@example.com" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await chargesOf(t, co.id)).toHaveLength(0);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({
      total_amount: 0,
      discount_amount: 1500,
      billing_reason: "subscription_create",
    });
    const methods = await t.ctx.db
      .select()
      .from(customerPaymentMethod)
      .where(eq(customerPaymentMethod.customerId, res.body.customer_id));
    expect(methods).toHaveLength(1);
    const customer = await seller.api.get(`/v1/customers/${res.body.customer_id}`);
    expect(customer.body.default_payment_method_id).toBe(methods[0]!.id);
  });

  it("answers 404 for an unknown client secret on every client endpoint", async () => {
    expect((await c.get("polar_c_unknown")).status).toBe(404);
    expect((await c.update("polar_c_unknown", {})).status).toBe(404);
    const res = await c.confirm("polar_c_unknown", payBody());
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("ResourceNotFound");
  });
});
