import { createRoute, z } from "@hono/zod-openapi";
import { RequestValidationError } from "../../http/errors.js";
import type { V1Module } from "../../http/v1/modules.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { changeDashboard, createDashboard, dashboards, getDashboard, removeDashboard } from "./dashboards.js";
import { INTERVAL_LIMITS, MIN_DATE } from "./definitions.js";
import { metricsCsv } from "./export.js";
import {
  DashboardListQuery,
  MetricDashboard,
  MetricDashboardCreate,
  MetricDashboardUpdate,
  MetricsLimits,
  MetricsQuery,
  MetricsResponse,
} from "./schemas.js";
import { getMetrics } from "./service.js";

const tags = ["metrics"];
const otherOrgOnly = (ids: string[] | undefined, organizationId: string) =>
  Boolean(ids && !ids.includes(organizationId));

const METRICS_DESCRIPTION =
  "Metrics of your orders, subscriptions and checkouts per period. Amounts are in the currency's " +
  "minor unit (cents), in one currency (`currency`, default that of the latest paid order): amounts " +
  "in other currencies are left out, never converted or summed. See docs/metrics.md.";

export const metricRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/metrics/",
      tags,
      summary: "Get metrics",
      description: METRICS_DESCRIPTION,
      middleware: [requireScope("metrics:read")],
      request: { query: MetricsQuery },
      responses: {
        200: { description: "Periods, totals and the metrics' definitions", content: json(MetricsResponse) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      return c.json(
        await getMetrics(ctx, organizationId, q, otherOrgOnly(q.organization_id, organizationId)),
        200,
      );
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/metrics/export",
      tags,
      summary: "Export metrics as CSV",
      description: "The same query as `GET /v1/metrics/`: one row per period, a column per metric.",
      middleware: [requireScope("metrics:read")],
      request: { query: MetricsQuery },
      responses: {
        200: { description: "One line per period", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const result = await getMetrics(
        ctx,
        organizationId,
        q,
        otherOrgOnly(q.organization_id, organizationId),
      );
      return c.body(metricsCsv(result), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="kassa-metrics-${q.start_date}-${q.end_date}.csv"`,
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/metrics/limits",
      tags,
      summary: "Get metrics limits",
      description: "The earliest date and, per interval, the shortest and longest range (in days).",
      middleware: [requireScope("metrics:read")],
      responses: {
        200: { description: "The limits", content: json(MetricsLimits) },
        ...errorResponses(401, 403),
      },
    }),
    (c) => c.json({ min_date: MIN_DATE, intervals: INTERVAL_LIMITS }, 200),
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/metrics/dashboards",
      tags,
      summary: "List metric dashboards",
      middleware: [requireScope("metrics:read")],
      request: { query: DashboardListQuery },
      responses: {
        200: { description: "The dashboards, oldest first", content: json(z.array(MetricDashboard)) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      if (otherOrgOnly(c.req.valid("query").organization_id, organizationId)) return c.json([], 200);
      return c.json(await dashboards(ctx, organizationId), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/metrics/dashboards",
      tags,
      summary: "Create a metric dashboard",
      middleware: [requireScope("metrics:write")],
      request: { body: { content: json(MetricDashboardCreate), required: true } },
      responses: {
        201: { description: "The dashboard", content: json(MetricDashboard) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const organizationId = c.get("principal").organizationId;
      if (body.organization_id && body.organization_id !== organizationId) {
        throw new RequestValidationError([
          { loc: ["body", "organization_id"], msg: "is not your organization", input: body.organization_id },
        ]);
      }
      return c.json(await createDashboard(ctx, organizationId, body), 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/metrics/dashboards/{id}",
      tags,
      summary: "Get a metric dashboard",
      middleware: [requireScope("metrics:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The dashboard", content: json(MetricDashboard) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(await getDashboard(ctx, c.get("principal").organizationId, c.req.valid("param").id), 200),
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/metrics/dashboards/{id}",
      tags,
      summary: "Update a metric dashboard",
      middleware: [requireScope("metrics:write")],
      request: { params: IdParam, body: { content: json(MetricDashboardUpdate), required: true } },
      responses: {
        200: { description: "The dashboard", content: json(MetricDashboard) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await changeDashboard(
          ctx,
          c.get("principal").organizationId,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/metrics/dashboards/{id}",
      tags,
      summary: "Delete a metric dashboard",
      middleware: [requireScope("metrics:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await removeDashboard(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
