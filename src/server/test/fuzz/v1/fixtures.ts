import { expect } from "vitest";
import { ALL_SCOPES } from "../../../../shared/scopes.js";
import type { TestResponse } from "../../../test/client.js";
import type { TestApp } from "../../../test/harness.js";
import type { Seller } from "../../../test/v1-helpers.js";
import { fixedProduct, makeCheckout, makeDiscount, makeTaxRate, ordersOf } from "../../fixtures/checkouts.js";
import { createBenefit, createCustomer } from "../../fixtures/customers.js";
import { makeMeter } from "../../fixtures/products-helpers.js";
import { recurringProduct, subscribe } from "../../fixtures/subscriptions.js";
import type { Fixtures } from "./sample.js";

async function created(res: Promise<TestResponse>, status = 201) {
  const r = await res;
  expect(r.status, r.text).toBe(status);
  return r.body;
}

/**
 * Real objects of every kind the API can make in a few calls, so path variants with a valid id
 * reach the handlers (and body fields that take an id get one that exists). Keys are resources
 * as `resourceOf` names them. Kinds not made here (files, license keys, grants) get unknown ids.
 */
export async function makeFixtures(t: TestApp, s: Seller): Promise<Fixtures> {
  const product = await fixedProduct(s, 1500);
  const recurring = await recurringProduct(s);
  const customer = await createCustomer(s, { external_id: "fuzz-external" });
  const checkout = await makeCheckout(s, { products: [product.id] });
  const link = await created(
    s.api.post("/v1/checkout-links/", { payment_processor: "stripe", products: [product.id] }),
  );
  const discount = await makeDiscount(s, { type: "percentage", basis_points: 1000 });
  const taxRate = await makeTaxRate(s, { basis_points: 2000, country: "DE" });
  const benefit = await createBenefit(s);
  const meter = await makeMeter(s, "Fuzz calls");
  const field = await created(
    s.api.post("/v1/custom-fields/", { type: "text", slug: "fuzz", name: "Fuzz", properties: {} }),
  );
  const clock = await created(s.api.post("/v1/test-clocks/", { name: "Fuzz clock" }));
  // A second token: the fuzz may revoke or edit the one the path names, never the one it uses.
  const token = await created(
    s.api.post("/v1/organization-access-tokens/", { comment: "fuzz", scopes: ALL_SCOPES }),
  );
  const endpoint = await s.api.post("/v1/webhooks/endpoints", {
    url: "https://example.com/fuzz-hook",
    format: "raw",
    events: ["order.created"],
  });
  const { subscription, checkout: paid } = await subscribe(t, s, recurring.id, {
    email: "fuzz-sub@example.com",
  });
  const [order] = await ordersOf(s, paid.id);
  // Usage counted into a customer meter (the job runs on ingest's commit).
  await created(
    s.api.post("/v1/events/ingest", { events: [{ name: "api.call", customer_id: customer.id }] }),
    200,
  );
  await t.runJobs();
  const [customerMeter] = (await created(s.api.get(`/v1/customer-meters/?meter_id=${meter.id}`), 200)).items;
  const price = product.prices[0].id as string;
  return {
    product: product.id,
    product_price: price,
    price,
    customer: customer.id,
    customer_external_id: "fuzz-external",
    checkout: checkout.id,
    checkout_client_secret: checkout.client_secret,
    checkout_link: link.id,
    checkout_link_client_secret: link.client_secret,
    discount: discount.id,
    tax_rate: taxRate.id,
    benefit: benefit.id,
    meter: meter.id,
    customer_meter: customerMeter.id,
    custom_field: field.id,
    test_clock: clock.id,
    organization_access_token: token.organization_access_token.id,
    organization: s.organizationId,
    ...(endpoint.status === 201 ? { endpoint: endpoint.body.id, webhook_endpoint: endpoint.body.id } : {}),
    subscription: subscription.id,
    order: order.id,
  };
}
