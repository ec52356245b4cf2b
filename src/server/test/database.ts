import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, fromPglite, fromPool } from "../db/client.js";
import { createPglite } from "../db/pglite.js";
import { withDatabase } from "../db/url.js";

/** A fresh, migrated database of its own for the calling test file (see global-setup.ts). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const dump = await readFile(template.file);
    const pglite = await createPglite(undefined, { loadDataDir: new Blob([dump]) });
    return fromPglite(pglite);
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
