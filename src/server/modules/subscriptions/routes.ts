import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { revokeSubscription } from "./cancellation.js";
import { createSubscriptionForCustomer, SubscriptionCreate } from "./create-free.js";
import { DEFAULT_SUBSCRIPTION_EXPORT_COLUMNS, exportSubscriptionsCsv } from "./export.js";
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

const PaymentFailedBody = z
  .object({ error: z.literal("PaymentFailed"), detail: z.string() })
  .openapi("PaymentFailed");
const SubscriptionLockedBody = z
  .object({ error: z.literal("SubscriptionLocked"), detail: z.string() })
  .openapi("SubscriptionLocked");

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
          query: q.query || undefined,
          none: Boolean(q.organization_id && !q.organization_id.includes(organizationId)),
        },
        parseSorting<SubscriptionSort>(q.sorting, "-started_at"),
      );
      return c.json(listResponse(items, total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/subscriptions/",
      tags,
      summary: "Create a subscription",
      description:
        "Subscribes an existing customer (`customer_id` or `external_customer_id`) to a free recurring " +
        "product (free price, or a custom price with a minimum of 0). No order and no email; the benefits " +
        "are granted. Paid products go through a checkout (422 on `product_id`).",
      middleware: [requireScope("subscriptions:write")],
      request: { body: { content: json(SubscriptionCreate), required: true } },
      responses: {
        201: { description: "The subscription", content: json(Subscription) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const wire = await createSubscriptionForCustomer(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("json"),
      );
      return c.json(wire, 201);
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
        customerId: q.customer_id,
        status: q.status,
        active: q.active,
        query: q.query || undefined,
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
        "One `SubscriptionUpdate` variant per request: `{cancel_at_period_end: true|false}` cancels at " +
        "the end of the period or withdraws that; `{revoke: true}` ends it now and revokes its benefits; " +
        "`{product_id, proration_behavior}` changes the plan (invoice, prorate or next_period); " +
        "`{discount_id}` and/or `{metadata}`; `{trial_end}` sets, extends or ends a trial; " +
        "`{pending_update: null}` drops a scheduled change. An ended subscription is a 403 " +
        "`AlreadyCanceledSubscription`; a declined plan-change charge a 402 `PaymentFailed` (nothing " +
        "changed); a plan change while another is being charged a 409 `SubscriptionLocked`.",
      middleware: [requireScope("subscriptions:write")],
      request: { params: IdParam, body: { content: json(SubscriptionUpdate), required: true } },
      responses: {
        200: { description: "The subscription", content: json(Subscription) },
        ...errorResponses(401, 403, 404, 422),
        402: {
          description: "The plan change's charge was declined (`PaymentFailed`); nothing changed",
          content: json(PaymentFailedBody),
        },
        409: {
          description: "Another plan change is being charged (`SubscriptionLocked`)",
          content: json(SubscriptionLockedBody),
        },
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
