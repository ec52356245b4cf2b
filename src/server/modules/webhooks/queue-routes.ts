import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { PageQuery } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireAnyScope, requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { getEndpointQueue, listQueueSummaries, retryQueueHead, skipQueueHead } from "./queue.js";
import {
  WebhookEndpointQueue,
  WebhookQueueActionBody,
  WebhookQueueSummaryList,
  WebhookQueueSummaryQuery,
} from "./queue-schemas.js";

const tags = ["webhooks"];

/** Reading needs webhooks:read or webhooks:write (as the delivery log). */
const readOrWrite = requireAnyScope("webhooks:read", "webhooks:write");

const conflict = {
  409: {
    description:
      "Nothing changed: the queue is empty (`WebhookQueueEmpty`), a worker is sending the head right now (`WebhookDeliveryInProgress`), another delivery is the head by now (`WebhookQueueMovedOn`), or the endpoint is disabled (`WebhookEndpointDisabled`, retry only).",
    content: json(z.object({ error: z.string(), detail: z.string() }).openapi("WebhookQueueConflict")),
  },
};

const actionBody = { content: json(WebhookQueueActionBody), required: false };

/** Kassa's additions to Polar's webhook API: each endpoint's pending queue, and steering its head. */
export const webhookQueueRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/webhooks/queues",
      tags,
      summary: "List endpoints with pending deliveries (Kassa)",
      description:
        "Kassa extension: for each endpoint that has deliveries waiting, how many and when the oldest one's event happened (oldest first).",
      middleware: [readOrWrite],
      request: { query: WebhookQueueSummaryQuery },
      responses: {
        200: { description: "Pending counts per endpoint", content: json(WebhookQueueSummaryList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      return c.json(await listQueueSummaries(ctx, c.get("principal").organizationId, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/webhooks/endpoints/{id}/queue",
      tags,
      summary: "Get a webhook endpoint's pending queue (Kassa)",
      description:
        "Kassa extension: deliveries to an endpoint go out one at a time in event order, so a failing one holds the later ones back until it succeeds or is given up. Answers that head delivery (attempts, last status or error, next attempt time) and the deliveries waiting behind it, a page at a time.",
      middleware: [readOrWrite],
      request: { params: IdParam, query: PageQuery },
      responses: {
        200: { description: "The pending queue", content: json(WebhookEndpointQueue) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const queue = await getEndpointQueue(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("query"),
      );
      return c.json(queue, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/webhooks/endpoints/{id}/queue/retry",
      tags,
      summary: "Attempt the blocking delivery now (Kassa)",
      description:
        "Kassa extension: makes the head delivery due now instead of at its retry time and wakes the queue; the attempt counts like any other. Refused (409) while a worker is sending it.",
      middleware: [requireScope("webhooks:write")],
      request: { params: IdParam, body: actionBody },
      responses: {
        202: {
          description: "The attempt is queued; the queue as it is now",
          content: json(WebhookEndpointQueue),
        },
        ...errorResponses(401, 403, 404, 422),
        ...conflict,
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      const { id } = c.req.valid("param");
      await retryQueueHead(ctx, organizationId, id, c.req.valid("json")?.delivery_id);
      return c.json(await getEndpointQueue(ctx, organizationId, id, PageQuery.parse({})), 202);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/webhooks/endpoints/{id}/queue/skip",
      tags,
      summary: "Skip the blocking delivery (Kassa)",
      description:
        "Kassa extension: gives the head delivery up now, recorded as skipped by the seller, so the deliveries behind it go out. It does not count toward disabling the endpoint and can be sent again with `POST /v1/webhooks/events/{id}/redeliver`. Refused (409) while a worker is sending it.",
      middleware: [requireScope("webhooks:write")],
      request: { params: IdParam, body: actionBody },
      responses: {
        200: { description: "The queue after the skip", content: json(WebhookEndpointQueue) },
        ...errorResponses(401, 403, 404, 422),
        ...conflict,
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      const { id } = c.req.valid("param");
      await skipQueueHead(ctx, organizationId, id, c.req.valid("json")?.delivery_id);
      return c.json(await getEndpointQueue(ctx, organizationId, id, PageQuery.parse({})), 200);
    },
  );
};
