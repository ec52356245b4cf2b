import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, listSchema, PageQuery } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { subscriptionTimeline } from "./timeline.js";

const TimelineEvent = z
  .object({
    id: z.uuid(),
    type: z.string().openapi({ example: "subscription.canceled" }),
    timestamp: z.string().openapi({ format: "date-time" }),
    data: z.unknown().openapi({
      description: "The event's object as delivered; null once the event is archived (90 days).",
    }),
  })
  .openapi("SubscriptionTimelineEvent");

const TimelineList = listSchema(TimelineEvent, "ListResource_SubscriptionTimelineEvent_");

/** `GET /v1/subscriptions/{id}/events`: the subscription's timeline (a Kassa extension). */
export const subscriptionTimelineRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/subscriptions/{id}/events",
      tags: ["subscriptions"],
      summary: "List a subscription's events",
      description:
        "Kassa extension. The webhook events about the subscription and about its orders, newest first " +
        "(`subscription.created`, `order.paid`, `subscription.canceled`, …), as they were delivered.",
      middleware: [requireScope("subscriptions:read")],
      request: { params: IdParam, query: PageQuery },
      responses: {
        200: { description: "Events, newest first", content: json(TimelineList) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const page = c.req.valid("query");
      const { items, total } = await subscriptionTimeline(
        ctx.db,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        page,
      );
      return c.json(listResponse(items, total, page), 200);
    },
  );
};
