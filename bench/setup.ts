import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app.js";
import { createAdmin } from "../src/server/auth/admin-user.js";
import { loadConfig } from "../src/server/config.js";
import { closeContext, createContext } from "../src/server/context.js";
import { fromPglite, openDatabase } from "../src/server/db/client.js";
import { ALL_SCOPES } from "../src/shared/scopes.js";
import { scratchDatabase } from "./scratch.js";

/**
 * A Kassa app for benchmarks (in-memory PGlite, or PostgreSQL with DATABASE_URL), with a signed-in
 * owner of one organization and an all-scopes organization access token. With `scratch` (a tag)
 * and DATABASE_URL, in a database of its own (bench/scratch.ts), dropped by `close`: what the
 * benchmark leaves (jobs queued for a worker it does not run, thousands of orders) never reaches
 * the next benchmark.
 */
export async function benchApp(
  addRoutes: (
    app: ReturnType<typeof buildApp>,
    ctx: Awaited<ReturnType<typeof createContext>>,
  ) => void = () => {},
  opts: { scratch?: string } = {},
) {
  const { createPglite } = await import("../src/server/db/pglite.js");
  const scratch = opts.scratch ? await scratchDatabase(opts.scratch) : null;
  const config = loadConfig({
    ...process.env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_ENABLED: "false",
    DATA_DIR: mkdtempSync(join(tmpdir(), "kassa-bench-")),
  });
  const database = config.databaseUrl ? await openDatabase(config) : fromPglite(await createPglite());
  const ctx = await createContext(config, { database });
  const app = buildApp(ctx, { web: false });
  app.get("/bench/bare", (c) => c.json({ ok: true }));
  // Routes must exist before the first request (Hono builds its router then).
  addRoutes(app, ctx);

  const email = `bench-${Date.now()}@example.com`;
  await createAdmin(ctx, { email, password: "bench-password" });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: config.baseUrl, ...headers },
      body: JSON.stringify(body),
    });
  const signIn = await post("/api/auth/sign-in/email", { email, password: "bench-password" });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await post("/api/auth/organization/create", { name: "Bench", slug: `bench-${Date.now()}` }, { cookie });
  const created = await post(
    "/v1/organization-access-tokens/",
    { comment: "bench", scopes: ALL_SCOPES },
    { cookie },
  );
  const { token } = (await created.json()) as { token: string };
  const close = async () => {
    await closeContext(ctx);
    await scratch?.drop();
  };
  return { ctx, app, cookie, token, close };
}
