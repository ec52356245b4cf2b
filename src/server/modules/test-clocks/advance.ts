import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import { releaseJobsEnqueuedAt } from "../../jobs/clock-repository.js";
import { enqueueJob } from "../../jobs/queue.js";
import { findClock, findClockForJob, updateClock } from "./repository.js";
import { TestClockAdvancingError } from "./service.js";

export const ADVANCE_JOB = "test-clocks.advance";

export type AdvanceDeps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer" | "logger">;

/**
 * The subscription engine's work on the subscriptions of a clock (all of the clock's
 * organization). The subscriptions module owns that work and its data: it registers the advance
 * job and passes its work in, so this module never depends on it.
 */
export interface ClockWork {
  /**
   * Finishes the renewals a crashed run claimed but did not settle: their period has moved on,
   * so the walk would not see them again (never charging twice).
   */
  finishClaimedRenewals(ctx: AdvanceDeps, organizationId: string, clockId: string): Promise<void>;
  /** The earliest instant at or before `upTo` at which a subscription on the clock has work due, or null. */
  nextDueAt(db: Executor, organizationId: string, clockId: string, upTo: Date): Promise<Date | null>;
  /** Runs all the work due at `ctx.clock.now()` for the subscriptions on the clock. */
  runDueWork(ctx: AdvanceDeps, organizationId: string, clockId: string): Promise<number>;
}

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
    const row = await updateClock(tx, organizationId, clock.id, {
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
 * The `test-clocks.advance` job: walks the clock's time to `target`. At each instant something is
 * due (a period end, a trial end, a payment retry) the frozen time moves there and that work runs
 * with the clock's time as "now" (orders, charges and events are dated at it); then the clock rests
 * at `target`, `ready`. Every step is idempotent and the frozen time is saved after each one, so a
 * job retried after a crash continues where it stopped without duplicating anything.
 */
export async function runAdvance(
  ctx: AdvanceDeps,
  work: ClockWork,
  clockId: string,
  target: Date,
): Promise<void> {
  // The job carries the clock id only: its organization scopes everything after this read.
  const clock = await findClockForJob(ctx.db, clockId);
  if (clock?.status !== "advancing" || clock.advancingTo?.getTime() !== target.getTime()) return;
  const organizationId = clock.organizationId;
  let frozen = clock.frozenTime;
  await work.finishClaimedRenewals(
    { ...ctx, clock: { now: () => clock.frozenTime } },
    organizationId,
    clockId,
  );
  await releaseJobsEnqueuedAt(ctx.db, clock.frozenTime, ctx.clock.now());
  let last: number | null = null;
  let passes = 0;
  for (;;) {
    const due = await work.nextDueAt(ctx.db, organizationId, clockId, target);
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
    if (at !== frozen) await updateClock(ctx.db, organizationId, clockId, { frozenTime: at });
    frozen = at;
    await work.runDueWork({ ...ctx, clock: { now: () => at } }, organizationId, clockId);
    await releaseJobsEnqueuedAt(ctx.db, at, ctx.clock.now());
  }
  await updateClock(ctx.db, organizationId, clockId, {
    frozenTime: target,
    status: "ready",
    advancingTo: null,
    modifiedAt: ctx.clock.now(),
  });
}
