import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  EventType,
  EventTypeListQuery,
  type EventTypeSortProperty,
  EventTypeUpdate,
  EventTypeWithStatsList,
} from "./event-types-schemas.js";
import { listOrgEventTypes, updateOrgEventType } from "./event-types-service.js";

const tags = ["event-types"];

export const eventTypeRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/event-types/",
      tags,
      summary: "List event types",
      description:
        "Event types with their events' `occurrences`, `first_seen` and `last_seen`. Filters: `customer_id`, `external_customer_id`, `query` (name or label contains), `root_events`, `parent_id`, `source`. System event types have no id.",
      middleware: [requireScope("events:read")],
      request: { query: EventTypeListQuery },
      responses: {
        200: { description: "Event types", content: json(EventTypeWithStatsList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { items, total } = await listOrgEventTypes(
        ctx,
        c.get("principal").organizationId,
        {
          organizationIds: query.organization_id,
          customerIds: query.customer_id,
          externalCustomerIds: query.external_customer_id,
          query: query.query,
          rootEvents: query.root_events,
          parentId: query.parent_id,
          source: query.source,
        },
        query,
        parseSorting<EventTypeSortProperty>(query.sorting, "-last_seen"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/event-types/{id}",
      tags,
      summary: "Update an event type",
      description: "Sets `label` and `label_property_selector` (omitted: cleared).",
      middleware: [requireScope("events:write")],
      request: { params: IdParam, body: { content: json(EventTypeUpdate), required: true } },
      responses: {
        200: { description: "The event type", content: json(EventType) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const wire = await updateOrgEventType(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(wire, 200);
    },
  );
};
