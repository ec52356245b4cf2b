import type { Executor } from "../../../db/types.js";
import { getOrderRow } from "../../orders/service.js";
import { chargeOrder, type Deps, lockSubscription, pendingCycleOrder } from "../renewal/cycle.js";
import { claimRetryRow, findSubscriptionForJob } from "../repository.js";
import { recoverSubscription, retryFailed, suspendIfGraceOver } from "./settle.js";

export const DUNNING_JOB = "subscriptions.dunning";

/** The charge of retry `attempt` (1-based) of the renewal of the period starting at `periodStart`. */
export const retryChargeKey = (subscriptionId: string, periodStart: Date, attempt: number) =>
  `subscription:${subscriptionId}:${periodStart.toISOString()}:retry${attempt}`;

/** One dunning job per subscription and due instant, however often the scheduler sees it due. */
export const dunningJobKey = (subscriptionId: string, at: Date) =>
  `subscription-dunning:${subscriptionId}:${at.toISOString()}`;

export type DunningOutcome = "recovered" | "scheduled" | "revoked" | "suspended" | "skipped";

type Claim =
  | { kind: "skip" }
  | { kind: "charge"; attempt: number; periodStart: Date; orderId: string | null; organizationId: string };

/**
 * Claims the due retry of a past_due subscription, once: a conditional UPDATE moves
 * `payment_retries` to the attempt's number and clears `next_payment_attempt_at`. A retry claimed
 * but never settled (the worker died) is claimed again as the same attempt, so it is charged with
 * the same idempotency key.
 */
async function claimRetry(tx: Executor, now: Date, organizationId: string, id: string): Promise<Claim> {
  const sub = await lockSubscription(tx, organizationId, id);
  if (sub?.status !== "past_due") return { kind: "skip" };
  let attempt: number;
  if (sub.nextPaymentAttemptAt === null && sub.paymentRetries > 0) {
    attempt = sub.paymentRetries;
  } else {
    if (!sub.nextPaymentAttemptAt || sub.nextPaymentAttemptAt > now) return { kind: "skip" };
    attempt = sub.paymentRetries + 1;
    const claimed = await claimRetryRow(
      tx,
      organizationId,
      id,
      { paymentRetries: sub.paymentRetries, nextPaymentAttemptAt: sub.nextPaymentAttemptAt },
      { paymentRetries: attempt, nextPaymentAttemptAt: null, modifiedAt: now },
    );
    if (!claimed) return { kind: "skip" };
  }
  const pending = await pendingCycleOrder(tx, sub);
  return {
    kind: "charge",
    attempt,
    periodStart: sub.currentPeriodStart,
    orderId: pending?.id ?? null,
    organizationId: sub.organizationId,
  };
}

/**
 * The `subscriptions.dunning` job of a past_due subscription, at `ctx.clock.now()`:
 *
 * 1. Revokes its benefits if the seller's grace period ran out (`benefits_suspended_at`).
 * 2. If a retry is due (`next_payment_attempt_at <= now`): claims it (one transaction), charges
 *    the pending renewal order off-session with key `subscription:<id>:<period start>:retry<n>`,
 *    then settles (second transaction): recovered (order paid, subscription active, benefits
 *    back), or the next retry scheduled, or — after the last configured retry — revoked with
 *    the order void.
 *
 * Safe to run again after a crash anywhere, and from several workers at once.
 */
export async function runDunning(ctx: Deps, subscriptionId: string): Promise<DunningOutcome> {
  // The job carries the subscription id only: its organization scopes everything after this read.
  const owner = await findSubscriptionForJob(ctx.db, subscriptionId);
  if (!owner) return "skipped";
  const { organizationId } = owner;
  const suspended = await suspendIfGraceOver(ctx, organizationId, subscriptionId);
  const now = ctx.clock.now();
  const claim = await ctx.db.transaction((tx) => claimRetry(tx, now, organizationId, subscriptionId));
  if (claim.kind === "skip") return suspended ? "suspended" : "skipped";
  const { attempt } = claim;
  const pending = claim.orderId ? await getOrderRow(ctx.db, organizationId, claim.orderId) : undefined;
  if (pending?.status !== "pending") {
    const none = { processor: null, chargeRef: null, paymentMethodId: null };
    return (await recoverSubscription(ctx, organizationId, subscriptionId, attempt, null, none))
      ? "recovered"
      : "skipped";
  }
  const key = retryChargeKey(subscriptionId, claim.periodStart, attempt);
  const result = await chargeOrder(ctx, subscriptionId, pending, key);
  if (result.status === "succeeded") {
    const done = await recoverSubscription(
      ctx,
      organizationId,
      subscriptionId,
      attempt,
      pending,
      result.paidWith,
    );
    return done ? "recovered" : "skipped";
  }
  const outcome = await retryFailed(ctx, organizationId, subscriptionId, attempt, pending, result.reason);
  return outcome === "settled" ? "skipped" : outcome;
}
