import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  cancelCustomerSubscription,
  getCustomerSubscription,
  listCustomerSubscriptions,
  ProrationPreview,
  previewCustomerPlanChange,
  type SubscriptionSortKey,
} from "../subscriptions/service.js";
import {
  type CUSTOMER_SUBSCRIPTION_SORTS,
  CustomerSubscription,
  CustomerSubscriptionList,
  CustomerSubscriptionListQuery,
  CustomerSubscriptionPreviewQuery,
  CustomerSubscriptionUpdate,
} from "./subscriptions-schemas.js";
import { toCustomerSubscriptions, updateCustomerSubscription } from "./subscriptions-service.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

const errorBody = (name: string) => z.object({ error: z.literal(name), detail: z.string() });
const forbidden = (description: string, ...names: [string, ...string[]]) => ({
  403: {
    description,
    content: json(
      names.length === 1
        ? errorBody(names[0])
        : z.union(names.map(errorBody) as unknown as [z.ZodTypeAny, z.ZodTypeAny]),
    ),
  },
});

/** `GET|PATCH|DELETE /v1/customer-portal/subscriptions/…`: the signed-in customer's subscriptions. */
export const customerPortalSubscriptionRoutes: V1Module = (v1, ctx) => {
  const one = async (organizationId: string, wire: Parameters<typeof toCustomerSubscriptions>[2][number]) =>
    (await toCustomerSubscriptions(ctx, organizationId, [wire]))[0]!;

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/subscriptions/",
      tags,
      summary: "List the customer's subscriptions",
      description:
        "Started subscriptions only. Filter by product, `active` and `query` (product name). Default sorting: `-started_at`.",
      security,
      request: { query: CustomerSubscriptionListQuery },
      responses: {
        200: { description: "Subscriptions", content: json(CustomerSubscriptionList) },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      // One organization per session: sorting by organization orders nothing.
      const sort = parseSorting<(typeof CUSTOMER_SUBSCRIPTION_SORTS)[number]>(
        q.sorting,
        "-started_at",
      ).filter(
        (s): s is { property: SubscriptionSortKey & typeof s.property; descending: boolean } =>
          s.property !== "organization",
      );
      const { items, total } = await listCustomerSubscriptions(
        ctx,
        organizationId,
        customerId,
        q,
        { productId: q.product_id, active: q.active, query: q.query },
        sort,
      );
      return c.json(listResponse(await toCustomerSubscriptions(ctx, organizationId, items), total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/subscriptions/{id}",
      tags,
      summary: "Get a subscription of the customer",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The subscription", content: json(CustomerSubscription) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const wire = await getCustomerSubscription(ctx, organizationId, customerId, c.req.valid("param").id);
      return c.json(await one(organizationId, wire), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/subscriptions/{id}/preview",
      tags,
      summary: "Preview a plan change (Kassa extension)",
      description:
        "Kassa extension (Polar's portal has no such path). What `PATCH` with `{product_id}` would bill now with the organization's proration behavior, computed by the same code, without changing anything. The same errors as the PATCH (403 `UpdateSubscriptionPlanNotAllowed`, 422 on `query.product_id`).",
      security,
      request: { params: IdParam, query: CustomerSubscriptionPreviewQuery },
      responses: {
        200: { description: "The proration preview", content: json(ProrationPreview) },
        ...errorResponses(401, 404, 422),
        ...forbidden(
          "The subscription cannot change plan, or the organization does not let customers change plan",
          "AlreadyCanceledSubscription",
          "InactiveSubscription",
          "UpdateSubscriptionPlanNotAllowed",
        ),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const preview = await previewCustomerPlanChange(
        ctx,
        organizationId,
        customerId,
        c.req.valid("param").id,
        c.req.valid("query").product_id,
      );
      return c.json(preview, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/customer-portal/subscriptions/{id}",
      tags,
      summary: "Update a subscription of the customer",
      description:
        "One `CustomerSubscriptionUpdate` variant per request: `{product_id}` changes the plan (403 " +
        "`UpdateSubscriptionPlanNotAllowed` when the organization's `customer_portal_settings.subscription.update_plan` " +
        "is off; public, recurring, live products of the organization only; proration as the organization's " +
        "`proration_behavior`); `{cancel_at_period_end: true, cancellation_reason, cancellation_comment}` cancels at " +
        "the end of the period; `{cancel_at_period_end: false}` uncancels; `{pending_update: null}` drops a scheduled " +
        "change. An ended or already canceled subscription is a 403 `AlreadyCanceledSubscription`; a declined charge a " +
        "402 `PaymentFailed`; a change while another is being charged a 409 `SubscriptionLocked`.",
      security,
      request: { params: IdParam, body: { content: json(CustomerSubscriptionUpdate), required: true } },
      responses: {
        200: { description: "The subscription", content: json(CustomerSubscription) },
        402: {
          description: "The plan change's charge was declined; nothing changed",
          content: json(errorBody("PaymentFailed")),
        },
        ...forbidden(
          "Already canceled, inactive, plan changes not allowed, or pausing not enabled",
          "AlreadyCanceledSubscription",
          "InactiveSubscription",
          "UpdateSubscriptionPlanNotAllowed",
          "PauseResumeNotAllowed",
        ),
        409: {
          description: "Another plan change is being charged",
          content: json(errorBody("SubscriptionLocked")),
        },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const wire = await updateCustomerSubscription(
        ctx,
        organizationId,
        customerId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(await one(organizationId, wire), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/customer-portal/subscriptions/{id}",
      tags,
      summary: "Cancel a subscription of the customer",
      description:
        "Polar's customer cancel: the subscription ends at the end of the current period (as `{cancel_at_period_end: true}`). Already canceled or ended: 403 `AlreadyCanceledSubscription`.",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The canceled subscription", content: json(CustomerSubscription) },
        ...forbidden("Already canceled or ended", "AlreadyCanceledSubscription"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const wire = await cancelCustomerSubscription(ctx, organizationId, customerId, c.req.valid("param").id);
      return c.json(await one(organizationId, wire), 200);
    },
  );
};
