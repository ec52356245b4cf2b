import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { totalFromPage } from "./page-total.js";
import { rowsOf } from "./rows.js";
import type { Executor } from "./types.js";

/** What one list page statement reads: the page, its total when it can tell, and relations by the page's keys. */
export interface PageStatement {
  /** The listed table. */
  table: PgTable;
  /** `json_build_object` of a row of `table` (see `jsonColumns`). */
  row: SQL;
  /** Columns of the page's rows that `relations` read by, under these names. */
  keys: Record<string, SQL | PgTable["_"]["columns"][string]>;
  where: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
  /** A search: its matches are read anyway, so each row carries `count(*) over ()`. */
  search: boolean;
  /** A scalar subquery of the list's maintained count (`deltaCounterSql`), when its filters allow one. */
  counter?: SQL | undefined;
  /** Scalar subqueries (json arrays) over the page's keys: `key("customer_id")` is `(select … from the page)`. */
  relations: (key: (name: string) => SQL) => Record<string, SQL>;
}

/** The answer of `readPageStatement`. */
export interface PageRead {
  /** The page's rows, as json objects of `row`, in the page's order. */
  rows: Record<string, unknown>[];
  /** The total when the statement tells it (a search with rows, or a short page); undefined otherwise. */
  total: number | undefined;
  /** What `counter` read (for `settleDeltaCounter`), or null without one. */
  counter: { total: number | string | null; rows: number | string } | null;
  relations: Record<string, Record<string, unknown>[]>;
}

/**
 * A list's page, its count and the relations its rows embed in one statement, so a page is one
 * round trip: the page is a `WITH` (its rows numbered in its order), and the outer select
 * aggregates it to json next to the counter and a json array per relation, each a scalar
 * subquery over the page's keys (another module's SQL, built by its service).
 */
export async function readPageStatement(db: Executor, spec: PageStatement): Promise<PageRead> {
  const ordered = sql.join(spec.orderBy, sql`, `);
  const keys = sql.join(
    Object.entries(spec.keys).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const relations = spec.relations((name) => sql`(select ${sql.identifier(name)} from list_page)`);
  const relationColumns = Object.entries(relations).map(
    ([name, value]) => sql`, ${value} as ${sql.identifier(name)}`,
  );
  const statement = sql`with list_page as (
    select ${spec.row} as list_row, ${keys}, row_number() over (order by ${ordered}) as list_n
      ${spec.search ? sql`, count(*) over () as list_total` : sql``}
    from ${spec.table} where ${spec.where ?? sql`true`}
    order by ${ordered} limit ${spec.limit} offset ${spec.offset})
  select (select coalesce(json_agg(list_row order by list_n), '[]'::json) from list_page) as list_rows,
    ${spec.search ? sql`(select max(list_total) from list_page)` : sql`null`} as list_total,
    ${spec.counter ?? sql`null`} as list_counter ${sql.join(relationColumns, sql``)}`;
  const [got] = rowsOf<Record<string, unknown>>(await db.execute(statement));
  const rows = (got?.list_rows ?? []) as Record<string, unknown>[];
  const searched = got?.list_total == null ? undefined : Number(got.list_total);
  const out: PageRead["relations"] = {};
  for (const name of Object.keys(relations)) out[name] = (got?.[name] ?? []) as Record<string, unknown>[];
  return {
    rows,
    total: searched ?? totalFromPage(rows.length, spec.offset, spec.limit),
    counter: (got?.list_counter ?? null) as PageRead["counter"],
    relations: out,
  };
}
