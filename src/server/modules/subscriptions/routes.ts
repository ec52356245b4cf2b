import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { DEFAULT_SUBSCRIPTION_EXPORT_COLUMNS, exportSubscriptionsCsv } from "./export.js";
import { revokeSubscription } from "./manage.js";
import type { SubscriptionFilters } from "./repository.js";
import {
  Subscription,
  SubscriptionExportQuery,
  SubscriptionList,
  SubscriptionListQuery,
  type SubscriptionSort,
  SubscriptionUpdate,
} from "./schemas.js";
import { listOrgSubscriptions, requireSubscriptionWire } from "./service.js";
import { updateSubscription } from "./update.js";

const tags = ["subscriptions"];

export const subscriptionRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/subscriptions/",
      tags,
      summary: "List subscriptions",
      description:
        "Filter by product, customer, external customer id, discount, status, `active`, `cancel_at_period_end`, " +
        "cancellation reason and date, start date and `metadata[key]=value`. Default sorting: `-started_at`.",
      middleware: [requireScope("subscriptions:read")],
      request: { query: SubscriptionListQuery },
      responses: {
        200: { description: "Subscriptions", content: json(SubscriptionList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const { items, total } = await listOrgSubscriptions(
        ctx,
        organizationId,
        q,
        {
          productId: q.product_id,
          customerId: q.customer_id,
          externalCustomerId: q.external_customer_id,
          discountId: q.discount_id,
          status: q.status,
          active: q.active,
          cancelAtPeriodEnd: q.cancel_at_period_end,
          customerCancellationReason: q.customer_cancellation_reason,
          canceledAtAfter: q.canceled_at_after,
          canceledAtBefore: q.canceled_at_before,
          startedAfter: q.started_after,
          startedBefore: q.started_before,
          metadata: metadataFilters(c.req.url),
          none: Boolean(q.organization_id && !q.organization_id.includes(organizationId)),
        },
        parseSorting<SubscriptionSort>(q.sorting, "-started_at"),
      );
      return c.json(listResponse(items, total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/subscriptions/export",
      tags,
      summary: "Export subscriptions as CSV",
      description: "Oldest first. Amounts in the currency's major unit; dates in `timezone` (default UTC).",
      middleware: [requireScope("subscriptions:read")],
      request: { query: SubscriptionExportQuery },
      responses: {
        200: { description: "One line per subscription", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const filters: SubscriptionFilters = {
        productId: q.product_id,
        status: q.status,
        cancelAtPeriodEnd: q.cancel_at_period_end,
        startedAfter: q.started_after,
        startedBefore: q.started_before,
        none: Boolean(q.organization_id && !q.organization_id.includes(organizationId)),
      };
      const stream = exportSubscriptionsCsv(ctx, organizationId, filters, {
        columns: q.columns?.length ? q.columns : DEFAULT_SUBSCRIPTION_EXPORT_COLUMNS,
        timeZone: q.timezone,
      });
      return c.body(stream, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="kassa-subscriptions.csv"',
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/subscriptions/{id}",
      tags,
      summary: "Get a subscription",
      middleware: [requireScope("subscriptions:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The subscription", content: json(Subscription) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const wire = await requireSubscriptionWire(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
      );
      return c.json(wire, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/subscriptions/{id}",
      tags,
      summary: "Update a subscription",
      description:
        "`{cancel_at_period_end: true}` cancels at the end of the period, `false` withdraws that; " +
        "`{revoke: true}` ends it now and revokes its benefits. An ended subscription is a 403 " +
        "`AlreadyCanceledSubscription`. Other changes are not supported yet (422 naming the field).",
      middleware: [requireScope("subscriptions:write")],
      request: { params: IdParam, body: { content: json(SubscriptionUpdate), required: true } },
      responses: {
        200: { description: "The subscription", content: json(Subscription) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const wire = await updateSubscription(ctx, organizationId, id, body);
      return c.json(wire, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/subscriptions/{id}",
      tags,
      summary: "Revoke a subscription",
      description: "Ends the subscription now and revokes its benefits; answers the subscription.",
      middleware: [requireScope("subscriptions:write")],
      request: { params: IdParam },
      responses: {
        200: { description: "The revoked subscription", content: json(Subscription) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const wire = await revokeSubscription(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(wire, 200);
    },
  );
};
