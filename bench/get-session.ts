/**
 * get-session through the whole app (Hono → better-auth → database) against a bare Hono route
 * in the same app (interleaved rounds): what a signed-in request costs before any work is done,
 * with the SQL statements each request sends (PostgreSQL only).
 * Runs on in-memory PGlite, or PostgreSQL when DATABASE_URL is set.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app.js";
import { createAdmin } from "../src/server/auth/admin-user.js";
import { loadConfig } from "../src/server/config.js";
import { closeContext, createContext } from "../src/server/context.js";
import { fromPglite, openDatabase } from "../src/server/db/client.js";
import { compareOpsPerSecond, report } from "./measure.js";
import { countSqlStatements } from "./sql-count.js";

export async function run() {
  const sql = countSqlStatements();
  const { createPglite } = await import("../src/server/db/pglite.js");
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_ENABLED: "false",
    DATA_DIR: mkdtempSync(join(tmpdir(), "kassa-bench-")),
  });
  const database = config.databaseUrl ? await openDatabase(config) : fromPglite(await createPglite());
  const ctx = await createContext(config, { database });
  const app = buildApp(ctx, { web: false });
  app.get("/bench/bare", (c) => c.json({ ok: true }));

  await createAdmin(ctx, { email: "bench@example.com", password: "bench-password" });
  const signIn = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: config.baseUrl },
    body: JSON.stringify({ email: "bench@example.com", password: "bench-password" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // A browser's cookie jar: the cookie cache (session_data) lasts 60 s, and get-session sends a
  // fresh one whenever it had to read the database; without this, every request after the first
  // minute would measure the database path.
  const jar = new Map(cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c] as const));
  const get = async (path: string) => {
    const res = await app.request(path, { headers: { cookie: [...jar.values()].join("; ") } });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(";")[0]!;
      jar.set(pair.slice(0, pair.indexOf("=")), pair);
    }
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.text();
  };
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);

  const paths = [
    { name: "bare Hono route (baseline)", fn: () => get("/bench/bare") },
    { name: "get-session (cookie cache)", fn: () => get("/api/auth/get-session") },
    {
      name: "get-session (database lookup)",
      fn: () => get("/api/auth/get-session?disableCookieCache=true"),
    },
  ];
  const rows = await compareOpsPerSecond(paths, iterations);
  console.log(`get-session on ${ctx.database.kind}, ${iterations} sequential requests each, interleaved`);
  report(rows, "bare Hono route (baseline)", { "get-session (cookie cache)": { min: 0.25 } });
  if (ctx.database.kind === "postgres") {
    for (const p of paths)
      console.log(`${p.name.padEnd(44)} ${await sql.during(p.fn)} SQL statements a request`);
  }
  await closeContext(ctx);
}
