import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { anyOf } from "../../../db/any-of.js";
import { subscription } from "../../../db/schema/subscriptions.js";
import { inOrganization } from "../../../db/tenant.js";
import type { Executor } from "../../../db/types.js";
import { RENEWABLE_STATUSES, type SubscriptionRow } from "../repository.js";

/** The queries of a batch of renewals (batch-claim.ts). */

/**
 * Locks up to `limit` renewable subscriptions on real time, in every organization, whose period
 * ended at or before `now`, walked by (period end, id) after `after`. `SKIP LOCKED`: rows another
 * worker (or a single subscription's cycle job) holds are left to it, so batches never wait on
 * each other. Uses `subscription_due_idx` (status, current_period_end).
 */
export function lockDueRenewals(
  tx: Executor,
  now: Date,
  after: { end: Date; id: string } | null,
  limit: number,
  /** Subscriptions renewed earlier by the same run: one period each per run. */
  exclude: string[],
): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscription)
    .where(
      and(
        isNull(subscription.testClockId),
        inArray(subscription.status, [...RENEWABLE_STATUSES]),
        lte(subscription.currentPeriodEnd, now),
        after
          ? or(
              gt(subscription.currentPeriodEnd, after.end),
              and(eq(subscription.currentPeriodEnd, after.end), gt(subscription.id, after.id)),
            )
          : undefined,
        exclude.length > 0 ? sql`${subscription.id} <> all(${`{${exclude.join(",")}}`}::uuid[])` : undefined,
      ),
    )
    .orderBy(asc(subscription.currentPeriodEnd), asc(subscription.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** One subscription's move to its next period (see `advancePeriods`). */
export interface PeriodAdvance {
  id: string;
  /** The end of the period being renewed: the new period's start. */
  periodEnd: Date;
  newEnd: Date;
  discountId: string | null;
  discountPeriodsLeft: number | null;
}

/**
 * Moves the organization's subscriptions to their next period in one statement, each only while
 * it is still renewable and in the period ending at `periodEnd` (the single renewal's conditional
 * update, for many): active, the new period [periodEnd, newEnd), the discount left. Returns the
 * rows it moved.
 */
export function advancePeriods(
  tx: Executor,
  organizationId: string,
  now: Date,
  moves: PeriodAdvance[],
): Promise<SubscriptionRow[]> {
  if (moves.length === 0) return Promise.resolve([]);
  const values = JSON.stringify(
    moves.map((m) => ({
      id: m.id,
      period_end: m.periodEnd.toISOString(),
      new_end: m.newEnd.toISOString(),
      discount_id: m.discountId,
      discount_periods_left: m.discountPeriodsLeft,
    })),
  );
  return tx
    .update(subscription)
    .set({
      currentPeriodStart: sql`v.period_end`,
      currentPeriodEnd: sql`v.new_end`,
      status: "active",
      discountId: sql`v.discount_id`,
      discountPeriodsLeft: sql`v.discount_periods_left`,
      modifiedAt: now,
    })
    .from(
      sql`jsonb_to_recordset(${values}::jsonb) as v(id uuid, period_end timestamptz, new_end timestamptz, discount_id uuid, discount_periods_left int)`,
    )
    .where(
      inOrganization(
        subscription,
        organizationId,
        // The ids again as a list: the primary key finds the rows whatever the table's statistics.
        anyOf(
          subscription.id,
          moves.map((m) => m.id),
        ),
        sql`${subscription.id} = v.id`,
        sql`${subscription.currentPeriodEnd} = v.period_end`,
        inArray(subscription.status, [...RENEWABLE_STATUSES]),
      ),
    )
    .returning();
}
