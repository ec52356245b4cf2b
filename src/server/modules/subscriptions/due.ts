import { and, asc, eq, inArray, isNull, lte, min } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { subscription } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";
import { runDunning } from "./dunning.js";
import { dunningDue, nextDunningAt, retriesInFlight } from "./dunning-due.js";
import { cycleSubscription, RENEWABLE_STATUSES } from "./renewal.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

/** Which subscriptions: those on one test clock, or (null) those on real time. */
export interface ClockScope {
  testClockId: string | null;
}

const onScope = (scope: ClockScope) =>
  scope.testClockId ? eq(subscription.testClockId, scope.testClockId) : isNull(subscription.testClockId);

/**
 * The earliest instant at or before `upTo` at which a subscription of the scope has work for the
 * engine (a period end to renew or end, a trial to convert, a past_due payment retry, a benefit
 * grace period running out), or null when none. A test clock's
 * advance walks these instants in order, running each one's work at that instant.
 */
export async function nextDueAt(db: Executor, scope: ClockScope, upTo: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(subscription.currentPeriodEnd) })
    .from(subscription)
    .where(
      and(
        onScope(scope),
        inArray(subscription.status, [...RENEWABLE_STATUSES]),
        lte(subscription.currentPeriodEnd, upTo),
      ),
    );
  const renewal = row?.at ? new Date(row.at) : null;
  const dunning = await nextDunningAt(db, scope.testClockId, upTo);
  if (!renewal || !dunning) return renewal ?? dunning;
  return new Date(Math.min(renewal.getTime(), dunning.getTime()));
}

/**
 * Runs, one after the other in this process, all the work due at `ctx.clock.now()` for the
 * scope's subscriptions: each period that has ended is cycled (renewed, or ended when canceled),
 * then each past_due subscription with a retry or a grace revocation due runs its dunning step.
 * The same idempotent steps the jobs run, so a crash midway is finished by running it again.
 * Returns how many steps ran.
 */
export async function runDueWork(ctx: Deps, scope: ClockScope): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: subscription.id, end: subscription.currentPeriodEnd })
    .from(subscription)
    .where(
      and(
        onScope(scope),
        inArray(subscription.status, [...RENEWABLE_STATUSES]),
        lte(subscription.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(subscription.currentPeriodEnd), asc(subscription.id));
  for (const row of due) await cycleSubscription(ctx, row.id, row.end);
  const dunning = [
    ...new Set([
      ...(await retriesInFlight(ctx.db, scope.testClockId)),
      ...(await dunningDue(ctx.db, scope.testClockId, now)).map((d) => d.id),
    ]),
  ];
  for (const id of dunning) await runDunning(ctx, id);
  return due.length + dunning.length;
}
