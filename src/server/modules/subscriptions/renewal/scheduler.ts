import type { AppContext } from "../../../context.js";
import { enqueueJob } from "../../../jobs/queue.js";
import { dunningDue } from "../dunning/dunning-due.js";
import { DUNNING_JOB, dunningJobKey } from "../dunning/dunning-job.js";
import { CYCLE_JOB, cycleJobKey } from "./cycle.js";
import { RENEWAL_BATCH, realTimeRenewalsDue } from "./repository.js";

export const SCHEDULE_JOB = "subscriptions.schedule";
const MINUTE_MS = 60_000;
/**
 * A cycle job is retried for about a day (backoff capped at an hour) before it is dead: a
 * processor outage must not leave a claimed renewal unpaid after a few hours of retries.
 */
const CYCLE_MAX_ATTEMPTS = 30;

/** The dedupe key of the scheduler run at the minute `at` falls in: one run per minute, however many workers. */
function scheduleKey(at: Date): string {
  return `${SCHEDULE_JOB}:${new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString()}`;
}

/** Schedules this minute's scheduler run (a no-op when it exists): the worker calls this when it starts. */
export function scheduleRenewals(ctx: Pick<AppContext, "db" | "clock">): Promise<string> {
  const now = ctx.clock.now();
  return enqueueJob(ctx.db, now, SCHEDULE_JOB, {}, { dedupeKey: scheduleKey(now) });
}

/**
 * Enqueues a `subscriptions.cycle` job for every active or trialing subscription on real time
 * (not on a test clock) whose period
 * has ended (`current_period_end <= now`), in batches walked by (period end, id). The dedupe key
 * per subscription and period end makes overlapping runs harmless. Returns how many were due.
 */
export async function enqueueDueRenewals(ctx: Pick<AppContext, "db" | "clock">, now: Date): Promise<number> {
  let after: { end: Date; id: string } | null = null;
  let total = 0;
  for (;;) {
    const rows = await realTimeRenewalsDue(ctx.db, now, after);
    if (rows.length === 0) break;
    await ctx.db.transaction(async (tx) => {
      for (const row of rows) {
        await enqueueJob(
          tx,
          now,
          CYCLE_JOB,
          { subscriptionId: row.id, periodEnd: row.end.toISOString() },
          { dedupeKey: cycleJobKey(row.id, row.end), maxAttempts: CYCLE_MAX_ATTEMPTS },
        );
      }
    });
    total += rows.length;
    const last = rows[rows.length - 1]!;
    after = { end: last.end, id: last.id };
    if (rows.length < RENEWAL_BATCH) break;
  }
  return total;
}

/**
 * Enqueues a `subscriptions.dunning` job for every past_due subscription on real time whose
 * payment retry is due (`next_payment_attempt_at <= now`) or whose benefit grace period ran out,
 * keyed by subscription and due instant (one job per retry, however many runs see it).
 */
export async function enqueueDueDunning(ctx: Pick<AppContext, "db" | "clock">, now: Date): Promise<number> {
  const due = await dunningDue(ctx.db, { testClockId: null }, now);
  if (due.length === 0) return 0;
  await ctx.db.transaction(async (tx) => {
    for (const item of due) {
      await enqueueJob(
        tx,
        now,
        DUNNING_JOB,
        { subscriptionId: item.id },
        { dedupeKey: dunningJobKey(item.id, item.at), maxAttempts: CYCLE_MAX_ATTEMPTS },
      );
    }
  });
  return due.length;
}

/**
 * The scheduler run: schedules the next minute's run first (a failing run does not stop the
 * chain), then enqueues what is due (renewals, then dunning).
 */
export async function runRenewalScheduler(ctx: Pick<AppContext, "db" | "clock">): Promise<number> {
  const now = ctx.clock.now();
  const next = new Date(Math.floor(now.getTime() / MINUTE_MS + 1) * MINUTE_MS);
  await enqueueJob(ctx.db, now, SCHEDULE_JOB, {}, { runAt: next, dedupeKey: scheduleKey(next) });
  const renewals = await enqueueDueRenewals(ctx, now);
  return renewals + (await enqueueDueDunning(ctx, now));
}
