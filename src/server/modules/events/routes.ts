import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope, type V1Env } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { parseIngestBody } from "./ingest-fast-path.js";
import {
  Event,
  EventList,
  EventListQuery,
  EventNameList,
  EventNameListQuery,
  EventsIngest,
  EventsIngestResponse,
} from "./schemas.js";
import {
  type EventNameSortProperty,
  type EventSortProperty,
  ingestEvents,
  listOrgEventNames,
  listOrgEvents,
  requireEvent,
} from "./service.js";

const tags = ["events"];

export const eventRoutes: V1Module = (v1, ctx) => {
  /**
   * A batch whose every event is valid is answered here, validated by `parseIngestBody` instead
   * of the zod validator that follows (the same acceptance, a tenth of the CPU); any other body
   * goes on to the validator, which answers its 400/422, and to the handler below.
   */
  const fastIngest: MiddlewareHandler<V1Env> = async (c, next) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (type !== "application/json") return next();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next();
    }
    const events = parseIngestBody(body);
    if (!events) return next();
    return c.json(await ingestEvents(ctx, c.get("principal").organizationId, events), 200);
  };

  v1.openapi(
    createRoute({
      method: "post",
      path: "/events/ingest",
      tags,
      summary: "Ingest events",
      description:
        "All events of a batch are stored, or none (422 naming each bad event's field). An event whose `external_id` the organization already has is skipped and counted in `duplicates`.",
      middleware: [requireScope("events:write"), fastIngest],
      request: { body: { content: json(EventsIngest), required: true } },
      responses: {
        200: { description: "How many events were stored and skipped", content: json(EventsIngestResponse) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const result = await ingestEvents(ctx, c.get("principal").organizationId, c.req.valid("json").events);
      return c.json(result, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/events/",
      tags,
      summary: "List events",
      description:
        "Filter with `customer_id`, `external_customer_id`, `name`, `source`, `start_timestamp`, `end_timestamp`, `query` (name contains), `metadata[key]=value`, `filter` (a JSON meter filter), `meter_id` (the events a meter counts), `parent_id` and `depth` (event trees).",
      middleware: [requireScope("events:read")],
      request: { query: EventListQuery },
      responses: {
        200: { description: "Events", content: json(EventList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { items, total } = await listOrgEvents(
        ctx,
        c.get("principal").organizationId,
        {
          organizationIds: query.organization_id,
          customerIds: query.customer_id,
          externalCustomerIds: query.external_customer_id,
          names: query.name,
          sources: query.source,
          start: query.start_timestamp,
          end: query.end_timestamp,
          query: query.query,
          metadata: metadataFilters(c.req.url),
          filter: query.filter,
          meterId: query.meter_id,
          parentId: query.parent_id,
          depth: query.depth,
        },
        query,
        parseSorting<EventSortProperty>(query.sorting, "-timestamp"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/events/names",
      tags,
      summary: "List event names",
      description: "Each name and source with its occurrences, first and last time seen.",
      middleware: [requireScope("events:read")],
      request: { query: EventNameListQuery },
      responses: {
        200: { description: "Event names", content: json(EventNameList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { items, total } = await listOrgEventNames(
        ctx,
        c.get("principal").organizationId,
        {
          organizationIds: query.organization_id,
          customerIds: query.customer_id,
          externalCustomerIds: query.external_customer_id,
          sources: query.source,
          query: query.query,
        },
        query,
        parseSorting<EventNameSortProperty>(query.sorting, "-last_seen"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/events/{id}",
      tags,
      summary: "Get an event",
      middleware: [requireScope("events:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The event", content: json(Event) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      return c.json(await requireEvent(ctx, c.get("principal").organizationId, c.req.valid("param").id), 200);
    },
  );
};
