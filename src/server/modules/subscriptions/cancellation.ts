import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { revokeBenefits } from "../benefit-grants/service.js";
import { AlreadyCanceledSubscription } from "./errors.js";
import { billUsageOnRevoke } from "./renewal/final-usage.js";
import { findActiveSubscriptionsOf, type SubscriptionRow, updateSubscriptionRow } from "./repository.js";
import type { CancellationReason } from "./schemas.js";
import { loadSubscriptionWire, recordSubscriptionEvents, type SubscriptionWire } from "./service.js";
import { lockSubscriptionAtItsTime } from "./timed.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

export interface Cancellation {
  customer_cancellation_reason?: CancellationReason | null | undefined;
  customer_cancellation_comment?: string | null | undefined;
}

/** Whether the subscription has ended (or was never started): nothing can cancel or revoke it any more. */
const hasEnded = (row: SubscriptionRow) =>
  row.status === "canceled" || row.status === "incomplete_expired" || row.endedAt !== null;

/**
 * Runs one change of a subscription in a transaction: locks its row (FOR UPDATE), lets `change`
 * compute the patch (or null for no change), saves it, records the events and answers the wire
 * subscription as committed. Another organization's id is a 404.
 */
async function changeSubscription(
  ctx: Deps,
  organizationId: string,
  id: string,
  change: (row: SubscriptionRow, now: Date) => Partial<SubscriptionRow> | null,
  after?: (tx: Executor, row: SubscriptionRow, now: Date, before: SubscriptionRow) => Promise<void>,
): Promise<SubscriptionWire> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockSubscriptionAtItsTime(ctx, tx, organizationId, id);
    if (!locked) throw new NotFoundError("Subscription");
    // A subscription on a test clock changes at the clock's time.
    const { row: before, now } = locked;
    const patch = change(before, now);
    if (patch) {
      const saved = await updateSubscriptionRow(tx, before.organizationId, before.id, {
        ...patch,
        modifiedAt: now,
      });
      if (after) await after(tx, saved, now, before);
      await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, before, saved);
    }
    const wire = await loadSubscriptionWire({ db: tx, config: ctx.config }, organizationId, id);
    if (!wire) throw new NotFoundError("Subscription");
    return wire;
  });
}

/**
 * `cancel_at_period_end: true`: the subscription stays active until the end of the current period
 * and then ends (the renewal job ends it): `ends_at` = `current_period_end`, `canceled_at` = now,
 * with the customer's reason and comment. An ended subscription, or one already set to cancel,
 * is a 403 `AlreadyCanceledSubscription`.
 */
export function cancelAtPeriodEnd(ctx: Deps, organizationId: string, id: string, input: Cancellation) {
  return changeSubscription(ctx, organizationId, id, (row, now) => {
    if (hasEnded(row) || row.cancelAtPeriodEnd) throw new AlreadyCanceledSubscription();
    return {
      cancelAtPeriodEnd: true,
      endsAt: row.currentPeriodEnd,
      canceledAt: now,
      customerCancellationReason: input.customer_cancellation_reason ?? null,
      customerCancellationComment: input.customer_cancellation_comment ?? null,
    };
  });
}

/**
 * `cancel_at_period_end: false`: withdraws a cancellation before the period ends (clears
 * `ends_at`, `canceled_at`, reason and comment). An ended subscription is a 403
 * `AlreadyCanceledSubscription`; one that is not set to cancel is answered unchanged.
 */
export function uncancel(ctx: Deps, organizationId: string, id: string) {
  return changeSubscription(ctx, organizationId, id, (row) => {
    if (hasEnded(row))
      throw new AlreadyCanceledSubscription("This subscription has ended and cannot be uncanceled.");
    if (!row.cancelAtPeriodEnd) return null;
    return {
      cancelAtPeriodEnd: false,
      endsAt: null,
      canceledAt: null,
      customerCancellationReason: null,
      customerCancellationComment: null,
    };
  });
}

/**
 * `revoke: true` and `DELETE`: ends the subscription now (status canceled, `ends_at` = `ended_at`
 * = `canceled_at` = now), bills the usage of its last period (final-usage.ts) and revokes its benefits. A reason and comment given replace the ones of
 * an earlier cancellation. An ended subscription is a 403 `AlreadyCanceledSubscription`.
 */
export function revokeSubscription(ctx: Deps, organizationId: string, id: string, input: Cancellation = {}) {
  return changeSubscription(
    ctx,
    organizationId,
    id,
    (row, now) => {
      if (hasEnded(row)) throw new AlreadyCanceledSubscription("This subscription has already ended.");
      return {
        status: "canceled",
        cancelAtPeriodEnd: false,
        endsAt: now,
        endedAt: now,
        canceledAt: now,
        customerCancellationReason:
          input.customer_cancellation_reason !== undefined
            ? input.customer_cancellation_reason
            : row.customerCancellationReason,
        customerCancellationComment:
          input.customer_cancellation_comment !== undefined
            ? input.customer_cancellation_comment
            : row.customerCancellationComment,
      };
    },
    async (tx, row, now, before) => {
      // The last period's usage is settled and billed now (Polar's `subscription_meter_cycle`).
      await billUsageOnRevoke(tx, now, before);
      await revokeBenefits(tx, now, { organizationId: row.organizationId, subscriptionId: row.id });
    },
  );
}

/**
 * Ends every live subscription of a customer now (a customer deletion), in the caller's
 * transaction: each is locked, set canceled with `ends_at` = `ended_at` = `canceled_at` = now.
 * Returns the rows before and after so the caller records their events once it has taken its
 * other locks (subscriptions, then grants, then the customer: the order every path locks in).
 */
export async function endCustomerSubscriptions(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerId: string,
): Promise<{ before: SubscriptionRow; after: SubscriptionRow }[]> {
  const live = await findActiveSubscriptionsOf(tx, organizationId, customerId, { forUpdate: true });
  const ended: { before: SubscriptionRow; after: SubscriptionRow }[] = [];
  for (const before of live) {
    const after = await updateSubscriptionRow(tx, before.organizationId, before.id, {
      status: "canceled",
      cancelAtPeriodEnd: false,
      endsAt: now,
      endedAt: now,
      canceledAt: now,
      modifiedAt: now,
    });
    ended.push({ before, after });
  }
  return ended;
}
