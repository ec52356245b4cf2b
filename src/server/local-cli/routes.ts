import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { AdminCreateError, createAdmin, parseAdminInput } from "../auth/admin-user.js";
import type { AppContext } from "../context.js";
import { parseHistoryDays } from "../seed/args.js";
import { seedDemo } from "../seed/demo.js";
import { LOCAL_CLI_PATH } from "./paths.js";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The peer of the request's socket and the address it reached (Node's server only). */
function socketOf(env: unknown): { remote: string | null; local: string | null } {
  const socket = (env as { incoming?: { socket?: { remoteAddress?: string; localAddress?: string } } })
    ?.incoming?.socket;
  return { remote: socket?.remoteAddress ?? null, local: socket?.localAddress ?? null };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The routes through which `kassa seed --demo` and `kassa admin create` work while `kassa serve`
 * holds the embedded database. Only for a caller that (1) connects from this machine (loopback, or
 * the very address it connected to), (2) came through no proxy (no forwarding header) and (3)
 * knows the secret `serve` wrote into DATA_DIR's lock file (0600: readable only by the user who
 * runs Kassa). Anything else is a 404, as if the routes did not exist.
 */
export function localCliRoutes(ctx: AppContext, secret: string): Hono {
  const app = new Hono();
  app.use(`${LOCAL_CLI_PATH}/*`, async (c, next) => {
    const { remote, local } = socketOf(c.env);
    const fromHere = remote !== null && (LOOPBACK.test(remote) || remote === local);
    const proxied = c.req.header("x-forwarded-for") !== undefined || c.req.header("forwarded") !== undefined;
    const given = c.req.header("authorization")?.replace(/^Bearer /, "") ?? "";
    if (!fromHere || proxied || !sameSecret(given, secret)) {
      return c.json({ error: "ResourceNotFound", detail: "Not found" }, 404);
    }
    await next();
  });
  app.post(`${LOCAL_CLI_PATH}/seed-demo`, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { history_days?: unknown };
    const historyDays = parseHistoryDays(body.history_days);
    if (historyDays === null) return c.json({ message: "history_days must be a whole number of days" }, 400);
    const result = await seedDemo(ctx, { historyDays });
    ctx.logger.info({ organizationId: result.organization_id }, "demo data seeded through the local CLI");
    return c.json({ result, base_url: ctx.config.baseUrl });
  });
  app.post(`${LOCAL_CLI_PATH}/admin-create`, async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, string | undefined>;
    try {
      const input = parseAdminInput({ email: body.email, password: body.password, name: body.name });
      const result = await createAdmin(ctx, input);
      ctx.logger.info({ userId: result.userId }, "administrator created through the local CLI");
      return c.json(result);
    } catch (error) {
      if (error instanceof AdminCreateError) return c.json({ message: error.message }, 400);
      throw error;
    }
  });
  return app;
}
