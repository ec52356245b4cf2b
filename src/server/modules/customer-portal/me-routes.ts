import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  checkEmailUpdate,
  portalCustomerRow,
  requestEmailUpdate,
  serializePortalCustomer,
  updatePortalCustomer,
  verifyEmailUpdate,
} from "./me.js";
import {
  CustomerEmailUpdateRequest,
  CustomerEmailUpdateVerifyRequest,
  CustomerEmailUpdateVerifyResponse,
  CustomerPortalCustomer,
  CustomerPortalCustomerUpdate,
  EmailUpdateCheckQuery,
} from "./me-schemas.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

/** The signed-in customer's own record (`customers/me`) and the email change. */
export const customerPortalMeRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/customers/me",
      tags,
      summary: "Get the signed-in customer",
      security,
      responses: {
        200: { description: "The customer", content: json(CustomerPortalCustomer) },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(serializePortalCustomer(await portalCustomerRow(ctx, organizationId, customerId)), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/customer-portal/customers/me",
      tags,
      summary: "Update the signed-in customer's billing details",
      description:
        "Billing name, billing address (cannot be removed once set) and tax id (must match the address's country), and `default_payment_method_id` (one of the saved cards: it then pays the subscriptions, and a past_due renewal is retried with it at once).",
      security,
      request: { body: { content: json(CustomerPortalCustomerUpdate), required: true } },
      responses: {
        200: { description: "Customer updated", content: json(CustomerPortalCustomer) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(await updatePortalCustomer(ctx, organizationId, customerId, c.req.valid("json")), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/customers/me/email-update/request",
      tags,
      summary: "Ask to change the customer's email",
      description:
        "Emails a one-time link, valid 30 minutes, to the new address. 422 when the address is the current one or another customer's; 403 when the organization does not allow email changes.",
      security,
      request: { body: { content: json(CustomerEmailUpdateRequest), required: true } },
      responses: {
        202: { description: "Verification email sent", content: json(z.object({})) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      await requestEmailUpdate(ctx, organizationId, customerId, c.req.valid("json").email);
      return c.json({}, 202);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/customers/me/email-update/check",
      tags,
      summary: "Check an email-change token (public)",
      description: "204 when the token is a live email-change link, else 401.",
      security: [],
      request: { query: EmailUpdateCheckQuery },
      responses: { 204: { description: "Token is valid" }, ...errorResponses(401, 422) },
    }),
    async (c) => {
      await checkEmailUpdate(ctx, c.req.valid("query").token);
      return c.body(null, 204);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/customers/me/email-update/verify",
      tags,
      summary: "Confirm an email change (public)",
      description:
        "Changes the customer's email to the verified address (the token works once) and returns a new customer session token. 401 for a wrong, used or expired token; 422 when another customer took the address meanwhile.",
      security: [],
      request: { body: { content: json(CustomerEmailUpdateVerifyRequest), required: true } },
      responses: {
        200: {
          description: "Email updated; a new session token",
          content: json(CustomerEmailUpdateVerifyResponse),
        },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => c.json(await verifyEmailUpdate(ctx, c.req.valid("json").token), 200),
  );
};
