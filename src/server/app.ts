import { Hono } from "hono";
import { CLIENT_IP_HEADER } from "./auth/auth.js";
import { betterAuthLocalLimit, GET_SESSION_PATH, sessionFastPath } from "./auth/get-session.js";
import { sessionReadRule } from "./auth/rate-limit-rules.js";
import type { AppContext } from "./context.js";
import { clientIp } from "./http/client-ip.js";
import { docsRoutes } from "./http/docs.js";
import { errorHandler } from "./http/errors.js";
import { createRateLimiter } from "./http/rate-limit.js";
import { requestContext } from "./http/request-id.js";
import { securityHeaders } from "./http/security-headers.js";
import { buildV1App } from "./http/v1/app.js";
import { mountWebApp } from "./http/web.js";
import { localCliRoutes } from "./local-cli/routes.js";
import { downloadRoutes } from "./modules/benefit-grants/download-routes.js";
import { checkoutEmbedOrigin } from "./modules/checkouts/service.js";
import { emailAdminRoutes } from "./modules/emails/routes.js";
import { fileTransferRoutes } from "./modules/files/transfer-routes.js";
import { paymentRoutes } from "./payments/routes.js";

/** What the web app needs to know before anyone signs in. */
function publicConfig(ctx: AppContext) {
  return {
    app_name: "Kassa",
    base_url: ctx.config.baseUrl,
    social_providers: Object.keys(ctx.config.socialProviders),
    email_transport: ctx.mailer.kind,
  };
}

/**
 * Builds the HTTP application: better-auth, the APIs of every module, and the web app (from
 * `webRoot`, the built `dist/web` unless told otherwise; left out with `web: false`).
 * `localCliSecret`: serve the local CLI's routes (`local-cli/routes.ts`) to who knows it.
 */
export function buildApp(
  ctx: AppContext,
  opts: { web?: boolean; webRoot?: string; localCliSecret?: string } = {},
): Hono {
  const app = new Hono();
  app.onError(errorHandler(ctx.logger));
  app.use("*", requestContext(ctx.logger));
  app.use(
    "*",
    securityHeaders(ctx.config, { checkoutEmbedOrigin: (secret) => checkoutEmbedOrigin(ctx, secret) }),
  );

  app.get("/healthz", (c) => c.json({ ok: true }));
  app.get("/api/config", (c) => c.json(publicConfig(ctx)));

  // get-session through better-auth's endpoint without its per-request router (auth/get-session.ts).
  const getSession = sessionFastPath(
    ctx.auth,
    ctx.config,
    ctx.redis
      ? createRateLimiter({
          name: "auth-get-session",
          max: sessionReadRule(ctx.config.rateLimit).max,
          windowMs: sessionReadRule(ctx.config.rateLimit).window * 1000,
          clock: ctx.clock,
          redis: ctx.redis,
          logger: ctx.logger,
        })
      : // better-auth's own limit counts in real time (Date.now()).
        betterAuthLocalLimit(sessionReadRule(ctx.config.rateLimit), () => Date.now()),
  );
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const ip = clientIp(c, ctx.config.trustProxy);
    if (c.req.method === "GET" && c.req.path === GET_SESSION_PATH) {
      const fast = await getSession.answer(c.req.raw, new URL(c.req.url), ip);
      if (fast) return fast;
    }

    // better-auth reads the client address from a header only this server sets.
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const request = new Request(c.req.raw, { headers, duplex: "half" } as RequestInit);
    const response = await ctx.auth.handler(request);
    // Sign-out, revocations, bans, password and account changes are POSTs: none is outlived by a
    // remembered get-session answer of this process.
    if (c.req.method === "POST") getSession.forget();
    // better-auth's API-key routes write the keys the token list shows (read-your-writes, as
    // for /v1 writes; other processes hear of it from the apikey trigger).
    if (c.req.method === "POST" && c.req.path.startsWith("/api/auth/api-key/")) ctx.reads.invalidateAll();
    return response;
  });

  app.route("/api/admin/emails", emailAdminRoutes(ctx));
  app.route("/api/payments", paymentRoutes(ctx));

  app.route("/", fileTransferRoutes(ctx));
  app.route("/", downloadRoutes(ctx));
  app.route("/", buildV1App(ctx));
  app.all("/v1/*", (c) => c.json({ error: "ResourceNotFound", detail: "Not found" }, 404));
  app.route("/", docsRoutes());
  if (opts.localCliSecret) app.route("/", localCliRoutes(ctx, opts.localCliSecret));

  if (opts.web !== false) mountWebApp(app, opts.webRoot);
  return app;
}
