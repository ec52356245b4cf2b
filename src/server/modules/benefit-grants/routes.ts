import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  BenefitGrant,
  BenefitGrantList,
  GrantListQuery as BenefitGrantListQuery,
} from "../benefits/schemas.js";
import { loadCustomersById } from "../customers/service.js";
import { listBenefitGrants } from "./grants-of-benefit.js";
import { listOrgIntegrations, removeIntegration, setIntegrationToken } from "./integrations.js";
import type { GrantSortProperty } from "./repository.js";
import { GrantListQuery, Integration, IntegrationList, IntegrationSet, ProviderParam } from "./schemas.js";
import { listOrgGrants, retryGrant } from "./service.js";

const tags = ["benefit-grants"];

export const benefitGrantRoutes: V1Module = (v1, ctx) => {
  // Listed under benefits (registered right after them, keeping the API document's order).
  v1.openapi(
    createRoute({
      method: "get",
      path: "/benefits/{id}/grants",
      tags: ["benefits"],
      summary: "List the grants of a benefit",
      middleware: [requireScope("benefits:read")],
      request: { params: IdParam, query: BenefitGrantListQuery },
      responses: {
        200: { description: "Grants", content: json(BenefitGrantList) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { items, total } = await listBenefitGrants(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        {
          ...(q.is_granted !== undefined ? { isGranted: q.is_granted } : {}),
          ...(q.customer_id ? { customerIds: q.customer_id } : {}),
          ...(q.member_id ? { memberIds: q.member_id } : {}),
        },
        q,
        (organizationId, ids) => loadCustomersById(ctx.db, organizationId, ids),
      );
      return c.json(listResponse(items, total, q) as never, 200);
    },
  );
  v1.openapi(
    createRoute({
      method: "get",
      path: "/benefit-grants/",
      tags,
      summary: "List benefit grants",
      middleware: [requireScope("benefits:read")],
      request: { query: GrantListQuery },
      responses: {
        200: { description: "Benefit grants", content: json(BenefitGrantList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      if (q.organization_id && !q.organization_id.includes(organizationId)) {
        return c.json(listResponse([], 0, q), 200);
      }
      const { items, total } = await listOrgGrants(
        ctx,
        organizationId,
        {
          ...(q.customer_id ? { customerIds: q.customer_id } : {}),
          ...(q.external_customer_id ? { externalCustomerIds: q.external_customer_id } : {}),
          ...(q.benefit_id ? { benefitIds: q.benefit_id } : {}),
          ...(q.member_id ? { memberIds: q.member_id } : {}),
          ...(q.is_granted !== undefined ? { isGranted: q.is_granted } : {}),
        },
        q,
        parseSorting<GrantSortProperty>(q.sorting, "-created_at"),
      );
      return c.json(listResponse(items, total, q) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/benefit-grants/{id}/retry",
      tags,
      summary: "Retry a benefit grant (Kassa)",
      description:
        "Runs the grant's job again after its `error` was fixed (an account or a token was missing): grants it, or revokes it if it is being revoked. Not part of Polar's API.",
      middleware: [requireScope("benefits:write")],
      request: { params: IdParam },
      responses: {
        202: { description: "The grant, as it is before the job runs", content: json(BenefitGrant) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const wire = await retryGrant(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(wire as never, 202);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/benefit-integrations/",
      tags,
      summary: "List GitHub and Discord integrations (Kassa)",
      description:
        "The credentials github_repository and discord benefits act with. Not part of Polar's API.",
      middleware: [requireScope("benefits:read")],
      responses: {
        200: { description: "Configured integrations", content: json(IntegrationList) },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json({ items: await listOrgIntegrations(ctx, c.get("principal").organizationId) }, 200),
  );

  v1.openapi(
    createRoute({
      method: "put",
      path: "/benefit-integrations/{provider}",
      tags,
      summary: "Set the GitHub or Discord token (Kassa)",
      description:
        "Stored encrypted; only its last four characters are shown again. Not part of Polar's API.",
      middleware: [requireScope("benefits:write")],
      request: { params: ProviderParam, body: { content: json(IntegrationSet), required: true } },
      responses: {
        200: { description: "The integration", content: json(Integration) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const wire = await setIntegrationToken(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").provider,
        c.req.valid("json").token,
      );
      return c.json(wire, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/benefit-integrations/{provider}",
      tags,
      summary: "Remove the GitHub or Discord token (Kassa)",
      middleware: [requireScope("benefits:write")],
      request: { params: ProviderParam },
      responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await removeIntegration(ctx, c.get("principal").organizationId, c.req.valid("param").provider);
      return c.body(null, 204);
    },
  );
};
