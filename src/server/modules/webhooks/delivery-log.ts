import type { AppContext } from "../../context.js";
import { iso } from "../../http/v1/params.js";
import { type DeliveryLogRow, findDeliveryAttempts } from "./delivery-log-repository.js";
import type { WebhookDeliveryListQuery } from "./delivery-schemas.js";

/** The delivery log (`GET /v1/webhooks/deliveries`): every attempt, newest first, with its event. */

export async function listDeliveries(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  q: WebhookDeliveryListQuery,
) {
  const { rows, total } = await findDeliveryAttempts(ctx.db, organizationId, q);
  return { items: rows.map(serializeAttempt), total };
}

/** One attempt in Polar's `WebhookDelivery` shape; `webhook_event` is the event as this endpoint saw it. */
export function serializeAttempt({ attempt, delivery, event }: DeliveryLogRow) {
  const archived = event.archivedAt !== null;
  return {
    id: attempt.id,
    created_at: iso(attempt.createdAt),
    modified_at: null,
    succeeded: attempt.succeeded,
    http_code: attempt.httpCode,
    response: attempt.response,
    duration_ms: attempt.durationMs,
    endpoint_id: attempt.endpointId,
    webhook_event: {
      created_at: iso(event.createdAt),
      modified_at: iso(delivery.modifiedAt),
      id: event.id,
      last_http_code: delivery.lastHttpCode,
      succeeded: delivery.status === "succeeded" ? true : delivery.status === "pending" ? null : false,
      skipped: delivery.status === "skipped",
      skip_reason: delivery.status === "skipped" ? (delivery.skipReason ?? "endpoint_disabled") : null,
      payload: archived ? null : JSON.stringify(event.payload),
      type: event.type,
      is_archived: archived,
    },
  };
}
