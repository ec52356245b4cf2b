import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, PageQuery } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  addPaymentMethod,
  confirmPaymentMethod,
  deletePaymentMethod,
  listPortalPaymentMethods,
} from "./payment-methods.js";
import {
  CustomerPaymentMethodConfirm,
  CustomerPaymentMethodCreate,
  CustomerPaymentMethodCreateResponse,
  CustomerPaymentMethodList,
} from "./payment-methods-schemas.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

const domainError = (description: string, name: string) => ({
  description,
  content: json(z.object({ error: z.literal(name), detail: z.string() }).openapi(name)),
});

/** The signed-in customer's saved cards. */
export const customerPortalPaymentMethodRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/customers/me/payment-methods",
      tags,
      summary: "List the customer's saved payment methods",
      description: "Newest first; `is_default` marks the card renewals are charged to.",
      security,
      request: { query: PageQuery },
      responses: {
        200: { description: "Saved cards", content: json(CustomerPaymentMethodList) },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const { items, total } = await listPortalPaymentMethods(ctx, organizationId, customerId, q);
      return c.json(listResponse(items, total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/customers/me/payment-methods",
      tags,
      summary: "Add a payment method",
      description:
        "Saves the card to the customer (`confirmation_token_id`: a Stripe confirmation token, or with the sandbox processor a card token or a test value such as `pm_card_visa`). With `set_default` (or when there is no default yet) it becomes the default: the subscriptions are charged to it and a past_due renewal is retried with it at once.",
      security,
      request: { body: { content: json(CustomerPaymentMethodCreate), required: true } },
      responses: {
        201: { description: "Payment method created", content: json(CustomerPaymentMethodCreateResponse) },
        400: domainError("The processor refused the card", "PaymentMethodSetupFailed"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(await addPaymentMethod(ctx, organizationId, customerId, c.req.valid("json")), 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/customers/me/payment-methods/confirm",
      tags,
      summary: "Confirm a payment method set up after authentication",
      description:
        "Saves the payment method the processor set up for the customer (`setup_intent_id`). 403 `CustomerNotReady` before the customer has any payment method at the processor.",
      security,
      request: { body: { content: json(CustomerPaymentMethodConfirm), required: true } },
      responses: {
        201: { description: "Payment method created", content: json(CustomerPaymentMethodCreateResponse) },
        400: domainError("The processor refused the payment method", "PaymentMethodSetupFailed"),
        403: domainError("Customer is not ready to confirm a payment method", "CustomerNotReady"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(await confirmPaymentMethod(ctx, organizationId, customerId, c.req.valid("json")), 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/customer-portal/customers/me/payment-methods/{id}",
      tags,
      summary: "Delete a payment method",
      description:
        "A card that pays a live subscription can be deleted only when another card is the default (the subscriptions move to it); otherwise 400 `PaymentMethodInUseByActiveSubscription`.",
      security,
      request: { params: IdParam },
      responses: {
        204: { description: "Payment method deleted" },
        400: domainError(
          "Payment method is still needed to bill a subscription",
          "PaymentMethodInUseByActiveSubscription",
        ),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      await deletePaymentMethod(ctx, organizationId, customerId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
