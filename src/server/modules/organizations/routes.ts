import { createRoute } from "@hono/zod-openapi";
import type { OrganizationSortProperty } from "../../auth/service.js";
import { ForbiddenError } from "../../http/errors.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { createOrg } from "./create.js";
import {
  Organization,
  OrganizationCreate,
  OrganizationList,
  OrganizationListQuery,
  OrganizationUpdate,
} from "./schemas.js";
import { getOrg, listOrgs, updateOrg } from "./service.js";

const tags = ["organizations"];

export const organizationRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/organizations/",
      tags,
      summary: "List organizations",
      description: "The caller's organization: an access token (or a session) is bound to one organization.",
      middleware: [requireScope("organizations:read")],
      request: { query: OrganizationListQuery },
      responses: {
        200: { description: "The caller's organization", content: json(OrganizationList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const sort = parseSorting<OrganizationSortProperty>(query.sorting, "created_at");
      const { items, total } = await listOrgs(ctx, c.get("principal").organizationId, query, sort);
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/organizations/",
      tags,
      summary: "Create an organization",
      description:
        "For a signed-in user (session cookie) only, who becomes its owner; an access token gets 403.",
      request: { body: { content: json(OrganizationCreate), required: true } },
      responses: {
        201: { description: "Organization created", content: json(Organization) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      if (c.get("principal").kind !== "session") {
        throw new ForbiddenError("Organizations are created by a signed-in user, not with an access token");
      }
      const created = await createOrg(ctx, c.req.raw.headers, c.req.valid("json"));
      return c.json(created, 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/organizations/{id}",
      tags,
      summary: "Get an organization",
      middleware: [requireScope("organizations:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The organization", content: json(Organization) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const org = await getOrg(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(org, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/organizations/{id}",
      tags,
      summary: "Update an organization",
      middleware: [requireScope("organizations:write")],
      request: { params: IdParam, body: { content: json(OrganizationUpdate), required: true } },
      responses: {
        200: { description: "Organization updated", content: json(Organization) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const org = await updateOrg(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(org, 200);
    },
  );
};
