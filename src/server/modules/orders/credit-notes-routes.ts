import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { CreditNote, CreditNoteList, CreditNoteListQuery, CreditNotePdf } from "./credit-notes-schemas.js";
import { creditNotePdfUrl, listOrgCreditNotes, requireCreditNote, serializeCreditNote } from "./service.js";

const tags = ["credit-notes"];

/** `/v1/credit-notes`: the credit notes refunds issue, read with the orders scope. */
export const creditNoteRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/credit-notes/",
      tags,
      summary: "List credit notes",
      description: "Newest first; filter by order or customer.",
      middleware: [requireScope("orders:read")],
      request: { query: CreditNoteListQuery },
      responses: {
        200: { description: "Credit notes", content: json(CreditNoteList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { items, total } = await listOrgCreditNotes(ctx, c.get("principal").organizationId, q, {
        orderId: q.order_id,
        customerId: q.customer_id,
      });
      return c.json(listResponse(items, total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/credit-notes/{id}",
      tags,
      summary: "Get a credit note",
      middleware: [requireScope("orders:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The credit note", content: json(CreditNote) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await requireCreditNote(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(serializeCreditNote(row), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/credit-notes/{id}/pdf",
      tags,
      summary: "Get a credit note's PDF",
      description:
        "A signed download link of the credit note PDF, valid 10 minutes (as `GET /v1/orders/{id}/invoice`).",
      middleware: [requireScope("orders:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The PDF URL", content: json(CreditNotePdf) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await requireCreditNote(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(await creditNotePdfUrl(ctx, row), 200);
    },
  );
};
