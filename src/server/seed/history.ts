import type { AppContext } from "../context.js";
import type { Database } from "../db/types.js";
import { loadCustomersByExternalId } from "../modules/customers/service.js";
import { createSandboxProcessor } from "../payments/sandbox.js";
import type { DemoCatalog } from "./catalog.js";
import { historyClock } from "./history-jobs.js";
import { DAY_MS, DEMO_HISTORY_DAYS, planArrivals } from "./history-plan.js";
import { type DemoHistoryCounts, HistoryRun } from "./history-run.js";

export interface DemoHistory {
  /** False when an earlier run made the history already (nothing was added). */
  created: boolean;
  /** What this run made (zeros when it made nothing). */
  counts: DemoHistoryCounts | null;
  /** How long the history took, in milliseconds. */
  ms: number;
}

/**
 * A year of business for the demo organization, made once: customers arriving over the `days`
 * (`DEMO_HISTORY_DAYS`; fewer in tests) before today, their checkouts (paid or abandoned), one-time orders,
 * monthly, yearly and metered subscriptions renewed each period, cancellations with reasons,
 * refunds, and the API usage subscribers' `api_request` events.
 *
 * It is played through the modules' own services with a clock at each past instant, so every
 * order, subscription, refund, benefit grant and event is what the real flows make (the sandbox
 * processor takes the payments). The whole history is one transaction: it is all there or not
 * at all (a later run finds the first customer and adds nothing), and no worker sees it before it
 * is complete. The jobs it causes run inline at their own instants, except the emails and
 * webhook deliveries, which history never sends (history-jobs.ts).
 */
export async function ensureDemoHistory(
  ctx: AppContext,
  organizationId: string,
  catalog: DemoCatalog,
  days = DEMO_HISTORY_DAYS,
): Promise<DemoHistory> {
  const started = performance.now();
  if (days === 0) return { created: false, counts: null, ms: 0 };
  const now = ctx.clock.now().getTime();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const arrivals = planArrivals(today, days);
  // A history customer means the history is there: it is only ever committed whole. (All of them
  // are looked for: a run on a later day plans other arrivals, and finds the earlier ones.)
  const existing = await loadCustomersByExternalId(
    ctx.db,
    organizationId,
    arrivals.filter((a) => !a.abandoned).map((a) => a.externalId),
  );
  if (existing.size > 0) {
    return { created: false, counts: null, ms: Math.round(performance.now() - started) };
  }
  const from = today - (days + 1) * DAY_MS;
  const counts = await ctx.db.transaction(async (tx) => {
    const clock = historyClock(from);
    const db = tx as unknown as Database;
    const historyCtx: AppContext = {
      ...ctx,
      db,
      clock,
      // Past payments go through the sandbox (whatever processor the deployment uses), in this transaction.
      payments: createSandboxProcessor({ db, clock }),
    };
    const run = new HistoryRun(historyCtx, clock, organizationId, catalog, { from, to: now });
    await run.play(arrivals, { from: today - days * DAY_MS, to: today });
    return run.counts;
  });
  return { created: true, counts, ms: Math.round(performance.now() - started) };
}
