import { NotFoundError, RequestValidationError } from "../../../http/errors.js";
import { anchorDayOf } from "../periods.js";
import { cycleSubscription, type Deps } from "../renewal/cycle.js";
import { updateSubscriptionRow } from "../repository.js";
import { recordSubscriptionEvents, requireSubscriptionWire, type SubscriptionWire } from "../service.js";
import { lockSubscriptionAtItsTime } from "../timed.js";

const refuse = (msg: string, input: unknown) =>
  new RequestValidationError([{ loc: ["body", "trial_end"], msg, type: "value_error", input }]);

/**
 * `PATCH {trial_end}` (Polar's `SubscriptionUpdateTrial`) on a trialing subscription:
 *
 * - a future date-time sets the trial's end (extends or shortens it): `trial_end` =
 *   `current_period_end` = that instant, paid periods anchored on its day of month, with
 *   `subscription.updated`; nothing is charged until then;
 * - `"now"` ends the trial at once and converts the subscription through the renewal cycle:
 *   the first paid period starts now and its order is charged in this request.
 *
 * Only a trialing subscription has a trial to change: any other status, and a date-time that is
 * not in the future, is a 422 on `body.trial_end`. The subscription's time is its test clock's
 * when it runs on one.
 */
export async function changeTrialEnd(
  ctx: Deps,
  organizationId: string,
  id: string,
  value: "now" | Date,
): Promise<SubscriptionWire> {
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscriptionAtItsTime(ctx, tx, organizationId, id);
    if (!locked) throw new NotFoundError("Subscription");
    const { row: before, now } = locked;
    const input = value === "now" ? value : value.toISOString();
    if (before.status !== "trialing") {
      throw refuse(
        `Only a trialing subscription's trial can be changed; this one is ${before.status}.`,
        input,
      );
    }
    const end = value === "now" ? now : value;
    if (value !== "now" && end.getTime() <= now.getTime()) {
      throw refuse('The trial end must be in the future (or "now" to end the trial at once).', input);
    }
    const saved = await updateSubscriptionRow(tx, before.organizationId, before.id, {
      trialEnd: end,
      currentPeriodEnd: end,
      billingAnchorDay: anchorDayOf(end),
      endsAt: before.cancelAtPeriodEnd ? end : before.endsAt,
      modifiedAt: now,
    });
    await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, before, saved);
    return { now, end };
  });
  // Ending now: the cycle converts it (claim → charge off-session → settle), outside the transaction.
  if (value === "now") {
    const at = changed.now;
    await cycleSubscription({ ...ctx, clock: { now: () => at } }, id, changed.end);
  }
  return requireSubscriptionWire({ db: ctx.db, config: ctx.config }, organizationId, id);
}
