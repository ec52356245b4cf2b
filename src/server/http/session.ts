import type { Context, MiddlewareHandler } from "hono";
import type { AppContext } from "../context.js";
import { ForbiddenError, UnauthorizedError } from "./errors.js";
import { assertCookieOrigin } from "./origin.js";

export type SessionData = NonNullable<Awaited<ReturnType<AppContext["auth"]["api"]["getSession"]>>>;

/** Resolves the better-auth session of a request (cookie, or `x-api-key` for user keys). */
export async function getSession(ctx: AppContext, c: Context): Promise<SessionData | null> {
  return ctx.auth.api.getSession({ headers: c.req.raw.headers });
}

/** Admin-only routes: a signed-in user whose role includes `admin`. Others get 401 or 403. */
export function requireAdmin(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    await assertCookieOrigin(ctx, c);
    const session = await getSession(ctx, c);
    if (!session) throw new UnauthorizedError();
    const roles = String((session.user as { role?: string | null }).role ?? "").split(",");
    if (!roles.map((r) => r.trim()).includes("admin"))
      throw new ForbiddenError("Only administrators can do this");
    c.set("session" as never, session as never);
    await next();
  };
}
