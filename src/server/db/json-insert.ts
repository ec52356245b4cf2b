import { getTableColumns, getTableName, is, SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { fragments, slot } from "./fragment.js";
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
  const plan = planOf(table, rows);
  return plan && rowsSelect(plan, { json: jsonOf(plan, rows) });
}

/** How `jsonRowsOf` writes rows of one shape: each column's fill, the columns left to SQL defaults. */
interface Plan {
  table: PgTable;
  key: string;
  encoders: [key: string, name: string, column: PgColumn, fill: "none" | "fn" | "value"][];
  /** Columns given by no row whose default is SQL (now(), a sequence): the database's default. */
  sqlDefaults: Set<string>;
  /** The columns in the table's order. */
  columns: [key: string, column: PgColumn][];
}

function planOf(table: PgTable, rows: Record<string, unknown>[]): Plan | null {
  const columns = insertedColumns(table);
  const encoders: Plan["encoders"] = [];
  const sqlDefaults = new Set<string>();
  let key = getTableName(table);
  for (const [k, column] of columns) {
    let given = 0;
    for (const row of rows) if (row[k] !== undefined) given++;
    let fill: "none" | "fn" | "value";
    if (given === rows.length) fill = "none";
    else if (column.defaultFn !== undefined) fill = "fn";
    else if (column.hasDefault && is(column.default, SQL)) {
      // The database's default (now(), a sequence): only when no row gives the column.
      if (given > 0) return null;
      sqlDefaults.add(k);
      key += `|${k}:sql`;
      continue;
    } else if (column.hasDefault && column.default !== undefined) fill = "value";
    else if (column.onUpdateFn !== undefined && given === 0) fill = "fn";
    // No default: null where absent, as `values` writes `default` (null) there.
    else fill = "none";
    encoders.push([k, column.name, column, fill]);
  }
  return { table, key, encoders, sqlDefaults, columns };
}

/** The table's columns an insert writes (generated ones are left out, as `values` leaves them). */
const insertedColumns = (table: PgTable) =>
  Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert(),
  );

function jsonOf(plan: Plan, rows: Record<string, unknown>[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, name, column, fill] of plan.encoders) {
        let value = row[key];
        if (value === undefined) {
          if (fill === "fn") value = column.defaultFn ? column.defaultFn() : column.onUpdateFn!();
          else if (fill === "value") value = column.default;
        }
        out[name] = encode(column, value);
      }
      return out;
    }),
  );
}

/** `select … from json_populate_recordset(…)` of a plan, its text built once per shape. */
function selectSql(plan: Plan): SQL {
  const select = plan.columns.map(([k, column]) =>
    plan.sqlDefaults.has(k)
      ? sql`${column.default as SQL} as ${sql.identifier(column.name)}`
      : sql`v.${sql.identifier(column.name)}`,
  );
  return sql`select ${sql.join(select, sql`, `)} from json_populate_recordset(null::${plan.table}, ${slot("json")}::json) as v`;
}

const rowsSelect = fragments<Plan, { json: string }>((plan) => plan.key, selectSql);

/** What `insertRowsSql` adds to the insert. */
export interface InsertEnd {
  /** `on conflict do nothing`. */
  orNothing?: boolean;
  /** `returning "id"`: a row for each row written. */
  returningId?: boolean;
}

const insertSelect = fragments<Plan & InsertEnd & { db: Executor }, { json: string }>(
  (s) => `${s.key}|${s.orNothing ? "n" : ""}${s.returningId ? "r" : ""}`,
  (s) => ended(s.db.insert(s.table).select(selectSql(s)), s.table, s),
);

/** An insert with what `end` asks added. */
function ended(insert: ReturnType<typeof insertRows>, table: PgTable, end: InsertEnd): SQLWrapper {
  const done = end.orNothing ? insert.onConflictDoNothing() : insert;
  return end.returningId ? done.returning({ id: (table as unknown as { id: PgColumn }).id }) : done;
}

/**
 * `insertRows(…).getSQL()` (with `onConflictDoNothing()`, `returning({ id })` as `end` asks) for
 * a caller's statement, its text built once per table and shape of rows (`db/fragment.ts`): the
 * hot writes of one row (an order, a customer) skip Drizzle's building of a wide insert.
 */
export function insertRowsSql<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T["$inferInsert"][],
  end: InsertEnd = {},
): SQL {
  const plan = planOf(table, rows);
  // Rows a json parameter cannot write as `values` would: `values`, built each time.
  if (!plan) return ended(insertRows(db, table, rows), table, end).getSQL();
  return insertSelect({ ...plan, ...end, db }, { json: jsonOf(plan, rows) });
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
