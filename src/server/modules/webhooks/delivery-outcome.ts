import type { AppContext } from "../../context.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  type ClaimedDelivery,
  type HeldOutcome,
  type Release,
  writeOutcomes,
} from "./delivery-batch-repository.js";
import type { AttemptResult } from "./delivery-http.js";
import { FAILURE_THRESHOLD, nextDelayMs } from "./delivery-policy.js";
import { skipPending } from "./delivery-repository.js";
import { disableEndpoint, recordEndpointOutcome } from "./endpoints-service.js";
import { DISABLED_NOTICE_JOB, enqueueSend } from "./send-job.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "logger">;

/** One HTTP attempt of a claimed delivery, waiting to be recorded. */
export interface SentAttempt {
  delivery: ClaimedDelivery;
  /** The endpoint's consecutive failures when the delivery was claimed. */
  failuresBefore: number;
  at: Date;
  result: AttemptResult;
}

type Consequence = "succeeded" | "retry" | "given_up" | "gone";

/**
 * Records a batch of attempts, and releases the claimed deliveries that were not attempted
 * (`released`: their run stopped at a failure). The attempts (delivery log), their deliveries'
 * new state (only where the claim still holds) and the releases are one statement
 * (`writeOutcomes`); when every attempt succeeded on an endpoint that had no failures counted,
 * that is all. Otherwise it runs in one transaction with the rarer consequences, one by one: a
 * retry's wake-up job, an endpoint's failure count, disabling after 410 Gone or FAILURE_THRESHOLD
 * events given up (pending skipped, owners notified).
 * A delivery whose sender lost its hold (stalled past it, skipped or taken over meanwhile) keeps
 * only its attempt in the log (the request did go out); its state and endpoint are left alone.
 * A crash before the commit records nothing: the deliveries stay pending and are sent again.
 */
export async function recordAttempts(
  ctx: Deps,
  batch: SentAttempt[],
  released: Release[] = [],
): Promise<void> {
  if (batch.length === 0 && released.length === 0) return;
  const now = ctx.clock.now();
  const plans = batch.map((s) => plan(ctx, s, now));
  const attempts = batch.map(({ delivery, at, result }, i) => ({
    id: uuidv7(),
    organizationId: delivery.organizationId,
    deliveryId: delivery.id,
    eventId: delivery.eventId,
    endpointId: delivery.endpointId,
    eventType: delivery.eventType,
    succeeded: plans[i]!.consequence === "succeeded",
    httpCode: result.httpCode,
    response: result.response ?? result.error,
    error: result.error,
    durationMs: result.durationMs,
    createdAt: at,
  }));
  const outcomes = plans.map((p) => p.held);
  const quiet = batch.every((s, i) => plans[i]!.consequence === "succeeded" && s.failuresBefore === 0);
  if (quiet) {
    const written = await writeOutcomes(ctx.db, attempts, outcomes, released, now);
    for (const { delivery } of batch) if (!written.has(delivery.id)) lostHold(ctx, delivery);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const written = await writeOutcomes(tx, attempts, outcomes, released, now);
    for (const [i, { delivery, failuresBefore }] of batch.entries()) {
      const { consequence, held } = plans[i]!;
      if (!written.has(delivery.id)) {
        lostHold(ctx, delivery);
        continue;
      }
      const endpointId = delivery.endpointId;
      if (consequence === "retry") {
        await enqueueSend(tx, now, endpointId, held.nextAttemptAt!);
      } else if (consequence === "gone") {
        await disableEndpoint(tx, endpointId, "gone", now);
        await skipPending(tx, endpointId, now);
      } else if (consequence === "given_up" || failuresBefore > 0) {
        // A success only has to reset the endpoint's failure count when there is one.
        const failures = await recordEndpointOutcome(tx, endpointId, consequence === "succeeded");
        if (consequence === "given_up" && failures !== null && failures >= FAILURE_THRESHOLD) {
          await disableEndpoint(tx, endpointId, "failing", now);
          await skipPending(tx, endpointId, now);
          await enqueueJob(tx, now, DISABLED_NOTICE_JOB, {
            endpointId,
            organizationId: delivery.organizationId,
          });
        }
      }
    }
  });
}

function lostHold(ctx: Deps, delivery: ClaimedDelivery) {
  ctx.logger.warn(
    { endpointId: delivery.endpointId, eventId: delivery.eventId },
    "webhook sender lost its hold on the delivery before writing the attempt's outcome",
  );
}

/** What one attempt means for its delivery: succeeded, retry later (the queue waits), given up, or 410 Gone. */
function plan(ctx: Deps, { delivery, result }: SentAttempt, now: Date) {
  const succeeded = result.httpCode !== null && result.httpCode >= 200 && result.httpCode < 300;
  const attempts = delivery.attempts + 1;
  const gone = result.httpCode === 410;
  const consequence: Consequence = succeeded
    ? "succeeded"
    : gone
      ? "gone"
      : attempts >= ctx.config.webhooksMaxAttempts
        ? "given_up"
        : "retry";
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
  const retryAt =
    consequence === "retry"
      ? new Date(now.getTime() + nextDelayMs(attempts, ctx.config.webhooksRetryBaseMs, result.retryAfterMs))
      : null;
  const held: HeldOutcome = {
    id: delivery.id,
    lockedBy: delivery.lockedBy,
    lockedUntil: delivery.lockedUntil,
    status: consequence === "succeeded" ? "succeeded" : consequence === "retry" ? "pending" : "failed",
    attempts,
    lastHttpCode: result.httpCode,
    nextAttemptAt: retryAt,
    completedAt: retryAt ? null : now,
  };
  return { consequence, held };
}
