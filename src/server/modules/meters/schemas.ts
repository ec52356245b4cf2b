import { z } from "@hono/zod-openapi";
import { METER_FILTER_VALUE_MAX, METER_NAME_MIN } from "../../../shared/limits.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";

/** How deep filters may nest: the meter's filter is level 1, a filter inside it level 2, … */
export const MAX_FILTER_DEPTH = 3;

const INT32 = { min: -2147483648, max: 2147483647 };

export const FilterOperator = z
  .enum(["eq", "ne", "gt", "gte", "lt", "lte", "like", "not_like"])
  .openapi("FilterOperator");
export const FilterConjunction = z.enum(["and", "or"]).openapi("FilterConjunction");

export const FilterClause = z
  .object({
    property: z
      .string()
      .trim()
      .min(1, { message: "property must not be empty" })
      .openapi({ description: "`name`, `source`, `timestamp` or a metadata key of the event." }),
    operator: FilterOperator,
    value: z.union([
      z
        .string()
        .max(METER_FILTER_VALUE_MAX, { message: `value is at most ${METER_FILTER_VALUE_MAX} characters` }),
      z
        .number()
        .int({ message: "value must be a string, an integer or a boolean" })
        .min(INT32.min)
        .max(INT32.max),
      z.boolean(),
    ]),
  })
  .strict()
  .openapi("FilterClause");

export type FilterInput = {
  conjunction: "and" | "or";
  clauses: (z.infer<typeof FilterClause> | FilterInput)[];
};

export const Filter: z.ZodType<FilterInput> = z
  .object({
    conjunction: FilterConjunction,
    get clauses() {
      return z.array(z.union([FilterClause, Filter]));
    },
  })
  .openapi("Filter");

/** A filter whose nesting is at most MAX_FILTER_DEPTH levels (issues point at the too-deep filter). */
export const RootFilter = Filter.superRefine((filter, ctx) => {
  const walk = (f: FilterInput, depth: number, path: (string | number)[]) => {
    f.clauses.forEach((clause, i) => {
      if (!("conjunction" in clause)) return;
      if (depth + 1 > MAX_FILTER_DEPTH) {
        ctx.addIssue({
          code: "custom",
          path: [...path, "clauses", i],
          message: `filters nest at most ${MAX_FILTER_DEPTH} levels deep`,
          input: clause,
        });
        return;
      }
      walk(clause, depth + 1, [...path, "clauses", i]);
    });
  };
  walk(filter, 1, []);
});

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
