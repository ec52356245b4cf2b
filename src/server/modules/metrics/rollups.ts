/**
 * Compaction of the metrics' hourly rollups (docs/metrics.md). The orders, checkouts and
 * subscriptions modules append signed deltas to their rollup tables in every writing
 * transaction; this folds them, per organization, into one row per key and hour, hourly.
 */
import type { AppContext } from "../../context.js";
import { enqueueJob } from "../../jobs/queue.js";
import { compactCheckoutMetricRollup, organizationsWithCheckoutRollupDeltas } from "../checkouts/service.js";
import { compactOrderMetricRollup, organizationsWithOrderRollupDeltas } from "../orders/service.js";
import {
  compactSubscriptionMetricRollup,
  organizationsWithSubscriptionRollupDeltas,
} from "../subscriptions/service.js";

export const COMPACT_JOB = "metrics.compact-rollups";
const HOUR_MS = 3_600_000;

/** The dedupe key of the run of the hour `at` falls in: one run per hour, however many workers. */
function compactKey(at: Date): string {
  return `${COMPACT_JOB}:${at.toISOString().slice(0, 13)}`;
}

/** Schedules this hour's run (a no-op when it exists): the worker calls this when it starts. */
export function scheduleRollupCompaction(ctx: Pick<AppContext, "db" | "clock">): Promise<string> {
  const now = ctx.clock.now();
  return enqueueJob(ctx.db, now, COMPACT_JOB, {}, { dedupeKey: compactKey(now) });
}

export interface CompactionRun {
  orders: number;
  checkouts: number;
  subscriptions: number;
}

/**
 * Folds every organization's rollup deltas (each organization and table in its own statement;
 * safe against concurrent writes and concurrent runs) and returns how many rows were folded.
 */
export async function compactMetricRollups(ctx: Pick<AppContext, "db">): Promise<CompactionRun> {
  const run: CompactionRun = { orders: 0, checkouts: 0, subscriptions: 0 };
  for (const organizationId of await organizationsWithOrderRollupDeltas(ctx.db))
    run.orders += await compactOrderMetricRollup(ctx.db, organizationId);
  for (const organizationId of await organizationsWithCheckoutRollupDeltas(ctx.db))
    run.checkouts += await compactCheckoutMetricRollup(ctx.db, organizationId);
  for (const organizationId of await organizationsWithSubscriptionRollupDeltas(ctx.db))
    run.subscriptions += await compactSubscriptionMetricRollup(ctx.db, organizationId);
  return run;
}

/** The hourly job: compacts, then schedules the next hour's run. */
export async function runRollupCompaction(ctx: Pick<AppContext, "db" | "clock">): Promise<CompactionRun> {
  const run = await compactMetricRollups(ctx);
  const now = ctx.clock.now();
  const next = new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS + 5 * 60_000);
  await enqueueJob(ctx.db, now, COMPACT_JOB, {}, { runAt: next, dedupeKey: compactKey(next) });
  return run;
}
