import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { job } from "../../db/schema/jobs.js";
import { subscription } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import { enqueueJob } from "../../jobs/queue.js";
import { nextDueAt, runDueWork } from "../subscriptions/due.js";
import { cycleSubscription, RENEWABLE_STATUSES } from "../subscriptions/renewal.js";
import { findClock, findClockById, updateClock } from "./repository.js";
import { TestClockAdvancingError } from "./service.js";

export const ADVANCE_JOB = "test-clocks.advance";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer" | "logger">;

/** `at` plus `years` calendar years (UTC). */
function addYears(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

const advanceKey = (clockId: string, target: Date) => `${ADVANCE_JOB}:${clockId}:${target.toISOString()}`;

/**
 * Starts moving the clock to `frozenTime`: the clock becomes `advancing` (with `advancing_to`)
 * and the `test-clocks.advance` job is enqueued in the same transaction. The target must be after
 * the current frozen time and at most two years ahead of it (422 on `body.frozen_time`); a clock
 * already advancing is a 409.
 */
export async function requestAdvance(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  id: string,
  frozenTime: string,
) {
  const target = new Date(frozenTime);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const clock = await findClock(tx, organizationId, id, { forUpdate: true });
    if (!clock) throw new NotFoundError("Test clock");
    if (clock.status === "advancing") throw new TestClockAdvancingError("advance it again");
    const invalid = (msg: string) =>
      new RequestValidationError([
        { loc: ["body", "frozen_time"], msg, type: "value_error", input: frozenTime },
      ]);
    if (target.getTime() <= clock.frozenTime.getTime()) {
      throw invalid(
        `frozen_time must be after the clock's current frozen time (${clock.frozenTime.toISOString()})`,
      );
    }
    if (target.getTime() > addYears(clock.frozenTime, 2).getTime()) {
      throw invalid("frozen_time must be at most two years after the clock's current frozen time");
    }
    const row = await updateClock(tx, clock.id, {
      status: "advancing",
      advancingTo: target,
      modifiedAt: now,
    });
    await enqueueJob(
      tx,
      now,
      ADVANCE_JOB,
      { testClockId: clock.id, frozenTime: target.toISOString() },
      { dedupeKey: advanceKey(clock.id, target), maxAttempts: 20 },
    );
    return row!;
  });
}

/**
 * Work done at a clock instant enqueues its follow-up jobs (webhook dispatch, emails) at that
 * instant, which may be ahead of real time: they are made due now, so they run as the clock moves.
 */
async function releaseJobsEnqueuedAt(db: Executor, at: Date, realNow: Date): Promise<void> {
  if (at.getTime() <= realNow.getTime()) return;
  await db
    .update(job)
    .set({ runAt: realNow })
    .where(and(eq(job.status, "queued"), eq(job.createdAt, at), eq(job.runAt, at), gt(job.runAt, realNow)));
}

/**
 * A retried advance first finishes the renewals a crashed run claimed but did not settle: their
 * period has moved on, so the walk would not see them again. Re-running the cycle of the period
 * each subscription is in finds its pending renewal order and charges it with the same
 * idempotency key (never twice); a subscription with nothing pending is skipped.
 */
async function finishClaimedRenewals(ctx: Deps, clockId: string): Promise<void> {
  const rows = await ctx.db
    .select({ id: subscription.id, start: subscription.currentPeriodStart })
    .from(subscription)
    .where(and(eq(subscription.testClockId, clockId), inArray(subscription.status, [...RENEWABLE_STATUSES])))
    .orderBy(asc(subscription.id));
  for (const row of rows) await cycleSubscription(ctx, row.id, row.start);
}

/**
 * The `test-clocks.advance` job: walks the clock's time to `target`. At each instant something is
 * due (a period end, a trial end, a payment retry) the frozen time moves there and that work runs
 * with the clock's time as "now" (orders, charges and events are dated at it); then the clock rests
 * at `target`, `ready`. Every step is idempotent and the frozen time is saved after each one, so a
 * job retried after a crash continues where it stopped without duplicating anything.
 */
export async function runAdvance(ctx: Deps, clockId: string, target: Date): Promise<void> {
  const clock = await findClockById(ctx.db, clockId);
  if (clock?.status !== "advancing" || clock.advancingTo?.getTime() !== target.getTime()) return;
  const scope = { testClockId: clockId };
  let frozen = clock.frozenTime;
  await finishClaimedRenewals({ ...ctx, clock: { now: () => clock.frozenTime } }, clockId);
  await releaseJobsEnqueuedAt(ctx.db, clock.frozenTime, ctx.clock.now());
  let last: number | null = null;
  let passes = 0;
  for (;;) {
    const due = await nextDueAt(ctx.db, scope, target);
    if (!due) break;
    // One more pass at the same instant runs work that work at it caused; a third means that work
    // cannot progress. The job fails (and is retried) rather than skipping a renewal; the clock
    // stays `advancing` at that instant.
    passes = due.getTime() === last ? passes + 1 : 1;
    if (passes > 2) {
      throw new Error(`test clock ${clockId}: the work due at ${due.toISOString()} does not progress`);
    }
    last = due.getTime();
    // Time never goes back: work due before the frozen time (a subscription attached late) runs now.
    const at = due.getTime() > frozen.getTime() ? due : frozen;
    if (at !== frozen) await updateClock(ctx.db, clockId, { frozenTime: at });
    frozen = at;
    await runDueWork({ ...ctx, clock: { now: () => at } }, scope);
    await releaseJobsEnqueuedAt(ctx.db, at, ctx.clock.now());
  }
  await updateClock(ctx.db, clockId, {
    frozenTime: target,
    status: "ready",
    advancingTo: null,
    modifiedAt: ctx.clock.now(),
  });
}
