import { eq } from "drizzle-orm";
import { testClock } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";

/**
 * The time a subscription or customer runs on: the frozen time of its test clock, or `realNow`
 * when it has none. Every subscription change a seller or customer makes (cancel, plan change,
 * trial change) reads its time here, so a clock-attached subscription never mixes the two times.
 */
export async function clockTimeOf(db: Executor, testClockId: string | null, realNow: Date): Promise<Date> {
  if (!testClockId) return realNow;
  const [clock] = await db
    .select({ frozenTime: testClock.frozenTime })
    .from(testClock)
    .where(eq(testClock.id, testClockId));
  return clock?.frozenTime ?? realNow;
}
