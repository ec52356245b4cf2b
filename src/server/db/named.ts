import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { flatten } from "./fragment.js";
import type { Executor } from "./types.js";

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
  return query.prepare(nameOf(prefix, query.toSQL().sql)).execute();
}

/** A statement's name: `prefix` and a hash of its text (the same text, the same name). */
const nameOf = (prefix: string, text: string) =>
  `${prefix}_${createHash("sha256").update(text).digest("base64url").slice(0, 22)}`;

/** The Drizzle session behind an executor (where `execute` builds and runs its queries). */
interface SessionOf {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(): Promise<unknown> };
}

/**
 * `ex.execute(query)` as a named statement (see `runNamed`): for a hot write put together as SQL
 * (a `WITH` of several modules' writes) whose text repeats from request to request while its
 * values change. On PGlite, where a name saves nothing, it runs as `execute` does.
 */
export function executeNamed(ex: Executor, prefix: string, query: SQL): ReturnType<Executor["execute"]> {
  const session = (ex as unknown as { session: SessionOf }).session;
  const built = flatten(query);
  return session.prepareQuery(built, undefined, nameOf(prefix, built.sql), false).execute() as ReturnType<
    Executor["execute"]
  >;
}
