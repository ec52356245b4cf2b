import { createHash } from "node:crypto";
import { APIError } from "better-auth";
import type { Redis } from "ioredis";
import type { Config } from "../config.js";
import type { Clock } from "../lib/clock.js";
import { CLIENT_IP_HEADER } from "./client-ip.js";
import {
  memorySignInLimitStore,
  redisSignInLimitStore,
  type SignInLimitStore,
} from "./sign-in-limit-store.js";

/**
 * Failed password sign-ins per account (SIGN_IN_ACCOUNT_MAX per SIGN_IN_ACCOUNT_WINDOW), on top of
 * better-auth's per-address limit, which an attacker spreading guesses over many addresses never
 * reaches. Over the limit a password sign-in answers 429 instead of locking the account:
 * - from an address that completed a sign-in to the account in the last KNOWN_ADDRESS_DAYS days
 *   it is still let through (that address keeps only the per-address limit);
 * - email-code sign-in, password reset, passkeys and social sign-in are not limited per account,
 *   and any completed sign-in clears the account's failures and makes its address known.
 * The account is the identifier as typed (email, or username), whether or not it exists, so the
 * answers are the same for unknown accounts. Two-factor codes and email codes are limited per
 * account by better-auth itself (two-factor account lockout, attempts per email code).
 */
export const KNOWN_ADDRESS_DAYS = 30;
const KNOWN_ADDRESS_MS = KNOWN_ADDRESS_DAYS * 24 * 3600 * 1000;

/** The password sign-ins and the body field naming their account. */
const PASSWORD_SIGN_INS: Record<string, "email" | "username"> = {
  "/sign-in/email": "email",
  "/sign-in/username": "username",
};

/** Sessions made on these paths are not the account holder signing in. */
const NOT_A_SIGN_IN = new Set(["/admin/impersonate-user"]);

/** What the hooks read of better-auth's endpoint context. */
export interface SignInHookContext {
  path?: string;
  body?: unknown;
  headers?: Headers;
  context: { returned?: unknown; newSession?: { user: object } | null };
}

export interface SignInLimit {
  /** hooks.before: refuses a password sign-in to an account over its limit (429). */
  check(ctx: SignInHookContext): Promise<void>;
  /** hooks.after: counts a failed password sign-in; a completed sign-in clears and remembers. */
  record(ctx: SignInHookContext): Promise<void>;
}

export function createSignInLimit(deps: { config: Config; clock: Clock; redis: Redis | null }): SignInLimit {
  const { max, window } = deps.config.signInLimit;
  const store: SignInLimitStore = deps.redis ? redisSignInLimitStore(deps.redis) : memorySignInLimitStore();
  const now = () => deps.clock.now().getTime();

  return {
    async check(ctx) {
      const key = max > 0 ? attemptedAccount(ctx) : null;
      if (!key) return;
      const at = now();
      const failures = await store.failures(key, at);
      if (!failures || failures.count < max) return;
      const address = addressOf(ctx);
      if (address && (await store.knowsAddress(key, address, at))) return;
      const seconds = String(Math.max(1, Math.ceil((failures.until - at) / 1000)));
      throw new APIError(
        "TOO_MANY_REQUESTS",
        {
          code: "TOO_MANY_FAILED_SIGN_INS",
          message:
            "Too many failed sign-ins to this account. Try again later, or sign in with an email code.",
        },
        { "Retry-After": seconds, "X-Retry-After": seconds },
      );
    },

    async record(ctx) {
      if (max <= 0) return;
      const session = ctx.context.newSession;
      if (session) return completedSignIn(ctx, session.user as SignedInUser);
      const key = attemptedAccount(ctx);
      if (key && statusOf(ctx.context.returned) === 401) await store.fail(key, now(), window * 1000);
    },
  };

  async function completedSignIn(ctx: SignInHookContext, user: SignedInUser) {
    if (NOT_A_SIGN_IN.has(ctx.path ?? "")) return;
    // The password was right but the second factor is still to come: neither a failure nor a sign-in.
    if (ctx.path && PASSWORD_SIGN_INS[ctx.path] && user.twoFactorEnabled) return;
    const address = addressOf(ctx);
    const at = now();
    for (const key of accountsOf(user)) {
      await store.clearFailures(key);
      if (address) await store.rememberAddress(key, address, at, KNOWN_ADDRESS_MS);
    }
  }
}

interface SignedInUser {
  email?: string;
  username?: string | null;
  twoFactorEnabled?: boolean | null;
}

const hash = (value: string) => createHash("sha256").update(value).digest("hex");
const accountKey = (kind: "email" | "username", identifier: string) =>
  hash(`${kind}:${identifier.trim().toLowerCase()}`);

/** The account a password sign-in names (hashed), or null on other paths or without one. */
function attemptedAccount(ctx: SignInHookContext): string | null {
  const kind = PASSWORD_SIGN_INS[ctx.path ?? ""];
  const body = ctx.body;
  if (!kind || !body || typeof body !== "object") return null;
  const identifier = (body as Record<string, unknown>)[kind];
  return typeof identifier === "string" && identifier.trim() !== "" ? accountKey(kind, identifier) : null;
}

/** Every identifier the user can sign in with. */
function accountsOf(user: SignedInUser): string[] {
  const keys: string[] = [];
  if (user.email) keys.push(accountKey("email", user.email));
  if (user.username) keys.push(accountKey("username", user.username));
  return keys;
}

function addressOf(ctx: SignInHookContext): string | null {
  const address = ctx.headers?.get(CLIENT_IP_HEADER);
  return address ? hash(address) : null;
}

function statusOf(returned: unknown): number | null {
  if (returned && typeof returned === "object" && "statusCode" in returned)
    return Number((returned as { statusCode: unknown }).statusCode);
  return null;
}
