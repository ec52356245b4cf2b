import type { JobHandler, JobHandlers } from "../../jobs/registry.js";
import { notifyForEvents } from "./notify/handler.js";
import type { NotifySources } from "./notify/sources.js";
import {
  CUSTOMER_NOTIFY_JOB,
  deliverEmail,
  deliverEmails,
  SEND_EMAIL_JOB,
  SEND_EMAIL_NOW_JOB,
} from "./service.js";

export type { NotifySources } from "./notify/sources.js";

/** Delivers one email, or several queued together (`queueEmailsIn`). */
const send: JobHandler = async (ctx, payload) => {
  if (Array.isArray(payload.emailIds)) await deliverEmails(ctx, payload.emailIds.map(String));
  else await deliverEmail(ctx, String(payload.emailId));
};

/** The email jobs: delivery of recorded emails, and the emails a recorded event calls for. */
export const emailJobs = (sources: NotifySources): JobHandlers => ({
  [SEND_EMAIL_JOB]: send,
  // The same delivery, in the urgent lane (an email someone waits for).
  [SEND_EMAIL_NOW_JOB]: send,
  [CUSTOMER_NOTIFY_JOB]: async (ctx, payload) => {
    // One event (`recordEvent`), or the events of a bulk change (`recordEvents`).
    const ids = Array.isArray(payload.eventIds) ? payload.eventIds.map(String) : [String(payload.eventId)];
    await notifyForEvents(ctx, sources, ids);
  },
});
