import { randomBytes } from "node:crypto";
import pg from "pg";
import { withDatabase } from "../src/server/db/url.js";

/**
 * A database of its own for a benchmark that seeds millions of rows: created on the server of
 * `DATABASE_URL` (null without it: the benchmark then runs on PGlite), dropped by `drop()`
 * unless `BENCH_KEEP_DB=1` (then its name is printed, for `EXPLAIN` work with psql; drop it yourself).
 * `BENCH_REUSE_DB=<name>` answers that kept database instead (`reused`: the benchmark finds its
 * seeded rows there instead of seeding again), and never drops it.
 */
export async function scratchDatabase(
  tag: string,
): Promise<{ url: string; reused: boolean; drop: () => Promise<void> } | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const reuse = process.env.BENCH_REUSE_DB;
  if (reuse) {
    if (!/^kassa_bench_[a-z0-9_]+$/.test(reuse))
      throw new Error(`BENCH_REUSE_DB: not a kept database name: ${reuse}`);
    return { url: withDatabase(base, reuse), reused: true, drop: async () => {} };
  }
  const name = `kassa_bench_${tag}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(base, name),
    reused: false,
    async drop() {
      if (process.env.BENCH_KEEP_DB === "1") {
        console.log(`kept the scratch database ${name} (BENCH_KEEP_DB=1): drop it when done`);
        return;
      }
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
