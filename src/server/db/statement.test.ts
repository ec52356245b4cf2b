import { and, asc, eq, sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.js";
import type { DatabaseHandle } from "./client.js";
import { slot, statement } from "./statement.js";

/** A table with columns the driver maps (timestamps to dates, jsonb, booleans). */
const probe = pgTable("statement_probe", {
  id: text("id").primaryKey(),
  org: text("org").notNull(),
  done: boolean("done").notNull().default(false),
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  at: timestamp("at", { withTimezone: true }),
});

const byOrg = statement("statement_probe_by_org", (db) =>
  db
    .select()
    .from(probe)
    .where(eq(probe.org, slot("org")))
    .orderBy(asc(probe.id)),
);
const insertOne = statement("statement_probe_insert", (db) =>
  db
    .insert(probe)
    .values({ id: slot("id"), org: slot("org"), data: slot("data"), at: slot("at") })
    .returning(),
);
const finish = statement("statement_probe_finish", (db) =>
  db
    .update(probe)
    .set({ done: true, at: slot("at") })
    .where(and(eq(probe.org, slot("org")), eq(probe.id, slot("id")), eq(probe.done, false)))
    .returning({ id: probe.id, at: probe.at }),
);

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.db.execute(sql`create table if not exists statement_probe (
    id text primary key, org text not null, done boolean not null default false,
    data jsonb not null default '{}', at timestamptz)`);
});
afterAll(() => db.close());

describe("statement", () => {
  it("runs with only its values bound and maps rows as the query itself does", async () => {
    const at = new Date("2026-11-28T10:00:00.123Z");
    const inserted = await insertOne(db.db, { id: "a1", org: "a", data: { n: 1, list: [1, 2] }, at });
    expect(inserted).toEqual([{ id: "a1", org: "a", done: false, data: { n: 1, list: [1, 2] }, at }]);
    await insertOne(db.db, { id: "a2", org: "a", data: {}, at: null });
    await insertOne(db.db, { id: "b1", org: "b", data: { x: "y" }, at });
    const direct = await db.db.select().from(probe).where(eq(probe.org, "a")).orderBy(asc(probe.id));
    const cached = await byOrg(db.db, { org: "a" });
    expect(cached).toEqual(direct);
    expect(cached.map((r) => r.id)).toEqual(["a1", "a2"]);
    expect(cached[0]!.at).toBeInstanceOf(Date);
    // Other values, same statement.
    expect((await byOrg(db.db, { org: "b" })).map((r) => r.id)).toEqual(["b1"]);
    expect(await byOrg(db.db, { org: "none" })).toEqual([]);
  });

  it("runs inside the caller's transaction: its writes roll back with it and are seen in it", async () => {
    const at = new Date("2026-11-28T11:00:00.000Z");
    await insertOne(db.db, { id: "t1", org: "t", data: {}, at: null });
    await expect(
      db.db.transaction(async (tx) => {
        expect(await finish(tx, { org: "t", id: "t1", at })).toEqual([{ id: "t1", at }]);
        // Seen inside the transaction, by a cached statement and a plain query alike.
        expect((await byOrg(tx, { org: "t" }))[0]!.done).toBe(true);
        // A second run in the same transaction finds nothing left to finish.
        expect(await finish(tx, { org: "t", id: "t1", at })).toEqual([]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const [after] = await byOrg(db.db, { org: "t" });
    expect(after!.done).toBe(false);
    expect(after!.at).toBeNull();
    // And commits with it.
    await db.db.transaction(async (tx) => {
      await finish(tx, { org: "t", id: "t1", at });
    });
    expect((await byOrg(db.db, { org: "t" }))[0]).toMatchObject({ done: true, at });
  });

  it("gives each of concurrent transactions its own connection's view", async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertOne(db.db, { id: `c${i}`, org: "c", data: { i }, at: null })),
    );
    const at = new Date("2026-11-28T12:00:00.000Z");
    const won = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.db.transaction(async (tx) => (await finish(tx, { org: "c", id: `c${i % 4}`, at })).length),
      ),
    );
    // Two transactions per row: exactly one finishes it.
    expect(won.reduce((a, b) => a + b, 0)).toBe(4);
    expect((await byOrg(db.db, { org: "c" })).filter((r) => r.done).map((r) => r.id)).toEqual([
      "c0",
      "c1",
      "c2",
      "c3",
    ]);
  });

  it("refuses a run without one of its values", async () => {
    await expect(byOrg(db.db, {} as { org: string })).rejects.toThrow(/org/);
  });
});
