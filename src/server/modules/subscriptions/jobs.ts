import type { JobHandlers } from "../../jobs/registry.js";
import { CYCLE_JOB, cycleSubscription } from "./renewal.js";
import { runRenewalScheduler, SCHEDULE_JOB } from "./scheduler.js";

/** Subscription jobs: the minute-by-minute renewal scheduler and one cycle per subscription period. */
export const subscriptionJobs: JobHandlers = {
  [SCHEDULE_JOB]: async (ctx) => {
    await runRenewalScheduler(ctx);
  },
  [CYCLE_JOB]: async (ctx, payload) => {
    await cycleSubscription(ctx, String(payload.subscriptionId), new Date(String(payload.periodEnd)));
  },
};
