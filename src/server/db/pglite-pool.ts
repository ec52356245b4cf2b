import type { PGlite } from "@electric-sql/pglite";

/**
 * A minimal pg.Pool look-alike over PGlite, enough for Kysely's PostgresDialect. better-auth's
 * schema checker (getMigrations) speaks Kysely; this lets it inspect an embedded database too.
 */
export function pglitePool(pglite: PGlite) {
  const client = {
    async query(sql: string, params: unknown[] = []) {
      const result = await pglite.query(sql, params as never[]);
      return {
        command: sql.trim().split(/\s+/)[0]?.toUpperCase() ?? "SELECT",
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    },
    release() {},
  };
  return {
    connect: async () => client,
    end: async () => {},
  };
}
