import type { AppContext } from "../../context.js";
import { uuidv7 } from "../../lib/ids.js";
import { enqueueSend } from "./delivery.js";
import { insertDeliveries } from "./delivery-repository.js";
import { getEndpoint } from "./endpoints-service.js";
import { insertWebhookEvent } from "./events-repository.js";

/**
 * Sends one endpoint a test event, so a seller can check the receiver and its signature check:
 * an `organization.updated` event carrying the organization as it is now (a type every
 * verifier, including Polar's SDK, accepts). It is delivered to this endpoint only, whatever it
 * subscribes to, through the normal queue, so it appears in the delivery log like any other.
 * `organizationData` gives the organization as the API serializes it (the organizations module's,
 * passed in so that webhooks, which every module emits through, depends on none of them).
 */
export async function sendTestEvent(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  endpointId: string,
  organizationData: (organizationId: string) => Promise<unknown>,
): Promise<{ eventId: string }> {
  const endpoint = await getEndpoint(ctx, organizationId, endpointId);
  const organization = await organizationData(organizationId);
  const now = ctx.clock.now();
  const eventId = uuidv7();
  const type = "organization.updated";
  await ctx.db.transaction(async (tx) => {
    // Written without a dispatch job: only this endpoint receives it.
    await insertWebhookEvent(tx, {
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
