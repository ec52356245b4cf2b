import { createPolar as createPolar202604 } from "@polar-sh/sdk-v1/2026-04";
import { createPolar, errors, webhooks } from "@polar-sh/sdk-v1/2026-10";
import { createPolar as createPolar202701 } from "@polar-sh/sdk-v1/2027-01";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../src/server/test/fixtures/license-keys.js";
import { type Receiver, startReceiver } from "../../src/server/test/standins/webhook-receiver.js";
import { type RunningKassa, startKassa } from "./harness.js";

/**
 * Polar's SDK 1.x (`@polar-sh/sdk` 1.0.1, installed as `@polar-sh/sdk-v1`) against a running Kassa:
 * every operation Polar's better-auth plugin 1.8.4 makes, through the 1.x client (which sends
 * `Polar-Version` on every request), and the version header itself. SDK 1.x does not validate
 * responses, so the shapes are checked here.
 */

let k: RunningKassa;
let receiver: Receiver;
let polar: ReturnType<typeof createPolar>;
beforeAll(async () => {
  k = await startKassa({ env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
  receiver = await startReceiver();
  polar = createPolar({ accessToken: k.seller.token, baseUrl: k.baseUrl });
});
afterAll(async () => {
  await receiver.close();
  await k.close();
});

async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("expected the SDK call to fail, but it succeeded");
}

async function aProduct(name: string) {
  return polar.products.create({ name, prices: [{ amount_type: "fixed", price_amount: 1500 }] } as never);
}

describe("Polar SDK 1.x (2026-10): the better-auth plugin's operations", () => {
  const externalId = "usr_v1_grace";
  let customerId: string;

  it("customers: list by email, create, getExternal, update, updateExternal, getStateExternal", async () => {
    const none = await polar.customers.list({ email: "grace@example.com" });
    expect(none.items).toEqual([]);
    const created = await polar.customers.create({ email: "grace@example.com", name: "Grace Hopper" });
    customerId = created.id;
    expect(created).toMatchObject({ email: "grace@example.com", name: "Grace Hopper", external_id: null });
    const found = await polar.customers.list({ email: "grace@example.com" });
    expect(found.items.map((c) => c.id)).toEqual([customerId]);
    expect(found.pagination).toEqual({ total_count: 1, max_page: 1 });

    // onAfterUserCreate: the existing customer takes the user's id as external id.
    const linked = await polar.customers.update(customerId, { external_id: externalId });
    expect(linked.external_id).toBe(externalId);
    const byExternal = await polar.customers.getExternal(externalId);
    expect(byExternal.id).toBe(customerId);

    // onUserUpdate
    const renamed = await polar.customers.updateExternal(externalId, {
      email: "grace.hopper@example.com",
      name: "Grace B. Hopper",
    });
    expect(renamed).toMatchObject({
      id: customerId,
      email: "grace.hopper@example.com",
      name: "Grace B. Hopper",
    });

    // state endpoint of the plugin
    const state = await polar.customers.getStateExternal(externalId);
    expect(state).toMatchObject({
      id: customerId,
      external_id: externalId,
      active_subscriptions: [],
      granted_benefits: [],
      active_meters: [],
    });
  });

  it("checkouts.create for the signed-in user (external customer id, success and return URLs, metadata)", async () => {
    const product = await aProduct("V1 plan");
    const checkout = await polar.checkouts.create({
      products: [product.id],
      external_customer_id: externalId,
      success_url: "https://app.example.com/success?checkout_id={CHECKOUT_ID}",
      return_url: "https://app.example.com/account",
      metadata: { referenceId: "team_1", source: "better-auth" },
      allow_discount_codes: true,
    });
    expect(checkout).toMatchObject({
      status: "open",
      external_customer_id: externalId,
      product_id: product.id,
      metadata: { referenceId: "team_1", source: "better-auth" },
      allow_discount_codes: true,
    });
    expect(new URL(checkout.url).origin).toBe(new URL(k.t.ctx.config.baseUrl).origin);
  });

  it("customerSessions.create by external id (the portal token every portal call uses)", async () => {
    const session = await polar.customerSessions.create({ external_customer_id: externalId });
    expect(session.token).toMatch(/^polar_cst_/);
    expect(session.customer_id).toBe(customerId);
    expect(session.customer_portal_url).toContain("customer_session_token=");
  });

  it("events.ingest for the user (usage)", async () => {
    const res = await polar.events.ingest({
      events: [{ name: "api_call", external_customer_id: externalId, metadata: { tokens: 12, model: "x" } }],
    });
    expect(res).toEqual({ inserted: 1, duplicates: 0 });
  });

  // The customer-portal list routes are being built on other branches: these four cases are
  // enabled (it.todo → it) once those routes are merged. Each is the plugin's call:
  //   const { token } = await polar.customerSessions.create({ external_customer_id });
  //   await polar.customerPortal.<x>.list({ page, limit, … }, { accessToken: token });
  it.todo("customerPortal.orders.list with the customer session token (GET /v1/customer-portal/orders/)");
  it.todo(
    "customerPortal.subscriptions.list with the customer session token (GET /v1/customer-portal/subscriptions/)",
  );
  it.todo(
    "customerPortal.benefitGrants.list with the customer session token (GET /v1/customer-portal/benefit-grants/)",
  );
  it.todo(
    "customerPortal.customerMeters.list with the customer session token (GET /v1/customer-portal/meters/)",
  );

  it("webhooks.validateEvent accepts Kassa's signed delivery of customer.created", async () => {
    const endpoint = await polar.webhooks.createWebhookEndpoint({
      url: receiver.url("/v1-hooks"),
      format: "raw",
      events: ["customer.created"],
    });
    expect(endpoint.api_version).toBe("2026-10");
    await polar.customers.create({ email: "hooked@example.com", external_id: "usr_hooked" });
    await k.t.runJobs();
    await receiver.waitFor(1);
    const delivery = receiver.received.find((r) => r.path === "/v1-hooks");
    expect(delivery).toBeDefined();
    const headers = {
      "webhook-id": String(delivery!.headers["webhook-id"]),
      "webhook-timestamp": String(delivery!.headers["webhook-timestamp"]),
      "webhook-signature": String(delivery!.headers["webhook-signature"]),
    };
    const event = await webhooks.validateEvent(delivery!.body, headers, endpoint.secret);
    expect(event.type).toBe("customer.created");
    expect((event.data as { email: string }).email).toBe("hooked@example.com");
    const forged = await rejection(webhooks.validateEvent(`${delivery!.body} `, headers, endpoint.secret));
    expect(forged).toBeInstanceOf(webhooks.PolarWebhookVerificationError);
  });

  it("customers.delete (onUserDelete), then getExternal is the SDK's typed 404", async () => {
    await polar.customers.delete(customerId);
    const gone = await rejection(polar.customers.getExternal(externalId));
    expect(gone).toBeInstanceOf(errors.ResourceNotFound);
    expect((gone as { statusCode: number }).statusCode).toBe(404);
  });
});

describe("Polar-Version with SDK 1.x", () => {
  it("echoes the version each client sends, and 2026-04 without one", async () => {
    for (const version of ["2026-04", "2026-10", "2027-01"]) {
      const res = await fetch(`${k.baseUrl}/v1/products/`, {
        headers: { authorization: `Bearer ${k.seller.token}`, "polar-version": version },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("polar-version")).toBe(version);
    }
    const plain = await fetch(`${k.baseUrl}/v1/products/`, {
      headers: { authorization: `Bearer ${k.seller.token}` },
    });
    expect(plain.headers.get("polar-version")).toBe("2026-04");
  });

  it("answers an unknown version 404 {detail: Not Found}", async () => {
    for (const version of ["2026-07", "2025-10", "next"]) {
      const res = await fetch(`${k.baseUrl}/v1/products/`, {
        headers: { authorization: `Bearer ${k.seller.token}`, "polar-version": version },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Not Found" });
    }
  });

  it("takes Polar-Organization from a client configured with the token's organization, refuses another", async () => {
    const scoped = createPolar({
      accessToken: k.seller.token,
      baseUrl: k.baseUrl,
      organizationId: k.seller.organizationId,
    });
    const list = await scoped.products.list();
    expect(Array.isArray(list.items)).toBe(true);
    const wrong = createPolar({
      accessToken: k.seller.token,
      baseUrl: k.baseUrl,
      organizationId: "0190c2d0-0000-7000-8000-000000000000",
    });
    const refused = await rejection(wrong.products.list());
    expect(refused).toBeInstanceOf(errors.HTTPValidationError);
    expect((refused as { error: { detail: { loc: string[] }[] } }).error.detail[0]!.loc).toEqual([
      "header",
      "polar-organization",
    ]);
  });

  it("license keys: 2026-04 without member fields, 2026-10 with member_id/member, 2027-01 with the order", async () => {
    const { key, order } = await issueKey(k.t, k.seller);
    const clients = {
      "2026-04": createPolar202604({ accessToken: k.seller.token, baseUrl: k.baseUrl }),
      "2026-10": polar,
      "2027-01": createPolar202701({ accessToken: k.seller.token, baseUrl: k.baseUrl }),
    };
    const old = await clients["2026-04"].licenseKeys.get(key.id);
    expect(old.key).toBe(key.key);
    expect("member_id" in old).toBe(false);

    const current = await clients["2026-10"].licenseKeys.get(key.id);
    expect(current).toMatchObject({ member_id: null, member: null });
    const validated = await clients["2026-10"].licenseKeys.validate({
      key: key.key,
      organization_id: k.seller.organizationId,
    });
    expect(validated).toMatchObject({ member_id: null, member: null });
    expect("order_id" in validated).toBe(false);

    const next = await clients["2027-01"].licenseKeys.validate({
      key: key.key,
      organization_id: k.seller.organizationId,
    });
    expect(next).toMatchObject({
      member_id: null,
      member: null,
      subscription_id: null,
      subscription: null,
      order_id: order.id,
      order: { id: order.id, status: "paid", paid: true },
    });
    const listed = await clients["2027-01"].licenseKeys.list();
    const item = listed.items.find((i) => i.id === key.id);
    expect(item).toMatchObject({ member_id: null, member: null });
    expect(item && "order_id" in item).toBe(false);
  });
});
