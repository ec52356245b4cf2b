import type { JobHandlers } from "../../jobs/registry.js";
import { DUNNING_JOB, runDunning } from "./dunning.js";
import {
  PLAN_CHANGE_RECONCILE_JOB,
  type PlanChangeReconcile,
  reconcilePlanChange,
} from "./plan-change-reconcile.js";
import { CYCLE_JOB, cycleSubscription } from "./renewal.js";
import { runRenewalScheduler, SCHEDULE_JOB } from "./scheduler.js";

/**
 * Subscription jobs: the minute-by-minute scheduler, one cycle per subscription period, and one
 * dunning step per past_due subscription and due instant (retry or grace revocation), and the
 * reconcile of a plan change whose request died before settling.
 */
export const subscriptionJobs: JobHandlers = {
  [SCHEDULE_JOB]: async (ctx) => {
    await runRenewalScheduler(ctx);
  },
  [CYCLE_JOB]: async (ctx, payload) => {
    await cycleSubscription(ctx, String(payload.subscriptionId), new Date(String(payload.periodEnd)));
  },
  [DUNNING_JOB]: async (ctx, payload) => {
    await runDunning(ctx, String(payload.subscriptionId));
  },
  [PLAN_CHANGE_RECONCILE_JOB]: async (ctx, payload) => {
    await reconcilePlanChange(ctx, payload as unknown as PlanChangeReconcile);
  },
};
