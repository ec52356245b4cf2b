import { type SQL, sql } from "drizzle-orm";

/**
 * The exact number of rows a list query matches, when its page shows it without counting: a page
 * that came back shorter than `limit` is the last one, so the total is `offset` plus its rows
 * (a first page that is empty or short is everything). Undefined when the page is full, or empty
 * past the first page (then the rows must be counted). A search that finds a few rows so costs one
 * statement, not two.
 */
export function totalFromPage(rows: number, offset: number, limit: number): number | undefined {
  if (rows >= limit) return undefined;
  if (rows === 0 && offset > 0) return undefined;
  return offset + rows;
}

/**
 * `count(*) over ()` as a column of a page: the number of rows the query matches before its
 * `LIMIT` and `OFFSET`, on every row of the page, so that a list whose matches must be counted
 * (a search) gets its page and its exact total in one statement. A page past the end has no row
 * to carry it: count apart then.
 */
export function totalOverSql(): SQL<number> {
  return sql<number>`count(*) over ()`.mapWith(Number);
}

/** The statements a list can read its page and its total with (each run only when needed). */
export interface PageReads<R> {
  /** The page. */
  page: () => PromiseLike<R[]>;
  /** The page, each row with `totalOverSql()` as `total`. */
  pageWithTotal: () => PromiseLike<{ row: R; total: number }[]>;
  /** `count(*)` of every row the list matches. */
  count: () => PromiseLike<number>;
  /** The maintained count of the list's rows, when its filters are ones the counters know. */
  counter?: (() => PromiseLike<number>) | undefined;
  /** A search: its matches are read to count them anyway, so the page carries the count. */
  search: boolean;
}

/**
 * A list's page and its exact total in the fewest waits: with a counter, the page and the counter
 * are sent together; a search is one statement whose rows carry the count (counted apart only
 * past the end); any other list is the page, then `count(*)` only when the page is full.
 */
export async function readPage<R>(
  at: { offset: number; limit: number },
  reads: PageReads<R>,
): Promise<{ rows: R[]; total: number }> {
  if (reads.counter) {
    const [rows, total] = await Promise.all([reads.page(), reads.counter()]);
    return { rows, total };
  }
  if (reads.search) {
    const found = await reads.pageWithTotal();
    const rows = found.map((f) => f.row);
    return { rows, total: found[0]?.total ?? totalFromPage(0, at.offset, at.limit) ?? (await reads.count()) };
  }
  const rows = await reads.page();
  return { rows, total: totalFromPage(rows.length, at.offset, at.limit) ?? (await reads.count()) };
}
