import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, listSchema, PageQuery, repeated } from "../../http/v1/pagination.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { FileRead } from "../files/schemas.js";
import { listCustomerDownloadables } from "./downloadables-service.js";

const DownloadableRead = z
  .object({
    id: z.string(),
    benefit_id: z.string(),
    file: FileRead.options[0]
      .extend({
        download: z
          .object({
            url: z.string().openapi({ description: "Signed link, valid 10 minutes." }),
            headers: z.record(z.string(), z.string()),
            expires_at: z.string().openapi({ format: "date-time" }),
          })
          .openapi("S3DownloadURL"),
      })
      .openapi("FileDownload"),
  })
  .openapi("DownloadableRead");

const DownloadableListQuery = PageQuery.extend({
  benefit_id: repeated(z.uuid({ message: "benefit_id must be a UUID" })).openapi({
    description: "Filter by benefit ID (repeatable).",
  }),
});

/** `GET /v1/customer-portal/downloadables/`: the files granted to the signed-in customer, with fresh download links. */
export const customerPortalDownloadableRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/downloadables/",
      tags: ["customer_portal"],
      summary: "List the customer's downloadable files",
      description:
        "Every uploaded file of the customer's active downloadables grants, each with `file.download.url`: a signed link valid 10 minutes that checks the grant is still active and redirects to the file.",
      security: [{ customer_session: [] }],
      request: { query: DownloadableListQuery },
      responses: {
        200: {
          description: "Downloadables",
          content: json(listSchema(DownloadableRead, "ListResource_DownloadableRead_")),
        },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const { items, total } = await listCustomerDownloadables(
        ctx,
        organizationId,
        customerId,
        q.benefit_id,
        q,
      );
      return c.json(listResponse(items, total, q) as never, 200);
    },
  );
};
