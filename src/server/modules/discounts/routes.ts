import { createRoute } from "@hono/zod-openapi";
import { ForbiddenError } from "../../http/errors.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { createDiscount, deleteDiscount, updateDiscountById } from "./manage.js";
import {
  Discount,
  DiscountCreate,
  DiscountList,
  DiscountListQuery,
  type DiscountSort,
  DiscountUpdate,
} from "./schemas.js";
import { listOrgDiscounts, requireDiscount, serializeDiscount } from "./service.js";

const tags = ["discounts"];

export const discountRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/discounts/",
      tags,
      summary: "List discounts",
      description: "Filter with `query` (name or code contains) and `metadata[key]=value`.",
      middleware: [requireScope("discounts:read")],
      request: { query: DiscountListQuery },
      responses: {
        200: { description: "Discounts", content: json(DiscountList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const { items, total } = await listOrgDiscounts(
        ctx,
        organizationId,
        query,
        {
          query: query.query,
          metadata: metadataFilters(c.req.url),
          none: Boolean(query.organization_id && !query.organization_id.includes(organizationId)),
        },
        parseSorting<DiscountSort>(query.sorting, "-created_at"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/discounts/",
      tags,
      summary: "Create a discount",
      description: "A fixed amount (`amount` + `currency`, or `amounts`) or a percentage (`basis_points`).",
      middleware: [requireScope("discounts:write")],
      request: { body: { content: json(DiscountCreate), required: true } },
      responses: {
        201: { description: "The discount", content: json(Discount) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const organizationId = c.get("principal").organizationId;
      if (body.organization_id && body.organization_id !== organizationId) {
        throw new ForbiddenError("A discount can only be created for the caller's organization");
      }
      return c.json(await createDiscount(ctx, organizationId, body), 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/discounts/{id}",
      tags,
      summary: "Get a discount",
      middleware: [requireScope("discounts:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The discount", content: json(Discount) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const record = await requireDiscount(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(serializeDiscount(record), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/discounts/{id}",
      tags,
      summary: "Update a discount",
      description: "Type, amounts and duration cannot change once the discount has been redeemed.",
      middleware: [requireScope("discounts:write")],
      request: { params: IdParam, body: { content: json(DiscountUpdate), required: true } },
      responses: {
        200: { description: "The discount", content: json(Discount) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      return c.json(
        await updateDiscountById(ctx, organizationId, c.req.valid("param").id, c.req.valid("json")),
        200,
      );
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/discounts/{id}",
      tags,
      summary: "Delete a discount",
      middleware: [requireScope("discounts:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteDiscount(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
