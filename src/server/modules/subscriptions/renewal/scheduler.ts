import type { AppContext } from "../../../context.js";
import { enqueueJob, enqueueJobs } from "../../../jobs/queue.js";
import { dunningDue } from "../dunning/dunning-due.js";
import { DUNNING_JOB, dunningJobKey } from "../dunning/dunning-job.js";
import { RENEW_BATCH_JOB, RENEWALS_PER_JOB } from "./batch.js";
import { CYCLE_MAX_ATTEMPTS } from "./cycle.js";
import { countRealTimeRenewalsDue } from "./repository.js";

export const SCHEDULE_JOB = "subscriptions.schedule";
const MINUTE_MS = 60_000;

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
 * Queues the renewal of every active or trialing subscription on real time (not on a test
 * clock) whose period has ended (`current_period_end <= now`): one `subscriptions.renew-batch`
 * job per `RENEWALS_PER_JOB` due (batch.ts), so several workers share a large run. Each job
 * claims due subscriptions with `SKIP LOCKED`; the dedupe key (minute and job number) makes
 * overlapping runs of the same minute harmless, and a job finding nothing left is a no-op.
 * Returns how many were due.
 */
export async function enqueueDueRenewals(ctx: Pick<AppContext, "db" | "clock">, now: Date): Promise<number> {
  const due = await countRealTimeRenewalsDue(ctx.db, now);
  if (due === 0) return 0;
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
  await enqueueJobs(
    ctx.db,
    now,
    RENEW_BATCH_JOB,
    Array.from({ length: Math.ceil(due / RENEWALS_PER_JOB) }, (_, k) => ({
      payload: {},
      dedupeKey: `${RENEW_BATCH_JOB}:${minute}:${k}`,
    })),
    { maxAttempts: CYCLE_MAX_ATTEMPTS },
  );
  return due;
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
