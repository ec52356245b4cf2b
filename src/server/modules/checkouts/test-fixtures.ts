import { Checkout$inboundSchema } from "@polar-sh/sdk/models/components/checkout.js";
import { CheckoutPublic$inboundSchema } from "@polar-sh/sdk/models/components/checkoutpublic.js";
import { CheckoutPublicConfirmed$inboundSchema } from "@polar-sh/sdk/models/components/checkoutpublicconfirmed.js";
import { and, asc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { sandboxCharge } from "../../db/schema/sandbox-payments.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import type { TestResponse } from "../../test/client.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";

/** A JSON object of a response, loosely typed as the test client gives it. */
type Wire = TestResponse["body"];

/** Test helpers of the checkout suites: products, checkouts, the client endpoints, and what they leave behind. */

function expectSchema(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  body: unknown,
) {
  const parsed = schema.safeParse(body);
  expect(
    parsed.success,
    parsed.success ? "" : JSON.stringify((parsed.error as { issues: unknown }).issues),
  ).toBe(true);
}
export const expectCheckout = (body: unknown) => expectSchema(Checkout$inboundSchema, body);
export const expectCheckoutPublic = (body: unknown) => expectSchema(CheckoutPublic$inboundSchema, body);
export const expectConfirmed = (body: unknown) => expectSchema(CheckoutPublicConfirmed$inboundSchema, body);

export const ADDRESS_DE = { country: "DE" };
export const ADDRESS_US_CA = {
  line1: "1 Market St",
  city: "San Francisco",
  postal_code: "94105",
  state: "CA",
  country: "US",
};

export async function makeProduct(s: Seller, body: Record<string, unknown>): Promise<Wire> {
  const res = await s.api.post("/v1/products/", { name: "Product", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const fixedProduct = (s: Seller, amount = 1000, extra: Record<string, unknown> = {}) =>
  makeProduct(s, { name: "Fixed", prices: [{ amount_type: "fixed", price_amount: amount }], ...extra });

export async function makeCheckout(s: Seller, body: Record<string, unknown>): Promise<Wire> {
  const res = await s.api.post("/v1/checkouts/", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectCheckout(res.body);
  return res.body;
}

export async function makeDiscount(s: Seller, body: Record<string, unknown>): Promise<Wire> {
  const res = await s.api.post("/v1/discounts/", { name: "Discount", duration: "once", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function makeTaxRate(s: Seller, body: Record<string, unknown>): Promise<Wire> {
  const res = await s.api.post("/v1/tax-rates/", { display_name: "Tax", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The client endpoints, as the hosted page calls them (no credentials). */
export function client(t: TestApp) {
  const browser = t.client({});
  const path = (secret: string) => `/v1/checkouts/client/${secret}`;
  return {
    get: (secret: string) => browser.get(path(secret)),
    update: (secret: string, body: Record<string, unknown>) =>
      browser.request("PATCH", path(secret), { body }),
    confirm: (secret: string, body: Record<string, unknown>) => browser.post(`${path(secret)}/confirm`, body),
  };
}

/** Confirms with everything a paid checkout needs, `overrides` on top. */
export const payBody = (overrides: Record<string, unknown> = {}) => ({
  customer_email: "buyer@example.com",
  customer_name: "Ada Buyer",
  customer_billing_address: ADDRESS_DE,
  confirmation_token_id: "pm_card_visa",
  ...overrides,
});

/** The sandbox charges whose idempotency key belongs to this checkout. */
export function chargesOf(t: TestApp, checkoutId: string) {
  return t.ctx.db
    .select()
    .from(sandboxCharge)
    .where(like(sandboxCharge.idempotencyKey, `checkout:${checkoutId}:%`))
    .orderBy(asc(sandboxCharge.createdAt));
}

/** The recorded events of a type for an organization, oldest first, as their `data`. */
export async function eventsOf(t: TestApp, organizationId: string, type: string): Promise<Wire[]> {
  const rows = await t.ctx.db
    .select()
    .from(webhookEvent)
    .where(and(eq(webhookEvent.organizationId, organizationId), eq(webhookEvent.type, type)))
    .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
  return rows.map((r) => (r.payload as { data: unknown }).data);
}

/** The orders of a checkout, through the API. */
export async function ordersOf(s: Seller, checkoutId: string): Promise<Wire[]> {
  const res = await s.api.get(`/v1/orders/?checkout_id=${checkoutId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}
