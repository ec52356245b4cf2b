import { createRoute } from "@hono/zod-openapi";
import { cachedJson } from "../../http/v1/cached-read.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { createBenefit, deleteOrgBenefit, listOrgBenefits, updateOrgBenefit } from "./manage.js";
import type { BenefitSortProperty } from "./repository.js";
import { Benefit, BenefitCreate, BenefitList, BenefitListQuery, BenefitUpdate } from "./schemas.js";
import { requireBenefit, serializeBenefit } from "./service.js";

const tags = ["benefits"];

export const benefitRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/benefits/",
      tags,
      summary: "List benefits",
      middleware: [requireScope("benefits:read")],
      request: { query: BenefitListQuery },
      responses: {
        200: { description: "Benefits", content: json(BenefitList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      if (q.organization_id && !q.organization_id.includes(organizationId)) {
        return c.json(listResponse([], 0, q), 200);
      }
      const sort = parseSorting<BenefitSortProperty>(q.sorting, "-created_at");
      const filters = {
        ...(q.type ? { types: q.type } : {}),
        ...(q.id ? { ids: q.id } : {}),
        ...(q.exclude_id ? { excludeIds: q.exclude_id } : {}),
        ...(q.query ? { query: q.query } : {}),
        metadata: metadataFilters(c.req.url),
      };
      return cachedJson(c, ctx, ["benefit"], async () => {
        const { items, total } = await listOrgBenefits(ctx, organizationId, filters, q, sort);
        return listResponse(items, total, q);
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/benefits/",
      tags,
      summary: "Create a benefit",
      middleware: [requireScope("benefits:write")],
      request: { body: { content: json(BenefitCreate), required: true } },
      responses: {
        201: { description: "The benefit", content: json(Benefit) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const created = await createBenefit(ctx, c.get("principal").organizationId, c.req.valid("json"));
      return c.json(created, 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/benefits/{id}",
      tags,
      summary: "Get a benefit",
      middleware: [requireScope("benefits:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The benefit", content: json(Benefit) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await requireBenefit(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(serializeBenefit(row), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/benefits/{id}",
      tags,
      summary: "Update a benefit",
      middleware: [requireScope("benefits:write")],
      request: { params: IdParam, body: { content: json(BenefitUpdate), required: true } },
      responses: {
        200: { description: "The benefit", content: json(Benefit) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const updated = await updateOrgBenefit(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(updated, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/benefits/{id}",
      tags,
      summary: "Delete a benefit",
      middleware: [requireScope("benefits:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteOrgBenefit(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
