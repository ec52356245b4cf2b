import { type SQL, sql } from "drizzle-orm";

/** A meter filter clause (the shape of `meters`' `FilterClause`). */
export interface MeterFilterClause {
  property: string;
  operator: "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "like" | "not_like";
  value: string | number | boolean;
}

/** A meter filter: clauses or nested filters joined by `and` / `or`. */
export interface MeterFilter {
  conjunction: "and" | "or";
  clauses: (MeterFilterClause | MeterFilter)[];
}

export type MeterAggregation =
  | { func: "count" }
  | { func: "sum" | "max" | "min" | "avg" | "unique"; property: string };

/**
 * A meter's filter and aggregation as SQL over the `event` table (aliased as `e` by the queries
 * that use them), so meters are evaluated by PostgreSQL and never by loading events into Node.
 *
 * Semantics (`meter-sql.property.test.ts` states the same rules as a TypeScript reference and
 * holds PostgreSQL's answers equal to it on random events and filters):
 * - `name`, `source` and `timestamp` are the event's columns; any other property is a metadata
 *   key, with `a.b` reading the nested value `metadata.a.b` (a leading `metadata.` is dropped:
 *   `metadata.a` is the key `a`, as Polar reads it).
 * - A clause on a property the event lacks is false, whatever the operator (SQL's NULL).
 * - A number value compares numerically with metadata numbers and numeric strings; any other
 *   value never matches it. On `timestamp` a number is Unix seconds and a string an ISO date.
 * - A string value compares as text; a boolean matches JSON booleans (and "true"/"false").
 * - `like` / `not_like` test whether the property's text contains the value (taken literally).
 */

/** The event row the conditions read: the alias `e` unless a query names another. */
const EVENT = sql.raw("e");

/** Text that is a decimal number (what `::numeric` accepts without raising). */
export const NUMERIC_TEXT = "^[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$";

const COMPARE = {
  eq: sql.raw("="),
  ne: sql.raw("<>"),
  gt: sql.raw(">"),
  gte: sql.raw(">="),
  lt: sql.raw("<"),
  lte: sql.raw("<="),
} as const;

/**
 * The text array path of a metadata property: `a.b` → `{a,b}`. A leading `metadata.` names the
 * metadata itself (Polar strips it from filter and aggregation properties): `metadata.a` → `{a}`.
 */
export function propertyPath(property: string): string[] {
  return property.replace(/^metadata\./, "").split(".");
}

/** The path as one text[] literal parameter (`{"a","b"}`), quoted so any key is taken as is. */
function pathParam(property: string): SQL {
  const quoted = propertyPath(property).map((k) => `"${k.replace(/["\\]/g, (c) => `\\${c}`)}"`);
  return sql`${`{${quoted.join(",")}}`}::text[]`;
}

function metadataJson(property: string, row: SQL): SQL {
  return sql`(${row}.metadata #> ${pathParam(property)})`;
}

function metadataText(property: string, row: SQL): SQL {
  return sql`(${row}.metadata #>> ${pathParam(property)})`;
}

/** The numeric value of a metadata property: JSON numbers and numeric strings, else NULL. */
export function metadataNumber(property: string, row: SQL = EVENT): SQL {
  const json = metadataJson(property, row);
  const text = metadataText(property, row);
  return sql`(case when jsonb_typeof(${json}) = 'number' then (${text})::numeric when jsonb_typeof(${json}) = 'string' and ${text} ~ ${NUMERIC_TEXT} then (${text})::numeric end)`;
}

function likeLiteral(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function textCondition(column: SQL, clause: MeterFilterClause): SQL {
  const value = String(clause.value);
  switch (clause.operator) {
    case "like":
      return sql`(${column} like ${likeLiteral(value)})`;
    case "not_like":
      return sql`(${column} not like ${likeLiteral(value)})`;
    default:
      return sql`(${column} ${COMPARE[clause.operator]} ${value} collate "C")`;
  }
}

function timestampCondition(clause: MeterFilterClause, row: SQL): SQL {
  const { value } = clause;
  const at =
    typeof value === "number" ? new Date(value * 1000) : typeof value === "string" ? new Date(value) : null;
  if (clause.operator === "like" || clause.operator === "not_like") {
    return textCondition(
      sql`to_char(${row}.timestamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`,
      clause,
    );
  }
  if (!at || Number.isNaN(at.getTime())) return sql`false`;
  return sql`(${row}.timestamp ${COMPARE[clause.operator]} ${at.toISOString()}::timestamptz)`;
}

function clauseCondition(clause: MeterFilterClause, row: SQL): SQL {
  const { property, operator, value } = clause;
  if (property === "name") return textCondition(sql`${row}.name`, clause);
  if (property === "source") return textCondition(sql`${row}.source`, clause);
  if (property === "timestamp") return timestampCondition(clause, row);
  if (operator === "like" || operator === "not_like")
    return textCondition(metadataText(property, row), clause);
  if (typeof value === "number") {
    return sql`coalesce(${metadataNumber(property, row)} ${COMPARE[operator]} ${String(value)}::numeric, false)`;
  }
  if (typeof value === "boolean") {
    const json = metadataJson(property, row);
    const text = metadataText(property, row);
    const asBool = sql`(case when jsonb_typeof(${json}) = 'boolean' or ${text} in ('true', 'false') then ${text} end)`;
    return sql`coalesce(${asBool} ${COMPARE[operator]} ${String(value)} collate "C", false)`;
  }
  return sql`coalesce(${textCondition(metadataText(property, row), clause)}, false)`;
}

/** The meter's filter as one SQL condition (an empty clause list matches every event). */
export function meterFilterSql(filter: MeterFilter, row: SQL = EVENT): SQL {
  if (filter.clauses.length === 0) return sql`true`;
  const parts = filter.clauses.map((c) =>
    "conjunction" in c ? meterFilterSql(c, row) : clauseCondition(c, row),
  );
  const joined = sql.join(parts, sql.raw(filter.conjunction === "and" ? " and " : " or "));
  return sql`coalesce((${joined}), false)`;
}

/** The number an event adds to a sum/max/min/avg meter (NULL: the event has no such number). */
export function meterValueSql(aggregation: MeterAggregation, row: SQL = EVENT): SQL {
  if (aggregation.func === "count") return sql`1::numeric`;
  return metadataNumber(aggregation.property, row);
}

/** The value a `unique` meter counts distinct occurrences of (NULL: absent). */
export function meterUniqueSql(aggregation: MeterAggregation, row: SQL = EVENT): SQL {
  if (aggregation.func !== "unique") return sql`null::text`;
  if (aggregation.property === "name") return sql`${row}.name`;
  return metadataText(aggregation.property, row);
}
