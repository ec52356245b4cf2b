import { and, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.js";
import type { DatabaseHandle } from "./client.js";
import { flatten, fragment, fragments, slot } from "./fragment.js";
import { insertRows, insertRowsSql } from "./json-insert.js";
import { executeNamed } from "./named.js";
import { rowsOf } from "./rows.js";
import { checkout } from "./schema/checkouts.js";
import { job } from "./schema/jobs.js";

const dialect = new PgDialect();
const drizzleQuery = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const at = new Date("2026-11-28T10:00:00.123Z");

describe("flatten", () => {
  it("gives Drizzle's text and values for any SQL: columns, tables, names, arrays, nested and inlined SQL", () => {
    const queries: SQL[] = [
      db.db
        .select({ id: checkout.id })
        .from(checkout)
        .where(
          and(
            eq(checkout.organizationId, "org"),
            gt(checkout.expiresAt, at),
            inArray(checkout.id, ["a", "b"]),
          ),
        )
        .getSQL(),
      db.db
        .update(checkout)
        .set({ status: "confirmed", modifiedAt: at })
        .where(isNull(checkout.modifiedAt))
        .getSQL(),
      sql`select ${sql.identifier("x")}, ${[1, 2, 3]}, ${sql`${"nested"}::text`}, ${sql.raw("7")} from ${job}`,
      sql`select ${sql`${"inlined"}`.inlineParams()}, ${null}, ${"after"}`,
      sql`with a as (${db.db.select().from(job).where(eq(job.name, "n")).getSQL()}) select ${at}`,
    ];
    for (const query of queries) expect(flatten(query)).toEqual(drizzleQuery(query));
  });
});

describe("fragment", () => {
  const probe = fragment<{ id: string; at: Date | null; inner: SQL }>(
    () =>
      sql`select ${slot("id")}::text as id, ${slot("inner")} as inner_value, ${slot("at")}::timestamptz as at`,
  );

  it("is the SQL it was built as, with the values in place, and takes SQL in a slot", () => {
    const expiring = fragment<{ id: string; at: Date; inner: SQL }>(
      () =>
        sql`select ${slot("id")}::text, ${slot("inner")} from ${checkout} where ${gt(checkout.expiresAt, slot("at"))}`,
    );
    const filled = expiring({ id: "c1", at, inner: sql`${5}::int + ${6}` });
    const direct = sql`select ${"c1"}::text, ${sql`${5}::int + ${6}`} from ${checkout} where ${gt(checkout.expiresAt, at)}`;
    expect(flatten(filled)).toEqual(drizzleQuery(direct));
    expect(drizzleQuery(filled)).toEqual(drizzleQuery(direct));
  });

  it("maps a value through its column as Drizzle does, and leaves null as null", () => {
    const update = fragment<{ status: string; modifiedAt: Date | null; id: string }>(() =>
      db.db
        .update(checkout)
        .set({ status: slot("status"), modifiedAt: slot("modifiedAt") })
        .where(eq(checkout.id, slot("id"))),
    );
    for (const modifiedAt of [at, null]) {
      const direct = db.db
        .update(checkout)
        .set({ status: "open", modifiedAt })
        .where(eq(checkout.id, "x"))
        .getSQL();
      expect(flatten(update({ status: "open", modifiedAt, id: "x" }))).toEqual(drizzleQuery(direct));
    }
  });

  it("refuses a use without a value for a slot, naming it", () => {
    expect(() => probe({ id: "c1", at } as never)).toThrow(/no value for slot "inner"/);
  });

  it("checks in tests that a key names one text", () => {
    const byFlag = fragments<boolean, { v: number }>(
      () => "one key for both",
      (flag) => (flag ? sql`select ${slot("v")}` : sql`select ${slot("v")} + 1`),
    );
    expect(flatten(byFlag(true, { v: 1 })).sql).toBe("select $1");
    expect(() => byFlag(false, { v: 1 })).toThrow(/names two texts/);
  });

  it("runs on the database as the same statement built directly does", async () => {
    const first = probe({ id: "c1", at: null, inner: sql`${2}::int * 3` });
    const second = probe({ id: "c2", at, inner: sql`${4}::int * 3` });
    const rows = [
      ...rowsOf<{ at: unknown }>(await executeNamed(db.db, "k_fragment_probe", first)),
      ...rowsOf<{ at: unknown }>(await executeNamed(db.db, "k_fragment_probe", second)),
    ];
    expect(
      rows.map((r) => ({ ...r, at: r.at === null ? null : new Date(String(r.at)).toISOString() })),
    ).toEqual([
      { id: "c1", inner_value: 6, at: null },
      { id: "c2", inner_value: 12, at: at.toISOString() },
    ]);
  });
});

describe("insertRowsSql", () => {
  it("is the insert insertRows builds, for rows of each shape", () => {
    const base = { name: "probe", payload: { a: 1 }, runAt: at, createdAt: at };
    const shapes: (typeof job.$inferInsert)[][] = [
      [{ ...base, id: "018f0000-0000-7000-8000-000000000001" }],
      [{ ...base, id: "018f0000-0000-7000-8000-000000000002", dedupeKey: "k", maxAttempts: 3 }],
      [
        { ...base, id: "018f0000-0000-7000-8000-000000000004" },
        { ...base, id: "018f0000-0000-7000-8000-000000000003", dedupeKey: "k2" },
      ],
    ];
    for (const rows of shapes) {
      const ours = flatten(insertRowsSql(db.db, job, rows, { orNothing: true, returningId: true }));
      const theirs = drizzleQuery(
        insertRows(db.db, job, rows).onConflictDoNothing().returning({ id: job.id }).getSQL(),
      );
      expect(ours.sql).toBe(theirs.sql);
      expect(ours.params).toEqual(theirs.params);
    }
  });
});
