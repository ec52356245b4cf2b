/**
 * The transactions of dunning (a renewal that could not be charged): entering `past_due`, a
 * failed retry, the recovery, the give-up, and the benefit grace period running out. Each runs
 * in its own transaction with the subscription row locked first (subscription → benefit grants
 * → customer), and records its events in it.
 */
import type { Executor } from "../../../db/types.js";
import { customerPortalUrl } from "../../../lib/portal-url.js";
import { grantBenefits, revokeBenefits } from "../../benefit-grants/service.js";
import { getCustomerRow } from "../../customers/service.js";
import {
  type EmailToQueue,
  paymentFailedEmail,
  queueEmailsIn,
  subscriptionEndedKey,
  subscriptionEndedUnpaidEmail,
} from "../../emails/service.js";
import { markOrderVoid, type OrderRow } from "../../orders/service.js";
import { getSellerEmailProfile, getSellerSettings } from "../../organizations/service.js";
import { findProduct } from "../../products/service.js";
import { recordEvent } from "../../webhooks/service.js";
import {
  type Deps,
  lockSubscription,
  orderTotal,
  type PaidWith,
  payOrder,
  RENEWABLE_STATUSES,
} from "../renewal/cycle.js";
import { billUsageOnRevoke } from "../renewal/final-usage.js";
import { type SubscriptionRow, updateSubscriptionRow } from "../repository.js";
import { loadSubscriptionWire, recordSubscriptionEvents } from "../service.js";

export const RENEWAL_FAILED_TEMPLATE = "subscription-renewal-failed";
export const ENDED_UNPAID_TEMPLATE = "subscription-ended-unpaid";
const DAY_MS = 86_400_000;

/** `from` plus `days` whole days. */
export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** When the benefits of a subscription that went past_due at `pastDueAt` are revoked. */
export const graceDeadline = (pastDueAt: Date, graceDays: number) => addDays(pastDueAt, graceDays);

/** Records the events of a dunning change; `subscription.past_due` too when it just became past_due. */
async function recordChange(
  ctx: Deps,
  tx: Executor,
  now: Date,
  before: SubscriptionRow,
  after: SubscriptionRow,
) {
  await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, before, after);
  if (after.status === "past_due" && before.status !== "past_due") {
    const wire = await loadSubscriptionWire({ db: tx, config: ctx.config }, after.organizationId, after.id);
    if (wire) await recordEvent(tx, now, after.organizationId, "subscription.past_due", wire);
  }
}

/**
 * Emails the customer about the unpaid renewal, in the change's transaction: a failed attempt
 * (with its reason, `reason` given, and the portal link to put in another card; the seller's
 * `subscription_past_due` setting), or the end of the subscription once every retry failed
 * (`reason` null; `subscription_revoked`, sharing its dedupe key with the `subscription.revoked`
 * email so the customer gets one "ended" email).
 */
async function emailFailure(
  ctx: Deps,
  tx: Executor,
  sub: SubscriptionRow,
  pending: OrderRow,
  reason: string | null,
) {
  const cust = await getCustomerRow(tx, sub.organizationId, sub.customerId, { includeDeleted: true });
  const seller = await getSellerEmailProfile({ db: tx }, sub.organizationId);
  if (!cust || cust.deletedAt || !seller) return;
  const setting = reason === null ? "subscription_revoked" : "subscription_past_due";
  if (!seller.customerEmailSettings[setting]) return;
  const prod = await findProduct(tx, sub.organizationId, sub.productId);
  const about = {
    brand: { name: seller.name, avatarUrl: seller.avatarUrl },
    to: cust.email,
    productName: prod?.name ?? "your subscription",
    amount: orderTotal(pending),
    currency: pending.currency,
  };
  const portalUrl = customerPortalUrl(ctx.config.baseUrl, seller.slug);
  const email: EmailToQueue =
    reason === null
      ? {
          template: ENDED_UNPAID_TEMPLATE,
          message: await subscriptionEndedUnpaidEmail({ ...about, portalUrl }),
          dedupeKey: subscriptionEndedKey(sub.id, cust.email),
        }
      : {
          template: RENEWAL_FAILED_TEMPLATE,
          message: await paymentFailedEmail({ ...about, reason, updateCardUrl: portalUrl }),
          dedupeKey: `${RENEWAL_FAILED_TEMPLATE}:${pending.id}:${sub.paymentRetries}:${cust.email.toLowerCase()}`,
        };
  await queueEmailsIn(tx, ctx, [email]);
}

/** Revokes the benefits of a past_due subscription (grace over), once: `benefits_suspended_at`. */
async function suspendBenefits(tx: Executor, now: Date, sub: SubscriptionRow): Promise<SubscriptionRow> {
  if (sub.benefitsSuspendedAt) return sub;
  await revokeBenefits(tx, now, { organizationId: sub.organizationId, subscriptionId: sub.id });
  return updateSubscriptionRow(tx, sub.organizationId, sub.id, { benefitsSuspendedAt: now, modifiedAt: now });
}

/**
 * A declined renewal (or one with no card to charge): the order stays pending, the subscription
 * becomes past_due (`past_due_at` now, first retry `SUBSCRIPTION_DUNNING_RETRY_DAYS[0]` days
 * later, `payment_retries` 0) with `subscription.updated`, `subscription.past_due` and
 * `customer.state_changed`, its benefits are revoked at once when the seller's grace period is
 * 0 days, and the customer is emailed.
 */
export async function markPastDue(
  ctx: Deps,
  subscriptionId: string,
  pending: OrderRow,
  reason: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, pending.organizationId, subscriptionId);
    if (!sub || !(RENEWABLE_STATUSES as readonly string[]).includes(sub.status)) return;
    const days = ctx.config.dunningRetryDays;
    let after = await updateSubscriptionRow(tx, sub.organizationId, sub.id, {
      status: "past_due",
      pastDueAt: now,
      nextPaymentAttemptAt: addDays(now, days[0]!),
      paymentRetries: 0,
      benefitsSuspendedAt: null,
      modifiedAt: now,
    });
    const settings = await getSellerSettings({ db: tx }, sub.organizationId);
    if (settings.benefit_revocation_grace_period <= 0) after = await suspendBenefits(tx, now, after);
    await recordChange(ctx, tx, now, sub, after);
    await emailFailure(ctx, tx, after, pending, reason);
  });
}

/** A past_due subscription whose retry `attempt` (1-based) is claimed and not settled yet. */
export const isRetryInFlight = (sub: SubscriptionRow, attempt: number) =>
  sub.status === "past_due" && sub.nextPaymentAttemptAt === null && sub.paymentRetries === attempt;

/**
 * Retry `attempt` was paid: the order paid (`order.paid`, `order.updated`), the subscription
 * active again with its dunning fields cleared and its benefits re-granted if they were
 * suspended (`subscription.active`, `.updated`, `customer.state_changed`).
 */
export async function recoverSubscription(
  ctx: Deps,
  organizationId: string,
  subscriptionId: string,
  attempt: number,
  /** The unpaid renewal order; null when nothing is left to pay (it was settled otherwise). */
  pending: OrderRow | null,
  paidWith: PaidWith,
): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, organizationId, subscriptionId);
    if (!sub || !isRetryInFlight(sub, attempt)) return false;
    if (sub.benefitsSuspendedAt) {
      await grantBenefits(tx, now, {
        organizationId: sub.organizationId,
        customerId: sub.customerId,
        productId: sub.productId,
        orderId: null,
        subscriptionId: sub.id,
      });
    }
    if (pending) await payOrder(tx, now, pending, paidWith);
    const after = await updateSubscriptionRow(tx, sub.organizationId, sub.id, {
      status: "active",
      pastDueAt: null,
      nextPaymentAttemptAt: null,
      paymentRetries: 0,
      benefitsSuspendedAt: null,
      modifiedAt: now,
    });
    await recordChange(ctx, tx, now, sub, after);
    return true;
  });
}

/**
 * Retry `attempt` was declined: the next retry is scheduled (`past_due_at` + the next configured
 * day) and the customer emailed; after the last configured retry, dunning gives up: the
 * subscription is revoked (canceled and ended now, benefits revoked, `subscription.canceled`,
 * `.revoked`, `.updated`) and the unpaid order becomes `void` (`order.updated`).
 */
export async function retryFailed(
  ctx: Deps,
  organizationId: string,
  subscriptionId: string,
  attempt: number,
  pending: OrderRow,
  reason: string,
): Promise<"scheduled" | "revoked" | "settled"> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, organizationId, subscriptionId);
    if (!sub || !isRetryInFlight(sub, attempt)) return "settled";
    const days = ctx.config.dunningRetryDays;
    const pastDueAt = sub.pastDueAt ?? now;
    if (attempt < days.length) {
      const after = await updateSubscriptionRow(tx, sub.organizationId, sub.id, {
        nextPaymentAttemptAt: addDays(pastDueAt, days[attempt]!),
        modifiedAt: now,
      });
      await recordChange(ctx, tx, now, sub, after);
      await emailFailure(ctx, tx, after, pending, reason);
      return "scheduled";
    }
    // Revoked: the usage of its last period is settled and billed (a final order, charged once).
    await billUsageOnRevoke(tx, now, sub);
    await revokeBenefits(tx, now, { organizationId: sub.organizationId, subscriptionId: sub.id });
    const after = await updateSubscriptionRow(tx, sub.organizationId, sub.id, {
      status: "canceled",
      canceledAt: now,
      endsAt: now,
      endedAt: now,
      nextPaymentAttemptAt: null,
      modifiedAt: now,
    });
    await markOrderVoid(tx, now, pending.organizationId, pending.id);
    await recordChange(ctx, tx, now, sub, after);
    await emailFailure(ctx, tx, after, pending, null);
    return "revoked";
  });
}

/**
 * The benefit grace period of a past_due subscription ran out (`past_due_at` + the seller's
 * `benefit_revocation_grace_period` days ≤ now): its benefits are revoked (`benefits_suspended_at`)
 * with `subscription.updated` and `customer.state_changed`. False when not due (or done).
 */
export async function suspendIfGraceOver(
  ctx: Deps,
  organizationId: string,
  subscriptionId: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, organizationId, subscriptionId);
    if (sub?.status !== "past_due" || !sub.pastDueAt || sub.benefitsSuspendedAt) return false;
    const settings = await getSellerSettings({ db: tx }, sub.organizationId);
    if (graceDeadline(sub.pastDueAt, settings.benefit_revocation_grace_period) > now) return false;
    const after = await suspendBenefits(tx, now, sub);
    await recordChange(ctx, tx, now, sub, after);
    return true;
  });
}
