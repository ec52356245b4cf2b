import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { webhookDelivery, webhookDeliveryAttempt } from "../../db/schema/webhook-deliveries.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { iso } from "../../http/v1/params.js";
import type { WebhookDeliveryListQuery } from "./delivery-schemas.js";

/** The delivery log (`GET /v1/webhooks/deliveries`): every attempt, newest first, with its event. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function filters(organizationId: string, q: WebhookDeliveryListQuery): SQL {
  const a = webhookDeliveryAttempt;
  const where: (SQL | undefined)[] = [eq(a.organizationId, organizationId)];
  if (q.endpoint_id?.length) where.push(inArray(a.endpointId, q.endpoint_id));
  if (q.start_timestamp) where.push(gte(a.createdAt, q.start_timestamp));
  if (q.end_timestamp) where.push(lt(a.createdAt, q.end_timestamp));
  if (q.succeeded !== undefined) where.push(eq(a.succeeded, q.succeeded));
  if (q.http_code_class) {
    const low = Number(q.http_code_class[0]) * 100;
    where.push(sql`${a.httpCode} >= ${low} and ${a.httpCode} < ${low + 100}`);
  }
  if (q.event_type?.length) where.push(inArray(a.eventType, q.event_type));
  const text = q.query?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = [ilike(a.response, pattern), ilike(a.error, pattern), ilike(a.eventType, pattern)];
    if (UUID.test(text)) matches.push(eq(a.eventId, text), eq(a.id, text), eq(a.endpointId, text));
    where.push(or(...matches));
  }
  return and(...where)!;
}

export async function listDeliveries(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  q: WebhookDeliveryListQuery,
) {
  const where = filters(organizationId, q);
  const a = webhookDeliveryAttempt;
  const rows = await ctx.db
    .select({ attempt: a, delivery: webhookDelivery, event: webhookEvent })
    .from(a)
    .innerJoin(webhookDelivery, eq(webhookDelivery.id, a.deliveryId))
    .innerJoin(webhookEvent, eq(webhookEvent.id, a.eventId))
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await ctx.db.select({ n: count() }).from(a).where(where);
  return { items: rows.map(serializeAttempt), total: total?.n ?? 0 };
}

type Row = {
  attempt: typeof webhookDeliveryAttempt.$inferSelect;
  delivery: typeof webhookDelivery.$inferSelect;
  event: typeof webhookEvent.$inferSelect;
};

/** One attempt in Polar's `WebhookDelivery` shape; `webhook_event` is the event as this endpoint saw it. */
export function serializeAttempt({ attempt, delivery, event }: Row) {
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
      payload: archived ? null : JSON.stringify(event.payload),
      type: event.type,
      is_archived: archived,
    },
  };
}
