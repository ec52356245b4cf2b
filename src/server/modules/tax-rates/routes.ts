import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  TaxRate,
  TaxRateCreate,
  TaxRateList,
  TaxRateListQuery,
  type TaxRateSort,
  TaxRateUpdate,
} from "./schemas.js";
import {
  createTaxRate,
  deleteTaxRateById,
  listOrgTaxRates,
  requireTaxRate,
  serializeTaxRate,
  updateTaxRateById,
} from "./service.js";

const tags = ["tax-rates"];
const EXTENSION =
  "Kassa extension (not part of Polar's API): the organization's tax rates, used by checkouts. " +
  "Tax rates are seller settings, so they take the `organizations:read` / `organizations:write` scopes.";

export const taxRateRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/tax-rates/",
      tags,
      summary: "List tax rates",
      description: EXTENSION,
      middleware: [requireScope("organizations:read")],
      request: { query: TaxRateListQuery },
      responses: {
        200: { description: "Tax rates", content: json(TaxRateList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { items, total } = await listOrgTaxRates(
        ctx,
        c.get("principal").organizationId,
        query,
        { countries: query.country },
        parseSorting<TaxRateSort>(query.sorting, "country"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/tax-rates/",
      tags,
      summary: "Create a tax rate",
      description: `${EXTENSION} One rate per country, plus one per US state.`,
      middleware: [requireScope("organizations:write")],
      request: { body: { content: json(TaxRateCreate), required: true } },
      responses: {
        201: { description: "The tax rate", content: json(TaxRate) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) =>
      c.json(await createTaxRate(ctx, c.get("principal").organizationId, c.req.valid("json")), 201),
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/tax-rates/{id}",
      tags,
      summary: "Get a tax rate",
      description: EXTENSION,
      middleware: [requireScope("organizations:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The tax rate", content: json(TaxRate) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await requireTaxRate(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(serializeTaxRate(row), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/tax-rates/{id}",
      tags,
      summary: "Update a tax rate",
      description: `${EXTENSION} Open checkouts pick up the change the next time they are updated or confirmed.`,
      middleware: [requireScope("organizations:write")],
      request: { params: IdParam, body: { content: json(TaxRateUpdate), required: true } },
      responses: {
        200: { description: "The tax rate", content: json(TaxRate) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateTaxRateById(
          ctx,
          c.get("principal").organizationId,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path: "/tax-rates/{id}",
      tags,
      summary: "Delete a tax rate",
      description: EXTENSION,
      middleware: [requireScope("organizations:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteTaxRateById(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
};
