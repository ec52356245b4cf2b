import { randomBytes } from "node:crypto";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, fromPglite, fromPool } from "../db/client.js";
import { createPglite } from "../db/pglite.js";
import { withDatabase } from "../db/url.js";
import { reusablePglite } from "./pglite-reuse.js";

/**
 * The run's migrated dump as PGlite reads it (`loadDataDir`, one `arrayBuffer()`): its bytes
 * are read from disk once per worker and handed over as one copy. Node's own Blob spent a
 * quarter of each file's database start (0.4 of 1.6 s of CPU for the 44 MB) reassembling itself
 * chunk by chunk. Only `arrayBuffer()` and `size` answer (what PGlite 0.5 reads): a PGlite that
 * read the blob another way would find no data directory and fail to open, not pass on an empty one.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super();
  }
  override get size(): number {
    return this.content.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.content).buffer);
  }
}
let templateBytes: { file: string; bytes: Promise<Uint8Array> } | undefined;
function templateBlob(file: string): Promise<Blob> {
  if (templateBytes?.file !== file) templateBytes = { file, bytes: readFile(file) };
  return templateBytes.bytes.then((bytes) => new BytesBlob(bytes));
}

/** A new embedded database loaded from the run's PGlite template. */
export async function openPgliteCopy(): Promise<PGlite> {
  const template = inject("dbTemplate");
  if (template.kind !== "pglite") throw new Error("openPgliteCopy needs the PGlite template");
  return createPglite(undefined, { loadDataDir: await templateBlob(template.file) });
}

/**
 * A fresh, migrated database of its own for the calling test file (see global-setup.ts): on
 * PGlite the worker's engine emptied since the last file closed it (pglite-reuse.ts), else a copy
 * of the template; on PostgreSQL a new database made from the template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    return fromPglite(await reusablePglite(openPgliteCopy));
  }
  const name = `${template.prefix}${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.template}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: withDatabase(template.url, name), max: 10 });
  const handle = fromPool(pool);
  return {
    ...handle,
    async close() {
      await pool.end();
      const a = new pg.Client({ connectionString: template.url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await a.end();
    },
  };
}

/**
 * A new DATA_DIR whose embedded database (`DATA_DIR/pglite`) is already migrated: the run's
 * template written to disk, for tests that start `kassa` processes about something other than
 * a first start (locks, seeding). Saves each such process PGlite's initdb and every migration;
 * a test of the first start itself uses an empty directory.
 */
export async function createMigratedDataDir(prefix = "kassa-data-"): Promise<string> {
  const template = inject("dbTemplate");
  if (template.kind !== "pglite") throw new Error("createMigratedDataDir needs the PGlite template");
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const pglite = await createPglite(join(dataDir, "pglite"), {
    loadDataDir: await templateBlob(template.file),
  });
  await pglite.close();
  return dataDir;
}
