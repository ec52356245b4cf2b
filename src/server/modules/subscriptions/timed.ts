import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { timeOnClock } from "../test-clocks/time.js";
import { findSubscription, type SubscriptionRow } from "./repository.js";

/**
 * A subscription with the time it runs on: its test clock's frozen time, or the real time.
 * Every change a seller or a customer makes to a subscription starts here, so a clock-attached
 * subscription never mixes the two times and no use case has to remember to ask.
 */
export interface AtItsTime {
  row: SubscriptionRow;
  now: Date;
}

type ClockDeps = Pick<AppContext, "clock">;

/** Locks the organization's subscription (FOR UPDATE) and answers it with its time; undefined when absent. */
export async function lockSubscriptionAtItsTime(
  ctx: ClockDeps,
  tx: Executor,
  organizationId: string,
  id: string,
): Promise<AtItsTime | undefined> {
  const row = await findSubscription(tx, organizationId, id, { forUpdate: true });
  return row ? { row, now: await timeOnClock(ctx, tx, organizationId, row.testClockId) } : undefined;
}

/** The organization's subscription and its time, without a lock (previews). */
export async function subscriptionAtItsTime(
  ctx: ClockDeps,
  db: Executor,
  organizationId: string,
  id: string,
): Promise<AtItsTime | undefined> {
  const row = await findSubscription(db, organizationId, id);
  return row ? { row, now: await timeOnClock(ctx, db, organizationId, row.testClockId) } : undefined;
}

/** The time a customer's new subscription starts at: its test clock's (`testClockId`), or the real time. */
export function customerTime(
  ctx: ClockDeps,
  db: Executor,
  organizationId: string,
  testClockId: string | null,
): Promise<Date> {
  return timeOnClock(ctx, db, organizationId, testClockId);
}
