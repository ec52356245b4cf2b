import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column = any($1::<type>[])`: the column is one of `values`, sent as one array parameter. The
 * condition `inArray(column, values)` means, without its one parameter per value (Drizzle builds
 * each with a dozen class checks, which made the id lists of batched statements, 200 ids each,
 * a cost of their own). `values` are strings (ids, keys); none: false, as `inArray` of none.
 */
export function anyOf(column: Column, values: readonly string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${column} = any(${pgTextArray(values)}::${sql.raw(column.getSQLType())}[])`;
}

/** A PostgreSQL array literal of strings (each quoted, `"` and `\` escaped): one text parameter. */
export function pgTextArray(values: readonly string[]): string {
  let out = "{";
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (i > 0) out += ",";
    out += `"${/["\\]/.test(v) ? v.replace(/(["\\])/g, "\\$1") : v}"`;
  }
  return `${out}}`;
}
