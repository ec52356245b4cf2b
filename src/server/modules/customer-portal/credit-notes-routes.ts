import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { IdParam } from "../../http/v1/params.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { CreditNote, CreditNotePdf } from "../orders/schemas.js";
import { customerCreditNotePdfUrl, listCustomerOrderCreditNotes } from "./credit-notes.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

/** The signed-in customer's credit notes, beside each order's invoice. */
export const customerPortalCreditNoteRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/orders/{id}/credit-notes",
      tags,
      summary: "List the order's credit notes",
      description: "One per succeeded refund of the order, newest first.",
      security,
      request: { params: IdParam },
      responses: {
        200: {
          description: "Credit notes",
          content: json(z.array(CreditNote).openapi("CustomerOrderCreditNotes")),
        },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(
        await listCustomerOrderCreditNotes(ctx, organizationId, customerId, c.req.valid("param").id),
        200,
      );
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/credit-notes/{id}/pdf",
      tags,
      summary: "Get a credit note's PDF",
      description: "A signed download link of the credit note PDF, valid 10 minutes.",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The PDF URL", content: json(CreditNotePdf) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      return c.json(
        await customerCreditNotePdfUrl(ctx, organizationId, customerId, c.req.valid("param").id),
        200,
      );
    },
  );
};
