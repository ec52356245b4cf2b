import { createRoute } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { openCheckoutFromLink } from "./redirect.js";
import {
  CheckoutLink,
  CheckoutLinkCreate,
  CheckoutLinkList,
  CheckoutLinkListQuery,
  type CheckoutLinkSort,
  CheckoutLinkUpdate,
  LinkSecretParam,
  RedirectQuery,
} from "./schemas.js";
import {
  createCheckoutLink,
  deleteCheckoutLink,
  getCheckoutLink,
  listOrgCheckoutLinks,
  updateCheckoutLinkById,
} from "./service.js";

const tags = ["checkout-links"];

export const checkoutLinkRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkout-links/",
      tags,
      summary: "List checkout links",
      middleware: [requireScope("checkout_links:read")],
      request: { query: CheckoutLinkListQuery },
      responses: {
        200: { description: "Checkout links", content: json(CheckoutLinkList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const { items, total } = await listOrgCheckoutLinks(
        ctx,
        organizationId,
        query,
        {
          productIds: query.product_id,
          none: Boolean(query.organization_id && !query.organization_id.includes(organizationId)),
        },
        parseSorting<CheckoutLinkSort>(query.sorting, "created_at"),
      );
      return c.json(listResponse(items, total, query), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/checkout-links/",
      tags,
      summary: "Create a checkout link",
      description: "A shareable address (`url`) that opens a fresh checkout for its products at each visit.",
      middleware: [requireScope("checkout_links:write")],
      request: { body: { content: json(CheckoutLinkCreate), required: true } },
      responses: {
        201: { description: "Checkout link created", content: json(CheckoutLink) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) =>
      c.json(await createCheckoutLink(ctx, c.get("principal").organizationId, c.req.valid("json")), 201),
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkout-links/{id}",
      tags,
      summary: "Get a checkout link",
      middleware: [requireScope("checkout_links:read")],
      request: { params: IdParam },
      responses: {
        200: { description: "The checkout link", content: json(CheckoutLink) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(await getCheckoutLink(ctx, c.get("principal").organizationId, c.req.valid("param").id), 200),
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/checkout-links/{id}",
      tags,
      summary: "Update a checkout link",
      middleware: [requireScope("checkout_links:write")],
      request: { params: IdParam, body: { content: json(CheckoutLinkUpdate), required: true } },
      responses: {
        200: { description: "Checkout link updated", content: json(CheckoutLink) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateCheckoutLinkById(
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
      path: "/checkout-links/{id}",
      tags,
      summary: "Delete a checkout link",
      middleware: [requireScope("checkout_links:write")],
      request: { params: IdParam },
      responses: { 204: { description: "Checkout link deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      await deleteCheckoutLink(ctx, c.get("principal").organizationId, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkout-links/{client_secret}/redirect",
      tags,
      summary: "Open a checkout from a link",
      description:
        "Public (no credential): creates a fresh checkout for the link's products and redirects (302) to its hosted page. " +
        "Prefills from the query: `customer_email`, `customer_name`, `discount_code`, `amount`, `embed_origin`; " +
        "`reference_id` and `utm_*` go to the checkout's metadata.",
      security: [],
      request: { params: LinkSecretParam, query: RedirectQuery },
      responses: {
        302: { description: "Redirect to the new checkout's hosted page (`Location`)." },
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const checkout = await openCheckoutFromLink(
        ctx,
        c.req.valid("param").client_secret,
        c.req.valid("query"),
      );
      return c.redirect(checkout.url, 302);
    },
  );
};
