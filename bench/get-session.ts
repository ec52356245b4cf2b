/**
 * get-session through the whole app (Hono → better-auth → database) against a bare Hono route
 * in the same app: what a signed-in request costs before any work is done.
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
import { opsPerSecond, report } from "./measure.js";

export async function run() {
  const { PGlite } = await import("@electric-sql/pglite");
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_ENABLED: "false",
    DATA_DIR: mkdtempSync(join(tmpdir(), "kassa-bench-")),
  });
  const database = config.databaseUrl ? await openDatabase(config) : fromPglite(await PGlite.create());
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
  const headers = { cookie };
  const get = async (path: string) => (await app.request(path, { headers })).text();
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);

  const bare = await opsPerSecond(() => get("/bench/bare"), iterations);
  const cached = await opsPerSecond(() => get("/api/auth/get-session"), iterations);
  const uncached = await opsPerSecond(() => get("/api/auth/get-session?disableCookieCache=true"), iterations);
  console.log(`get-session on ${ctx.database.kind}, ${iterations} sequential requests each`);
  report(
    [
      { name: "bare Hono route (baseline)", opsPerSec: bare },
      { name: "get-session (cookie cache)", opsPerSec: cached },
      { name: "get-session (database lookup)", opsPerSec: uncached },
    ],
    "bare Hono route (baseline)",
  );
  await closeContext(ctx);
}
