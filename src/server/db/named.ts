import { createHash } from "node:crypto";

/**
 * Runs a Drizzle query as a named statement, named after a hash of its SQL text: each connection
 * parses and plans a given text once and reuses the plan (PostgreSQL switches to a generic plan
 * after a few runs when it is as good), where an unnamed statement is parsed and planned on every
 * run. For hot reads whose text is the same from request to request (the values vary, not the
 * text); a text seen for the first time on a connection is prepared there, once.
 */
export async function runNamed<T>(
  prefix: string,
  query: { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } },
): Promise<T> {
  const digest = createHash("sha256").update(query.toSQL().sql).digest("base64url").slice(0, 22);
  return query.prepare(`${prefix}_${digest}`).execute();
}
