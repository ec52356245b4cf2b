import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Customer } from "../customers/schemas.js";
import { Meter } from "../meters/schemas.js";
import { CUSTOMER_METER_SORTS } from "./read-repository.js";

const datetime = z.string().openapi({ format: "date-time" });

export const CustomerMeter = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: datetime,
    modified_at: datetime.nullable(),
    customer_id: z.string().openapi({ format: "uuid" }),
    meter_id: z.string().openapi({ format: "uuid" }),
    consumed_units: z.number().openapi({ description: "Units consumed since the last reset." }),
    credited_units: z.number().int().openapi({ description: "Units credited since the last reset." }),
    balance: z.number().openapi({ description: "credited_units − consumed_units." }),
    customer: Customer,
    meter: Meter,
  })
  .openapi("CustomerMeter", {
    description:
      "A customer's running totals on a meter since its last reset. Reads reflect every ingest batch counted so far: a batch is counted by a job right after it commits.",
  });

export const CustomerMeterListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Filter by organization ID.",
  }),
  customer_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Filter by customer ID.",
  }),
  external_customer_id: repeated(z.string()).openapi({ description: "Filter by external customer ID." }),
  meter_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Filter by meter ID (archived meters are listed only when named here).",
  }),
  sorting: sortingQuery(CUSTOMER_METER_SORTS),
});

export const CustomerMeterList = listSchema(CustomerMeter, "ListResource_CustomerMeter_");
