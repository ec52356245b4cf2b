import { is, Param, Placeholder, sql } from "drizzle-orm";
import type { Executor } from "./types.js";

/**
 * A value a cached statement takes at each run: `slot("id")` where a query would take the value
 * (`eq(table.id, slot("id"))`, `set({ modifiedAt: slot("now") })`, `values({ … })`). A slot
 * compared with or written to a column goes through that column's driver mapping, as a value
 * would (null stays null). Typed to fit wherever a value goes; `statement`'s values type says
 * what each run must give.
 */
export const slot = (name: string): never => sql.placeholder(name) as never;

/** A column's mapping of a slot's value, with null left as null (as Drizzle does for values). */
function nullSafe(param: Param): Param {
  const encoder = param.encoder;
  if (!encoder) return param;
  return new Param(param.value, {
    mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)),
  });
}

/** What Drizzle's `prepare(name)` gives on both drivers (node-postgres and PGlite). */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
  params: unknown[];
  /** The driver's client the statement runs on: a pool, a pooled connection, PGlite or its transaction. */
  client: unknown;
}

/** The query builder a statement is made of: a Drizzle select, insert, update or delete. */
interface Preparable<R> {
  prepare(name: string): unknown;
  /** Only for the result type. */
  execute(): Promise<R>;
}

/** The Drizzle session behind an executor: its `client` is where queries go. */
const sessionOf = (ex: Executor) => (ex as unknown as { session: { client: unknown } }).session;

/**
 * A statement built once per process and run many times with only its values bound (hot paths):
 * `build` makes the Drizzle query with `slot(name)` for each value, on the first executor it runs
 * on; each run then skips Drizzle's query building (a select of a wide table is dozens of
 * objects and class checks per run) and sends the statement by name, so each PostgreSQL
 * connection also parses and plans it once. It runs on the executor it is given (the database,
 * or the caller's transaction: the same connection, so inside that transaction), with the
 * results mapped as the query itself maps them (`db/statement.test.ts`).
 *
 * `name` must be unique in the process (a named statement's text is fixed per connection).
 * One prepared query per driver class: a process can hold PGlite and PostgreSQL databases.
 */
export function statement<R, V extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  build: (db: Executor) => Preparable<R>,
): (ex: Executor, values: V) => Promise<R> {
  const byDriver = new Map<unknown, Prepared<R>>();
  return (ex, values) => {
    const session = sessionOf(ex);
    const driver = session.constructor;
    let prepared = byDriver.get(driver);
    if (!prepared) {
      prepared = build(ex).prepare(`k_${name}`) as Prepared<R>;
      prepared.params = prepared.params.map((p) =>
        is(p, Param) && is(p.value, Placeholder) ? nullSafe(p) : p,
      );
      byDriver.set(driver, prepared);
    }
    if (prepared.client === session.client) return prepared.execute(values);
    // The same statement on this executor's client: a view of it with `client` replaced.
    const onClient = Object.create(prepared) as Prepared<R>;
    onClient.client = session.client;
    return onClient.execute(values);
  };
}
