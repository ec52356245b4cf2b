import { createRoute } from "@hono/zod-openapi";
import { ForbiddenError } from "../../http/errors.js";
import { cachedJson } from "../../http/v1/cached-read.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { setProductBenefits } from "./benefits.js";
import { createProduct } from "./create.js";
import {
  Product,
  ProductBenefitsUpdate,
  ProductCreate,
  ProductList,
  ProductListQuery,
  type ProductSort,
  ProductUpdate,
} from "./schemas.js";
import { listOrgProducts, requireProduct, serializeProduct } from "./service.js";
import { updateProductById } from "./update.js";

const tags = ["products"];
/** What a page of products reads: the products, their prices and links, and what those point to. */
const PRODUCT_LIST_TABLES = [
  "product",
  "product_price",
  "product_benefit",
  "product_media",
  "product_custom_field",
  "benefit",
  "file",
  "custom_field",
  "meter",
] as const;

export const productRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/products/",
      tags,
      summary: "List products",
      description:
        "Filter with `id`, `query` (name contains), `is_archived`, `is_recurring`, `benefit_id`, `visibility` and `metadata[key]=value`.",
      middleware: [requireScope("products:read")],
      request: { query: ProductListQuery },
      responses: {
        200: { description: "Products", content: json(ProductList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const otherOrg = query.organization_id && !query.organization_id.includes(organizationId);
      return cachedJson(c, ctx, PRODUCT_LIST_TABLES, async () => {
        const { items, total } = await listOrgProducts(
          ctx,
          organizationId,
          query,
          {
            ids: otherOrg ? [] : query.id,
            query: query.query,
            isArchived: query.is_archived,
            isRecurring: query.is_recurring,
            benefitIds: query.benefit_id,
            visibility: query.visibility,
            metadata: metadataFilters(c.req.url),
          },
          parseSorting<ProductSort>(query.sorting, "-created_at"),
        );
        return listResponse(items, total, query);
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/products/",
      tags,
      summary: "Create a product",
      description:
        "A product with its prices; `recurring_interval` null (or absent) makes a one-time product.",
      middleware: [requireScope("products:write")],
      request: { body: { content: json(ProductCreate), required: true } },
      responses: {
        201: { description: "The product", content: json(Product) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const organizationId = c.get("principal").organizationId;
      if (body.organization_id && body.organization_id !== organizationId) {
        throw new ForbiddenError("A product can only be created for the caller's organization");
      }
      return c.json(await createProduct(ctx, organizationId, body), 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/products/{id}",
      tags,
      summary: "Get a product",
      middleware: [requireScope("products:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The product", content: json(Product) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const record = await requireProduct(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.json(serializeProduct(record), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/products/{id}",
      tags,
      summary: "Update a product",
      description:
        "`prices` replaces the list: `{id}` keeps a price, omitted prices are archived. `is_archived` archives the product (it stays readable).",
      middleware: [requireScope("products:write")],
      request: { params: IdParam, body: { content: json(ProductUpdate), required: true } },
      responses: {
        200: { description: "The product", content: json(Product) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      return c.json(
        await updateProductById(ctx, organizationId, c.req.valid("param").id, c.req.valid("json")),
        200,
      );
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/products/{id}/benefits",
      tags,
      summary: "Update the benefits of a product",
      description: "Replaces the benefits the product grants with `benefits`, in that order.",
      middleware: [requireScope("products:write")],
      request: { params: IdParam, body: { content: json(ProductBenefitsUpdate), required: true } },
      responses: {
        200: { description: "The product", content: json(Product) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      const { benefits } = c.req.valid("json");
      return c.json(await setProductBenefits(ctx, organizationId, c.req.valid("param").id, benefits), 200);
    },
  );
};
