import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.js";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("openDatabase on PostgreSQL", () => {
  let handle: DatabaseHandle;
  let lz4Available = false;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url!, dataDir: "unused" });
    const { rows } = await handle.pool!.query<{ lz4: boolean }>(
      `select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
    );
    lz4Available = rows[0]?.lz4 === true;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("compresses stored values with lz4 on every connection of the pool when the server has it", async () => {
    // Several connections at once: the pool's first one and new ones.
    const clients = await Promise.all([1, 2, 3, 4].map(() => handle.pool!.connect()));
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ v: string }>(
          "select current_setting('default_toast_compression') as v",
        );
        expect(rows[0]!.v).toBe(lz4Available ? "lz4" : "pglz");
      }
      const client = clients[3]!;
      await client.query("create temp table lz4_check (payload jsonb)");
      const payload = { items: Array.from({ length: 200 }, (_, i) => ({ i, label: "a long enough label" })) };
      await client.query("insert into lz4_check values ($1::jsonb)", [JSON.stringify(payload)]);
      const { rows } = await client.query<{ method: string; payload: unknown }>(
        "select pg_column_compression(payload) as method, payload from lz4_check",
      );
      expect(rows[0]!.method).toBe(lz4Available ? "lz4" : "pglz");
      expect(rows[0]!.payload).toEqual(payload);
    } finally {
      for (const client of clients) client.release();
    }
  });
});
