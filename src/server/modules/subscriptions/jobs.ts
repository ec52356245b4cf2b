import type { JobHandlers } from "../../jobs/registry.js";
import { ADVANCE_JOB, runAdvance } from "../test-clocks/service.js";
import { DUNNING_JOB, runDunning } from "./dunning/dunning-job.js";
import {
  PLAN_CHANGE_RECONCILE_JOB,
  type PlanChangeReconcile,
  reconcilePlanChange,
} from "./plan-change/reconcile.js";
import { RENEW_BATCH_JOB, renewDueBatches } from "./renewal/batch.js";
import { subscriptionClockWork } from "./renewal/clock-work.js";
import { CYCLE_JOB, cycleSubscription } from "./renewal/cycle.js";
import { USAGE_CHARGE_JOB } from "./renewal/final-usage.js";
import { runRenewalScheduler, SCHEDULE_JOB } from "./renewal/scheduler.js";
import { chargeUsageOrder } from "./renewal/usage-charge.js";

/**
 * Subscription jobs: the minute-by-minute scheduler, one cycle per subscription period, and one
 * dunning step per past_due subscription and due instant (retry or grace revocation), and the
 * reconcile of a plan change whose request died before settling. Also a test clock's advance
 * (`test-clocks.advance`), which runs this module's due work on the clock's subscriptions: the
 * subscriptions module registers it and passes that work in, so test clocks do not depend on it.
 */
export const subscriptionJobs: JobHandlers = {
  [SCHEDULE_JOB]: async (ctx) => {
    await runRenewalScheduler(ctx);
  },
  [RENEW_BATCH_JOB]: async (ctx) => {
    await renewDueBatches(ctx);
  },
  [CYCLE_JOB]: async (ctx, payload) => {
    await cycleSubscription(ctx, String(payload.subscriptionId), new Date(String(payload.periodEnd)));
  },
  [USAGE_CHARGE_JOB]: async (ctx, payload) => {
    await chargeUsageOrder(
      ctx,
      String(payload.organizationId),
      String(payload.subscriptionId),
      String(payload.orderId),
    );
  },
  [DUNNING_JOB]: async (ctx, payload) => {
    await runDunning(ctx, String(payload.subscriptionId));
  },
  [PLAN_CHANGE_RECONCILE_JOB]: async (ctx, payload) => {
    await reconcilePlanChange(ctx, payload as unknown as PlanChangeReconcile);
  },
  [ADVANCE_JOB]: async (ctx, payload) => {
    await runAdvance(
      ctx,
      subscriptionClockWork,
      String(payload.testClockId),
      new Date(String(payload.frozenTime)),
    );
  },
};
