/**
 * Test helpers of the renewal suites: subscriptions made through the real checkout flow
 * (`POST /v1/checkouts/` + client confirm), the clock stepped to a date with the due jobs run,
 * and what a renewal leaves behind (orders, charges, events).
 */
import { and, asc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { order } from "../../db/schema/orders.js";
import { sandboxCharge } from "../../db/schema/sandbox-payments.js";
import { subscription } from "../../db/schema/subscriptions.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { client, makeCheckout, makeProduct, payBody } from "../checkouts/test-fixtures.js";
import type { SubscriptionRow } from "./repository.js";
import { scheduleRenewals } from "./scheduler.js";

export interface SubscribeOptions {
  amount?: number;
  interval?: "day" | "week" | "month" | "year";
  count?: number;
  card?: string;
  discountId?: string | null;
  email?: string;
  productName?: string;
  billingAddress?: Record<string, unknown>;
  /** Benefits to attach to the product before subscribing. */
  benefitIds?: string[];
}

/** A customer subscribes through the checkout flow at the clock's current time; returns the subscription row. */
export async function subscribe(
  t: TestApp,
  seller: Seller,
  opts: SubscribeOptions = {},
): Promise<SubscriptionRow> {
  const product = await makeProduct(seller, {
    name: opts.productName ?? "Pro plan",
    recurring_interval: opts.interval ?? "month",
    recurring_interval_count: opts.count ?? 1,
    prices: [{ amount_type: "fixed", price_amount: opts.amount ?? 1000 }],
  });
  if (opts.benefitIds?.length) {
    const linked = await seller.api.post(`/v1/products/${product.id}/benefits`, {
      benefits: opts.benefitIds,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  }
  const checkout = await makeCheckout(seller, {
    products: [product.id],
    ...(opts.discountId ? { discount_id: opts.discountId } : {}),
  });
  const res = await client(t).confirm(
    checkout.client_secret,
    payBody({
      confirmation_token_id: opts.card ?? "pm_card_visa",
      ...(opts.email ? { customer_email: opts.email } : {}),
      ...(opts.billingAddress ? { customer_billing_address: opts.billingAddress } : {}),
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.runJobs();
  const [row] = await t.ctx.db.select().from(subscription).where(eq(subscription.checkoutId, checkout.id));
  expect(row, "the checkout created a subscription").toBeDefined();
  return row!;
}

/** Starts the minute-by-minute renewal scheduler, as a worker does when it boots. */
export async function startScheduler(t: TestApp): Promise<void> {
  await scheduleRenewals(t.ctx);
  await t.runJobs();
}

/** Moves the clock to `at` and runs every job that is due then (the scheduler, the cycles, …). */
export async function stepTo(t: TestApp, clock: ManualClock, at: string | Date): Promise<void> {
  clock.set(typeof at === "string" ? new Date(at) : at);
  await t.runJobs();
}

export async function subscriptionRow(t: TestApp, id: string): Promise<SubscriptionRow> {
  const [row] = await t.ctx.db.select().from(subscription).where(eq(subscription.id, id));
  return row!;
}

/** The renewal orders of a subscription, oldest first, through the API. */
export async function renewalOrders(seller: Seller, subscriptionId: string) {
  const res = await seller.api.get(
    `/v1/orders/?subscription_id=${subscriptionId}&limit=100&sorting=created_at`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as Record<string, unknown>[]).filter(
    (o) => o.subscription_id === subscriptionId && o.billing_reason === "subscription_cycle",
  );
}

/** The renewal order rows of a subscription, oldest first (straight from the table: counts, not the API). */
export function renewalOrderRows(t: TestApp, subscriptionId: string) {
  return t.ctx.db
    .select()
    .from(order)
    .where(and(eq(order.subscriptionId, subscriptionId), eq(order.billingReason, "subscription_cycle")))
    .orderBy(asc(order.createdAt), asc(order.id));
}

/** The sandbox charges made for a subscription's renewals. */
export function renewalCharges(t: TestApp, subscriptionId: string) {
  return t.ctx.db
    .select()
    .from(sandboxCharge)
    .where(like(sandboxCharge.idempotencyKey, `subscription:${subscriptionId}:%`))
    .orderBy(asc(sandboxCharge.createdAt));
}

/** The types of the events recorded since `since` for an organization, oldest first. */
export async function eventTypesSince(t: TestApp, organizationId: string, since: Date): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ type: webhookEvent.type, createdAt: webhookEvent.createdAt })
    .from(webhookEvent)
    .where(eq(webhookEvent.organizationId, organizationId))
    .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
  return rows.filter((r) => r.createdAt.getTime() >= since.getTime()).map((r) => r.type);
}

/** The benefit grants of a subscription. */
export function subscriptionGrants(t: TestApp, subscriptionId: string) {
  return t.ctx.db.select().from(benefitGrant).where(eq(benefitGrant.subscriptionId, subscriptionId));
}

export interface RenewalWorld {
  t: TestApp;
  seller: Seller;
  clock: ManualClock;
}

/** A fresh app on its own database, its clock at `start`, a seller, and the scheduler started. */
export async function renewalWorld(start: string, env: Record<string, string> = {}): Promise<RenewalWorld> {
  const clock = manualClock(new Date(start));
  const t = await createTestApp({ clock, env });
  const seller = await createSeller(t, "Renewals");
  await startScheduler(t);
  return { t, seller, clock };
}
