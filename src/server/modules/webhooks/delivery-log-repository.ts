import { count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { webhookDelivery, webhookDeliveryAttempt } from "../../db/schema/webhook-deliveries.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { WebhookDeliveryListQuery } from "./delivery-schemas.js";

/** The delivery log's query (`GET /v1/webhooks/deliveries`): one organization's attempts, newest first, with their event. */

export type DeliveryLogRow = {
  attempt: typeof webhookDeliveryAttempt.$inferSelect;
  delivery: typeof webhookDelivery.$inferSelect;
  event: typeof webhookEvent.$inferSelect;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function filters(organizationId: string, q: WebhookDeliveryListQuery): SQL {
  const a = webhookDeliveryAttempt;
  const where: (SQL | undefined)[] = [];
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
  return inOrganization(a, organizationId, ...where);
}

/** One page of the organization's attempts matching `q`, and how many match. */
export async function findDeliveryAttempts(
  db: Executor,
  organizationId: string,
  q: WebhookDeliveryListQuery,
): Promise<{ rows: DeliveryLogRow[]; total: number }> {
  const where = filters(organizationId, q);
  const a = webhookDeliveryAttempt;
  const rows = await db
    .select({ attempt: a, delivery: webhookDelivery, event: webhookEvent })
    .from(a)
    .innerJoin(webhookDelivery, eq(webhookDelivery.id, a.deliveryId))
    .innerJoin(webhookEvent, eq(webhookEvent.id, a.eventId))
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(a).where(where);
  return { rows, total: total?.n ?? 0 };
}
