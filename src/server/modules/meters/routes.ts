import { createRoute } from "@hono/zod-openapi";
import { ForbiddenError } from "../../http/errors.js";
import { cachedJson } from "../../http/v1/cached-read.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { orgMeterQuantities } from "./quantities.js";
import type { MeterSortProperty } from "./repository.js";
import {
  Meter,
  MeterCreate,
  MeterList,
  MeterListQuery,
  MeterQuantities,
  MeterQuantitiesQuery,
  MeterUpdate,
} from "./schemas.js";
import { createMeter, listOrgMeters, requireMeter, serializeMeter, updateOrgMeter } from "./service.js";

const tags = ["meters"];

export const meterRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/meters/",
      tags,
      summary: "List meters",
      description: "Filter with `query` (name contains), `is_archived` and `metadata[key]=value`.",
      middleware: [requireScope("meters:read")],
      request: { query: MeterListQuery },
      responses: {
        200: { description: "Meters", content: json(MeterList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const sort = parseSorting<MeterSortProperty>(query.sorting, "name");
      return cachedJson(c, ctx, ["meter"], async () => {
        const { items, total } = await listOrgMeters(
          ctx,
          c.get("principal").organizationId,
          {
            organizationIds: query.organization_id,
            query: query.query,
            isArchived: query.is_archived,
            metadata: metadataFilters(c.req.url),
          },
          query,
          sort,
        );
        return listResponse(items, total, query);
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/meters/",
      tags,
      summary: "Create a meter",
      middleware: [requireScope("meters:write")],
      request: { body: { content: json(MeterCreate), required: true } },
      responses: {
        201: { description: "The meter", content: json(Meter) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const organizationId = c.get("principal").organizationId;
      if (body.organization_id && body.organization_id !== organizationId) {
        throw new ForbiddenError("A meter can only be created for the caller's organization");
      }
      const { organization_id: _, ...input } = body;
      return c.json(await createMeter(ctx, organizationId, input), 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/meters/{id}",
      tags,
      summary: "Get a meter",
      middleware: [requireScope("meters:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The meter", content: json(Meter) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await requireMeter(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(serializeMeter(row), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/meters/{id}",
      tags,
      summary: "Update a meter",
      description:
        "Set `is_archived` to archive a meter (or `false` to restore it). Meters are never deleted.",
      middleware: [requireScope("meters:write")],
      request: { params: IdParam, body: { content: json(MeterUpdate), required: true } },
      responses: {
        200: { description: "The meter", content: json(Meter) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const meter = await updateOrgMeter(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(meter, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/meters/{id}/quantities",
      tags,
      summary: "Get meter quantities",
      description:
        "The meter's quantity per `interval` (hour, day, week, month, year) from `start_timestamp` to `end_timestamp`, by event timestamp, in `timezone` (IANA, default UTC; days and longer follow its wall clock across DST changes). Each `timestamp` is a bucket's start (`start_timestamp` truncated to the interval). Filter with `customer_id`, `external_customer_id` and `metadata[key]=value`; `customer_aggregation_function` aggregates per-customer quantities. `total` is the quantity over the whole range. An hour interval spans at most 7 days, a day 366, a week 371, a month 1,460, a year 3,650 (else 422).",
      middleware: [requireScope("meters:read")],
      request: { params: IdParam, query: MeterQuantitiesQuery },
      responses: {
        200: { description: "The meter's quantities", content: json(MeterQuantities) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const result = await orgMeterQuantities(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("query"),
        metadataFilters(c.req.url),
      );
      return c.json(result, 200);
    },
  );
};
