import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type WebhookEndpointRow, webhookEndpoint } from "../../db/schema/webhooks.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type { WebhookEndpointFormat, WebhookEndpointRow } from "../../db/schema/webhooks.js";

/** Every query on `webhook_endpoint`. Reads of one seller's endpoints take the organization id. */

export type EndpointInsert = typeof webhookEndpoint.$inferInsert;

const live = (organizationId: string) =>
  inOrganization(webhookEndpoint, organizationId, isNull(webhookEndpoint.deletedAt));

/** Success resets the endpoint's `consecutive_failures`, failure adds one; the new count (null: no endpoint). */
export async function countEndpointOutcome(
  db: Executor,
  id: string,
  succeeded: boolean,
): Promise<number | null> {
  const [row] = await db
    .update(webhookEndpoint)
    .set({ consecutiveFailures: succeeded ? 0 : sql`${webhookEndpoint.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoint.id, id))
    .returning({ n: webhookEndpoint.consecutiveFailures });
  return row ? row.n : null;
}

export async function insertEndpoint(
  db: Executor,
  row: typeof webhookEndpoint.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [saved] = await db.insert(webhookEndpoint).values(row).returning();
  return saved!;
}

export async function findEndpoint(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoint)
    .where(and(live(organizationId), eq(webhookEndpoint.id, id)));
  return row;
}

/** Several of one organization's (not deleted) endpoints by id, in one query. */
export async function findEndpoints(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<WebhookEndpointRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(webhookEndpoint)
    .where(and(live(organizationId), inArray(webhookEndpoint.id, ids)));
}

export async function listEndpoints(
  db: Executor,
  organizationId: string,
  opts: { offset: number; limit: number; descending: boolean },
): Promise<{ rows: WebhookEndpointRow[]; total: number }> {
  const order = opts.descending ? desc : asc;
  const rows = await db
    .select()
    .from(webhookEndpoint)
    .where(live(organizationId))
    .orderBy(order(webhookEndpoint.createdAt), order(webhookEndpoint.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(webhookEndpoint).where(live(organizationId));
  return { rows, total: total?.n ?? 0 };
}

/** Enabled, not deleted endpoints of the organization whose `events` contain `eventType`. */
export async function findSubscribed(
  db: Executor,
  organizationId: string,
  eventType: string,
): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoint)
    .where(
      and(
        live(organizationId),
        eq(webhookEndpoint.enabled, true),
        sql`${webhookEndpoint.events} @> ${JSON.stringify([eventType])}::jsonb`,
      ),
    )
    .orderBy(asc(webhookEndpoint.createdAt), asc(webhookEndpoint.id));
}

export async function updateEndpoint(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof webhookEndpoint.$inferInsert>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoint)
    .set(patch)
    .where(and(live(organizationId), eq(webhookEndpoint.id, id)))
    .returning();
  return row;
}

/** Turns an endpoint off by id alone (the delivery worker has no organization in scope). */
export async function disableById(
  db: Executor,
  id: string,
  reason: string,
  now: Date,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoint)
    .set({ enabled: false, disabledReason: reason, modifiedAt: now })
    .where(and(eq(webhookEndpoint.id, id), isNull(webhookEndpoint.deletedAt)))
    .returning();
  return row;
}
