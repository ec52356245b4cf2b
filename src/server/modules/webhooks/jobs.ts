import type { JobHandlers } from "../../jobs/registry.js";
import { DISABLED_NOTICE_JOB, SEND_JOB, sendEndpointQueue } from "./delivery.js";
import { notifyEndpointDisabled } from "./delivery-notice.js";
import { dispatchEvent } from "./dispatch.js";
import { DISPATCH_JOB } from "./events.js";
import { PRUNE_JOB, pruneEvents } from "./prune.js";

/** Webhook delivery jobs: fan-out of an event, an endpoint's ordered queue, notices, retention. */
export const webhookJobs: JobHandlers = {
  [DISPATCH_JOB]: async (ctx, payload) => {
    await dispatchEvent(ctx, String(payload.eventId));
  },
  [SEND_JOB]: async (ctx, payload, job) => {
    await sendEndpointQueue(ctx, String(payload.endpointId), job.id);
  },
  [DISABLED_NOTICE_JOB]: async (ctx, payload) => {
    await notifyEndpointDisabled(ctx, String(payload.organizationId), String(payload.endpointId));
  },
  [PRUNE_JOB]: async (ctx) => {
    await pruneEvents(ctx);
  },
};
