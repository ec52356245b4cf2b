import { getMigrations } from "better-auth/db/migration";
import { sql } from "drizzle-orm";
import { Kysely, PostgresDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pglitePool } from "../db/pglite-pool.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { buildAuthOptions } from "./auth.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function check() {
  const pool = t.ctx.database.pglite ? pglitePool(t.ctx.database.pglite) : t.ctx.database.pool!;
  const options = {
    ...buildAuthOptions(t.ctx),
    database: {
      db: new Kysely({ dialect: new PostgresDialect({ pool: pool as never }) }),
      type: "postgres" as const,
    },
  };
  return getMigrations(options as never);
}

describe("database schema", () => {
  it("has every table, column and index better-auth needs for the plugins we enable", async () => {
    const result = await check();
    expect(result.toBeCreated.map((x) => x.table)).toEqual([]);
    expect(result.toBeAdded.map((x) => `${x.table}: ${Object.keys(x.fields).join(", ")}`)).toEqual([]);
    expect(result.toBeAddedIndexes.map((x) => x.name)).toEqual([]);
    expect(result.unsafeChanges).toEqual([]);
    expect(await result.compileMigrations()).toBe(";");
  });

  it("notices a missing column (the check above can fail)", async () => {
    await t.ctx.db.execute(sql`alter table "user" drop column "username"`);
    const result = await check();
    expect(result.toBeAdded.map((x) => `${x.table}: ${Object.keys(x.fields).join(", ")}`)).toEqual([
      "user: username",
    ]);
  });
});
