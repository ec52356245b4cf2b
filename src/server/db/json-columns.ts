import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * `json_build_object` of a table's columns under their Drizzle keys (numeric columns as text, so
 * no digit is lost to a JSON number), and the way back to the row Drizzle would have returned
 * (timestamps become Dates again; jsonb, arrays, numbers and text are already what Drizzle gives).
 * Lets one statement carry a table's rows as a json aggregate next to other data.
 */
export function jsonColumns(columns: Record<string, PgColumn>) {
  const entries = Object.entries(columns);
  const build = sql.join(
    entries.map(([key, column]) =>
      column.columnType === "PgNumeric"
        ? sql`${sql.raw(`'${key}'`)}, ${column}::text`
        : sql`${sql.raw(`'${key}'`)}, ${column}`,
    ),
    sql`, `,
  );
  const dates = entries.filter(([, c]) => c.dataType === "date").map(([key]) => key);
  return {
    object: sql`json_build_object(${build})`,
    read<T>(value: Record<string, unknown>): T {
      for (const key of dates) if (value[key] != null) value[key] = new Date(value[key] as string);
      return value as T;
    },
  };
}

/** `(select coalesce(json_agg(object order by …), '[]') from … where …)`: rows as one json array. */
export function jsonRowsSql(
  object: SQL,
  from: SQL,
  where: SQL,
  orderBy?: SQL,
): SQL<Record<string, unknown>[]> {
  const ordered = orderBy ? sql`${object} order by ${orderBy}` : object;
  return sql<
    Record<string, unknown>[]
  >`(select coalesce(json_agg(${ordered}), '[]'::json) from ${from} where ${where})`;
}
