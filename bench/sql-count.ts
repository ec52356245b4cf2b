import pg from "pg";

/**
 * Counts the SQL statements this process sends to PostgreSQL (every `pg` client, pooled or not,
 * goes through `Client.prototype.query`), so a benchmark can print round trips per request.
 * Nothing else is changed: the wrapped call is the original one.
 */
let statements = 0;
let installed = false;
/** With BENCH_SQL_STATS=1: per statement text, how many were sent and the characters of their parameters. */
const parameterStats = new Map<string, { n: number; chars: number; params: number; values: number }>();

function recordParameters(args: unknown[]): { values: number } {
  const first = args[0] as { text?: string; values?: unknown[] } | string;
  const text = typeof first === "string" ? first : (first?.text ?? "");
  const values = (args[1] ?? (typeof first === "string" ? undefined : first?.values)) as
    | unknown[]
    | undefined;
  let chars = 0;
  for (const v of values ?? []) chars += typeof v === "string" ? v.length : 8;
  const key = text.replace(/\s+/g, " ").slice(0, 140);
  const e = parameterStats.get(key) ?? { n: 0, chars: 0, params: 0, values: 0 };
  e.n++;
  e.chars += chars;
  e.params += values?.length ?? 0;
  parameterStats.set(key, e);
  return e;
}

/** Counts the values (rows × columns) a query's result brings back, what the driver and Drizzle map. */
function countValues(result: unknown, stats: { values: number }) {
  const r = result as { rows?: unknown[]; fields?: unknown[] } | undefined;
  if (r?.rows && r.fields) stats.values += r.rows.length * r.fields.length;
}

/**
 * With BENCH_SQL_STATS=1, the statements sent since the last call, heaviest parameters first
 * (statements, MB of parameter text, parameters, the statement's start), for finding what a
 * drain sends; nothing otherwise. Clears the counts.
 */
export function printParameterStats(top = 30) {
  if (!process.env.BENCH_SQL_STATS) return;
  const rows = [...parameterStats].sort((a, b) => b[1].chars - a[1].chars).slice(0, top);
  for (const [k, e] of rows)
    console.log(`${e.n}\t${(e.chars / 1e6).toFixed(1)} MB\t${e.params} params\t${k}`);
  if (top > 0) {
    console.log("statements with the most values in their results (rows × columns):");
    for (const [k, e] of [...parameterStats].sort((a, b) => b[1].values - a[1].values).slice(0, top))
      console.log(`${e.n}\t${e.values} values\t${k}`);
  }
  parameterStats.clear();
}

export function countSqlStatements() {
  if (!installed) {
    installed = true;
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (process.env.BENCH_SQL_STATS) {
        const stats = recordParameters(args);
        if (result instanceof Promise)
          void result.then(
            (r) => countValues(r, stats),
            () => {},
          );
      }
      return result;
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
