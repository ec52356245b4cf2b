import type { AppContext } from "../../context.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { type AttemptResult, postWebhook } from "./delivery-http.js";
import { DELIVERY_LOCK_MS, FAILURE_THRESHOLD, nextDelayMs } from "./delivery-policy.js";
import {
  claimHead,
  findEventById,
  findHead,
  insertAttempt,
  skipPending,
  updateDelivery,
  updateHeldDelivery,
  type WebhookDeliveryRow,
} from "./delivery-repository.js";
import { findEndpoint } from "./endpoints-repository.js";
import { disableEndpoint, recordEndpointOutcome } from "./endpoints-service.js";
import { formatPayload } from "./payload-format.js";
import { signWebhook } from "./signing.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "logger">;

export const SEND_JOB = "webhooks.send";
export const DISABLED_NOTICE_JOB = "webhooks.endpoint-disabled";
export const USER_AGENT = "kassa webhooks";

/** Schedules a run of the endpoint's queue (in the caller's transaction). */
export function enqueueSend(
  tx: Parameters<typeof enqueueJob>[0],
  now: Date,
  endpointId: string,
  runAt?: Date,
) {
  return enqueueJob(
    tx,
    now,
    SEND_JOB,
    { endpointId },
    // One wake-up per endpoint and retry time; immediate runs need no key (extra runs are cheap no-ops).
    runAt ? { runAt, dedupeKey: `${SEND_JOB}:${endpointId}:${runAt.getTime()}` } : {},
  );
}

/**
 * Sends the endpoint's pending deliveries in order (event created_at, id), one at a time: the
 * head is sent, and as soon as it succeeds or is given up the next one is sent in the same run.
 * When the head fails it waits for its retry time and so do the ones behind it (FIFO); a
 * `webhooks.send` job is scheduled for that time. Another worker holding the head makes this a
 * no-op (that worker carries on with the queue). Delivery state is written only after the
 * attempt, so a worker killed mid-request leaves the delivery pending and held by its job
 * (`senderId`): the queue re-offers that job when its lease expires (or retries it after an
 * error), and it takes the delivery back and sends it again with the same `webhook-id`.
 */
export async function sendEndpointQueue(ctx: Deps, endpointId: string, senderId: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await claimHead(
      ctx.db,
      endpointId,
      now,
      new Date(now.getTime() + DELIVERY_LOCK_MS),
      senderId,
    );
    if (!claimed) {
      // Nothing to send now: say why, and make sure the queue moves on when it can.
      const head = await findHead(ctx.db, endpointId);
      if (!head) return sent;
      const endpoint = await findEndpoint(ctx.db, head.organizationId, endpointId);
      if (!endpoint?.enabled) await skipPending(ctx.db, endpointId, now);
      else if (head.nextAttemptAt && head.nextAttemptAt.getTime() > now.getTime()) {
        await enqueueSend(ctx.db, now, endpointId, head.nextAttemptAt);
      }
      // Otherwise another sender holds the head and carries on with the queue.
      return sent;
    }
    const [endpoint, event] = await Promise.all([
      findEndpoint(ctx.db, claimed.organizationId, endpointId),
      findEventById(ctx.db, claimed.eventId),
    ]);
    if (!endpoint?.enabled) {
      await updateDelivery(ctx.db, claimed.id, { lockedUntil: null, lockedBy: null });
      await skipPending(ctx.db, endpointId, now);
      return sent;
    }
    if (!event) {
      await updateDelivery(ctx.db, claimed.id, {
        status: "skipped",
        skipReason: "event_missing",
        lockedUntil: null,
        lockedBy: null,
        completedAt: now,
      });
      continue;
    }
    const body = formatPayload(endpoint.format, event.payload);
    const sentAt = ctx.clock.now();
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    const result = await postWebhook(
      endpoint.url,
      body,
      {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "webhook-id": event.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(endpoint.secret, event.id, timestamp, body),
      },
      { allowPrivate: ctx.config.webhooksAllowPrivate, now: sentAt },
    );
    sent += 1;
    const next = await recordAttempt(ctx, claimed, endpoint.consecutiveFailures, sentAt, result);
    if (next === "stop") return sent;
  }
}

/**
 * Writes one attempt and its consequence in one transaction: success; retry later (the queue
 * waits); given up (counts toward auto-disable); 410 Gone (endpoint disabled, pending skipped).
 * The delivery's state is written only while this sender still holds it (`updateHeldDelivery`):
 * one that stalled past its hold, meanwhile skipped by the seller or taken by another worker, only
 * logs the attempt (the request did go out) and leaves the delivery and the endpoint alone.
 */
async function recordAttempt(
  ctx: Deps,
  delivery: WebhookDeliveryRow,
  failuresBefore: number,
  at: Date,
  result: AttemptResult,
): Promise<"continue" | "stop"> {
  const now = ctx.clock.now();
  const succeeded = result.httpCode !== null && result.httpCode >= 200 && result.httpCode < 300;
  const attempts = delivery.attempts + 1;
  const gone = result.httpCode === 410;
  const givenUp = !succeeded && (gone || attempts >= ctx.config.webhooksMaxAttempts);
  if (!succeeded) {
    ctx.logger.info(
      {
        endpointId: delivery.endpointId,
        eventId: delivery.eventId,
        attempts,
        httpCode: result.httpCode,
        err: result.error,
      },
      "webhook attempt failed",
    );
  }
  const lost = (): "continue" => {
    ctx.logger.warn(
      { endpointId: delivery.endpointId, eventId: delivery.eventId },
      "webhook sender lost its hold on the delivery before writing the attempt's outcome",
    );
    return "continue";
  };
  return ctx.db.transaction(async (tx) => {
    await insertAttempt(tx, {
      id: uuidv7(),
      organizationId: delivery.organizationId,
      deliveryId: delivery.id,
      eventId: delivery.eventId,
      endpointId: delivery.endpointId,
      eventType: delivery.eventType,
      succeeded,
      httpCode: result.httpCode,
      response: result.response ?? result.error,
      error: result.error,
      durationMs: result.durationMs,
      createdAt: at,
    });
    const base = {
      attempts,
      lastHttpCode: result.httpCode,
      lockedUntil: null,
      lockedBy: null,
      modifiedAt: now,
    };
    if (!succeeded && !givenUp) {
      const retryAt = new Date(
        now.getTime() + nextDelayMs(attempts, ctx.config.webhooksRetryBaseMs, result.retryAfterMs),
      );
      if (!(await updateHeldDelivery(tx, delivery, { ...base, nextAttemptAt: retryAt }))) return lost();
      await enqueueSend(tx, now, delivery.endpointId, retryAt);
      return "stop";
    }
    const written = await updateHeldDelivery(tx, delivery, {
      ...base,
      status: succeeded ? "succeeded" : "failed",
      nextAttemptAt: null,
      completedAt: now,
    });
    if (!written) return lost();
    if (gone) {
      await disableEndpoint(tx, delivery.endpointId, "gone", now);
      await skipPending(tx, delivery.endpointId, now);
      return "stop";
    }
    // A success only has to reset the endpoint's failure count when there is one.
    const failures =
      succeeded && failuresBefore === 0 ? 0 : await recordEndpointOutcome(tx, delivery.endpointId, succeeded);
    if (!succeeded && failures !== null && failures >= FAILURE_THRESHOLD) {
      await disableEndpoint(tx, delivery.endpointId, "failing", now);
      await skipPending(tx, delivery.endpointId, now);
      await enqueueJob(tx, now, DISABLED_NOTICE_JOB, {
        endpointId: delivery.endpointId,
        organizationId: delivery.organizationId,
      });
      return "stop";
    }
    return "continue";
  });
}
