import { z } from "@hono/zod-openapi";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Polar's metadata: up to 50 keys of at most 40 characters; values are strings (at most 500
 * characters), integers, numbers or booleans. Stored as jsonb.
 */
export const MetadataSchema = z
  .record(
    z.string().min(1).max(40, { message: "metadata keys are at most 40 characters" }),
    z.union([
      z.string().max(500, { message: "metadata values are at most 500 characters" }),
      z.number(),
      z.boolean(),
    ]),
  )
  .refine((m) => Object.keys(m).length <= 50, { message: "metadata has at most 50 keys" })
  .openapi("Metadata");

export type Metadata = z.infer<typeof MetadataSchema>;

/**
 * SQL for `metadata[key]=value` filters on a jsonb column: every key must match one of its
 * values (compared as text, so `metadata[plan]=pro` and `metadata[seats]=3` both work).
 */
export function metadataWhere(column: PgColumn, filters: Record<string, string[]>): SQL | undefined {
  const clauses = Object.entries(filters).map(
    ([key, values]) =>
      sql`(${column} ->> ${key}) in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
  );
  if (clauses.length === 0) return undefined;
  return sql.join(clauses, sql` and `);
}
