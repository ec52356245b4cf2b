import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { DEFAULT_EXPORT_COLUMNS, exportFilename, exportOrdersCsv } from "./export.js";
import { invoiceUrl, requestInvoice } from "./invoice.js";
import type { OrderFilters } from "./repository.js";
import {
  Accepted,
  Order,
  OrderExportQuery,
  OrderInvoice,
  OrderList,
  OrderListQuery,
  type OrderSort,
  OrderUpdate,
} from "./schemas.js";
import { listOrgOrders, requireOrderWire } from "./service.js";
import { updateOrderBilling } from "./update.js";

const tags = ["orders"];

const domainError = (description: string, name: string) => ({
  description,
  content: json(z.object({ error: z.literal(name), detail: z.string() }).openapi(name)),
});

/** `organization_id` filters: naming only other organizations matches nothing. */
const otherOrgOnly = (ids: string[] | undefined, organizationId: string) =>
  Boolean(ids && !ids.includes(organizationId));

export const orderRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/orders/",
      tags,
      summary: "List orders",
      description:
        "Filter by customer, product, billing type, discount, subscription, checkout, status, creation " +
        "date and `metadata[key]=value`.",
      middleware: [requireScope("orders:read")],
      request: { query: OrderListQuery },
      responses: {
        200: { description: "Orders", content: json(OrderList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const filters: OrderFilters = {
        customerId: q.customer_id,
        externalCustomerId: q.external_customer_id,
        productId: q.product_id,
        productBillingType: q.product_billing_type,
        discountId: q.discount_id,
        subscriptionId: q.subscription_id,
        checkoutId: q.checkout_id,
        status: q.status,
        createdAfter: q.created_after,
        createdBefore: q.created_before,
        metadata: metadataFilters(c.req.url),
        query: q.query || undefined,
        none: otherOrgOnly(q.organization_id, organizationId),
      };
      const { items, total } = await listOrgOrders(
        ctx,
        organizationId,
        q,
        filters,
        parseSorting<OrderSort>(q.sorting, "-created_at"),
      );
      return c.json(listResponse(items, total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/orders/export",
      tags,
      summary: "Export orders as CSV",
      description: "Amounts in the currency's major unit; dates in `timezone` (default UTC).",
      middleware: [requireScope("orders:read")],
      request: { query: OrderExportQuery },
      responses: {
        200: {
          description: "One line per order, oldest first",
          content: { "text/csv": { schema: z.string() } },
        },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const filters: OrderFilters = {
        productId: q.product_id,
        customerId: q.customer_id,
        status: q.status,
        createdAfter: q.created_after,
        createdBefore: q.created_before,
        query: q.query || undefined,
        none: otherOrgOnly(q.organization_id, organizationId),
      };
      const stream = exportOrdersCsv(ctx, organizationId, filters, {
        columns: q.columns?.length ? q.columns : DEFAULT_EXPORT_COLUMNS,
        timeZone: q.timezone,
      });
      return c.body(stream, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${exportFilename(filters, q.timezone)}"`,
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/orders/{id}",
      tags,
      summary: "Get an order",
      middleware: [requireScope("orders:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The order", content: json(Order) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(await requireOrderWire(ctx.db, c.get("principal").organizationId, c.req.valid("param").id), 200),
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/orders/{id}",
      tags,
      summary: "Update an order",
      description:
        "Billing name and address shown on the invoice. They cannot change once the invoice is " +
        "generated, nor can the country and state of an address the order already has.",
      middleware: [requireScope("orders:write")],
      request: { params: IdParam, body: { content: json(OrderUpdate), required: true } },
      responses: {
        200: { description: "The order", content: json(Order) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateOrderBilling(
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
      method: "post",
      path: "/orders/{id}/invoice",
      tags,
      summary: "Generate the order's invoice",
      description:
        "Queues the rendering of the invoice PDF (a paid order with a billing name and address). " +
        "Asking again renders it again, with the refunds made since.",
      middleware: [requireScope("orders:write")],
      request: { params: IdParam },
      responses: {
        202: { description: "Generation queued", content: json(Accepted) },
        ...errorResponses(401, 403, 404),
        422: domainError("Not paid, or missing billing name or address", "MissingInvoiceBillingDetails"),
      },
    }),
    async (c) => {
      await requestInvoice(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json({}, 202);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/orders/{id}/invoice",
      tags,
      summary: "Get the order's invoice",
      description: "A download URL of the invoice PDF, valid for 10 minutes; 404 until it is generated.",
      middleware: [requireScope("orders:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The invoice URL", content: json(OrderInvoice) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(await invoiceUrl(ctx, c.get("principal").organizationId, c.req.valid("param").id), 200),
  );
};
