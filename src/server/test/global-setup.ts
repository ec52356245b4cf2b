import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, fromPool } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { createPglite } from "../db/pglite.js";
import { withDatabase } from "../db/url.js";

export type DbTemplate =
  | { kind: "pglite"; file: string }
  | { kind: "postgres"; url: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/**
 * Migrates one database per test run; each test file then gets its own copy of it:
 * a PGlite loaded from a dump of the migrated data directory, or a PostgreSQL database
 * created from a migrated template when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `kassa_tpl_${tag}`;
    await admin.query(`create database ${template}`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 });
    await migrateDatabase(fromPool(pool));
    await pool.end();
    project.provide("dbTemplate", { kind: "postgres", url, template, prefix: `kassa_t_${tag}_` });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 or datname = $2",
        [`kassa_t_${tag}_%`, template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  // Each worker (and each file after one that changed the schema) opens a copy of this dump, so it
  // is kept small (20 MB instead of 44): WAL in 1 MB segments instead of 16, and no template
  // databases (PGlite serves `postgres` alone and no test creates a database). A checkpoint first, so that no copy replays the migrations' WAL.
  const pglite = await createPglite(undefined, { initDbStartParams: ["--wal-segsize=1"] });
  await migrateDatabase(fromPglite(pglite));
  await pglite.query(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await pglite.query("drop database template0");
  await pglite.query("drop database template1");
  await pglite.query("checkpoint");
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = join(tmpdir(), `kassa-template-${tag}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", { kind: "pglite", file });
  return async () => {
    await rm(file, { force: true });
  };
}
