/**
 * Test-only: an organization holding one of every `/v1` resource, made through the API the way a
 * seller makes them (a paid checkout for the order, customer and subscription; the grant job for
 * the license key), with an admin and a read-only member besides the owner.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { customerPaymentMethod } from "../../db/schema/customers.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { createVerifiedUser } from "../auth-helpers.js";
import type { TestClient, TestResponse } from "../client.js";
import { uploadDownloadable } from "../fixtures/benefit-grants.js";
import { payBody } from "../fixtures/checkouts.js";
import { makeField } from "../fixtures/custom-fields-helpers.js";
import { makeMeter } from "../fixtures/products-helpers.js";
import { recurringProduct, subscribe } from "../fixtures/subscriptions.js";
import type { TestApp } from "../harness.js";
import { createSeller, type Seller } from "../v1-helpers.js";

/** A public address, so no DNS is needed to pass the webhook URL check. */
const HOOK_URL = "https://93.184.215.14/webhooks";

export interface Organization {
  seller: Seller;
  /** Signed-in members of the organization (cookie sessions, organization active). */
  sessions: { owner: TestClient; admin: TestClient; member: TestClient };
  /** Ids of one object of each resource, keyed by the path before a route's parameter. */
  ids: Record<string, string>;
  /** Values of id-like list filters (`product_id`, ...) that point at this organization's objects. */
  filters: Record<string, string>;
  /** Values of required query parameters (`product_id` of a proration preview: another plan). */
  query: Record<string, string>;
  /** Every secret the organization holds, that only writers may read. */
  secrets: { webhookSecret: string; accessToken: string };
}

async function ok<T = TestResponse["body"]>(
  res: Promise<{ status: number; body: T }>,
  status = 201,
): Promise<T> {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/** A verified user added to the organization with `role`, with a session on it. */
export async function joinAs(
  t: TestApp,
  organizationId: string,
  role: "admin" | "member",
): Promise<TestClient> {
  const user = await createVerifiedUser(t, { name: `${role} user` });
  await t.ctx.auth.api.addMember({ body: { userId: user.userId, organizationId, role } });
  await ok(user.client.post("/api/auth/organization/set-active", { organizationId }), 200);
  return user.client;
}

export async function buildOrganization(t: TestApp, name: string): Promise<Organization> {
  const s = await createSeller(t, name);
  const api = s.api;
  const field = await makeField(s, {});
  const meter = await makeMeter(s);
  const fileId = await uploadDownloadable(t, s, "a.bin", new Uint8Array([1, 2, 3, 4]));
  const licenseBenefit = await ok(
    api.post("/v1/benefits/", {
      type: "license_keys",
      description: "License",
      properties: { activations: { limit: 3, enable_customer_admin: false } },
    }),
  );
  const product = await recurringProduct(s, { name: `${name} Pro` });
  const otherPlan = await recurringProduct(s, { name: `${name} Max`, amount: 4900 });
  const customBenefit = (
    await ok(api.post("/v1/benefits/", { type: "custom", description: "Area", properties: { note: "Hi" } }))
  ).id;
  const benefits = [licenseBenefit.id, customBenefit];
  await ok(api.post(`/v1/products/${product.id}/benefits`, { benefits }), 200);
  const discount = await ok(
    api.post("/v1/discounts/", { name: "Ten", type: "percentage", basis_points: 1000, duration: "once" }),
  );
  const taxRate = await ok(
    api.post("/v1/tax-rates/", { display_name: "VAT", basis_points: 1900, country: "DE" }),
  );
  const link = await ok(api.post("/v1/checkout-links/", { products: [product.id] }));
  const external = `ext-${s.organizationId}`;
  const customer = await ok(
    api.post("/v1/customers/", { email: `c-${Date.now()}@example.com`, external_id: external }),
  );
  await ok(
    api.post("/v1/events/ingest", {
      events: [{ name: "api.call", customer_id: customer.id, metadata: { n: 1 } }],
    }),
    200,
  );
  const [usage] = (await ok(api.get(`/v1/events/?customer_id=${customer.id}&source=user`), 200)).items;
  await ok(
    api.post("/v1/events/ingest", {
      events: [{ name: "api.call.step", customer_id: customer.id, parent_id: usage.id }],
    }),
    200,
  );
  const [usageType] = (await ok(api.get("/v1/event-types/?source=user&query=api.call"), 200)).items;
  const openCheckout = await ok(api.post("/v1/checkouts/", { products: [product.id] }));
  const { checkout, subscription } = await subscribe(t, s, product.id, {
    checkout: { discount_id: discount.id, customer_id: customer.id },
    confirm: payBody({ customer_email: `sub-${Date.now()}@example.com` }),
  });
  const [order] = (await ok(api.get(`/v1/orders/?checkout_id=${checkout.id}`), 200)).items;
  await ok(api.post(`/v1/orders/${order.id}/invoice`), 202);
  await t.runJobs(); // the invoice, and the benefit grants: a license key and a custom grant
  const refund = await ok(api.post("/v1/refunds/", { order_id: order.id, amount: 100, reason: "other" }));
  const [creditNote] = (await ok(api.get(`/v1/credit-notes/?order_id=${order.id}`), 200)).items;
  const [key] = (await ok(api.get(`/v1/license-keys/?benefit_id=${licenseBenefit.id}`), 200)).items;
  const activation = await ok(
    api.post("/v1/license-keys/activate", { key: key.key, organization_id: s.organizationId, label: "desk" }),
    200,
  );
  const [grant] = (await ok(api.get(`/v1/benefit-grants/?benefit_id=${customBenefit}`), 200)).items;
  const [customerMeter] = (await ok(api.get(`/v1/customer-meters/?meter_id=${meter.id}`), 200)).items;
  const clock = await ok(api.post("/v1/test-clocks/", { name: "Clock" }));
  const extraToken = await ok(
    api.post("/v1/organization-access-tokens/", { comment: "extra", scopes: ["products:read"] }),
  );
  const dashboard = await ok(api.post("/v1/metrics/dashboards", { name: "Sales", metrics: ["revenue"] }));
  // Last, so no delivery is ever attempted: the tests do not run jobs after this.
  const endpoint = await ok(
    api.post("/v1/webhooks/endpoints", { url: HOOK_URL, format: "raw", events: ["order.paid"] }),
  );
  const [event] = await t.ctx.db
    .select({ id: webhookEvent.id })
    .from(webhookEvent)
    .where(eq(webhookEvent.organizationId, s.organizationId))
    .limit(1);

  const owner = s.owner;
  // The card the subscription's checkout saved to the customer (the portal's payment methods).
  const [card] = await t.ctx.db
    .select({ id: customerPaymentMethod.id })
    .from(customerPaymentMethod)
    .where(eq(customerPaymentMethod.customerId, customer.id));
  const admin = await joinAs(t, s.organizationId, "admin");
  const member = await joinAs(t, s.organizationId, "member");
  return {
    seller: s,
    sessions: { owner, admin, member },
    ids: {
      "organization-access-tokens": extraToken.organization_access_token.id,
      "custom-fields": field.id,
      meters: meter.id,
      events: usage.id,
      "customer-meters": customerMeter.id,
      // The portal's meters/{id} takes a customer meter id (a key with its own prefix wins there).
      "customer-portal/meters": customerMeter.id,
      "event-types": usageType.id,
      organizations: s.organizationId,
      products: product.id,
      files: fileId,
      benefits: licenseBenefit.id,
      "benefit-grants": grant.id,
      "license-keys": key.id,
      "license-keys/{id}/activations": activation.id,
      discounts: discount.id,
      customers: customer.id,
      "customers/external": external,
      "customers/me/payment-methods": card!.id,
      "tax-rates": taxRate.id,
      checkouts: openCheckout.id,
      "checkout-links": link.id,
      orders: order.id,
      refunds: refund.id,
      "credit-notes": creditNote.id,
      subscriptions: subscription.id,
      "test-clocks": clock.id,
      "webhooks/endpoints": endpoint.id,
      "webhooks/events": event!.id,
      "metrics/dashboards": dashboard.id,
    },
    filters: {
      organization_id: s.organizationId,
      product_id: product.id,
      benefit_id: licenseBenefit.id,
      customer_id: customer.id,
      external_customer_id: external,
      parent_id: usage.id,
      discount_id: discount.id,
      subscription_id: subscription.id,
      checkout_id: checkout.id,
      order_id: order.id,
      meter_id: meter.id,
      endpoint_id: endpoint.id,
    },
    query: {
      product_id: otherPlan.id,
      start_timestamp: "2026-01-01T00:00:00Z",
      end_timestamp: "2026-01-02T00:00:00Z",
      interval: "day",
      start_date: "2026-01-01",
      end_date: "2026-01-02",
    },
    secrets: { webhookSecret: endpoint.secret, accessToken: extraToken.token },
  };
}
