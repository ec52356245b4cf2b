import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { confirmRetryPayment, MANUAL_RETRY_LIMIT } from "./order-retry.js";
import {
  customerInvoiceUrl,
  customerPaymentStatus,
  customerReceipt,
  generateCustomerInvoice,
  getCustomerOrder,
  listCustomerOrders,
  updateCustomerOrder,
} from "./orders.js";
import {
  CustomerOrder,
  CustomerOrderConfirmPayment,
  CustomerOrderInvoice,
  CustomerOrderList,
  CustomerOrderListQuery,
  CustomerOrderPaymentConfirmation,
  CustomerOrderPaymentStatus,
  CustomerOrderReceipt,
  type CustomerOrderSort,
  CustomerOrderUpdate,
} from "./orders-schemas.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

const domainError = (description: string, name: string) => ({
  description,
  content: json(z.object({ error: z.literal(name), detail: z.string() }).openapi(name)),
});

/** The signed-in customer's orders, invoices, receipts and payment retries. */
export const customerPortalOrderRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/orders/",
      tags,
      summary: "List the customer's orders",
      description:
        "Filter by product, product billing type, subscription and `query` (product or organization name); sort by created_at, amount, net_amount, product, subscription.",
      security,
      request: { query: CustomerOrderListQuery },
      responses: {
        200: { description: "Orders", content: json(CustomerOrderList) },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const { items, total } = await listCustomerOrders(
        ctx,
        organizationId,
        customerId,
        q,
        q,
        parseSorting<CustomerOrderSort>(q.sorting, "-created_at"),
      );
      return c.json(listResponse(items, total, q) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/orders/{id}",
      tags,
      summary: "Get an order",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The order", content: json(CustomerOrder) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(
        (await getCustomerOrder(ctx, organizationId, customerId, c.req.valid("param").id)) as never,
        200,
      );
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/customer-portal/orders/{id}",
      tags,
      summary: "Update an order's billing details",
      description:
        "Billing name and address shown on the invoice, until the invoice is generated (then a 422 naming the field). The address's country and state cannot change.",
      security,
      request: { params: IdParam, body: { content: json(CustomerOrderUpdate), required: true } },
      responses: {
        200: { description: "The order", content: json(CustomerOrder) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const out = await updateCustomerOrder(
        ctx,
        organizationId,
        customerId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(out as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/orders/{id}/invoice",
      tags,
      summary: "Generate the order's invoice",
      description:
        "Queues the invoice PDF of a paid order that has a billing name and address; fetch it with `GET …/invoice`.",
      security,
      request: { params: IdParam },
      responses: {
        202: { description: "Accepted", content: json(z.object({})) },
        409: domainError("Order is not eligible for an invoice (not paid)", "OrderNotEligibleForInvoice"),
        422: domainError("Order is missing billing name or address", "MissingInvoiceBillingDetails"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      await generateCustomerInvoice(ctx, organizationId, customerId, c.req.valid("param").id);
      return c.json({}, 202);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/orders/{id}/invoice",
      tags,
      summary: "Get the order's invoice",
      description: "A signed download link of the invoice PDF, valid 10 minutes; 404 until it is generated.",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The invoice URL", content: json(CustomerOrderInvoice) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(await customerInvoiceUrl(ctx, organizationId, customerId, c.req.valid("param").id), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/orders/{id}/receipt",
      tags,
      summary: "Get the order's receipt",
      description:
        "The receipt of a paid order is its invoice document: a signed download link (200), or 202 while it is being generated (ask again).",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The receipt URL", content: json(CustomerOrderReceipt) },
        202: { description: "Receipt generation in progress" },
        409: domainError("Order is not paid", "OrderNotEligibleForInvoice"),
        422: domainError("Order is missing billing name or address", "MissingInvoiceBillingDetails"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const receipt = await customerReceipt(ctx, organizationId, customerId, c.req.valid("param").id);
      return receipt ? c.json(receipt, 200) : c.body(null, 202);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/orders/{id}/payment-status",
      tags,
      summary: "Get the order's payment status",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The payment status", content: json(CustomerOrderPaymentStatus) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(
        await customerPaymentStatus(ctx, organizationId, customerId, c.req.valid("param").id),
        200,
      );
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/orders/{id}/confirm-payment",
      tags,
      summary: "Retry the payment of an unpaid renewal",
      description: `Charges the unpaid renewal order of a past_due subscription with a saved card (\`payment_method_id\`) or a new one (\`confirmation_token_id\`). Paid: the order is paid and the subscription active again. At most ${MANUAL_RETRY_LIMIT} manual retries per order (they do not use up the automatic retries).`,
      security,
      request: { params: IdParam, body: { content: json(CustomerOrderConfirmPayment), required: true } },
      responses: {
        200: { description: "The outcome", content: json(CustomerOrderPaymentConfirmation) },
        400: domainError("The processor refused the new card", "PaymentMethodSetupFailed"),
        409: domainError("Payment already in progress", "PaymentAlreadyInProgress"),
        422: domainError("Order not eligible for retry", "OrderNotEligibleForRetry"),
        429: domainError("Manual retry limit exceeded", "ManualRetryLimitExceeded"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const out = await confirmRetryPayment(
        ctx,
        organizationId,
        customerId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(out, 200);
    },
  );
};
