/**
 * Test helpers of the dunning and trial suites: the seller's grace period, the customer replacing
 * the card a subscription is charged to, and counts of what dunning leaves behind.
 */
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { customer } from "../../db/schema/customers.js";
import { emailMessage } from "../../db/schema/emails.js";
import { order } from "../../db/schema/orders.js";
import { subscription } from "../../db/schema/subscriptions.js";
import { uuidv7 } from "../../lib/ids.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import { saveCustomerPaymentMethod } from "../checkouts/repository.js";
import type { SubscriptionRow } from "./repository.js";

export const DAY = 86_400_000;
export const days = (from: Date, n: number) => new Date(from.getTime() + n * DAY);

/** Sets the seller's `benefit_revocation_grace_period` (days) through the API. */
export async function setGracePeriod(seller: Seller, graceDays: number): Promise<void> {
  const res = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
    subscription_settings: { benefit_revocation_grace_period: graceDays },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * The customer replaces the card their subscription is charged to with a working one
 * (`pm_card_visa`): attached to their processor customer, saved as their default and set on
 * the subscription — what a "update your payment method" page does. Dunning retries charge the
 * subscription's card, so the next retry succeeds.
 */
export async function replaceCard(t: TestApp, sub: SubscriptionRow, token = "pm_card_visa"): Promise<void> {
  const [cust] = await t.ctx.db.select().from(customer).where(eq(customer.id, sub.customerId));
  const method = await t.ctx.payments.attachPaymentMethod({
    organizationId: sub.organizationId,
    customerRef: cust!.processorCustomerRef!,
    paymentMethod: token,
  });
  const id = await saveCustomerPaymentMethod(t.ctx.db, {
    id: uuidv7(),
    organizationId: sub.organizationId,
    customerId: sub.customerId,
    processor: t.ctx.payments.name,
    processorRef: method.id,
    type: method.type,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    createdAt: t.ctx.clock.now(),
  });
  await t.ctx.db.update(subscription).set({ paymentMethodId: id }).where(eq(subscription.id, sub.id));
}

/** How many emails of a template (default: renewal failed) an address got. */
export async function failureEmails(
  t: TestApp,
  to: string,
  template = "subscription-renewal-failed",
): Promise<number> {
  await t.runJobs();
  const rows = await t.ctx.db
    .select({ id: emailMessage.id })
    .from(emailMessage)
    .where(and(eq(emailMessage.to, to), eq(emailMessage.template, template)));
  return rows.length;
}

/** Every order of a subscription, oldest first: [billing_reason, status, total]. */
export async function ordersOf(t: TestApp, subscriptionId: string) {
  const rows = await t.ctx.db
    .select()
    .from(order)
    .where(eq(order.subscriptionId, subscriptionId))
    .orderBy(asc(order.createdAt), asc(order.id));
  return rows.map((o) => [o.billingReason, o.status, o.subtotalAmount - o.discountAmount + o.taxAmount]);
}
