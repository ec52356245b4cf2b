import type { AppContext } from "../../context.js";
import { uuidv7 } from "../../lib/ids.js";
import { enqueueSend } from "./delivery.js";
import { findEventById, insertDeliveries } from "./delivery-repository.js";
import { listSubscribedEndpoints } from "./endpoints-service.js";

/**
 * Fans one recorded event out: a pending delivery for each enabled endpoint of the event's
 * organization subscribed to its type, and a run of each endpoint's queue, in one transaction.
 * Idempotent (unique event × endpoint): a re-run after a crash creates nothing twice.
 */
export async function dispatchEvent(ctx: Pick<AppContext, "db" | "clock">, eventId: string): Promise<number> {
  const event = await findEventById(ctx.db, eventId);
  if (!event || event.archivedAt) return 0;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const endpoints = await listSubscribedEndpoints(tx, event.organizationId, event.type);
    await insertDeliveries(
      tx,
      endpoints.map((endpoint) => ({
        id: uuidv7(),
        organizationId: event.organizationId,
        eventId: event.id,
        endpointId: endpoint.id,
        eventType: event.type,
        eventCreatedAt: event.createdAt,
        status: "pending" as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    for (const endpoint of endpoints) await enqueueSend(tx, now, endpoint.id);
    return endpoints.length;
  });
}
