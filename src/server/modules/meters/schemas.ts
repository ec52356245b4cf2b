import { z } from "@hono/zod-openapi";
import { METER_NAME_MIN } from "../../../shared/limits.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Filter, RootFilter } from "../events/schemas.js";

const INT32 = { max: 2147483647 };

export {
  Filter,
  FilterClause,
  FilterConjunction,
  type FilterInput,
  FilterOperator,
  MAX_FILTER_DEPTH,
  RootFilter,
} from "../events/schemas.js";

const property = z.string().trim().min(1, { message: "property is required for this aggregation" });

export const CountAggregation = z.object({ func: z.literal("count") }).openapi("CountAggregation");
export const PropertyAggregation = z
  .object({ func: z.enum(["sum", "max", "min", "avg"]), property })
  .openapi("PropertyAggregation");
export const UniqueAggregation = z
  .object({ func: z.literal("unique"), property })
  .openapi("UniqueAggregation");

export const Aggregation = z
  .discriminatedUnion("func", [CountAggregation, PropertyAggregation, UniqueAggregation])
  .openapi({ description: "How matching events add up: count, or sum/max/min/avg/unique of a property." });

export const MeterUnit = z.enum(["scalar", "token", "custom"]).openapi("MeterUnit");

const name = z
  .string()
  .trim()
  .min(METER_NAME_MIN, { message: `name must be at least ${METER_NAME_MIN} characters` });
const customLabel = z.string().trim().min(1, { message: "custom_label must not be empty" }).max(100);
const customMultiplier = z
  .number()
  .int({ message: "custom_multiplier must be an integer" })
  .positive({ message: "custom_multiplier must be greater than 0" })
  .max(INT32.max);

export const MeterCreate = z
  .object({
    name,
    filter: RootFilter,
    aggregation: Aggregation,
    unit: MeterUnit.default("scalar"),
    custom_label: customLabel.nullable().optional(),
    custom_multiplier: customMultiplier.nullable().optional(),
    metadata: MetadataSchema.optional(),
    organization_id: z.string().nullable().optional(),
  })
  .openapi("MeterCreate");

export const MeterUpdate = z
  .object({
    name: name.nullable().optional(),
    filter: RootFilter.nullable().optional(),
    aggregation: Aggregation.nullable().optional(),
    unit: MeterUnit.nullable().optional(),
    custom_label: customLabel.nullable().optional(),
    custom_multiplier: customMultiplier.nullable().optional(),
    metadata: MetadataSchema.optional(),
    is_archived: z.boolean().nullable().optional(),
  })
  .openapi("MeterUpdate");

const datetime = z.string().openapi({ format: "date-time" });

export const Meter = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: datetime,
    modified_at: datetime.nullable(),
    metadata: MetadataSchema,
    name: z.string(),
    unit: MeterUnit,
    custom_label: z.string().nullable(),
    custom_multiplier: z.number().int().nullable(),
    filter: Filter,
    aggregation: Aggregation,
    organization_id: z.string(),
    archived_at: datetime.nullable(),
  })
  .openapi("Meter");

const booleanQuery = z
  .enum(["true", "false"], { message: "must be true or false" })
  .transform((v) => v === "true")
  .optional();

export const MeterListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  query: z.string().optional().openapi({ description: "Filter by name (contains, case-insensitive)." }),
  is_archived: booleanQuery.openapi({ description: "Filter on archived meters." }),
  sorting: sortingQuery(["created_at", "name"] as const),
});

export const MeterList = listSchema(Meter, "ListResource_Meter_");

export const TimeInterval = z.enum(["year", "month", "week", "day", "hour"]).openapi("TimeInterval");
export const AggregationFunction = z
  .enum(["count", "sum", "max", "min", "avg", "unique"])
  .openapi("AggregationFunction");

const timestampQuery = z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" });

export const MeterQuantitiesQuery = z.object({
  start_timestamp: timestampQuery.openapi({ description: "Start timestamp (from 2023-01-01)." }),
  end_timestamp: timestampQuery.openapi({ description: "End timestamp." }),
  interval: TimeInterval.openapi({ description: "Interval between two timestamps." }),
  timezone: z
    .string()
    .min(1, { message: "must not be empty" })
    .default("UTC")
    .openapi({ description: "IANA time zone of the buckets (`Europe/Paris`). Default is UTC." }),
  customer_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Filter by customer ID.",
  }),
  external_customer_id: repeated(z.string()).openapi({ description: "Filter by external customer ID." }),
  customer_aggregation_function: AggregationFunction.optional().openapi({
    description:
      "If set, quantities are first computed per customer, then aggregated with this function; otherwise across all events.",
  }),
});

export const MeterQuantity = z
  .object({
    timestamp: datetime.openapi({ description: "The start of the bucket." }),
    quantity: z.number(),
  })
  .openapi("MeterQuantity");

export const MeterQuantities = z
  .object({
    quantities: z.array(MeterQuantity),
    total: z.number().openapi({ description: "The total quantity for the period." }),
  })
  .openapi("MeterQuantities");
