import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import type { Page } from "../../http/v1/pagination.js";
import { listResponse } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { enqueueSend } from "./delivery.js";
import type { WebhookDeliveryRow } from "./delivery-repository.js";
import { getEndpoint } from "./endpoints-service.js";
import {
  EndpointDisabledError,
  QueueEmptyError,
  QueueHeadBusyError,
  QueueMovedOnError,
} from "./queue-errors.js";
import {
  findLastAttempt,
  findQueueHead,
  listWaiting,
  makeHeadDueNow,
  skipHeadBySeller,
  summarizePending,
} from "./queue-repository.js";
import type { WebhookQueueSummaryQuery } from "./queue-schemas.js";

/**
 * An endpoint's pending queue as the seller sees and steers it. Deliveries to one endpoint go out
 * one at a time in event order, so one that keeps failing (an unreachable receiver: about 35
 * minutes of retries) holds every later event back. The seller sees what blocks and why, and can
 * attempt it now or skip it; both act only on the head, only while no worker is sending it, in
 * one conditional UPDATE (see `queue-repository.ts`), and wake the endpoint's queue.
 */

type Deps = Pick<AppContext, "db" | "clock" | "config" | "logger">;

const queued = (row: WebhookDeliveryRow) => ({
  id: row.id,
  event_id: row.eventId,
  event_type: row.eventType,
  event_created_at: iso(row.eventCreatedAt),
  attempts: row.attempts,
});

function headState(row: WebhookDeliveryRow, now: Date): "sending" | "retry_scheduled" | "due" {
  if (row.lockedUntil && row.lockedUntil.getTime() >= now.getTime()) return "sending";
  if (row.nextAttemptAt && row.nextAttemptAt.getTime() > now.getTime()) return "retry_scheduled";
  return "due";
}

/** `GET …/endpoints/{id}/queue`: the blocking head, the deliveries behind it (one page), counts. */
export async function getEndpointQueue(ctx: Deps, organizationId: string, endpointId: string, page: Page) {
  await getEndpoint(ctx, organizationId, endpointId);
  const head = await findQueueHead(ctx.db, organizationId, endpointId);
  if (!head) {
    return {
      endpoint_id: endpointId,
      pending_count: 0,
      oldest_pending_at: null,
      head: null,
      ...listResponse([], 0, page),
    };
  }
  const [last, waiting] = await Promise.all([
    findLastAttempt(ctx.db, organizationId, head.id),
    listWaiting(ctx.db, organizationId, endpointId, head.id, {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
    }),
  ]);
  return {
    endpoint_id: endpointId,
    pending_count: waiting.total + 1,
    oldest_pending_at: iso(head.eventCreatedAt),
    head: {
      ...queued(head),
      state: headState(head, ctx.clock.now()),
      max_attempts: ctx.config.webhooksMaxAttempts,
      next_attempt_at: head.nextAttemptAt ? iso(head.nextAttemptAt) : null,
      last_attempt_at: last ? iso(last.createdAt) : null,
      last_http_code: last ? last.httpCode : null,
      last_error: last?.error ?? null,
    },
    ...listResponse(waiting.rows.map(queued), waiting.total, page),
  };
}

/** `GET /v1/webhooks/queues`: per endpoint with pending deliveries, how many and since when. */
export async function listQueueSummaries(ctx: Deps, organizationId: string, query: WebhookQueueSummaryQuery) {
  const { rows, total } = await summarizePending(ctx.db, organizationId, {
    endpointIds: query.endpoint_id,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const items = rows.map((r) => ({
    endpoint_id: r.endpointId,
    pending_count: r.pending,
    oldest_pending_at: iso(r.oldestEventAt),
  }));
  return listResponse(items, total, query);
}

type HeadAction = (
  db: Executor,
  organizationId: string,
  endpointId: string,
  id: string,
  now: Date,
) => Promise<WebhookDeliveryRow | undefined>;

/**
 * Applies `action` to the head (the one the seller saw, when `expectedId` is given) and wakes the
 * queue, in one transaction. When the conditional UPDATE finds nothing to change, says why: a
 * worker holds the head (409 in progress), the queue emptied, or another delivery is the head.
 */
async function actOnHead(
  ctx: Deps,
  organizationId: string,
  endpointId: string,
  expectedId: string | undefined,
  action: HeadAction,
): Promise<WebhookDeliveryRow> {
  const head = await findQueueHead(ctx.db, organizationId, endpointId);
  if (!head) throw new QueueEmptyError();
  if (expectedId && head.id !== expectedId) throw new QueueMovedOnError(expectedId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const changed = await action(tx, organizationId, endpointId, head.id, now);
    if (!changed) {
      const current = await findQueueHead(tx, organizationId, endpointId);
      if (!current) throw new QueueEmptyError();
      if (current.id === head.id && headState(current, now) === "sending") throw new QueueHeadBusyError();
      throw new QueueMovedOnError(head.id);
    }
    await enqueueSend(tx, now, endpointId);
    return changed;
  });
}

/** Attempts the head now instead of at its retry time (the attempt counts like any other). */
export async function retryQueueHead(
  ctx: Deps,
  organizationId: string,
  endpointId: string,
  expectedId?: string,
): Promise<WebhookDeliveryRow> {
  const endpoint = await getEndpoint(ctx, organizationId, endpointId);
  if (!endpoint.enabled) throw new EndpointDisabledError();
  return actOnHead(ctx, organizationId, endpointId, expectedId, makeHeadDueNow);
}

/**
 * Gives the head up now, recorded as skipped by the seller (`skip_reason: "seller"`), so the
 * deliveries behind it go out; it does not count toward disabling the endpoint, and it can be
 * sent again later with the event's redeliver.
 */
export async function skipQueueHead(
  ctx: Deps,
  organizationId: string,
  endpointId: string,
  expectedId?: string,
): Promise<WebhookDeliveryRow> {
  await getEndpoint(ctx, organizationId, endpointId);
  const skipped = await actOnHead(ctx, organizationId, endpointId, expectedId, skipHeadBySeller);
  ctx.logger.info(
    { endpointId, eventId: skipped.eventId, attempts: skipped.attempts },
    "webhook delivery skipped by the seller",
  );
  return skipped;
}
