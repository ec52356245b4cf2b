import { createRoute, z } from "@hono/zod-openapi";
import type { Scope } from "../../../shared/scopes.js";
import { ForbiddenError } from "../../http/errors.js";
import { cachedJson } from "../../http/v1/cached-read.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses } from "../../http/v1/responses.js";
import {
  OrganizationAccessToken,
  OrganizationAccessTokenCreate,
  OrganizationAccessTokenCreateResponse,
  OrganizationAccessTokenUpdate,
  TokenList,
  TokenListQuery,
} from "./schemas.js";
import { createToken, listOrgTokens, revokeOrgToken, updateOrgToken } from "./service.js";

const tags = ["organization_access_tokens"];
const IdParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) });

export const accessTokenRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/organization-access-tokens/",
      tags,
      summary: "List organization access tokens",
      middleware: [requireScope("organization_access_tokens:read")],
      request: { query: TokenListQuery },
      responses: {
        200: {
          description: "Tokens of the organization",
          content: { "application/json": { schema: TokenList } },
        },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const sort = parseSorting<"created_at" | "comment" | "last_used_at">(query.sorting, "created_at");
      return cachedJson(c, ctx, ["apikey"], async () => {
        const { items, total } = await listOrgTokens(ctx, c.get("principal").organizationId, query, sort);
        return listResponse(items, total, query);
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/organization-access-tokens/",
      tags,
      summary: "Create an organization access token",
      description: "The token is in the response only; store it, it cannot be shown again.",
      middleware: [requireScope("organization_access_tokens:write")],
      request: {
        body: { content: { "application/json": { schema: OrganizationAccessTokenCreate } }, required: true },
      },
      responses: {
        201: {
          description: "The token and its secret",
          content: { "application/json": { schema: OrganizationAccessTokenCreateResponse } },
        },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const principal = c.get("principal");
      if (body.organization_id && body.organization_id !== principal.organizationId) {
        throw new ForbiddenError("A token can only be created for the caller's organization");
      }
      // A credential cannot hand out scopes it does not hold itself.
      const missing = (body.scopes as Scope[]).filter((s) => !principal.scopes.has(s));
      if (missing.length) throw new ForbiddenError(`You cannot grant scopes you lack: ${missing.join(", ")}`);
      const created = await createToken(ctx, principal.organizationId, {
        comment: body.comment,
        scopes: body.scopes as Scope[],
        expiresIn: body.expires_in ?? null,
      });
      return c.json(created, 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/organization-access-tokens/{id}",
      tags,
      summary: "Update an organization access token",
      middleware: [requireScope("organization_access_tokens:write")],
      request: {
        params: IdParam,
        body: { content: { "application/json": { schema: OrganizationAccessTokenUpdate } }, required: true },
      },
      responses: {
        200: {
          description: "The token",
          content: { "application/json": { schema: OrganizationAccessToken } },
        },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const principal = c.get("principal");
      const missing = ((body.scopes ?? []) as Scope[]).filter((s) => !principal.scopes.has(s));
      if (missing.length) throw new ForbiddenError(`You cannot grant scopes you lack: ${missing.join(", ")}`);
      const token = await updateOrgToken(ctx, principal.organizationId, c.req.valid("param").id, {
        comment: body.comment ?? null,
        scopes: (body.scopes as Scope[] | null | undefined) ?? null,
      });
      return c.json(token, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/organization-access-tokens/{id}",
      tags,
      summary: "Revoke an organization access token",
      middleware: [requireScope("organization_access_tokens:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Revoked" }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await revokeOrgToken(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
