import type { PGlite } from "@electric-sql/pglite";

interface Baseline {
  tables: string;
  sequences: { name: string; last: string; called: boolean }[];
  fingerprint: string;
}

const USER_NAMESPACES = "n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'";
const FINGERPRINT = `select md5(concat_ws('|',
  (select string_agg(concat(c.oid, n.nspname, c.relname, c.relkind), ',' order by c.oid)
     from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_NAMESPACES}),
  (select string_agg(concat(a.attrelid, a.attname, a.atttypid, a.attnotnull, a.attisdropped), ',' order by a.attrelid, a.attnum)
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where a.attnum > 0 and ${USER_NAMESPACES}),
  (select string_agg(concat(adrelid, adnum, adbin), ',' order by adrelid, adnum) from pg_attrdef),
  (select string_agg(concat(oid, tgname, tgenabled), ',' order by oid) from pg_trigger),
  (select string_agg(concat(p.oid, p.prosrc), ',' order by p.oid)
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_NAMESPACES}),
  (select string_agg(concat(oid, nspname), ',' order by oid) from pg_namespace
     where nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'),
  (select string_agg(concat(oid, extname, extversion), ',' order by oid) from pg_extension),
  (select string_agg(concat(oid, conname, convalidated), ',' order by oid) from pg_constraint),
  (select count(*) from pg_db_role_setting),
  (select count(*) from pg_roles))) as fingerprint`;

async function baselineOf(pglite: PGlite): Promise<Baseline> {
  const tables = await pglite.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname <> 'drizzle' and ${USER_NAMESPACES}`,
  );
  const sequences = await pglite.query<{ name: string; last: string; called: boolean }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
       coalesce(last_value, start_value)::text as last, last_value is not null as called
     from pg_sequences`,
  );
  const { rows } = await pglite.query<{ fingerprint: string }>(FINGERPRINT);
  return {
    tables: tables.rows.map((r) => r.name).join(", "),
    sequences: sequences.rows,
    fingerprint: rows[0]?.fingerprint ?? "",
  };
}

/** The worker's idle engine and the state it must be returned to. */
let idle: { pglite: PGlite; baseline: Baseline } | undefined;

/** Empties `pglite` back to `baseline`; false when it can no longer be reused. */
async function empty(pglite: PGlite, baseline: Baseline): Promise<boolean> {
  // A transaction a file left open holds the engine: give up on it rather than wait.
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 10_000);
  });
  try {
    return await Promise.race([emptied(pglite, baseline), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

async function emptied(pglite: PGlite, baseline: Baseline): Promise<boolean> {
  try {
    await pglite.exec("rollback");
    await pglite.exec("discard all");
    if (baseline.tables) await pglite.exec(`truncate ${baseline.tables}`);
    for (const s of baseline.sequences) {
      await pglite.query("select setval($1, $2::bigint, $3)", [s.name, s.last, s.called]);
    }
    const { rows } = await pglite.query<{ fingerprint: string }>(FINGERPRINT);
    return rows[0]?.fingerprint === baseline.fingerprint;
  } catch {
    return false;
  }
}

/**
 * One embedded database per Vitest worker, emptied between the test files that use it instead of
 * a new one opened for each. A new one cost about half a second of CPU in a plain loop and more in
 * a busy worker (a few hundred MB of WebAssembly memory to collect); emptying one costs about a
 * sixth of that loop's figure. The embedded run took 206 s instead of 364 on a quiet 2-core machine.
 *
 * A file gets a stand-in for the engine that refuses every call once the file has closed it, so a
 * query left running by one file can never reach the next file's data. Closing it ends the
 * session's state (`discard all`: settings, temporary tables, prepared statements, advisory locks,
 * LISTEN), removes the file's in-process listeners, empties every table and restores every
 * sequence. The engine is kept for the next file only when its schema is still the migrated one
 * (no table, column, index, trigger, function, schema or setting added, changed or dropped);
 * otherwise it is closed and the next file opens a new one. All of that is the stand-in's `close()`.
 *
 * Returns the worker's idle engine's stand-in if it has one, else a new engine's from `open`
 * (whose state then becomes the one every later file starts from: the freshly migrated template).
 */
export async function reusablePglite(open: () => Promise<PGlite>): Promise<PGlite> {
  let engine = idle;
  idle = undefined;
  if (!engine) {
    const pglite = await open();
    engine = { pglite, baseline: await baselineOf(pglite) };
  }
  const { pglite: target, baseline } = engine;
  let closed = false;
  const unlistens: (() => Promise<void>)[] = [];
  const standIn = new Proxy(target, {
    get(obj, key) {
      if (key === "closed") return closed || obj.closed;
      if (key === "close") return () => release();
      const value = Reflect.get(obj, key, obj);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error("this test file's database is closed");
        const result = value.apply(obj, args);
        if (key === "listen") {
          return (result as Promise<() => Promise<void>>).then((unlisten) => {
            unlistens.push(unlisten);
            return unlisten;
          });
        }
        return result;
      };
    },
  });
  async function release(): Promise<void> {
    if (closed) return;
    closed = true;
    for (const unlisten of unlistens.splice(0)) await unlisten().catch(() => {});
    if (target.closed) return;
    const reusable = !idle && (await empty(target, baseline));
    if (reusable && !idle) idle = { pglite: target, baseline };
    else await Promise.race([target.close(), new Promise((r) => setTimeout(r, 10_000).unref())]);
  }
  return standIn;
}
