import { createRoute } from "@hono/zod-openapi";
import { NotFoundError } from "../../http/errors.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  type CustomerMeterSortProperty,
  type CustomerMeterWire,
  listOrgCustomerMeters,
  requireCustomerMeter,
} from "../customer-meters/service.js";
import {
  CustomerCustomerMeter,
  CustomerCustomerMeterList,
  CustomerCustomerMeterListQuery,
} from "./meters-schemas.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];

/** A customer meter as Polar's `CustomerCustomerMeter`: the meter reduced to its name, no customer. */
function toCustomerCustomerMeter({ customer: _customer, meter, ...rest }: CustomerMeterWire) {
  return {
    ...rest,
    meter: { created_at: meter.created_at, modified_at: meter.modified_at, id: meter.id, name: meter.name },
  };
}

/**
 * `GET /v1/customer-portal/meters/[{id}]`: the signed-in customer's customer meters (consumed,
 * credited, balance). As in Polar, the API answers whatever `customer_portal_settings.usage.show`
 * says; the setting tells the portal page whether to show usage.
 */
export const customerPortalMeterRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/meters/",
      tags,
      summary: "List the customer's meters",
      description: "Meters not archived (or named by `meter_id`). Default sorting: `created_at`.",
      security,
      request: { query: CustomerCustomerMeterListQuery },
      responses: {
        200: { description: "Customer meters", content: json(CustomerCustomerMeterList) },
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const { items, total } = await listOrgCustomerMeters(
        ctx.db,
        organizationId,
        { customerIds: [customerId], meterIds: q.meter_id, meterName: q.query },
        q,
        parseSorting<CustomerMeterSortProperty>(q.sorting, "created_at"),
      );
      return c.json(listResponse(items.map(toCustomerCustomerMeter), total, q), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/meters/{id}",
      tags,
      summary: "Get a meter of the customer",
      description: "`id` is a customer meter id (`CustomerCustomerMeter.id`), not a meter id.",
      security,
      request: { params: IdParam },
      responses: {
        200: { description: "The customer meter", content: json(CustomerCustomerMeter) },
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const wire = await requireCustomerMeter(ctx.db, organizationId, c.req.valid("param").id);
      if (wire.customer_id !== customerId) throw new NotFoundError("CustomerMeter");
      return c.json(toCustomerCustomerMeter(wire), 200);
    },
  );
};
