import { createRoute, z } from "@hono/zod-openapi";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, PageQuery } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { LicenseKeyList, LicenseKeyWithActivations } from "../license-keys/schemas.js";
import { getCustomerLicenseKey, listCustomerLicenseKeys } from "../license-keys/service.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

const CustomerLicenseKeyListQuery = PageQuery.extend({
  benefit_id: z
    .uuid({ message: "benefit_id must be a UUID" })
    .optional()
    .openapi({ description: "Filter by a specific benefit." }),
});

/**
 * `GET /v1/customer-portal/license-keys/[{id}]`: the signed-in customer's license keys. The
 * public `validate`, `activate` and `deactivate` under the same path are the license-keys
 * module's (`license-keys/portal-routes.ts`); a customer frees a machine by deactivating one of
 * the activations `GET …/{id}` lists.
 */
export const customerPortalLicenseKeyRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/license-keys/",
      tags,
      summary: "List the customer's license keys",
      description: "Newest first; filter by `benefit_id`.",
      security,
      request: { query: CustomerLicenseKeyListQuery },
      responses: {
        200: { description: "License keys", content: json(LicenseKeyList) },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const { items, total } = await listCustomerLicenseKeys(
        ctx,
        organizationId,
        customerId,
        q.benefit_id ? { benefitIds: [q.benefit_id] } : {},
        q,
      );
      return c.json(listResponse(items, total, q) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/license-keys/{id}",
      tags,
      summary: "Get a license key of the customer",
      description: "With its current activations.",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The license key", content: json(LicenseKeyWithActivations) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const key = await getCustomerLicenseKey(ctx, organizationId, customerId, c.req.valid("param").id);
      return c.json(key as never, 200);
    },
  );
};
