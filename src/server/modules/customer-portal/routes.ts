import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { serializeCustomer } from "../customers/service.js";
import { CustomerSession, CustomerSessionCreate } from "./schemas.js";
import { createCustomerSession } from "./service.js";

/** `POST /v1/customer-sessions/`: the seller's server opens the portal for one of its customers. */
export const customerSessionRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-sessions/",
      tags: ["customer_sessions"],
      summary: "Create a customer session",
      description:
        "A one-hour session for a customer named by `customer_id` or `external_customer_id`. Its `token` authorizes `/v1/customer-portal/*` and `customer_portal_url` opens the portal signed in.",
      middleware: [requireScope("customer_sessions:write")],
      request: { body: { content: json(CustomerSessionCreate), required: true } },
      responses: {
        201: { description: "The session", content: json(CustomerSession) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { row, token, customer, portalUrl } = await createCustomerSession(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("json"),
      );
      return c.json(
        {
          created_at: row.createdAt.toISOString(),
          modified_at: row.updatedAt?.toISOString() ?? null,
          id: row.id,
          token,
          expires_at: row.expiresAt.toISOString(),
          return_url: row.returnUrl,
          customer_portal_url: portalUrl,
          customer_id: customer.id,
          customer: serializeCustomer(customer),
        },
        201,
      );
    },
  );
};
