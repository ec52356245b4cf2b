/**
 * Regenerates src/server/db/schema/auth.ts from better-auth's own table definitions.
 * Run after changing plugins or their options: `npx tsx scripts/generate-auth-schema.ts`,
 * then `npm run db:generate` for the migration.
 *
 * How: better-auth creates its tables in a scratch PGlite, and this script writes the
 * Drizzle schema of exactly what it created (names, types, nullability, defaults, keys,
 * indexes). The test in src/server/auth/schema.test.ts proves the two stay in step.
 */
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { getMigrations } from "better-auth/db/migration";
import { PostgresDialect } from "kysely";
import { buildAuthOptions } from "../src/server/auth/auth.js";
import { loadConfig } from "../src/server/config.js";
import { pglitePool } from "../src/server/db/pglite-pool.js";
import type { Database } from "../src/server/db/types.js";
import { systemClock } from "../src/server/lib/clock.js";
import { createLogger } from "../src/server/logger.js";
import { createMailTransport } from "../src/server/modules/emails/transport.js";

const config = loadConfig({ ...process.env, AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/kassa-schema-gen" });
const options = buildAuthOptions({
  config,
  db: null as unknown as Database,
  clock: systemClock,
  logger: createLogger({ logLevel: "silent" }),
  mailer: createMailTransport({ smtpUrl: null, emailFrom: "x" }),
  redis: null,
});
const pglite = await PGlite.create();
const kyselyOptions = {
  ...options,
  database: {
    dialect: new PostgresDialect({ pool: pglitePool(pglite) as never }),
    type: "postgres" as const,
  },
};
const { runMigrations } = await getMigrations(kyselyOptions as never);
await runMigrations();

type Col = {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  column_default: string | null;
};
const cols = (
  await pglite.query<Col>(
    `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  )
).rows;
const fks = (
  await pglite.query<{
    table_name: string;
    column_name: string;
    ref_table: string;
    ref_column: string;
    delete_rule: string;
  }>(
    `select kcu.table_name, kcu.column_name, ccu.table_name as ref_table, ccu.column_name as ref_column, rc.delete_rule
     from information_schema.referential_constraints rc
     join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
     join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
     where kcu.table_schema = 'public'`,
  )
).rows;
const uniques = (
  await pglite.query<{ table_name: string; column_name: string; constraint_name: string }>(
    `select tc.table_name, kcu.column_name, tc.constraint_name from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
     where tc.constraint_type = 'UNIQUE' and tc.table_schema = 'public'`,
  )
).rows;
const indexes = (
  await pglite.query<{ tablename: string; indexname: string; indexdef: string }>(
    `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
     and indexname not in (select constraint_name from information_schema.table_constraints where table_schema = 'public')
     order by tablename, indexname`,
  )
).rows;

const tables = [...new Set(cols.map((c) => c.table_name))];
const typeOf = (t: string) =>
  ({
    text: "text",
    boolean: "boolean",
    integer: "integer",
    bigint: "bigint",
    jsonb: "jsonb",
    "timestamp with time zone": "timestamp",
  })[t] ??
  (() => {
    throw new Error(`unmapped type ${t}`);
  })();

const used = new Set<string>(["pgTable"]);
const out: string[] = [];
for (const table of tables) {
  const lines: string[] = [];
  for (const c of cols.filter((x) => x.table_name === table)) {
    const fn = typeOf(c.data_type);
    used.add(fn);
    let def =
      fn === "timestamp"
        ? `timestamp("${c.column_name}", { withTimezone: true })`
        : `${fn}("${c.column_name}")`;
    if (c.column_name === "id") def += ".primaryKey()";
    else if (c.is_nullable === "NO") def += ".notNull()";
    if (c.column_default === "CURRENT_TIMESTAMP") def += ".defaultNow()";
    else if (c.column_default === "true" || c.column_default === "false")
      def += `.default(${c.column_default})`;
    else if (c.column_default && /^-?\d+$/.test(c.column_default)) def += `.default(${c.column_default})`;
    else if (c.column_default?.endsWith("::text"))
      def += `.default(${c.column_default.replace(/::text$/, "").replace(/^'(.*)'$/, '"$1"')})`;
    else if (c.column_default)
      throw new Error(`unmapped default ${c.column_default} on ${table}.${c.column_name}`);
    const u = uniques.find((x) => x.table_name === table && x.column_name === c.column_name);
    if (u) def += `.unique("${u.constraint_name}")`;
    const fk = fks.find((x) => x.table_name === table && x.column_name === c.column_name);
    if (fk) {
      def += `.references(() => ${fk.ref_table}.${fk.ref_column}, { onDelete: "${fk.delete_rule.toLowerCase()}" })`;
    }
    lines.push(`    ${c.column_name}: ${def},`);
  }
  const idx = indexes.filter((i) => i.tablename === table);
  let extra = "";
  if (idx.length) {
    const parts = idx.map((i) => {
      const columns = /\((.+)\)$/
        .exec(i.indexdef)![1]!
        .split(",")
        .map((s) => s.trim().replace(/"/g, ""));
      const kind = i.indexdef.startsWith("CREATE UNIQUE") ? "uniqueIndex" : "index";
      used.add(kind);
      return `${kind}("${i.indexname}").on(${columns.map((col) => `t.${col}`).join(", ")})`;
    });
    extra = `,\n  (t) => [${parts.join(", ")}]`;
  }
  out.push(`export const ${table} = pgTable(\n  "${table}",\n  {\n${lines.join("\n")}\n  }${extra},\n);\n`);
}

const header = `// Generated by scripts/generate-auth-schema.ts from better-auth's table definitions. Do not edit by hand.
// biome-ignore-all lint/suspicious/noShadowRestrictedNames: better-auth names its tables
import { ${[...used].sort().join(", ")} } from "drizzle-orm/pg-core";
`;
writeFileSync(new URL("../src/server/db/schema/auth.ts", import.meta.url), `${header}\n${out.join("\n")}`);
console.log(`wrote ${tables.length} tables: ${tables.join(", ")}`);
await pglite.close();
