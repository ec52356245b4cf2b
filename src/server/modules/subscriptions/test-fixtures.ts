import { Subscription$inboundSchema } from "@polar-sh/sdk/models/components/subscription.js";
import { and, asc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import type { TestResponse } from "../../test/client.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import { client, makeCheckout, makeProduct, payBody } from "../checkouts/test-fixtures.js";

export { eventsOf } from "../checkouts/test-fixtures.js";

/** A JSON object of a response, loosely typed as the test client gives it. */
type Wire = TestResponse["body"];

/** Test helpers of the subscription suites: recurring products, subscribing through a checkout, checks. */

export function expectSubscription(body: unknown) {
  const parsed = Subscription$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

export function recurringProduct(
  s: Seller,
  opts: { amount?: number; interval?: string; count?: number; name?: string; benefits?: string[] } = {},
) {
  return makeProduct(s, {
    name: opts.name ?? "Pro",
    recurring_interval: opts.interval ?? "month",
    ...(opts.count ? { recurring_interval_count: opts.count } : {}),
    prices: [{ amount_type: "fixed", price_amount: opts.amount ?? 2900 }],
  });
}

export async function addBenefit(s: Seller, productId: string): Promise<string> {
  const benefit = await s.api.post("/v1/benefits/", {
    type: "custom",
    description: "Members area",
    properties: { note: "Welcome" },
  });
  expect(benefit.status, JSON.stringify(benefit.body)).toBe(201);
  const linked = await s.api.post(`/v1/products/${productId}/benefits`, { benefits: [benefit.body.id] });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return benefit.body.id;
}

/**
 * Buys the product through a checkout (hosted page flow) and answers the confirm response and the
 * subscription it started (through the API).
 */
export async function subscribe(
  t: TestApp,
  s: Seller,
  productId: string,
  opts: { email?: string; checkout?: Record<string, unknown>; confirm?: Record<string, unknown> } = {},
): Promise<{ checkout: Wire; confirmed: Wire; subscription: Wire }> {
  const checkout = await makeCheckout(s, { products: [productId], ...opts.checkout });
  const confirmed = await client(t).confirm(
    checkout.client_secret,
    payBody({ customer_email: opts.email ?? "sub@example.com", ...opts.confirm }),
  );
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const list = await s.api.get(`/v1/subscriptions/?customer_id=${confirmed.body.customer_id}&limit=100`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const subscription = list.body.items.find((x: Wire) => x.checkout_id === checkout.id);
  expect(subscription, "the checkout started a subscription").toBeTruthy();
  return { checkout, confirmed: confirmed.body, subscription };
}

/** The `subscription.*` event types recorded for the organization, oldest first. */
export async function eventTypes(t: TestApp, organizationId: string): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ type: webhookEvent.type })
    .from(webhookEvent)
    .where(and(eq(webhookEvent.organizationId, organizationId), like(webhookEvent.type, "subscription.%")))
    .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
  return rows.map((r) => r.type);
}
