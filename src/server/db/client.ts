import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.js";
import { createPglite } from "./pglite.js";
import * as schema from "./schema/index.js";
import type { Database } from "./types.js";

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Set for PGlite: the embedded engine (tests clone it, the CLI closes it). */
  pglite: PGlite | null;
  /** Set for PostgreSQL. */
  pool: pg.Pool | null;
  /** Set for PGlite opened from DATA_DIR: this process's lock on the directory. */
  lock?: DataDirLock;
  close(): Promise<void>;
}

export function fromPglite(pglite: PGlite): DatabaseHandle {
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { db, kind: "pglite", pglite, pool: null, close: () => pglite.close() };
}

/**
 * An idle pooled connection that dies (database restart, failover, a dropped test database)
 * emits "error" on the pool; without a listener Node would crash the process. The pool drops
 * that connection and the next query opens a new one, so reporting it is enough.
 */
export function fromPool(pool: pg.Pool, onIdleError: (error: Error) => void = () => {}): DatabaseHandle {
  pool.on("error", onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: "postgres", pglite: null, pool, close: () => pool.end() };
}

const SET_LZ4 = "set default_toast_compression = 'lz4'";

/**
 * Values PostgreSQL compresses when it stores them (webhook payloads, receipts' HTML: anything over
 * ~2 KB) are compressed with lz4 instead of the default pglz when the server has lz4 (PostgreSQL
 * 14 and later, built with it, as Debian's and the official images are) and its default is still
 * pglz: lz4 costs a fraction of pglz's CPU, compresses a little less, and reads back the same
 * values (values stored earlier with pglz stay readable). Set for this pool's sessions only;
 * a server without lz4, or whose operator chose another default, is left as it is. Opens the
 * pool's first connection (as the `select 1` check did).
 */
export async function preferLz4Compression(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ lz4: boolean }>(
      `select current_setting('default_toast_compression') = 'pglz' and 'lz4' = any(enumvals) as lz4
       from pg_settings where name = 'default_toast_compression'`,
    );
    if (!rows[0]?.lz4) return false;
    await client.query(SET_LZ4);
    // Each later connection of the pool: a startup parameter of the connection, so no statement
    // of its own (a query sent from the pool's `connect` event would race the app's first one).
    pool.options.options = [pool.options.options, "-c default_toast_compression=lz4"]
      .filter(Boolean)
      .join(" ");
    return true;
  } finally {
    client.release();
  }
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite kept under DATA_DIR/pglite, opened only after
 * this process took DATA_DIR's lock (`DataDirLockedError` when another process holds it; nothing
 * is touched then). `command` names this process in the lock file.
 */
export async function openDatabase(
  opts: { databaseUrl: string | null; dataDir: string; command?: string },
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const handle = fromPool(new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }), onIdleError);
    await preferLz4Compression(handle.pool!);
    return handle;
  }
  const lock = acquireDataDirLock(opts.dataDir, opts.command ?? "kassa");
  try {
    const dir = join(opts.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    const pglite = await createPglite(dir);
    return {
      ...fromPglite(pglite),
      lock,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
