import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.js";
import type { DatabaseHandle } from "./client.js";
import { executeNamed } from "./named.js";
import { rowsOf } from "./rows.js";

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.db.execute(sql`create table if not exists named_probe (id text primary key, n int not null)`);
});
afterAll(() => db.close());

const upsert = (id: string, n: number) =>
  sql`with w as (insert into named_probe (id, n) values (${id}, ${n})
    on conflict (id) do update set n = named_probe.n + excluded.n returning n) select n from w`;
const storedN = async (id: string) =>
  rowsOf<{ n: number }>(await db.db.execute(sql`select n from named_probe where id = ${id}`))[0]?.n;

describe("executeNamed", () => {
  it("runs the same text again with other values, and gives the rows execute gives", async () => {
    const first = rowsOf<{ n: number }>(await executeNamed(db.db, "k_probe", upsert("a", 2)));
    const again = rowsOf<{ n: number }>(await executeNamed(db.db, "k_probe", upsert("a", 3)));
    const other = rowsOf<{ n: number }>(await executeNamed(db.db, "k_probe", upsert("b", 7)));
    expect([first, again, other]).toEqual([[{ n: 2 }], [{ n: 5 }], [{ n: 7 }]]);
    expect(rowsOf(await db.db.execute(upsert("a", 1)))).toEqual([{ n: 6 }]);
  });

  it("runs in the caller's transaction: rolled back with it, or committed with it", async () => {
    await expect(
      db.db.transaction(async (tx) => {
        await executeNamed(tx, "k_probe", upsert("t", 1));
        expect(rowsOf(await tx.execute(sql`select n from named_probe where id = 't'`))).toEqual([{ n: 1 }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await storedN("t")).toBeUndefined();
    await db.db.transaction(async (tx) => {
      await executeNamed(tx, "k_probe", upsert("t", 4));
    });
    expect(await storedN("t")).toBe(4);
  });

  it("fails as execute fails, and the same text still runs afterwards", async () => {
    const failing = sql`select 1 / (select count(*) from named_probe where id = ${"none"})::int as x`;
    await expect(executeNamed(db.db, "k_probe_fail", failing)).rejects.toThrow();
    const ok = sql`select 1 / (select count(*) from named_probe where id = ${"a"})::int as x`;
    expect(rowsOf(await executeNamed(db.db, "k_probe_fail", ok))).toEqual([{ x: 1 }]);
  });
});
