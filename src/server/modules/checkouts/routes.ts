import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { clientCheckoutRoutes, forbidden } from "./client-routes.js";
import { createCheckout } from "./create.js";
import { exportCheckoutsCsv } from "./export.js";
import {
  Checkout,
  CheckoutCreate,
  CheckoutExportQuery,
  CheckoutList,
  CheckoutListQuery,
  type CheckoutSort,
  CheckoutUpdate,
} from "./schemas.js";
import { getCheckout, listOrgCheckouts, updateCheckoutById } from "./service.js";

const tags = ["checkouts"];

export const checkoutRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkouts/",
      tags,
      summary: "List checkout sessions",
      description:
        "Filter by `product_id`, `customer_id`, `external_customer_id`, `status` and `query` (customer email).",
      middleware: [requireScope("checkouts:read")],
      request: { query: CheckoutListQuery },
      responses: {
        200: { description: "Checkout sessions", content: json(CheckoutList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const { items, total } = await listOrgCheckouts(
        ctx,
        organizationId,
        query,
        {
          productIds: query.product_id,
          customerIds: query.customer_id,
          externalCustomerIds: query.external_customer_id,
          statuses: query.status,
          query: query.query,
          none: Boolean(query.organization_id && !query.organization_id.includes(organizationId)),
        },
        parseSorting<CheckoutSort>(query.sorting, "-created_at"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkouts/export",
      tags,
      summary: "Export checkout sessions as CSV",
      description:
        "Kassa extension: the checkout sessions matching the list's filters, one line per checkout, " +
        "oldest first; amounts in the currency's major unit.",
      middleware: [requireScope("checkouts:read")],
      request: { query: CheckoutExportQuery },
      responses: {
        200: { description: "One line per checkout", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const stream = exportCheckoutsCsv(ctx, organizationId, {
        productIds: q.product_id,
        customerIds: q.customer_id,
        externalCustomerIds: q.external_customer_id,
        statuses: q.status,
        query: q.query,
        none: Boolean(q.organization_id && !q.organization_id.includes(organizationId)),
      });
      return c.body(stream, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="kassa-checkouts.csv"',
      }) as never;
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/checkouts/",
      tags,
      summary: "Create a checkout session",
      description:
        "Opens a checkout for `products` (the first is selected), open for 24 hours. Its `url` is the hosted checkout page.",
      middleware: [requireScope("checkouts:write")],
      request: { body: { content: json(CheckoutCreate), required: true } },
      responses: {
        201: { description: "Checkout session created", content: json(Checkout) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) =>
      c.json(await createCheckout(ctx, c.get("principal").organizationId, c.req.valid("json")), 201),
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkouts/{id}",
      tags,
      summary: "Get a checkout session",
      middleware: [requireScope("checkouts:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The checkout session", content: json(Checkout) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(await getCheckout(ctx, c.get("principal").organizationId, c.req.valid("param").id), 200),
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/checkouts/{id}",
      tags,
      summary: "Update a checkout session",
      description: "Only an open (or failed) checkout can change: otherwise 403 `NotOpenCheckout`.",
      middleware: [requireScope("checkouts:write")],
      request: { params: IdParam, body: { content: json(CheckoutUpdate), required: true } },
      responses: {
        200: { description: "Checkout session updated", content: json(Checkout) },
        403: forbidden,
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateCheckoutById(
          ctx,
          c.get("principal").organizationId,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
  );

  clientCheckoutRoutes(v1, ctx);
};
