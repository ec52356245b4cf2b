import { enqueueJob } from "../../jobs/queue.js";

export const SEND_JOB = "webhooks.send";
export const DISABLED_NOTICE_JOB = "webhooks.endpoint-disabled";

/**
 * Schedules a delivery run (in the caller's transaction): now, or at `runAt` (a retry's time,
 * once per endpoint and time). A run sends every endpoint's due head, so one job wakes them all;
 * `endpointId` only names the queue that asked (logs, dedupe of retry wake-ups).
 */
export function enqueueSend(
  tx: Parameters<typeof enqueueJob>[0],
  now: Date,
  endpointId?: string,
  runAt?: Date,
) {
  return enqueueJob(
    tx,
    now,
    SEND_JOB,
    endpointId ? { endpointId } : {},
    // Immediate runs need no key (a run that finds another one going hands its work to it).
    runAt ? { runAt, dedupeKey: `${SEND_JOB}:${endpointId ?? "any"}:${runAt.getTime()}` } : {},
  );
}

/**
 * Schedules the delivery run that sends a just fanned-out event, ordered among the jobs as of the
 * event's time rather than the fan-out's: in a burst of events, the first event's deliveries go
 * out as soon as it is fanned out instead of after every later event's fan-out job (jobs run in
 * `run_at` order). No dedupe key: every fan-out gets its wake-up.
 */
export function enqueueSendForEvent(tx: Parameters<typeof enqueueJob>[0], now: Date, eventAt: Date) {
  return enqueueJob(tx, now, SEND_JOB, {}, { runAt: eventAt < now ? eventAt : now });
}
