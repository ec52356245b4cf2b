import { createRoute, z } from "@hono/zod-openapi";
import { cachedJson } from "../../http/v1/cached-read.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, metadataFilters, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { exportCustomersCsv } from "./export.js";
import { type CustomerRef, createCustomer, deleteCustomer, updateCustomer } from "./manage.js";
import {
  Customer,
  CustomerCreate,
  CustomerExportQuery,
  CustomerList,
  CustomerListQuery,
  type CustomerSort,
  CustomerState,
  CustomerUpdate,
  CustomerUpdateExternalID,
  DeleteQuery,
  ExternalIdParam,
} from "./schemas.js";
import {
  listOrgCustomers,
  requireCustomer,
  requireCustomerByExternalId,
  serializeCustomer,
  serializeCustomerState,
} from "./service.js";

const tags = ["customers"];
const read = requireScope("customers:read");
const write = requireScope("customers:write");

export const customerRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customers/",
      tags,
      summary: "List customers",
      description:
        "Filter with `email` (exact, case-insensitive), `query` (email, name or external ID contains), " +
        "`active` and `metadata[key]=value`. Deleted customers are not listed.",
      middleware: [read],
      request: { query: CustomerListQuery },
      responses: {
        200: { description: "Customers", content: json(CustomerList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      // `active` reads the customers' subscriptions.
      return cachedJson(c, ctx, ["customer", "subscription"], async () => {
        const { items, total } = await listOrgCustomers(
          ctx,
          organizationId,
          q,
          {
            email: q.email,
            query: q.query,
            active: q.active,
            metadata: metadataFilters(c.req.url),
            none: Boolean(q.organization_id && !q.organization_id.includes(organizationId)),
          },
          parseSorting<CustomerSort>(q.sorting, "-created_at"),
        );
        return listResponse(items, total, q);
      });
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customers/",
      tags,
      summary: "Create a customer",
      description: "Email and external ID are each unique in the organization. Records `customer.created`.",
      middleware: [write],
      request: { body: { content: json(CustomerCreate), required: true } },
      responses: {
        201: { description: "The customer", content: json(Customer) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const created = await createCustomer(ctx, c.get("principal").organizationId, c.req.valid("json"));
      return c.json(created, 201);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customers/export",
      tags,
      summary: "Export customers as CSV",
      middleware: [read],
      request: { query: CustomerExportQuery },
      responses: {
        200: { description: "One line per live customer", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const scoped = !q.organization_id || q.organization_id.includes(organizationId);
      return c.body(exportCustomersCsv(ctx, scoped ? organizationId : null), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="customers.csv"',
      }) as never;
    },
  );

  // By external id first: `/customers/external/state` is the customer "state", not a state route.
  registerOne(v1, ctx, "external");
  registerOne(v1, ctx, "id");
};

/** GET/PATCH/DELETE and GET …/state, on `/customers/{id}` or `/customers/external/{external_id}`. */
function registerOne(v1: Parameters<V1Module>[0], ctx: Parameters<V1Module>[1], by: "id" | "external") {
  const external = by === "external";
  const path = external ? "/customers/external/{external_id}" : "/customers/{id}";
  const params = external ? ExternalIdParam : IdParam;
  const what = external ? " by external ID" : "";
  const ref = (p: { id?: string; external_id?: string }): CustomerRef =>
    external ? { externalId: p.external_id! } : { id: p.id! };
  const find = (organizationId: string, p: { id?: string; external_id?: string }) =>
    external
      ? requireCustomerByExternalId(ctx.db, organizationId, p.external_id!)
      : requireCustomer(ctx.db, organizationId, p.id!);

  v1.openapi(
    createRoute({
      method: "get",
      path,
      tags,
      summary: `Get a customer${what}`,
      middleware: [read],
      request: { params },
      responses: {
        200: { description: "The customer", content: json(Customer) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await find(c.get("principal").organizationId, c.req.valid("param"));
      return c.json(serializeCustomer(row), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path,
      tags,
      summary: `Update a customer${what}`,
      description: external
        ? "Omitted fields stay as they are. Records `customer.updated`."
        : "Omitted fields stay as they are; `external_id` can be set once, never changed. Records `customer.updated`.",
      middleware: [write],
      request: {
        params,
        body: { content: json(external ? CustomerUpdateExternalID : CustomerUpdate), required: true },
      },
      responses: {
        200: { description: "The customer", content: json(Customer) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      const updated = await updateCustomer(
        ctx,
        organizationId,
        ref(c.req.valid("param")),
        c.req.valid("json"),
      );
      return c.json(updated, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "delete",
      path,
      tags,
      summary: `Delete a customer${what}`,
      description:
        "The customer is no longer listed and answers 404; its orders keep it. `anonymize=true` also " +
        "replaces its personal data. Records `customer.deleted`.",
      middleware: [write],
      request: { params, query: DeleteQuery },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const organizationId = c.get("principal").organizationId;
      const anonymize = c.req.valid("query").anonymize ?? false;
      await deleteCustomer(ctx, organizationId, ref(c.req.valid("param")), anonymize);
      return c.body(null, 204);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: `${path}/state`,
      tags,
      summary: `Get a customer's state${what}`,
      description: "The customer with its active subscriptions, granted benefits and meter balances.",
      middleware: [read],
      request: { params },
      responses: {
        200: { description: "The customer state", content: json(CustomerState) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await find(c.get("principal").organizationId, c.req.valid("param"));
      return c.json(await serializeCustomerState(ctx.db, row), 200);
    },
  );
}
