import type { AppContext } from "../context.js";
import { benefitGrantJobs } from "../modules/benefit-grants/jobs.js";
import { checkoutJobs, RECOVER_JOB } from "../modules/checkouts/jobs.js";
import { scheduleRecovery } from "../modules/checkouts/recover.js";
import { customerMeterJobs } from "../modules/customer-meters/jobs.js";
import { customerPortalUrl } from "../modules/customer-portal/service.js";
import { customerJobs } from "../modules/customers/service.js";
import { emailJobs } from "../modules/emails/jobs.js";
import { eventJobs, PARTITIONS_JOB, scheduleEventPartitions } from "../modules/events/partitions.js";
import { COMPACT_JOB, runRollupCompaction, scheduleRollupCompaction } from "../modules/metrics/rollups.js";
import { orderJobs } from "../modules/orders/jobs.js";
import { getOrderWire } from "../modules/orders/service.js";
import {
  getSellerEmailProfile,
  organizationAdminEmails,
  organizationMemberEmails,
} from "../modules/organizations/service.js";
import { refundJobs } from "../modules/refunds/jobs.js";
import { succeededRefundsOfOrder } from "../modules/refunds/service.js";
import { subscriptionJobs } from "../modules/subscriptions/jobs.js";
import { SCHEDULE_JOB, scheduleRenewals } from "../modules/subscriptions/renewal/scheduler.js";
import { webhookJobs } from "../modules/webhooks/jobs.js";
import { PRUNE_JOB, schedulePrune } from "../modules/webhooks/prune.js";
import { getRecordedEvents } from "../modules/webhooks/service.js";
import { paymentJobs } from "../payments/jobs.js";
import { PRUNE_FINISHED_JOB, pruneFinishedJobs, scheduleJobPrune } from "./prune.js";
import type { JobRow } from "./queue.js";

/** Runs one job; `job` is the claimed row (its id is stable across retries and lease take-overs). */
export type JobHandler = (ctx: AppContext, payload: Record<string, unknown>, job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** Every module's jobs, by name (`domain.verb`). A module adds its `jobs.ts` export here. */
export const jobHandlers: JobHandlers = {
  ...emailJobs({
    events: (ctx, eventIds) => getRecordedEvents(ctx.db, eventIds),
    seller: (ctx, organizationId) => getSellerEmailProfile(ctx, organizationId),
    memberEmails: (ctx, organizationId) => organizationMemberEmails(ctx, organizationId),
    order: (ctx, organizationId, orderId) => getOrderWire(ctx.db, organizationId, orderId),
    portalUrl: customerPortalUrl,
  }),
  ...benefitGrantJobs,
  ...checkoutJobs,
  ...customerMeterJobs,
  ...customerJobs,
  ...orderJobs(succeededRefundsOfOrder),
  ...refundJobs,
  ...subscriptionJobs,
  ...paymentJobs,
  ...eventJobs,
  ...webhookJobs({ adminEmails: organizationAdminEmails }),
  [PRUNE_FINISHED_JOB]: async (ctx) => {
    await pruneFinishedJobs(ctx);
  },
  [COMPACT_JOB]: async (ctx) => {
    await runRollupCompaction(ctx);
  },
};

/**
 * Jobs started by a worker as it boots, by name: a worker that can run the job calls its starter.
 * A recurring job's starter enqueues the next run with a dedupe key (a no-op when it is already
 * queued), and each run schedules the one after it; the checkout recovery pass runs once per boot.
 */
export const recurringJobs: Record<string, (ctx: AppContext) => Promise<unknown>> = {
  [RECOVER_JOB]: scheduleRecovery,
  [PRUNE_JOB]: schedulePrune,
  [SCHEDULE_JOB]: scheduleRenewals,
  [PRUNE_FINISHED_JOB]: scheduleJobPrune,
  [PARTITIONS_JOB]: scheduleEventPartitions,
  [COMPACT_JOB]: scheduleRollupCompaction,
};
