/** Test helpers of the plan-change suites: a subscriber on a monthly plan, target plans, and what a change leaves behind. */
import { and, asc, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { order } from "../../db/schema/orders.js";
import { sandboxCharge } from "../../db/schema/sandbox-payments.js";
import { subscriptionPendingItem } from "../../db/schema/subscriptions.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import { makeProduct } from "../checkouts/test-fixtures.js";
import { type RenewalWorld, renewalWorld, type SubscribeOptions, subscribe } from "./renewal-fixtures.js";
import type { SubscriptionRow } from "./repository.js";

// biome-ignore lint/suspicious/noExplicitAny: API bodies are read loosely in tests
type Wire = Record<string, any>;

export interface PlanWorld extends RenewalWorld {
  sub: SubscriptionRow;
}

/** A world at `start` with a subscriber (card pm_card_visa unless given) on "Basic" at `amount` a month. */
export async function planWorld(start: string, opts: SubscribeOptions = {}): Promise<PlanWorld> {
  const world = await renewalWorld(start);
  const sub = await subscribe(world.t, world.seller, { productName: "Basic", amount: 1000, ...opts });
  return { ...world, sub };
}

export async function setProrationDefault(seller: Seller, behavior: string): Promise<void> {
  const res = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
    subscription_settings: { proration_behavior: behavior },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A recurring product with one fixed price. */
export function plan(seller: Seller, name: string, amount: number, interval = "month", extra = {}) {
  return makeProduct(seller, {
    name,
    recurring_interval: interval,
    prices: [{ amount_type: "fixed", price_amount: amount }],
    ...extra,
  });
}

export function patchSub(seller: Seller, id: string, body: unknown) {
  return seller.api.patch(`/v1/subscriptions/${id}`, body);
}

/** The orders of a subscription through the API, oldest first, as [billing_reason, status, subtotal, tax, total]. */
export async function ordersOf(seller: Seller, subscriptionId: string) {
  const res = await seller.api.get(
    `/v1/orders/?subscription_id=${subscriptionId}&limit=100&sorting=created_at`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Wire[];
}

export const summary = (o: Wire) => [
  o.billing_reason,
  o.status,
  o.subtotal_amount,
  o.tax_amount,
  o.total_amount,
];

export const itemsOf = (o: Wire) => (o.items as Wire[]).map((i) => [i.label, i.amount, i.proration]);

/** Order rows of a subscription (any status, void included), oldest first. */
export function orderRows(t: TestApp, subscriptionId: string) {
  return t.ctx.db
    .select()
    .from(order)
    .where(eq(order.subscriptionId, subscriptionId))
    .orderBy(asc(order.createdAt), asc(order.id));
}

/** The sandbox charges of a subscription's plan changes. */
export async function updateCharges(t: TestApp, subscriptionId: string) {
  const rows = await t.ctx.db.select().from(sandboxCharge).orderBy(asc(sandboxCharge.createdAt));
  return rows.filter((r) => r.idempotencyKey?.startsWith(`subscription:${subscriptionId}:update:`));
}

/** Amounts waiting for the next renewal order. */
export async function openItems(t: TestApp, subscriptionId: string) {
  const rows = await t.ctx.db
    .select()
    .from(subscriptionPendingItem)
    .where(
      and(
        eq(subscriptionPendingItem.subscriptionId, subscriptionId),
        isNull(subscriptionPendingItem.orderId),
      ),
    )
    .orderBy(asc(subscriptionPendingItem.createdAt), asc(subscriptionPendingItem.id));
  return rows.map((r) => [r.label, r.amount]);
}
