import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config.js";

/**
 * Security headers on every response, set by Hono's secure-headers middleware with one policy per
 * kind of response:
 *
 * - the dashboard (every page of the web app but the checkout, and its assets): scripts from this
 *   origin only, never framed;
 * - the hosted checkout (`/checkout/*`): the same, plus Stripe.js in Stripe mode, and framed only
 *   by the checkout's `embed_origin`;
 * - the API reference (`/docs` and its scripts): scripts and connections to this origin only (the
 *   renderer writes its styles at run time), never framed;
 * - JSON and files (`/api`, `/v1`, `/files`, `/downloads`, `/healthz`): nothing may load.
 *
 * All of them: `nosniff`, a referrer policy, and HSTS when BASE_URL is https. A header a route set
 * itself (the media route's own CSP) is kept.
 */

const SELF = "'self'";
const NONE = "'none'";

/** The origins Stripe.js loads from and talks to (Stripe's own list for Elements). */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com", "https://js.stripe.com", "https://*.js.stripe.com"],
};

/** Where the dashboard PUTs upload parts when files live in S3 (presigned URLs). */
export function s3UploadOrigins(config: Config): string[] {
  const s3 = config.storage.s3;
  if (!s3) return [];
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return [endpoint.origin, `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
  }
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
}

/**
 * An `embed_origin` as a CSP source, or null when it is not a plain http(s) origin (it is checked
 * when the checkout is written; this keeps anything else out of the header).
 */
export function frameAncestorSource(embedOrigin: string | null): string | null {
  if (!embedOrigin) return null;
  try {
    const url = new URL(embedOrigin);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return /^https?:\/\/[a-z0-9.\-[\]:]+$/.test(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
}

/** The client secret of a `/checkout/{client_secret}[/…]` path, when it looks like one. */
export function checkoutSecretOf(path: string): string | null {
  const segment = path.split("/")[2] ?? "";
  return /^[A-Za-z0-9_-]{1,128}$/.test(segment) ? segment : null;
}

export interface SecurityHeaderDeps {
  /** The checkout's `embed_origin` by client secret; null when unknown, expired or unset. */
  checkoutEmbedOrigin(clientSecret: string): Promise<string | null>;
}

const FRAME_ANCESTOR = "kassaFrameAncestor";

export function securityHeaders(config: Config, deps: SecurityHeaderDeps): MiddlewareHandler {
  const https = new URL(config.baseUrl).protocol === "https:";
  const stripe = config.payments.processor === "stripe";
  const common = {
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    xContentTypeOptions: true,
    overwrite: false,
  } as const;
  const page = {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    // Mantine writes <style> elements (its CSS variables) at run time.
    styleSrc: [SELF, "'unsafe-inline'"],
    // Avatars (social accounts', organizations', customers') are images from anywhere on https.
    imgSrc: [SELF, "data:", "blob:", "https:"],
    fontSrc: [SELF, "data:"],
    objectSrc: [NONE],
    baseUri: [SELF],
    formAction: [SELF],
  };

  const dashboard = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      ...page,
      connectSrc: [SELF, ...s3UploadOrigins(config)],
      frameAncestors: [NONE],
    },
    // Same-origin requests keep their Origin header (better-auth checks it), nothing leaves the site.
    referrerPolicy: "same-origin",
    xFrameOptions: "DENY",
  });

  const checkoutPolicy = (frameAncestors: string | ((c: Parameters<MiddlewareHandler>[0]) => string)) => ({
    ...page,
    scriptSrc: [SELF, ...(stripe ? STRIPE.script : [])],
    connectSrc: [SELF, ...(stripe ? STRIPE.connect : [])],
    frameSrc: stripe ? STRIPE.frame : [NONE],
    frameAncestors: [frameAncestors],
  });
  const checkoutCommon = {
    ...common,
    // The URL holds the client secret: never sent anywhere (checkout.html says so too).
    referrerPolicy: "no-referrer",
    // Stripe's payment methods may open a window of their own.
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    crossOriginResourcePolicy: false,
  } as const;
  const checkoutClosed = secureHeaders({
    ...checkoutCommon,
    contentSecurityPolicy: checkoutPolicy(NONE),
    xFrameOptions: "DENY",
  });
  // X-Frame-Options cannot name another origin; frame-ancestors does, and wins where both exist.
  const checkoutEmbeddable = secureHeaders({
    ...checkoutCommon,
    contentSecurityPolicy: checkoutPolicy((c) => c.get(FRAME_ANCESTOR)),
    xFrameOptions: false,
  });

  const docs = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: [NONE],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      connectSrc: [SELF],
      imgSrc: [SELF, "data:"],
      fontSrc: [SELF, "data:"],
      baseUri: [NONE],
      formAction: [NONE],
      frameAncestors: [NONE],
    },
    referrerPolicy: "same-origin",
    xFrameOptions: "DENY",
  });

  // JSON and files: nothing in them may run or load, even opened as a page.
  const api = secureHeaders({
    ...common,
    contentSecurityPolicy: { defaultSrc: [NONE], frameAncestors: [NONE], sandbox: [] },
    referrerPolicy: "no-referrer",
    xFrameOptions: "DENY",
    // Product images (/files/media) are shown on sellers' own sites.
    crossOriginResourcePolicy: false,
  });

  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith("/checkout/")) {
      const secret = c.req.method === "GET" || c.req.method === "HEAD" ? checkoutSecretOf(path) : null;
      const ancestor = frameAncestorSource(secret ? await deps.checkoutEmbedOrigin(secret) : null);
      if (!ancestor) return checkoutClosed(c, next);
      c.set(FRAME_ANCESTOR as never, ancestor as never);
      return checkoutEmbeddable(c, next);
    }
    if (path === "/docs" || path.startsWith("/docs/")) return docs(c, next);
    if (
      path === "/v1" ||
      path === "/healthz" ||
      ["/api/", "/v1/", "/files/", "/downloads/"].some((prefix) => path.startsWith(prefix))
    ) {
      return api(c, next);
    }
    return dashboard(c, next);
  };
}
