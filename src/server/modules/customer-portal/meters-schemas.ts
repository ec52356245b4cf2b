import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";

const wireDatetime = z.string().openapi({ format: "date-time" });

/** Polar's `CustomerCustomerMeter`: the customer's running totals on a meter since its last reset. */
export const CustomerCustomerMeter = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    customer_id: z.string(),
    meter_id: z.string(),
    consumed_units: z.number(),
    credited_units: z.number().int(),
    balance: z.number().openapi({ description: "credited_units − consumed_units." }),
    meter: z
      .object({
        created_at: wireDatetime,
        modified_at: wireDatetime.nullable(),
        id: z.string(),
        name: z.string(),
      })
      .openapi("CustomerCustomerMeterMeter"),
  })
  .openapi("CustomerCustomerMeter");

export const CustomerCustomerMeterList = listSchema(
  CustomerCustomerMeter,
  "ListResource_CustomerCustomerMeter_",
);

export const CUSTOMER_CUSTOMER_METER_SORTS = [
  "created_at",
  "modified_at",
  "meter_id",
  "meter_name",
  "consumed_units",
  "credited_units",
  "balance",
] as const;

export const CustomerCustomerMeterListQuery = PageQuery.extend({
  meter_id: repeated(z.uuid({ message: "meter_id must be a UUID" })).openapi({
    description: "Filter by meter ID (repeatable).",
  }),
  query: z.string().max(200).optional().openapi({ description: "Filter by meter name." }),
  sorting: sortingQuery(CUSTOMER_CUSTOMER_METER_SORTS),
});
