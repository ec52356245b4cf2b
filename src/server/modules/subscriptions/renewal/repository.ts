import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, min, type SQL, sql } from "drizzle-orm";
import { subscription } from "../../../db/schema/subscriptions.js";
import { inOrganization } from "../../../db/tenant.js";
import type { Executor } from "../../../db/types.js";
import { RENEWABLE_STATUSES } from "../repository.js";

/**
 * The queries that find due work: renewals and dunning steps, for the scheduler (real time) and
 * for a test clock's advance.
 */

export { RENEWABLE_STATUSES };

/** Limits one run (the next run takes the rest). */
const BATCH = 1000;

/**
 * Which subscriptions: those on one test clock (of the clock's organization), or — testClockId
 * null — those on real time in every organization: the scheduler's scan, the cross-tenant entry
 * point of the renewal and dunning jobs (each job then works within its subscription's organization).
 */
export type ClockScope = { testClockId: string; organizationId: string } | { testClockId: null };

const onScope = (scope: ClockScope, ...conditions: (SQL | undefined)[]): SQL =>
  scope.testClockId
    ? inOrganization(
        subscription,
        scope.organizationId,
        eq(subscription.testClockId, scope.testClockId),
        ...conditions,
      )
    : and(isNull(subscription.testClockId), ...conditions)!;

const renewable = inArray(subscription.status, [...RENEWABLE_STATUSES]);

/** The earliest period end at or before `upTo` of the scope's renewable subscriptions, or null. */
export async function earliestRenewalDue(db: Executor, scope: ClockScope, upTo: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(subscription.currentPeriodEnd) })
    .from(subscription)
    .where(onScope(scope, renewable, lte(subscription.currentPeriodEnd, upTo)));
  return row?.at ? new Date(row.at) : null;
}

/** The scope's renewable subscriptions whose period ended at or before `now`, earliest first. */
export function renewalsDue(
  db: Executor,
  scope: ClockScope,
  now: Date,
): Promise<{ id: string; end: Date }[]> {
  return db
    .select({ id: subscription.id, end: subscription.currentPeriodEnd })
    .from(subscription)
    .where(onScope(scope, renewable, lte(subscription.currentPeriodEnd, now)))
    .orderBy(asc(subscription.currentPeriodEnd), asc(subscription.id));
}

/** How many renewable subscriptions on real time, in every organization, are due at `now` (the scheduler's count). */
export async function countRealTimeRenewalsDue(db: Executor, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscription)
    .where(onScope({ testClockId: null }, renewable, lte(subscription.currentPeriodEnd, now)));
  return Number(row?.n ?? 0);
}

/** The renewable subscriptions on the organization's clock, with the start of their current period. */
export function renewablesOnClock(
  db: Executor,
  organizationId: string,
  clockId: string,
): Promise<{ id: string; start: Date }[]> {
  return db
    .select({ id: subscription.id, start: subscription.currentPeriodStart })
    .from(subscription)
    .where(inOrganization(subscription, organizationId, eq(subscription.testClockId, clockId), renewable))
    .orderBy(asc(subscription.id));
}

/** The scope's past_due subscriptions whose benefits are still granted, earliest past_due first. */
export function pastDueWithBenefits(
  db: Executor,
  scope: ClockScope,
): Promise<{ id: string; org: string; pastDueAt: Date | null }[]> {
  return db
    .select({ id: subscription.id, org: subscription.organizationId, pastDueAt: subscription.pastDueAt })
    .from(subscription)
    .where(
      onScope(
        scope,
        eq(subscription.status, "past_due"),
        isNull(subscription.benefitsSuspendedAt),
        isNotNull(subscription.pastDueAt),
      ),
    )
    .orderBy(asc(subscription.pastDueAt), asc(subscription.id))
    .limit(BATCH);
}

/** The scope's past_due subscriptions whose next payment retry is due at or before `upTo`. */
export function retriesDue(
  db: Executor,
  scope: ClockScope,
  upTo: Date,
): Promise<{ id: string; at: Date | null }[]> {
  return db
    .select({ id: subscription.id, at: subscription.nextPaymentAttemptAt })
    .from(subscription)
    .where(onScope(scope, eq(subscription.status, "past_due"), lte(subscription.nextPaymentAttemptAt, upTo)))
    .orderBy(asc(subscription.nextPaymentAttemptAt), asc(subscription.id))
    .limit(BATCH);
}

/** The earliest payment retry of the scope due at or before `upTo`, or null. */
export async function earliestRetryDue(db: Executor, scope: ClockScope, upTo: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(subscription.nextPaymentAttemptAt) })
    .from(subscription)
    .where(onScope(scope, eq(subscription.status, "past_due"), lte(subscription.nextPaymentAttemptAt, upTo)));
  return row?.at ? new Date(row.at) : null;
}

/** The scope's past_due subscriptions with a retry claimed and never settled. */
export async function retriesClaimedUnsettled(db: Executor, scope: ClockScope): Promise<string[]> {
  const rows = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      onScope(
        scope,
        eq(subscription.status, "past_due"),
        isNull(subscription.nextPaymentAttemptAt),
        gt(subscription.paymentRetries, 0),
      ),
    )
    .orderBy(asc(subscription.id))
    .limit(BATCH);
  return rows.map((r) => r.id);
}
