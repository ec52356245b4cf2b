import { is, Param, Placeholder, SQL, type SQLWrapper, StringChunk } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/**
 * SQL whose text is fixed, built with Drizzle once and then only filled in: for the parts of hot
 * statements put together per request (the checkout's guarded writes, events, jobs, rows as
 * json). Drizzle builds a query as a tree of dozens of objects (each column, name and value) and
 * walks it with class checks to make the text; a fragment does that once per process and key,
 * and each use is the text's pieces with the values between them. With `flatten` (which
 * `executeNamed` uses) a statement made of fragments becomes text and parameters in one cheap pass.
 *
 * Build a fragment with `slot(name)` wherever a value goes (as with `statement`): written to a
 * column, a slot's value goes through the column's driver mapping (null stays null); a time
 * anywhere else goes as ISO text (what a timestamp column's mapping makes of it).
 * A slot's value may also be SQL (another fragment, or any Drizzle SQL): it is put in at the
 * slot's place, so fragments nest without their texts being part of the key.
 */

/** A slot: where a value (or a piece of SQL) goes; the same as a `statement`'s. */
export { slot } from "./statement.js";

type Encoder = { mapToDriverValue(value: unknown): unknown };
type Hole = { slot: string; encoder: Encoder | null } | { value: unknown };

interface Compiled {
  /** The text around the holes: one more piece than holes. */
  pieces: StringChunk[];
  holes: Hole[];
}

const dialect = new PgDialect();
const MARK = /\$(\d+)/g;

function compile(query: SQL | SQLWrapper): Compiled {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const pieces: StringChunk[] = [];
  let last = 0;
  let expected = 1;
  for (const match of text.matchAll(MARK)) {
    if (Number(match[1]) !== expected++) {
      throw new Error(`fragment: parameter ${match[0]} out of order in: ${text}`);
    }
    pieces.push(new StringChunk(text.slice(last, match.index)));
    last = match.index + match[0].length;
  }
  if (expected - 1 !== params.length) throw new Error(`fragment: ${params.length} values for ${text}`);
  pieces.push(new StringChunk(text.slice(last)));
  const holes = params.map((p): Hole => {
    if (is(p, Placeholder)) return { slot: p.name, encoder: null };
    if (is(p, Param) && is(p.value, Placeholder)) return { slot: p.value.name, encoder: p.encoder };
    return { value: p };
  });
  return { pieces, holes };
}

function fill(compiled: Compiled, values: Record<string, unknown>): SQL {
  const { pieces, holes } = compiled;
  const chunks: unknown[] = [pieces[0]];
  for (let i = 0; i < holes.length; i++) {
    const hole = holes[i]!;
    if ("value" in hole) {
      chunks.push(new Param(hole.value));
    } else {
      const value = values[hole.slot];
      if (value === undefined) throw new Error(`fragment: no value for slot "${hole.slot}"`);
      if (value instanceof SQL) chunks.push(value);
      else if (value === null) chunks.push(new Param(null));
      else if (hole.encoder) chunks.push(new Param(hole.encoder.mapToDriverValue(value)));
      // A time compared with a column (`gt(table.at, slot("at"))`): ISO text, as a timestamp column sends it.
      else chunks.push(new Param(value instanceof Date ? value.toISOString() : value));
    }
    chunks.push(pieces[i + 1]);
  }
  return new SQL(chunks as ConstructorParameters<typeof SQL>[0]);
}

/** A fragment of one shape: `build` runs once, on the first use. */
export function fragment<V extends Record<string, unknown>>(
  build: () => SQL | SQLWrapper,
): (values: V) => SQL {
  let compiled: Compiled | undefined;
  return (values) => {
    compiled ??= compile(build());
    return fill(compiled, values);
  };
}

/**
 * Fragments of several shapes (which columns an UPDATE sets, which a row gives): `build(key)` runs
 * once per key. The key must name everything the text depends on; in tests each use also builds
 * the fragment anew and checks the text is the one kept for the key.
 */
export function fragments<K, V extends Record<string, unknown>>(
  keyOf: (shape: K) => string,
  build: (shape: K) => SQL | SQLWrapper,
): (shape: K, values: V) => SQL {
  const byKey = new Map<string, Compiled>();
  return (shape, values) => {
    const key = keyOf(shape);
    let compiled = byKey.get(key);
    if (!compiled) {
      compiled = compile(build(shape));
      byKey.set(key, compiled);
    } else if (CHECK_KEYS) {
      const again = compile(build(shape));
      if (textOf(again) !== textOf(compiled)) throw new Error(`fragments: key "${key}" names two texts`);
    }
    return fill(compiled, values);
  };
}

/** Whether Drizzle writes this SQL's values into its text (`sql.inlineParams()`). */
const inlines = (node: SQL) => (node as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

const CHECK_KEYS = process.env.NODE_ENV === "test" || process.env.VITEST !== undefined;
const textOf = (c: Compiled) => c.pieces.map((p) => p.value.join("")).join("$");

/**
 * A statement's text and parameters in one pass when it is made of text, values and nested SQL
 * (what fragments are); any other Drizzle object in it (a column, a table, a placeholder) is
 * built by Drizzle's own walk, numbered on from there. The same text and parameters as Drizzle's
 * `sqlToQuery` (`db/fragment.test.ts`).
 */
export function flatten(query: SQL): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const walk = (node: SQL, inline: boolean) => {
    for (const chunk of node.queryChunks) {
      if (chunk instanceof StringChunk) {
        parts.push(chunk.value.length === 1 ? chunk.value[0]! : chunk.value.join(""));
      } else if (chunk instanceof SQL) {
        walk(chunk, inline || inlines(chunk));
      } else if (
        chunk instanceof Param &&
        !inline &&
        !(chunk.value instanceof Placeholder) &&
        !(chunk.value instanceof SQL)
      ) {
        const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (mapped instanceof SQL) walk(mapped, inline);
        else {
          params.push(mapped);
          parts.push(`$${params.length}`);
        }
      } else {
        // Anything else: Drizzle's own walk of it, its parameters numbered after ours.
        const built = new SQL([chunk] as ConstructorParameters<typeof SQL>[0]);
        if (inline) built.inlineParams();
        const part = built.toQuery({
          casing: (dialect as unknown as { casing: never }).casing,
          escapeName: dialect.escapeName,
          escapeParam: dialect.escapeParam,
          escapeString: dialect.escapeString,
          paramStartIndex: { value: params.length },
        });
        parts.push(part.sql);
        params.push(...part.params);
      }
    }
  };
  walk(query, inlines(query));
  return { sql: parts.join(""), params };
}
