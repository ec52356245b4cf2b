import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { findFrozenTime } from "./repository.js";

/**
 * The time something of the organization on `testClockId` runs on: the clock's frozen time, or the real time of
 * `ctx.clock` when it is on none. The one resolver of test-clock time: subscription code reaches it
 * only through `subscriptions/timed.ts`, which hands every change its row and its time together
 * (a rule of the boundary check keeps it so).
 */
export async function timeOnClock(
  ctx: Pick<AppContext, "clock">,
  db: Executor,
  organizationId: string,
  testClockId: string | null,
): Promise<Date> {
  const realNow = ctx.clock.now();
  if (!testClockId) return realNow;
  return (await findFrozenTime(db, organizationId, testClockId)) ?? realNow;
}
