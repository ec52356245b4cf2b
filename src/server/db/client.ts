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
    await handle.pool!.query("select 1");
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
