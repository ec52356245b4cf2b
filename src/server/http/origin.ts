import type { Context } from "hono";
import type { AppContext } from "../context.js";
import { ForbiddenError } from "./errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for requests a browser authenticates with its session cookie:
 * a method that changes state must carry an `Origin` among `config.allowedOrigins` (BASE_URL's
 * origin and TRUSTED_ORIGINS), matched by better-auth's own matcher over the same list, so
 * `/api/auth` and Kassa's routes agree on what is trusted. A missing or `null` Origin is refused:
 * every browser sends one on a cross-origin or same-origin POST, PATCH, PUT and DELETE. Requests
 * with a bearer token are not subject to it (a page on another site cannot attach the token), and
 * neither are requests without any cookie.
 */
export async function assertCookieOrigin(ctx: AppContext, c: Context): Promise<void> {
  // Without a cookie there is nothing a forged request could borrow (another credential, or a 401).
  if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return;
  const origin = c.req.header("origin");
  if (!origin || origin === "null") {
    throw new ForbiddenError("A request signed in with a cookie must send the Origin header of this app");
  }
  const auth = await ctx.auth.$context;
  if (!auth.isTrustedOrigin(origin)) {
    throw new ForbiddenError(
      `Origin ${JSON.stringify(origin)} may not send requests signed in with a cookie`,
    );
  }
}
