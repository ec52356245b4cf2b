import type { AppContext } from "../../../context.js";
import type { Executor } from "../../../db/types.js";
import { dunningDue, nextDunningAt, retriesInFlight } from "../dunning/dunning-due.js";
import { runDunning } from "../dunning/dunning-job.js";
import { cycleSubscription } from "./cycle.js";
import { type ClockScope, earliestRenewalDue, renewalsDue } from "./repository.js";

export type { ClockScope } from "./repository.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

/**
 * The earliest instant at or before `upTo` at which a subscription of the scope has work for the
 * engine (a period end to renew or end, a trial to convert, a past_due payment retry, a benefit
 * grace period running out), or null when none. A test clock's
 * advance walks these instants in order, running each one's work at that instant.
 */
export async function nextDueAt(db: Executor, scope: ClockScope, upTo: Date): Promise<Date | null> {
  const renewal = await earliestRenewalDue(db, scope, upTo);
  const dunning = await nextDunningAt(db, scope, upTo);
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
  const due = await renewalsDue(ctx.db, scope, now);
  for (const row of due) await cycleSubscription(ctx, row.id, row.end);
  const dunning = [
    ...new Set([
      ...(await retriesInFlight(ctx.db, scope)),
      ...(await dunningDue(ctx.db, scope, now)).map((d) => d.id),
    ]),
  ];
  for (const id of dunning) await runDunning(ctx, id);
  return due.length + dunning.length;
}
