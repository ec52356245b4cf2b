import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { CustomerMeter, CustomerMeterList, CustomerMeterListQuery } from "./schemas.js";
import { type CustomerMeterSortProperty, listOrgCustomerMeters, requireCustomerMeter } from "./service.js";

const tags = ["customer_meters"];

const FRESHNESS =
  "Balances are running totals read in one indexed query: they reflect every ingest batch counted so far, and each batch is counted by a job right after it commits.";

export const customerMeterRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-meters/",
      tags,
      summary: "List customer meters",
      description: `Filter with \`customer_id\`, \`external_customer_id\` and \`meter_id\`; archived meters are left out unless named by \`meter_id\`. ${FRESHNESS}`,
      middleware: [requireScope("customer_meters:read")],
      request: { query: CustomerMeterListQuery },
      responses: {
        200: { description: "Customer meters", content: json(CustomerMeterList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { items, total } = await listOrgCustomerMeters(
        ctx.db,
        c.get("principal").organizationId,
        {
          organizationIds: query.organization_id,
          customerIds: query.customer_id,
          externalCustomerIds: query.external_customer_id,
          meterIds: query.meter_id,
        },
        query,
        parseSorting<CustomerMeterSortProperty>(query.sorting, "-modified_at"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-meters/{id}",
      tags,
      summary: "Get a customer meter",
      description: FRESHNESS,
      middleware: [requireScope("customer_meters:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The customer meter", content: json(CustomerMeter) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const wire = await requireCustomerMeter(
        ctx.db,
        c.get("principal").organizationId,
        c.req.valid("param").id,
      );
      return c.json(wire, 200);
    },
  );
};
