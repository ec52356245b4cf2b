import type { AppContext } from "../../context.js";
import { deliverDue } from "./delivery-engine.js";

export { runDeliveries, USER_AGENT } from "./delivery-engine.js";
export { DISABLED_NOTICE_JOB, enqueueSend, enqueueSendForEvent, SEND_JOB } from "./send-job.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "logger">;

/**
 * Sends one endpoint's due deliveries in order (event created_at, id) until none is due, as
 * `senderId`: the head is sent, and as soon as it succeeds or is given up the next one is sent in
 * the same run; when it fails, it and the ones behind it wait for its retry time (FIFO), for which
 * a `webhooks.send` job is scheduled. Another sender holding the head makes this a no-op (that
 * sender carries on with the queue). Returns how many attempts it made. The worker runs every
 * endpoint's queue at once through `runDeliveries` (delivery-engine.ts); this is the same run
 * limited to one endpoint.
 */
export function sendEndpointQueue(ctx: Deps, endpointId: string, senderId: string): Promise<number> {
  return deliverDue(ctx, senderId, { endpointIds: [endpointId] });
}
