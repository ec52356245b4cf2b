import { asc, inArray, sql } from "drizzle-orm";
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.js";
import { anyOf, pgTextArray } from "./any-of.js";
import type { DatabaseHandle } from "./client.js";
import { rowsOf } from "./rows.js";

const probe = pgTable("any_of_probe", { id: uuid("id").primaryKey(), label: text("label") });

const labels = ["plain", 'quo"te', "back\\slash", "com,ma", "{brace}", "NULL", "", "sp ace", "é€", 'a\\"b'];
const ids = labels.map((_, i) => `00000000-0000-7000-8000-${(i + 1).toString(16).padStart(12, "0")}`);

let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.db.execute(sql`create table if not exists any_of_probe (id uuid primary key, label text)`);
  await db.db.insert(probe).values(labels.map((label, i) => ({ id: ids[i]!, label })));
  await db.db.insert(probe).values({ id: "00000000-0000-7000-8000-0000000000ff", label: null });
});
afterAll(() => db.close());

const select = (where: ReturnType<typeof anyOf>) =>
  db.db.select({ id: probe.id, label: probe.label }).from(probe).where(where).orderBy(asc(probe.id));

describe("anyOf (a list of values as one array parameter)", () => {
  it("matches the rows inArray matches, for any string: quotes, backslashes, commas, braces, NULL, empty", async () => {
    for (const some of [labels, labels.slice(1, 4), ["NULL"], [""], ["absent", "plain"]]) {
      expect(await select(anyOf(probe.label, some))).toEqual(await select(inArray(probe.label, some)));
    }
    expect((await select(anyOf(probe.label, labels))).map((r) => r.label).sort()).toEqual([...labels].sort());
    const someIds = [ids[2]!, ids[7]!, "00000000-0000-7000-8000-000000000aaa"];
    expect((await select(anyOf(probe.id, someIds))).map((r) => r.id)).toEqual([ids[2], ids[7]]);
  });

  it("matches nothing for no values, as inArray", async () => {
    expect(await select(anyOf(probe.id, []))).toEqual([]);
  });

  it("writes an array literal PostgreSQL reads back as the same strings", async () => {
    const result = await db.db.execute(sql`select ${pgTextArray(labels)}::text[] as a`);
    expect(rowsOf<{ a: string[] }>(result)[0]!.a).toEqual(labels);
  });
});
