import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { createRefund } from "./create.js";
import { Refund, RefundCreate, RefundList, RefundListQuery, type RefundSort } from "./schemas.js";
import { listOrgRefunds } from "./service.js";

const tags = ["refunds"];

export const refundRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/refunds/",
      tags,
      summary: "List refunds",
      middleware: [requireScope("refunds:read")],
      request: { query: RefundListQuery },
      responses: {
        200: { description: "Refunds", content: json(RefundList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const { items, total } = await listOrgRefunds(
        ctx,
        organizationId,
        q,
        {
          id: q.id,
          orderId: q.order_id,
          subscriptionId: q.subscription_id,
          customerId: q.customer_id,
          externalCustomerId: q.external_customer_id,
          succeeded: q.succeeded,
          none: Boolean(q.organization_id && !q.organization_id.includes(organizationId)),
        },
        parseSorting<RefundSort>(q.sorting, "-created_at"),
      );
      return c.json(listResponse(items, total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/refunds/",
      tags,
      summary: "Create a refund",
      description:
        "Refunds `amount` (before tax) of a paid order plus its share of the order's tax, through the " +
        "order's payment processor. 422 naming `amount` above what is left to refund, naming " +
        "`order_id` for an unknown, unpaid or free order; 403 `RefundedAlready` for a fully refunded one.",
      middleware: [requireScope("refunds:write")],
      request: { body: { content: json(RefundCreate), required: true } },
      responses: {
        201: { description: "The refund", content: json(Refund) },
        ...errorResponses(401, 422),
        403: {
          description: "The order is already fully refunded (or the credential lacks the scope)",
          content: json(
            z.object({ error: z.literal("RefundedAlready"), detail: z.string() }).openapi("RefundedAlready"),
          ),
        },
      },
    }),
    async (c) => c.json(await createRefund(ctx, c.get("principal").organizationId, c.req.valid("json")), 201),
  );
};
