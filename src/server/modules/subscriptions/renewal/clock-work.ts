import type { ClockWork } from "../../test-clocks/service.js";
import { cycleSubscription } from "./cycle.js";
import { nextDueAt, runDueWork } from "./due-work.js";
import { renewablesOnClock } from "./repository.js";

/**
 * What a test clock's advance runs on the subscriptions on the clock (the subscriptions of the
 * clock's organization): the subscriptions module passes it to the advance job it registers.
 */
export const subscriptionClockWork: ClockWork = {
  /**
   * Re-running the cycle of the period each subscription is in finds its pending renewal order
   * and charges it with the same idempotency key (never twice); one with nothing pending is skipped.
   */
  async finishClaimedRenewals(ctx, organizationId, clockId) {
    const rows = await renewablesOnClock(ctx.db, organizationId, clockId);
    for (const row of rows) await cycleSubscription(ctx, row.id, row.start);
  },
  nextDueAt: (db, organizationId, clockId, upTo) =>
    nextDueAt(db, { organizationId, testClockId: clockId }, upTo),
  runDueWork: (ctx, organizationId, clockId) => runDueWork(ctx, { organizationId, testClockId: clockId }),
};
