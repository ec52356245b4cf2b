import type { JobHandlers } from "../../jobs/registry.js";
import { notifyForEvent } from "./notify/handler.js";
import type { NotifySources } from "./notify/sources.js";
import { CUSTOMER_NOTIFY_JOB, deliverEmail, SEND_EMAIL_JOB } from "./service.js";

export type { NotifySources } from "./notify/sources.js";

/** The email jobs: delivery of one recorded email, and the emails a recorded event calls for. */
export const emailJobs = (sources: NotifySources): JobHandlers => ({
  [SEND_EMAIL_JOB]: async (ctx, payload) => {
    await deliverEmail(ctx, String(payload.emailId));
  },
  [CUSTOMER_NOTIFY_JOB]: async (ctx, payload) => {
    await notifyForEvent(ctx, sources, String(payload.eventId));
  },
});
