/**
 * `pgArray` (the ingest statement's text-array parameters) read back by PostgreSQL as exactly
 * the values it was given, over random strings: quotes, backslashes, braces, commas, spaces,
 * the word NULL, controls, surrogate pairs and other Unicode, and nulls.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { pgArray } from "./ingest-repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tricky = fc.constantFrom(
  '"',
  "\\",
  "{",
  "}",
  ",",
  " ",
  "NULL",
  "null",
  "\n",
  "\t",
  "é",
  "😀",
  "\u2028",
  "a",
);
/** Text PostgreSQL can store: no NUL, no lone surrogate. */
const text = fc
  .array(fc.oneof(tricky, fc.string({ unit: "grapheme" })), { maxLength: 6 })
  .map((parts) => parts.join("").replaceAll("\u0000", ""));

async function roundTrip(values: (string | null)[]): Promise<(string | null)[]> {
  const result = await t.ctx.db.execute(sql`select ${pgArray(values)}::text[] as v`);
  const v = rowsOf<{ v: (string | null)[] }>(result)[0]!.v;
  return v;
}

describe("pgArray", () => {
  it("is read back by PostgreSQL as the values it was given", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(text, { nil: null }), { minLength: 1, maxLength: 12 }),
        async (values) => {
          expect(await roundTrip(values)).toEqual(values);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps JSON texts (the metadata column) exact", async () => {
    const meta = [JSON.stringify({ a: 'x"y\\z', b: "line\nbreak", c: 1.5, d: true }), JSON.stringify({})];
    expect(await roundTrip(meta)).toEqual(meta);
  });
});
