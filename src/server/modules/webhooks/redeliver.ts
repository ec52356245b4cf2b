import type { AppContext } from "../../context.js";
import { NotFoundError } from "../../http/errors.js";
import { enqueueSend } from "./delivery.js";
import { findEventById, findEventDeliveries, requeueDeliveries } from "./delivery-repository.js";
import { findEndpoint } from "./endpoints-repository.js";

/**
 * Sends an event again to every endpoint it was delivered to (that is still enabled), with the
 * same `webhook-id`. The delivery goes back into its endpoint's queue at its original place, so
 * it is sent next, and gets a fresh series of attempts. Archived events cannot be redelivered.
 */
export async function redeliverEvent(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  eventId: string,
): Promise<number> {
  const event = await findEventById(ctx.db, eventId);
  if (!event || event.organizationId !== organizationId) throw new NotFoundError("Webhook event");
  if (event.archivedAt) throw new NotFoundError("Webhook event");
  const deliveries = await findEventDeliveries(ctx.db, organizationId, eventId);
  const live: typeof deliveries = [];
  for (const d of deliveries) {
    const endpoint = await findEndpoint(ctx.db, organizationId, d.endpointId);
    if (endpoint?.enabled) live.push(d);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await requeueDeliveries(
      tx,
      live.map((d) => d.id),
      now,
    );
    if (live.length > 0) await enqueueSend(tx, now);
  });
  return live.length;
}
