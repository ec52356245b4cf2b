import { createRoute } from "@hono/zod-openapi";
import { ForbiddenError } from "../../http/errors.js";
import { cachedJson } from "../../http/v1/cached-read.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import type { CustomFieldSortProperty } from "./repository.js";
import {
  CustomField,
  CustomFieldCreate,
  CustomFieldList,
  CustomFieldListQuery,
  CustomFieldUpdate,
} from "./schemas.js";
import {
  createCustomField,
  deleteOrgCustomField,
  listOrgCustomFields,
  requireCustomField,
  serializeCustomField,
  updateOrgCustomField,
} from "./service.js";

const tags = ["custom-fields"];

export const customFieldRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/custom-fields/",
      tags,
      summary: "List custom fields",
      description: "Filter with `query` (name or slug contains) and `type` (repeatable).",
      middleware: [requireScope("custom_fields:read")],
      request: { query: CustomFieldListQuery },
      responses: {
        200: { description: "Custom fields", content: json(CustomFieldList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const sort = parseSorting<CustomFieldSortProperty>(query.sorting, "slug");
      return cachedJson(c, ctx, ["custom_field"], async () => {
        const { items, total } = await listOrgCustomFields(
          ctx,
          c.get("principal").organizationId,
          { organizationIds: query.organization_id, query: query.query, types: query.type },
          query,
          sort,
        );
        return listResponse(items, total, query);
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/custom-fields/",
      tags,
      summary: "Create a custom field",
      middleware: [requireScope("custom_fields:write")],
      request: { body: { content: json(CustomFieldCreate), required: true } },
      responses: {
        201: { description: "The custom field", content: json(CustomField) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const organizationId = c.get("principal").organizationId;
      if (body.organization_id && body.organization_id !== organizationId) {
        throw new ForbiddenError("A custom field can only be created for the caller's organization");
      }
      return c.json(await createCustomField(ctx, organizationId, body), 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/custom-fields/{id}",
      tags,
      summary: "Get a custom field",
      middleware: [requireScope("custom_fields:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The custom field", content: json(CustomField) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await requireCustomField(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(serializeCustomField(row), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/custom-fields/{id}",
      tags,
      summary: "Update a custom field",
      description:
        "`type` is required and must be the field's type; `properties`, when given, replace the old ones.",
      middleware: [requireScope("custom_fields:write")],
      request: { params: IdParam, body: { content: json(CustomFieldUpdate), required: true } },
      responses: {
        200: { description: "The custom field", content: json(CustomField) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const field = await updateOrgCustomField(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(field, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/custom-fields/{id}",
      tags,
      summary: "Delete a custom field",
      middleware: [requireScope("custom_fields:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteOrgCustomField(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
