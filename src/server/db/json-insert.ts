import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./types.js";

/**
 * The rows of a bulk insert as one json parameter, for `tx.insert(table).select(jsonRowsOf(table,
 * rows))`: the same rows `tx.insert(table).values(rows)` stores (each value through its column's
 * driver mapping, an absent column its `$defaultFn` or its default), read back by
 * `json_populate_recordset` with the table's own row type. A statement of 200 orders is one
 * parameter instead of thousands: Drizzle builds each parameter of `values` with a dozen class
 * checks, which made the query building, not PostgreSQL, the cost of large batches.
 *
 * Null when the rows cannot be written this way as `values` would (a column with an SQL default,
 * such as `now()`, given in some rows and absent in others): the caller uses `values` then.
 */
export function jsonRowsOf<T extends PgTable>(table: T, rows: T["$inferInsert"][]): SQL | null {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    // Generated columns: left out, as `values` leaves them.
    ([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert(),
  );
  const select: SQL[] = [];
  const encoders: [key: string, name: string, column: PgColumn, fill: "none" | "fn" | "value"][] = [];
  for (const [key, column] of columns) {
    const name = sql.identifier(column.name);
    const given = rows.filter((r) => (r as Record<string, unknown>)[key] !== undefined).length;
    if (given === rows.length) {
      encoders.push([key, column.name, column, "none"]);
    } else if (column.defaultFn !== undefined) {
      encoders.push([key, column.name, column, "fn"]);
    } else if (column.hasDefault && is(column.default, SQL)) {
      // The database's default (now(), a sequence): only when no row gives the column.
      if (given > 0) return null;
      select.push(sql`${column.default} as ${name}`);
      continue;
    } else if (column.hasDefault && column.default !== undefined) {
      encoders.push([key, column.name, column, "value"]);
    } else if (column.onUpdateFn !== undefined && given === 0) {
      encoders.push([key, column.name, column, "fn"]);
    } else {
      // No default: null where absent, as `values` writes `default` (null) there.
      encoders.push([key, column.name, column, "none"]);
    }
    select.push(sql`v.${name}`);
  }
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, name, column, fill] of encoders) {
        let value = (row as Record<string, unknown>)[key];
        if (value === undefined) {
          if (fill === "fn") value = column.defaultFn ? column.defaultFn() : column.onUpdateFn!();
          else if (fill === "value") value = column.default;
        }
        out[name] = encode(column, value);
      }
      return out;
    }),
  );
  return sql`select ${sql.join(select, sql`, `)} from json_populate_recordset(null::${table}, ${json}::json) as v`;
}

/** A value as `values` would send it, in json: json columns as they are, the rest mapped for the driver. */
function encode(column: PgColumn, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (is(value, SQL)) throw new RangeError(`jsonRowsOf: an SQL value for ${column.name}`);
  if (column.columnType === "PgJsonb" || column.columnType === "PgJson") return value;
  const mapped = column.mapToDriverValue(value);
  // Another json column type maps its value to json text: the value it stands for.
  if (/^jsonb?$/.test(column.getSQLType()) && typeof mapped === "string") return JSON.parse(mapped);
  return typeof mapped === "bigint" ? mapped.toString() : mapped;
}

/**
 * `tx.insert(table).values(rows)` with the rows as one json parameter (`jsonRowsOf`), or as
 * `values` when they cannot be: chain `onConflictDoNothing`, `returning` as on `values`.
 */
export function insertRows<T extends PgTable>(tx: Executor, table: T, rows: T["$inferInsert"][]) {
  const select = jsonRowsOf(table, rows);
  return select ? tx.insert(table).select(select) : tx.insert(table).values(rows);
}

/**
 * The row `insert(table).values([row])` stores, made in JS: each absent column its `$defaultFn`,
 * its default value (a copy) or null; generated columns left out. Null when an absent column's
 * default is SQL (`now()`, a sequence): only the database knows it then. For a statement that
 * writes the row together with others and does not read it back (`recordEvents`' writes).
 */
export function storedRow<T extends PgTable>(table: T, row: T["$inferInsert"]): T["$inferSelect"] | null {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if ((column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert()) return null;
    const given = (row as Record<string, unknown>)[key];
    if (given !== undefined) out[key] = given;
    else if (column.defaultFn !== undefined) out[key] = column.defaultFn();
    else if (column.hasDefault && is(column.default, SQL)) return null;
    else if (column.hasDefault && column.default !== undefined) out[key] = structuredClone(column.default);
    else if (column.onUpdateFn !== undefined) out[key] = column.onUpdateFn();
    else out[key] = null;
  }
  return out as T["$inferSelect"];
}
