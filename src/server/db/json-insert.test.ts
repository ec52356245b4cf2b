import { asc, eq, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.js";
import type { DatabaseHandle } from "./client.js";
import { insertRows, jsonRowsOf, storedRow } from "./json-insert.js";

/** A table with a column of each kind the bulk inserts write, defaults of each kind included. */
const probe = pgTable("json_insert_probe", {
  id: uuid("id").primaryKey(),
  batch: text("batch").notNull(),
  label: text("label"),
  count: integer("count").notNull().default(7),
  amount: bigint("amount", { mode: "number" }).notNull().default(0),
  done: boolean("done").notNull().default(false),
  data: jsonb("data").$type<unknown>().notNull().default({}),
  extra: jsonb("extra").$type<unknown>(),
  tags: text("tags").array(),
  rate: numeric("rate"),
  at: timestamp("at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  token: text("token")
    .notNull()
    .$defaultFn(() => "from-fn"),
});

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.db.execute(sql`create table if not exists json_insert_probe (
    id uuid primary key, batch text not null, label text, count integer not null default 7,
    amount bigint not null default 0, done boolean not null default false,
    data jsonb not null default '{}', extra jsonb, tags text[], rate numeric, at timestamptz,
    created_at timestamptz not null default now(), token text not null)`);
});
afterAll(() => db.close());

let seq = 0;
const id = () => `00000000-0000-7000-8000-${(++seq).toString(16).padStart(12, "0")}`;

/** The same rows through `values` and through `insertRows`: what is stored must not differ. */
async function storedBoth(rows: Omit<typeof probe.$inferInsert, "id" | "batch">[]) {
  await db.db.insert(probe).values(rows.map((r) => ({ ...r, id: id(), batch: "values" })));
  const returned = await insertRows(
    db.db,
    probe,
    rows.map((r) => ({ ...r, id: id(), batch: "json" })),
  ).returning();
  const read = async (batch: string) =>
    (await db.db.select().from(probe).where(eq(probe.batch, batch)).orderBy(asc(probe.id))).map(
      ({ id: _id, batch: _batch, ...rest }) => rest,
    );
  const [viaValues, viaJson] = [await read("values"), await read("json")];
  await db.db.delete(probe);
  return { viaValues, viaJson, returned };
}

describe("insertRows (bulk insert as one json parameter)", () => {
  it("stores what values() stores: each column type, nulls, json values and strings with quotes", async () => {
    const at = new Date("2026-02-03T04:05:06.789Z");
    const { viaValues, viaJson, returned } = await storedBoth([
      {
        label: `quote " back\\slash, {brace} 'single' ü`,
        count: 3,
        amount: 9_007_199_254_740_991,
        done: true,
        data: { nested: [1, "two", { three: null }], s: '"x"' },
        extra: "a json string",
        tags: ["a", "b,c", 'd"e', ""],
        rate: "12.3456789012345678901",
        at,
        createdAt: at,
        token: "given",
      },
      {
        label: null,
        count: 0,
        amount: -1,
        done: false,
        data: [],
        extra: null,
        tags: null,
        rate: null,
        at: null,
        createdAt: at,
        token: "t",
      },
    ]);
    expect(viaJson).toEqual(viaValues);
    expect(viaJson[0]!.label).toBe(`quote " back\\slash, {brace} 'single' ü`);
    expect(viaJson[0]!.tags).toEqual(["a", "b,c", 'd"e', ""]);
    expect(viaJson[0]!.extra).toBe("a json string");
    expect(returned.map((r) => r.at)).toEqual([at, null]);
  });

  it("fills absent columns with their defaults: a value, the $defaultFn, and the database's", async () => {
    const before = Date.now();
    const { viaValues, viaJson } = await storedBoth([{}, { label: "second" }]);
    expect(viaJson.map(({ createdAt: _c, ...r }) => r)).toEqual(
      viaValues.map(({ createdAt: _c, ...r }) => r),
    );
    expect(viaJson[0]).toMatchObject({
      count: 7,
      amount: 0,
      done: false,
      data: {},
      token: "from-fn",
      label: null,
    });
    // now() of the transaction: close to this test's time, as values() would have it.
    expect(viaJson[0]!.createdAt.getTime()).toBeGreaterThan(before - 60_000);
  });

  it("falls back to values() when a database-default column is given in only some rows", () => {
    const rows = [
      { id: id(), batch: "b", createdAt: new Date() },
      { id: id(), batch: "b" },
    ];
    expect(jsonRowsOf(probe, rows)).toBeNull();
    expect(jsonRowsOf(probe, [rows[1]!])).not.toBeNull();
  });

  it("keeps onConflictDoNothing: a row already there is skipped, not doubled", async () => {
    const row = { id: id(), batch: "conflict", label: "first" };
    await insertRows(db.db, probe, [row]);
    const inserted = await insertRows(db.db, probe, [
      { ...row, label: "second" },
      { id: id(), batch: "conflict" },
    ])
      .onConflictDoNothing()
      .returning({ id: probe.id });
    expect(inserted).toHaveLength(1);
    const stored = await db.db.select().from(probe).where(eq(probe.id, row.id));
    expect(stored.map((r) => r.label)).toEqual(["first"]);
    await db.db.delete(probe);
  });
});

describe("storedRow (the row an insert stores, made in JS)", () => {
  it("equals the row the database returns, absent columns filled as values() fills them", async () => {
    const row = {
      id: id(),
      batch: "stored",
      label: "it's",
      amount: 12,
      data: { nested: { a: [1, 2] } },
      tags: ["x"],
      at: new Date("2026-11-28T10:00:00.000Z"),
      createdAt: new Date("2026-11-28T10:00:01.000Z"),
    };
    const made = storedRow(probe, row);
    const [returned] = await db.db.insert(probe).values(row).returning();
    // Every column present, each as the database stores it (the function's token included).
    expect(made).toEqual(returned);
    expect(Object.keys(made!).sort()).toEqual(Object.keys(returned!).sort());
    // Defaults are copies: changing one row's default does not change the next.
    (made!.data as Record<string, unknown>).changed = true;
    expect(storedRow(probe, { id: id(), batch: "stored", createdAt: new Date() })!.data).toEqual({});
  });

  it("is null when an absent column's default is SQL (only the database knows it)", () => {
    expect(storedRow(probe, { id: id(), batch: "stored" })).toBeNull();
  });
});
