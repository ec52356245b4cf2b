import type { AppContext } from "../../../context.js";
import type { Executor } from "../../../db/types.js";
import type { Charge, ChargeInput } from "../../../payments/processor.js";
import { cycleMeterCredits, lockSubscriptionGrants, revokeBenefits } from "../../benefit-grants/service.js";
import {
  type CustomerRow,
  getCustomerRow,
  getPaymentMethodRow,
  type PaymentMethodRow,
} from "../../customers/service.js";
import { getLatestCycleOrder, getOrderRow, markOrderPaid, type OrderRow } from "../../orders/service.js";
import { markPastDue } from "../dunning/settle.js";
import { nextPeriodEnd, type RecurringInterval } from "../periods.js";
import { applyPendingUpdate } from "../plan-change/pending-update.js";
import {
  findSubscription,
  findSubscriptionForJob,
  type NewSubscriptionRow,
  RENEWABLE_STATUSES,
  type SubscriptionRow,
  updateSubscriptionInPeriod,
} from "../repository.js";
import { recordSubscriptionEvents } from "../service.js";
import { billFinalUsage } from "./final-usage.js";
import { createRenewalOrder } from "./renewal-order.js";
import { settleUsage } from "./usage.js";

export { RENEWABLE_STATUSES };

export const CYCLE_JOB = "subscriptions.cycle";
/**
 * A cycle job is retried for about a day (backoff capped at an hour) before it is dead: a
 * processor outage must not leave a claimed renewal unpaid after a few hours of retries.
 */
export const CYCLE_MAX_ATTEMPTS = 30;

/** One cycle job per subscription and period end, however often the scheduler sees it due. */
export const cycleJobKey = (subscriptionId: string, periodEnd: Date) =>
  `subscription-cycle:${subscriptionId}:${periodEnd.toISOString()}`;

/** The renewal charge of the period starting at `periodStart`: retries never charge twice. */
export const renewalChargeKey = (subscriptionId: string, periodStart: Date) =>
  `subscription:${subscriptionId}:${periodStart.toISOString()}`;

export type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

export type CycleOutcome = "renewed" | "ended" | "skipped";

type Claim =
  | { kind: "skip" }
  | { kind: "ended" }
  | { kind: "charge"; organizationId: string; orderId: string; periodStart: Date; ended?: boolean };

/**
 * The `subscriptions.cycle` job for the period of `subscriptionId` that ends at `periodEnd`.
 *
 * 1. Claim, in one transaction: lock the subscription; if that period is still its current one
 *    and it is active or trialing, either end it (cancel at period end) or move the period
 *    forward and create the renewal order (`subscription_cycle`, pending) with
 *    `subscription.updated`. A conditional UPDATE on the period end makes the claim happen once.
 * 2. Charge the saved payment method off-session, idempotency key `subscription:<id>:<period start>`.
 * 3. Settle, in a second transaction: the order paid (`order.paid`, `order.updated`), or the
 *    subscription `past_due` with `subscription.updated` and an email to the customer.
 *
 * Re-running the job after a crash anywhere finds the claimed period's pending order and
 * finishes it with the same idempotency key: never a second order or charge.
 */
export async function cycleSubscription(
  ctx: Deps,
  subscriptionId: string,
  periodEnd: Date,
): Promise<CycleOutcome> {
  const now = ctx.clock.now();
  // The job carries the subscription id only: its organization scopes everything after this read.
  const owner = await findSubscriptionForJob(ctx.db, subscriptionId);
  if (!owner) return "skipped";
  const claim = await ctx.db.transaction((tx) =>
    claimPeriod(ctx, tx, now, owner.organizationId, subscriptionId, periodEnd),
  );
  if (claim.kind === "skip") return "skipped";
  if (claim.kind === "ended") return "ended";
  await settleRenewal(ctx, claim.organizationId, subscriptionId, claim.orderId, claim.periodStart);
  return claim.ended ? "ended" : "renewed";
}

/** Locks the organization's subscription (FOR UPDATE) for a renewal or dunning step. */
export function lockSubscription(
  tx: Executor,
  organizationId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  return findSubscription(tx, organizationId, id, { forUpdate: true });
}

/** The renewal order the claim of the current period created (the latest cycle order), if still pending. */
export async function pendingCycleOrder(tx: Executor, sub: SubscriptionRow): Promise<OrderRow | undefined> {
  const row = await getLatestCycleOrder(tx, sub.organizationId, sub.id);
  return row?.status === "pending" ? row : undefined;
}

async function claimPeriod(
  ctx: Deps,
  tx: Executor,
  now: Date,
  organizationId: string,
  id: string,
  periodEnd: Date,
): Promise<Claim> {
  const sub = await lockSubscription(tx, organizationId, id);
  if (!sub) return { kind: "skip" };
  const periodStart = periodEnd;
  if (sub.currentPeriodEnd.getTime() !== periodEnd.getTime()) {
    // Claimed already (a retry after a crash, or a duplicate run): finish its charge if the
    // period this job renewed is still the current one and its order is unpaid.
    if (sub.currentPeriodStart.getTime() !== periodStart.getTime()) return { kind: "skip" };
    // A subscription revoked meanwhile is not charged for the period.
    if (sub.status === "canceled" || sub.endedAt) return { kind: "skip" };
    const pending = await pendingCycleOrder(tx, sub);
    return pending
      ? { kind: "charge", organizationId: sub.organizationId, orderId: pending.id, periodStart }
      : { kind: "skip" };
  }
  if (sub.status === "canceled" && sub.cancelAtPeriodEnd && sub.endedAt) {
    // Ended at this period end by an earlier run: finish charging its final usage order.
    const final = await pendingCycleOrder(tx, sub);
    return final
      ? { kind: "charge", organizationId: sub.organizationId, orderId: final.id, periodStart, ended: true }
      : { kind: "skip" };
  }
  if (!(RENEWABLE_STATUSES as readonly string[]).includes(sub.status) || periodEnd > now)
    return { kind: "skip" };
  const reader = { db: tx, config: ctx.config };

  if (sub.cancelAtPeriodEnd) {
    const ended = await conditionalUpdate(tx, sub, periodEnd, {
      status: "canceled",
      endedAt: now,
      endsAt: sub.endsAt ?? periodEnd,
      modifiedAt: now,
    });
    if (!ended) return { kind: "skip" };
    // The last period's usage is billed in arrears (Polar's `subscription_cancel` order, public
    // reason `subscription_cycle`), settled in this transaction so only once.
    const final = await billFinalUsage(tx, now, sub, "subscription_cycle");
    await revokeBenefits(tx, now, { organizationId: sub.organizationId, subscriptionId: sub.id });
    await recordSubscriptionEvents(reader, now, sub, ended);
    return final
      ? { kind: "charge", organizationId: sub.organizationId, orderId: final.id, periodStart, ended: true }
      : { kind: "ended" };
  }

  // A plan change scheduled for this period (`next_period`) applies first: the new period is
  // the new plan's. The change is saved in this transaction, so it is undone with the claim.
  const current = await applyPendingUpdate(tx, sub, periodEnd);
  const interval = current.recurringInterval as RecurringInterval;
  const newEnd = nextPeriodEnd(periodEnd, interval, current.recurringIntervalCount, current.billingAnchorDay);
  // The discount for the new period: forever (periods left null), or while periods are left.
  const left = sub.discountPeriodsLeft;
  const discountApplies = sub.discountId !== null && (left === null || left > 0);
  const renewed = await conditionalUpdate(tx, sub, periodEnd, {
    currentPeriodStart: periodStart,
    currentPeriodEnd: newEnd,
    status: "active",
    discountId: discountApplies ? sub.discountId : null,
    discountPeriodsLeft: discountApplies && left !== null ? left - 1 : null,
    modifiedAt: now,
  });
  if (!renewed) return { kind: "skip" };

  // The ended period's usage, billed in arrears on this order (a trial's is not billed), and the
  // meters' new period, both in this claim: usage is settled exactly once.
  await lockSubscriptionGrants(tx, sub.organizationId, sub.id);
  const usage = await settleUsage(tx, now, sub, { bill: sub.status !== "trialing" });
  const created = await createRenewalOrder(tx, now, sub, renewed, discountApplies, usage.lines);
  // Meter credit benefits credit the new period (and roll over the unused credits).
  await cycleMeterCredits(tx, now, {
    organizationId: sub.organizationId,
    customerId: sub.customerId,
    subscriptionId: sub.id,
    periods: usage.periods,
  });
  await recordSubscriptionEvents(reader, now, sub, renewed);
  return { kind: "charge", organizationId: sub.organizationId, orderId: created.id, periodStart };
}

/** Applies `patch` only while the subscription is still in the period ending at `periodEnd`. */
async function conditionalUpdate(
  tx: Executor,
  sub: SubscriptionRow,
  periodEnd: Date,
  patch: Partial<NewSubscriptionRow>,
): Promise<SubscriptionRow | undefined> {
  return updateSubscriptionInPeriod(tx, sub.organizationId, sub.id, periodEnd, patch);
}

/** The order's total: what the customer is charged. */
export function orderTotal(row: OrderRow): number {
  return row.subtotalAmount - row.discountAmount + row.taxAmount;
}

export interface PaidWith {
  processor: string | null;
  chargeRef: string | null;
  paymentMethodId: string | null;
}

export type OrderCharge = { status: "succeeded"; paidWith: PaidWith } | { status: "failed"; reason: string };

/**
 * Charges a subscription's pending order off-session to its saved card (the subscription's, else
 * the customer's default) with `idempotencyKey`. Nothing due → succeeded without a charge. Never
 * call it inside a transaction.
 */
export async function chargeOrder(
  ctx: Pick<Deps, "db" | "payments">,
  subscriptionId: string,
  pending: OrderRow,
  idempotencyKey: string,
): Promise<OrderCharge> {
  if (orderTotal(pending) <= 0) return NOTHING_DUE;
  const sub = await findSubscription(ctx.db, pending.organizationId, subscriptionId);
  const cust = await getCustomerRow(ctx.db, pending.organizationId, pending.customerId, {
    includeDeleted: true,
  });
  const methodId = sub?.paymentMethodId ?? cust?.defaultPaymentMethodId ?? null;
  const method = methodId ? await getPaymentMethodRow(ctx.db, pending.organizationId, methodId) : null;
  return chargeSavedMethod(ctx, pending, { sub: sub ?? null, customer: cust, method }, idempotencyKey);
}

const NOTHING_DUE: OrderCharge = {
  status: "succeeded",
  paidWith: { processor: null, chargeRef: null, paymentMethodId: null },
};

/**
 * `chargeOrder` with the subscription, its customer and the card to charge (the subscription's,
 * else the customer's default) already read: a batch of renewals reads them for all at once.
 */
export async function chargeSavedMethod(
  ctx: Pick<Deps, "payments">,
  pending: OrderRow,
  saved: SavedMethod,
  idempotencyKey: string,
): Promise<OrderCharge> {
  const request = renewalCharge(pending, saved, idempotencyKey);
  if ("status" in request) return request;
  return chargeOutcome(ctx.payments, await ctx.payments.charge(request.input), request.method);
}

/** The subscription, its customer and the card to charge (the subscription's, else the customer's default). */
export interface SavedMethod {
  sub: SubscriptionRow | null;
  customer: CustomerRow | null;
  method: PaymentMethodRow | null;
}

/**
 * What charging the pending order takes: nothing (nothing due: succeeded; no saved card: failed),
 * or the processor call to make, off session with `idempotencyKey`, and the card it charges.
 */
export function renewalCharge(
  pending: OrderRow,
  saved: SavedMethod,
  idempotencyKey: string,
): OrderCharge | { input: ChargeInput; method: PaymentMethodRow } {
  const total = orderTotal(pending);
  if (total <= 0) return NOTHING_DUE;
  const { sub, customer: cust, method } = saved;
  if (!sub || !cust?.processorCustomerRef || !method || method.deletedAt) {
    return { status: "failed", reason: "No saved payment method to charge." };
  }
  const input: ChargeInput = {
    organizationId: pending.organizationId,
    amount: total,
    currency: pending.currency,
    customerRef: cust.processorCustomerRef,
    paymentMethod: method.processorRef,
    offSession: true,
    metadata: { subscription_id: sub.id, order_id: pending.id },
    idempotencyKey,
  };
  return { input, method };
}

/** The order's outcome of the processor's charge to `method`: paid with it, or declined. */
export function chargeOutcome(
  payments: Pick<Deps["payments"], "name">,
  charge: Charge,
  method: PaymentMethodRow,
): OrderCharge {
  if (charge.status !== "succeeded") return { status: "failed", reason: charge.decline.message };
  return {
    status: "succeeded",
    paidWith: { processor: payments.name, chargeRef: charge.id, paymentMethodId: method.id },
  };
}

async function settleRenewal(
  ctx: Deps,
  organizationId: string,
  subscriptionId: string,
  orderId: string,
  periodStart: Date,
): Promise<void> {
  const pending = await getOrderRow(ctx.db, organizationId, orderId);
  if (pending?.status !== "pending") return;
  const result = await chargeOrder(
    ctx,
    subscriptionId,
    pending,
    renewalChargeKey(subscriptionId, periodStart),
  );
  if (result.status === "succeeded") {
    await ctx.db.transaction((tx) => payOrder(tx, ctx.clock.now(), pending, result.paidWith));
  } else {
    await markPastDue(ctx, subscriptionId, pending, result.reason);
  }
}

/**
 * Marks a pending order paid (`order.paid`, `order.updated`) in the caller's transaction; false
 * when it is no longer pending (settled by someone else).
 */
export async function payOrder(
  tx: Executor,
  now: Date,
  pending: OrderRow,
  paidWith: PaidWith,
): Promise<boolean> {
  const locked = await getOrderRow(tx, pending.organizationId, pending.id, { forUpdate: true });
  if (locked?.status !== "pending") return false;
  await markOrderPaid(tx, now, pending.organizationId, pending.id, paidWith);
  return true;
}
