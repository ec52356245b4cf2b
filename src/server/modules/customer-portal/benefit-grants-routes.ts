import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  type CustomerGrantSortProperty,
  getCustomerGrant,
  listCustomerGrantsPage,
  updateCustomerGrant,
} from "../benefit-grants/service.js";
import { checkoutOrderIdsSql } from "../orders/service.js";
import { benefitPositionSql } from "../products/service.js";
import { checkoutSubscriptionIdsSql } from "../subscriptions/service.js";
import {
  type CUSTOMER_GRANT_SORTS,
  CustomerBenefitGrant,
  CustomerBenefitGrantList,
  CustomerBenefitGrantListQuery,
  CustomerBenefitGrantUpdate,
} from "./benefit-grants-schemas.js";
import { toCustomerGrants } from "./benefit-grants-service.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

/** `GET|PATCH /v1/customer-portal/benefit-grants/…`: the signed-in customer's benefit grants that are not revoked. */
export const customerPortalBenefitGrantRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/benefit-grants/",
      tags,
      summary: "List the customer's benefit grants",
      description:
        "Grants that are not revoked. Filter by benefit description (`query`), `type`, `benefit_id`, `checkout_id`, `order_id`, `subscription_id`, `member_id`. Default sorting: `product_benefit` (the benefit's position on the product), then `-granted_at`.",
      security,
      request: { query: CustomerBenefitGrantListQuery },
      responses: {
        200: { description: "Benefit grants", content: json(CustomerBenefitGrantList) },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const sorting = q.sorting?.length ? q.sorting : ["product_benefit", "-granted_at"];
      // One organization per session: sorting by organization orders nothing.
      const sort = parseSorting<(typeof CUSTOMER_GRANT_SORTS)[number]>(sorting, "-granted_at").filter(
        (s): s is { property: CustomerGrantSortProperty; descending: boolean } =>
          s.property !== "organization",
      );
      const { items, total } = await listCustomerGrantsPage(
        ctx,
        organizationId,
        {
          customerId,
          description: q.query,
          types: q.type,
          benefitIds: q.benefit_id,
          orderIds: q.order_id,
          subscriptionIds: q.subscription_id,
          memberIds: q.member_id,
          ofPurchases: q.checkout_id
            ? {
                orderIds: checkoutOrderIdsSql(organizationId, q.checkout_id),
                subscriptionIds: checkoutSubscriptionIdsSql(organizationId, q.checkout_id),
              }
            : undefined,
        },
        (benefitId) => benefitPositionSql(organizationId, benefitId),
        q,
        sort,
      );
      return c.json(listResponse(await toCustomerGrants(ctx, organizationId, items), total, q) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/benefit-grants/{id}",
      tags,
      summary: "Get a benefit grant of the customer",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The benefit grant", content: json(CustomerBenefitGrant) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const grant = await getCustomerGrant(ctx, organizationId, customerId, c.req.valid("param").id);
      const [wire] = await toCustomerGrants(ctx, organizationId, [grant]);
      return c.json(wire as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/customer-portal/benefit-grants/{id}",
      tags,
      summary: "Update a benefit grant of the customer",
      description:
        "`benefit_type` must be the grant's (422). GitHub and Discord grants take `properties.account_id`, an OAuth account of the customer: Kassa customers have none (Kassa links those accounts from the customer's metadata), so it is a 422 on `properties.account_id`. Other types have nothing to update and answer the grant. A grant being revoked is a 403.",
      security,
      request: { params: IdParam, body: { content: json(CustomerBenefitGrantUpdate), required: true } },
      responses: {
        200: { description: "The benefit grant", content: json(CustomerBenefitGrant) },
        403: {
          description: "The grant is being revoked",
          content: json(z.object({ error: z.literal("NotPermitted"), detail: z.string() })),
        },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const grant = await updateCustomerGrant(
        ctx,
        organizationId,
        customerId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      const [wire] = await toCustomerGrants(ctx, organizationId, [grant]);
      return c.json(wire as never, 200);
    },
  );
};
