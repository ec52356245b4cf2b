import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, inject, it } from "vitest";
import { openPgliteCopy } from "./database.js";
import { reusablePglite } from "./pglite-reuse.js";

/** Engines opened through `open` (an engine handed on from the last file opens none). */
let opened = 0;
const open = async (): Promise<PGlite> => {
  opened += 1;
  return openPgliteCopy();
};
const count = async (pglite: PGlite, sql: string) =>
  Number((await pglite.query<{ n: number }>(sql)).rows[0]?.n);

describe.skipIf(inject("dbTemplate").kind !== "pglite")("one embedded database per worker", () => {
  it("hands the next file the same engine with nothing of the last file's left", async () => {
    const a = await reusablePglite(open);
    await a.query(
      `insert into organization (id, name, slug, "createdAt") values ('org-1', 'Org', 'org', now())`,
    );
    const sequences = await a.query<{ name: string }>(
      "select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences",
    );
    const sequence = sequences.rows[0]?.name;
    expect(sequence).toBeDefined();
    const before = await a.query<{ v: string }>("select nextval($1)::text as v", [sequence]);
    await a.query("select nextval($1)", [sequence]);
    await a.exec("set statement_timeout = 1234; create temp table scratch (x int)");
    await a.query("select pg_advisory_lock(42)");
    const heard: string[] = [];
    await a.listen("reuse_test", (payload) => heard.push(payload));
    await a.close();

    const openedBefore = opened;
    const b = await reusablePglite(open);
    expect(opened).toBe(openedBefore); // the same engine, not a new one
    expect(await count(b, "select count(*)::int as n from organization")).toBe(0);
    const after = await b.query<{ v: string }>("select nextval($1)::text as v", [sequence]);
    expect(after.rows[0]?.v).toBe(before.rows[0]?.v);
    expect(
      (await b.query<{ s: string }>("select current_setting('statement_timeout') as s")).rows[0]?.s,
    ).toBe("0");
    expect(await count(b, "select count(*)::int as n from pg_class where relname = 'scratch'")).toBe(0);
    expect(await count(b, "select count(*)::int as n from pg_locks where locktype = 'advisory'")).toBe(0);
    await b.query("notify reuse_test, 'for the next file'");
    expect(heard).toEqual([]);
    // The first file's stand-in refuses every call now, so a query it left running cannot land here.
    await expect(async () => a.query("select 1")).rejects.toThrow(/closed/);
    await b.close();
  });

  it("opens a new engine after a file changed the schema", async () => {
    const first = await reusablePglite(open);
    await first.exec("alter table organization add column scratch int");
    await first.close();
    const openedBefore = opened;
    const second = await reusablePglite(open);
    expect(opened).toBe(openedBefore + 1);
    const columns = await count(
      second,
      "select count(*)::int as n from information_schema.columns where table_name = 'organization' and column_name = 'scratch'",
    );
    expect(columns).toBe(0);
    await second.close();
  });

  it("opens a new engine after a file left a trigger behind", async () => {
    const first = await reusablePglite(open);
    await first.exec(`
      create function refuse() returns trigger language plpgsql as $$ begin raise exception 'no'; end $$;
      create trigger refuse before insert on organization for each row execute function refuse();
    `);
    await first.close();
    const openedBefore = opened;
    const second = await reusablePglite(open);
    expect(opened).toBe(openedBefore + 1);
    await second.query(
      `insert into organization (id, name, slug, "createdAt") values ('org-2', 'Org', 'org-2', now())`,
    );
    await second.close();
  });
});
