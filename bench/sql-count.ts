import pg from "pg";

/**
 * Counts the SQL statements this process sends to PostgreSQL (every `pg` client, pooled or not,
 * goes through `Client.prototype.query`), so a benchmark can print round trips per request.
 * Nothing else is changed: the wrapped call is the original one.
 */
let statements = 0;
let installed = false;

export function countSqlStatements() {
  if (!installed) {
    installed = true;
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }
  return {
    /** Statements sent by this process so far. */
    count: () => statements,
    /** Statements sent while `fn` ran (on PGlite: 0, nothing is counted there). */
    async during(fn: () => Promise<unknown>): Promise<number> {
      const before = statements;
      await fn();
      return statements - before;
    },
  };
}
