import type { AppContext } from "../../context.js";
import type { JobHandlers } from "../../jobs/registry.js";
import { DISABLED_NOTICE_JOB, runDeliveries, SEND_JOB } from "./delivery.js";
import { notifyEndpointDisabled } from "./delivery-notice.js";
import { DISPATCH_BATCH, dispatchEvent } from "./dispatch.js";
import { PRUNE_JOB, pruneEvents } from "./prune.js";
import { DISPATCH_JOB } from "./service.js";

/** What the webhook jobs need from outside webhooks (passed in: webhooks depends on no module). */
export interface WebhookJobDeps {
  /** Owners' and admins' email addresses of an organization (the disabled-endpoint notice). */
  adminEmails(ctx: AppContext, organizationId: string): Promise<string[]>;
}

/** Webhook delivery jobs: fan-out of an event, the delivery runs (every endpoint's ordered queue), notices, retention. */
export const webhookJobs = (deps: WebhookJobDeps): JobHandlers => ({
  [DISPATCH_JOB]: async (ctx, payload, job) => {
    await dispatchEvent(ctx, String(payload.eventId), DISPATCH_BATCH, job);
  },
  [SEND_JOB]: async (ctx, _payload, job) => {
    await runDeliveries(ctx, job.id);
  },
  [DISABLED_NOTICE_JOB]: async (ctx, payload) => {
    await notifyEndpointDisabled(ctx, String(payload.organizationId), String(payload.endpointId), (id) =>
      deps.adminEmails(ctx, id),
    );
  },
  [PRUNE_JOB]: async (ctx) => {
    await pruneEvents(ctx);
  },
});
