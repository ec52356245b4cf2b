import { and, asc, eq, gt, isNotNull, isNull, lte, min } from "drizzle-orm";
import { subscription } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";
import { getSellerSettings } from "../organizations/service.js";
import { graceDeadline } from "./dunning-settle.js";

/** Limits one scheduler run (the next minute's run takes the rest). */
const BATCH = 1000;

const onClock = (testClockId: string | null) =>
  testClockId ? eq(subscription.testClockId, testClockId) : isNull(subscription.testClockId);

/** A past_due subscription with dunning work due at `at`. */
export interface DunningDue {
  id: string;
  at: Date;
}

/**
 * Past_due subscriptions whose benefits are still granted, each with the instant its seller's
 * `benefit_revocation_grace_period` runs out (settings read per organization, in memory: the
 * grace period is a JSON setting, and past_due subscriptions are few).
 */
async function graceDeadlines(db: Executor, testClockId: string | null, upTo: Date): Promise<DunningDue[]> {
  const rows = await db
    .select({ id: subscription.id, org: subscription.organizationId, pastDueAt: subscription.pastDueAt })
    .from(subscription)
    .where(
      and(
        onClock(testClockId),
        eq(subscription.status, "past_due"),
        isNull(subscription.benefitsSuspendedAt),
        isNotNull(subscription.pastDueAt),
      ),
    )
    .orderBy(asc(subscription.pastDueAt), asc(subscription.id))
    .limit(BATCH);
  const graceByOrg = new Map<string, number>();
  const due: DunningDue[] = [];
  for (const row of rows) {
    let grace = graceByOrg.get(row.org);
    if (grace === undefined) {
      grace = (await getSellerSettings({ db }, row.org)).benefit_revocation_grace_period;
      graceByOrg.set(row.org, grace);
    }
    const at = graceDeadline(row.pastDueAt!, grace);
    if (at <= upTo) due.push({ id: row.id, at });
  }
  return due;
}

/** Past_due subscriptions whose next payment retry is due at or before `upTo`. */
function retriesDue(db: Executor, testClockId: string | null, upTo: Date) {
  return db
    .select({ id: subscription.id, at: subscription.nextPaymentAttemptAt })
    .from(subscription)
    .where(
      and(
        onClock(testClockId),
        eq(subscription.status, "past_due"),
        lte(subscription.nextPaymentAttemptAt, upTo),
      ),
    )
    .orderBy(asc(subscription.nextPaymentAttemptAt), asc(subscription.id))
    .limit(BATCH);
}

/**
 * The dunning work due at or before `upTo` for the subscriptions on a test clock (or, null, on
 * real time): payment retries and grace-period revocations, earliest first, one entry per
 * subscription and instant.
 */
export async function dunningDue(
  db: Executor,
  testClockId: string | null,
  upTo: Date,
): Promise<DunningDue[]> {
  const retries = (await retriesDue(db, testClockId, upTo)).map((r) => ({ id: r.id, at: r.at! }));
  const all = [...retries, ...(await graceDeadlines(db, testClockId, upTo))];
  return all.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}

/** The earliest dunning instant at or before `upTo` on a test clock (or real time), or null. */
export async function nextDunningAt(
  db: Executor,
  testClockId: string | null,
  upTo: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(subscription.nextPaymentAttemptAt) })
    .from(subscription)
    .where(
      and(
        onClock(testClockId),
        eq(subscription.status, "past_due"),
        lte(subscription.nextPaymentAttemptAt, upTo),
      ),
    );
  const grace = await graceDeadlines(db, testClockId, upTo);
  const times = [...(row?.at ? [new Date(row.at)] : []), ...grace.map((g) => g.at)];
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/**
 * Past_due subscriptions with a retry claimed and never settled (the process died between the
 * claim and the settlement): running their dunning step again finishes that retry with the same
 * idempotency key. The job runner retries those jobs on real time; a test clock's advance calls
 * this through `runDueWork`.
 */
export async function retriesInFlight(db: Executor, testClockId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      and(
        onClock(testClockId),
        eq(subscription.status, "past_due"),
        isNull(subscription.nextPaymentAttemptAt),
        gt(subscription.paymentRetries, 0),
      ),
    )
    .orderBy(asc(subscription.id))
    .limit(BATCH);
  return rows.map((r) => r.id);
}
