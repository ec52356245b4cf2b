import { z } from "@hono/zod-openapi";
import { METER_FILTER_VALUE_MAX } from "../../../shared/limits.js";

/*
 * The meter filter as the API takes it (Polar's `Filter`): meters store it, the events list
 * takes it as a JSON `filter` parameter, and `meter-sql.ts` evaluates it in PostgreSQL.
 */

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
