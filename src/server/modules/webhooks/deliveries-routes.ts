import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireAnyScope, requireScope } from "../../http/v1/principal.js";
import { errorResponses } from "../../http/v1/responses.js";
import { listDeliveries } from "./delivery-log.js";
import { WebhookDeliveryList, WebhookDeliveryListQuery } from "./delivery-schemas.js";
import { redeliverEvent } from "./redeliver.js";

const tags = ["webhooks"];

/** Reading the log needs webhooks:read or webhooks:write (as Polar). */
const readOrWrite = requireAnyScope("webhooks:read", "webhooks:write");

/** `/v1/webhooks/deliveries` (the delivery log) and `/v1/webhooks/events/{id}/redeliver`. */
export const webhookDeliveryRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/webhooks/deliveries",
      tags,
      summary: "List webhook deliveries",
      description:
        "Every attempt to deliver an event to an endpoint, newest first, with status code, response excerpt and the event.",
      middleware: [readOrWrite],
      request: { query: WebhookDeliveryListQuery },
      responses: {
        200: {
          description: "Delivery attempts",
          content: { "application/json": { schema: WebhookDeliveryList } },
        },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { items, total } = await listDeliveries(ctx, c.get("principal").organizationId, query);
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/webhooks/events/{id}/redeliver",
      tags,
      summary: "Redeliver a webhook event",
      description:
        "Sends the event again, with the same `webhook-id`, to every enabled endpoint it was delivered to. Archived events (older than 90 days) cannot be redelivered.",
      middleware: [requireScope("webhooks:write")],
      request: { params: IdParam },
      responses: {
        202: {
          description: "Redelivery scheduled",
          content: { "application/json": { schema: z.object({}) } },
        },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      await redeliverEvent(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json({}, 202);
    },
  );
};
