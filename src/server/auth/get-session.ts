import { createHash } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import type { Config } from "../config.js";
import type { RateLimiter } from "../http/rate-limit.js";
import type { Auth } from "./auth.js";
import { CLIENT_IP_HEADER } from "./client-ip.js";

/** The path of better-auth's get-session route under `/api/auth`. */
export const GET_SESSION_PATH = "/api/auth/get-session";

/** The query parameters better-auth's get-session takes (`getSessionQuerySchema`), as booleans. */
const GET_SESSION_QUERY = new Set(["disableCookieCache", "disableRefresh"]);
const BOOLEAN = new Set(["true", "false"]);
const SESSION_DATA_COOKIES = ["__Secure-better-auth.session_data", "better-auth.session_data"];
const MAX_ANSWERS = 5_000;

interface Answer {
  body: string;
  headers: [string, string][];
  /** When better-auth would stop answering from the cookie cache: its own expiry or the session's. */
  until: number;
}

/**
 * When the `session_data` cookie in `cookieHeader` stops being accepted (better-auth's compact
 * cookie cache: base64url JSON `{session: {session, user, …}, expiresAt, signature}`), or null
 * when it is absent, chunked or not in that shape. Only read for an answer better-auth already
 * gave from this very cookie, after checking its signature itself.
 */
function cookieCacheUntil(cookieHeader: string): number | null {
  const cookies = parseCookies(cookieHeader);
  const value = SESSION_DATA_COOKIES.map((name) => cookies.get(name)).find((v) => v);
  if (!value) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as {
      expiresAt?: unknown;
      session?: { session?: { expiresAt?: unknown } };
    };
    const sessionEnds = new Date(String(payload.session?.session?.expiresAt)).getTime();
    if (typeof payload.expiresAt !== "number" || !Number.isFinite(sessionEnds)) return null;
    return Math.min(payload.expiresAt, sessionEnds);
  } catch {
    return null;
  }
}

/**
 * better-auth's rate limit of one path in this process (api/rate-limiter `decideConsume`): a count
 * that restarts once `window` seconds passed since the last allowed request; past `max`, refused
 * until then. Used when no shared store (Redis) is configured, as better-auth's memory storage is.
 */
export function betterAuthLocalLimit(rule: { window: number; max: number }, now: () => number): RateLimiter {
  const seen = new Map<string, { count: number; lastRequest: number }>();
  const windowMs = rule.window * 1000;
  return {
    async hit(key) {
      const at = now();
      if (seen.size > 10_000) for (const [k, v] of seen) if (at - v.lastRequest >= windowMs) seen.delete(k);
      const data = seen.get(key);
      if (!data || at - data.lastRequest >= windowMs) {
        seen.set(key, { count: 1, lastRequest: at });
        return { allowed: true, retryAfter: 0 };
      }
      if (data.count >= rule.max) {
        return { allowed: false, retryAfter: Math.ceil((data.lastRequest + windowMs - at) / 1000) };
      }
      seen.set(key, { count: data.count + 1, lastRequest: at });
      return { allowed: true, retryAfter: 0 };
    },
  };
}

export interface SessionFastPath {
  /** better-auth's answer to `GET /api/auth/get-session`, or null for a request left to its handler. */
  answer(request: Request, url: URL, ip: string | null): Promise<Response | null>;
  /** Forgets remembered answers (after any state-changing /api/auth request: sign-out, revocations, …). */
  forget(): void;
}

/**
 * `GET /api/auth/get-session` answered by better-auth's own endpoint through its server API
 * (`auth.api.getSession`) instead of its HTTP handler, and the same answer given again for the
 * same cookies while better-auth's cookie cache would give it.
 *
 * Why: better-auth 1.7's `auth.handler` builds its whole router (every endpoint of every plugin)
 * on each request before dispatching it (`auth/base.mjs`: `router(handlerCtx, options)`), and its
 * cookie-cache answer costs two WebCrypto HMAC checks (the signed `session_token`, then the
 * `session_data` payload), each a round trip through libuv's thread pool.
 *
 * Rules kept: the endpoint is better-auth's own code (signature checks, cookie cache decoding,
 * version and expiry, database read when the cache is absent, stale or disabled, `Set-Cookie`
 * refresh, the global and plugin before/after hooks). An answer is remembered only when better-auth
 * gave it from the cookie cache (200, a session, no `Set-Cookie`: its database path always sets a
 * fresh `session_data`), keyed by a SHA-256 of the whole `Cookie` header, and only until that
 * cookie's own expiry or the session's, whichever is first, compared with real time as better-auth
 * does: within that window better-auth's answer to the same cookies cannot change (refreshCache is
 * off). Remembered answers are dropped on any state-changing auth request of this process. The
 * router's own steps are covered here: better-auth's per-path rate limit, the window and maximum
 * it has for this path (`sessionReadRule`, rate-limit-rules.ts) per client address, in `limiter`
 * (`betterAuthLocalLimit`, or with Redis a window shared by every process); its origin check looks at POSTs and callback URLs only, and no plugin has an
 * `onRequest`.
 *
 * Left to the handler: a query it does not know, and an `x-api-key` header (the API-key plugin
 * makes a session from the key).
 */
export function sessionFastPath(
  auth: Auth,
  config: Pick<Config, "rateLimit">,
  limiter: RateLimiter | null,
): SessionFastPath {
  const answers = new Map<string, Answer>();
  const replay = (a: Answer) => new Response(a.body, { status: 200, headers: a.headers });
  return {
    forget: () => answers.clear(),
    async answer(request, url, ip) {
      if (request.headers.has("x-api-key")) return null;
      const query: Record<string, boolean> = {};
      for (const [name, value] of url.searchParams) {
        if (!GET_SESSION_QUERY.has(name) || !BOOLEAN.has(value)) return null;
        query[name] = value === "true";
      }
      if (config.rateLimit.enabled && limiter) {
        const { allowed, retryAfter } = await limiter.hit(ip ?? "no-trusted-ip");
        if (!allowed) {
          // better-auth's own 429 (api/rate-limiter: rateLimitResponse).
          return new Response(JSON.stringify({ message: "Too many requests. Please try again later." }), {
            status: 429,
            statusText: "Too Many Requests",
            headers: { "Content-Type": "application/json", "X-Retry-After": String(retryAfter) },
          });
        }
      }
      const cookieHeader = request.headers.get("cookie");
      const key =
        cookieHeader && !query.disableCookieCache
          ? createHash("sha256").update(`${url.search}\n${cookieHeader}`).digest("base64url")
          : null;
      const known = key ? answers.get(key) : undefined;
      // better-auth's cookie cache is checked against real time (Date.now()), so this is too.
      if (known && known.until > Date.now()) return replay(known);
      if (known) answers.delete(key!);

      // As the handler's caller does (app.ts): the client address header is ours alone to set.
      const headers = new Headers(request.headers);
      headers.delete(CLIENT_IP_HEADER);
      if (ip) headers.set(CLIENT_IP_HEADER, ip);
      const response = await auth.api.getSession({ headers, query, asResponse: true });
      if (!key || response.status !== 200 || response.headers.getSetCookie().length > 0) return response;
      const until = cookieCacheUntil(cookieHeader!);
      if (until === null || until <= Date.now()) return response;
      const body = await response.text();
      const answer = { body, headers: [...response.headers.entries()], until };
      if (body === "null") return replay(answer);
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
      return replay(answer);
    },
  };
}
