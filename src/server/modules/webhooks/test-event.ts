import type { AppContext } from "../../context.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { uuidv7 } from "../../lib/ids.js";
import { getOrg } from "../organizations/service.js";
import { enqueueSend } from "./delivery.js";
import { insertDeliveries } from "./delivery-repository.js";
import { getEndpoint } from "./endpoints-service.js";

/**
 * Sends one endpoint a test event, so a seller can check the receiver and its signature check:
 * an `organization.updated` event carrying the organization as it is now (a type every
 * verifier, including Polar's SDK, accepts). It is delivered to this endpoint only, whatever it
 * subscribes to, through the normal queue, so it appears in the delivery log like any other.
 */
export async function sendTestEvent(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  endpointId: string,
): Promise<{ eventId: string }> {
  const endpoint = await getEndpoint(ctx, organizationId, endpointId);
  const organization = await getOrg(ctx, organizationId, organizationId);
  const now = ctx.clock.now();
  const eventId = uuidv7();
  const type = "organization.updated";
  await ctx.db.transaction(async (tx) => {
    // Written without a dispatch job: only this endpoint receives it.
    await tx.insert(webhookEvent).values({
      id: eventId,
      organizationId,
      type,
      payload: { type, timestamp: now.toISOString(), data: organization },
      createdAt: now,
    });
    await insertDeliveries(tx, [
      {
        id: uuidv7(),
        organizationId,
        eventId,
        endpointId: endpoint.id,
        eventType: type,
        eventCreatedAt: now,
        status: "pending",
        nextAttemptAt: now,
        createdAt: now,
      },
    ]);
    await enqueueSend(tx, now, endpoint.id);
  });
  return { eventId };
}
