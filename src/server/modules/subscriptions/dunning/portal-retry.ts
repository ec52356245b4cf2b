/**
 * What the customer portal does to a customer's subscriptions when they manage their cards:
 * which subscriptions a saved card pays, moving subscriptions to another card, retrying a
 * past_due renewal at once when a new default card is saved (through the dunning job itself),
 * and the claim and settlement of a manual retry of an unpaid renewal order
 * (`POST /v1/customer-portal/orders/{id}/confirm-payment`).
 */
import type { Executor } from "../../../db/types.js";
import { grantBenefits } from "../../benefit-grants/service.js";
import type { OrderRow } from "../../orders/service.js";
import { type Deps, lockSubscription, type PaidWith, payOrder } from "../renewal/cycle.js";
import { findActiveSubscriptionsOf, type SubscriptionRow, updateSubscriptionRow } from "../repository.js";
import { recordSubscriptionEvents } from "../service.js";
import { type DunningOutcome, runDunning } from "./dunning-job.js";

/** The card a subscription is charged to: its own, else the customer's default. */
const chargedMethod = (sub: SubscriptionRow, defaultId: string | null) => sub.paymentMethodId ?? defaultId;

/**
 * The customer's trialing, active and past_due subscriptions that `paymentMethodId` pays;
 * `forUpdate` locks all their live subscriptions (before the customer row, as every path does).
 */
export async function subscriptionsPaidWith(
  ex: Executor,
  organizationId: string,
  customerId: string,
  paymentMethodId: string,
  defaultId: string | null,
  opts: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow[]> {
  const rows = await findActiveSubscriptionsOf(ex, organizationId, customerId, opts);
  return rows.filter((row) => chargedMethod(row, defaultId) === paymentMethodId);
}

/**
 * Charges the customer's live subscriptions to `paymentMethodId` from now on, in the caller's
 * transaction (their rows locked first, as every path locks subscriptions before the customer).
 * With `only`, just the subscriptions that card paid (a card being deleted). Returns their ids.
 */
export async function moveSubscriptionsToPaymentMethod(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerId: string,
  paymentMethodId: string,
  only?: { paidWith: string; defaultId: string | null },
): Promise<string[]> {
  const rows = await findActiveSubscriptionsOf(tx, organizationId, customerId, { forUpdate: true });
  const moved: string[] = [];
  for (const row of rows) {
    if (only && chargedMethod(row, only.defaultId) !== only.paidWith) continue;
    if (row.paymentMethodId === paymentMethodId) continue;
    await updateSubscriptionRow(tx, organizationId, row.id, { paymentMethodId, modifiedAt: now });
    moved.push(row.id);
  }
  return moved;
}

/**
 * A new default card was saved: each past_due subscription of the customer has its next dunning
 * retry moved to now and the dunning job run at once (claim, off-session charge of the pending
 * renewal order, settle), so a good card recovers the subscription immediately. A retry already
 * in flight is left to its job. Run outside any transaction.
 */
export async function retryPastDueNow(
  ctx: Deps,
  organizationId: string,
  customerId: string,
): Promise<Map<string, DunningOutcome>> {
  const outcomes = new Map<string, DunningOutcome>();
  const pastDue = (await findActiveSubscriptionsOf(ctx.db, organizationId, customerId)).filter(
    (row) => row.status === "past_due",
  );
  for (const { id } of pastDue) {
    const now = ctx.clock.now();
    const due = await ctx.db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, organizationId, id);
      if (sub?.status !== "past_due" || !sub.nextPaymentAttemptAt) return false;
      if (sub.nextPaymentAttemptAt > now) {
        await updateSubscriptionRow(tx, organizationId, id, { nextPaymentAttemptAt: now, modifiedAt: now });
      }
      return true;
    });
    if (due) outcomes.set(id, await runDunning(ctx, id));
  }
  return outcomes;
}

export type ManualRetryClaim =
  | { kind: "ok"; subscription: SubscriptionRow }
  | { kind: "not_past_due" }
  | { kind: "in_flight" };

/**
 * Claims a manual retry of the past_due subscription's unpaid renewal, in the caller's
 * transaction: refused while a dunning retry is in flight (claimed, not settled), and the next
 * automatic retry is held back at least `leaseMs` so the dunning job cannot charge the same order
 * while the customer's charge runs.
 */
export async function claimManualRetry(
  tx: Executor,
  now: Date,
  organizationId: string,
  subscriptionId: string,
  leaseMs: number,
): Promise<ManualRetryClaim> {
  const sub = await lockSubscription(tx, organizationId, subscriptionId);
  if (sub?.status !== "past_due") return { kind: "not_past_due" };
  if (!sub.nextPaymentAttemptAt && sub.paymentRetries > 0) return { kind: "in_flight" };
  const held = new Date(now.getTime() + leaseMs);
  if (sub.nextPaymentAttemptAt && sub.nextPaymentAttemptAt < held) {
    await updateSubscriptionRow(tx, organizationId, subscriptionId, { nextPaymentAttemptAt: held });
  }
  return { kind: "ok", subscription: sub };
}

/**
 * A manual retry was paid, in the caller's transaction: the order paid (`order.paid`,
 * `order.updated`), and the subscription active again on the card that paid, its dunning fields
 * cleared and its benefits re-granted if they were suspended (`subscription.active`, `.updated`,
 * `customer.state_changed`). False when the order was no longer pending.
 */
export async function settleManualRetry(
  ctx: Pick<Deps, "config">,
  tx: Executor,
  now: Date,
  pending: OrderRow,
  paidWith: PaidWith,
): Promise<boolean> {
  const subscriptionId = pending.subscriptionId!;
  const sub = await lockSubscription(tx, pending.organizationId, subscriptionId);
  if (!(await payOrder(tx, now, pending, paidWith))) return false;
  if (sub?.status !== "past_due") return true;
  if (sub.benefitsSuspendedAt) {
    await grantBenefits(tx, now, {
      organizationId: sub.organizationId,
      customerId: sub.customerId,
      productId: sub.productId,
      orderId: null,
      subscriptionId: sub.id,
    });
  }
  const after = await updateSubscriptionRow(tx, sub.organizationId, sub.id, {
    status: "active",
    pastDueAt: null,
    nextPaymentAttemptAt: null,
    paymentRetries: 0,
    benefitsSuspendedAt: null,
    ...(paidWith.paymentMethodId ? { paymentMethodId: paidWith.paymentMethodId } : {}),
    modifiedAt: now,
  });
  await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, sub, after);
  return true;
}
