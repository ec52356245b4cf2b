import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { ALL_SCOPES, permissionsToScopes, READ_SCOPES, type Scope } from "../../../shared/scopes.js";
import { ORG_TOKEN_CONFIG, ORG_TOKEN_PREFIX } from "../../auth/auth.js";
import type { AppContext } from "../../context.js";
import { AppError, UnauthorizedError } from "../errors.js";
import { assertCookieOrigin } from "../origin.js";
import type { ApiVersion } from "./api-version.js";
import { findApiKeyByHash, findMemberRole, touchApiKey } from "./principal-repository.js";
import type { CachedToken } from "./token-cache.js";

/**
 * Who is calling `/v1`: an organization access token, a signed-in member of the active
 * organization, or (on `/v1/customer-portal/*` only) a customer with a customer session token.
 */
export interface Principal {
  kind: "token" | "session" | "customer";
  organizationId: string;
  scopes: ReadonlySet<Scope>;
  /** The token id or the user id: with the organization, the namespace of idempotency keys. */
  subject: string;
  userId: string | null;
  /** For `kind: "customer"`: the signed-in customer and their session. */
  customer?: { id: string; sessionId: string; expiresAt: Date; returnUrl: string | null };
}

/** What a customer session token opens (the customer-portal module verifies it). */
export type CustomerSessionVerifier = (token: string) => Promise<{
  sessionId: string;
  organizationId: string;
  customerId: string;
  expiresAt: Date;
  returnUrl: string | null;
}>;

/** The `/v1` request context: the caller and the API version the request speaks (api-version.ts). */
export type V1Env = { Variables: { principal: Principal; apiVersion: ApiVersion } };

export class InsufficientScopeError extends AppError {
  constructor(scope: Scope) {
    super(403, "NotPermitted", `This credential lacks the "${scope}" scope`);
  }
}

function parsePermissions(value: unknown): Record<string, string[]> | null {
  if (!value) return null;
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as Record<string, string[]>;
    } catch {
      return null;
    }
  }
  return value as Record<string, string[]>;
}

/**
 * better-auth's API-key hash (SHA-256, base64url without padding), computed synchronously:
 * its own `defaultKeyHasher` goes through WebCrypto, whose promise and buffer copies cost about
 * half a millisecond a request (principal.test.ts checks that both agree).
 */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

/**
 * The scopes of a token row, computed once per row the token cache holds (a cached row is the same
 * object on every request until the cache drops or replaces it): parsing the permissions JSON and
 * mapping it to scopes was a tenth of a cached verification.
 */
const scopesOfRow = new WeakMap<CachedToken, ReadonlySet<Scope>>();
function scopesOf(key: CachedToken): ReadonlySet<Scope> {
  let scopes = scopesOfRow.get(key);
  if (!scopes) {
    scopes = new Set(permissionsToScopes(parsePermissions(key.permissions)));
    scopesOfRow.set(key, scopes);
  }
  return scopes;
}

/** `last_used_at` is written at most this often per token, so verification is a read, not a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Verifies an organization access token: the SHA-256 of the token (the better-auth API-key
 * format) against the organization tokens, from the token cache while it is current, else with
 * one indexed read. Expired, disabled and revoked (deleted) tokens are refused at once.
 */
async function fromToken(ctx: AppContext, token: string): Promise<Principal> {
  if (!token.startsWith(ORG_TOKEN_PREFIX)) throw new UnauthorizedError("Invalid access token");
  const hashed = hashAccessToken(token);
  const key = await ctx.tokens.lookup(hashed, () => findApiKeyByHash(ctx.db, hashed, ORG_TOKEN_CONFIG));
  const now = ctx.clock.now();
  if (!key || key.enabled === false) throw new UnauthorizedError("Invalid access token");
  if (key.expiresAt && key.expiresAt <= now) throw new UnauthorizedError("This access token has expired");
  if (!key.lastRequest || now.getTime() - key.lastRequest.getTime() > LAST_USED_RESOLUTION_MS) {
    await touchApiKey(ctx.db, key.id, now);
    ctx.tokens.noteUsed(hashed, now);
    ctx.reads.invalidate(key.referenceId, "apikey"); // the token list shows last_used_at
  }
  return {
    kind: "token",
    organizationId: key.referenceId,
    scopes: scopesOf(key),
    subject: `token:${key.id}`,
    userId: null,
  };
}

async function fromSession(ctx: AppContext, c: Context): Promise<Principal> {
  // Fresh from the database: the 60 s cookie cache may predate a switch of organization or a revocation.
  const session = await ctx.auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: true },
  });
  if (!session) throw new UnauthorizedError();
  const organizationId = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  if (!organizationId) throw new AppError(403, "NotPermitted", "Choose an active organization first");
  const role = await findMemberRole(ctx.db, organizationId, session.user.id);
  if (role === undefined)
    throw new AppError(403, "NotPermitted", "You are not a member of the active organization");
  const roles = role.split(",").map((r) => r.trim());
  const canWrite = roles.includes("owner") || roles.includes("admin");
  return {
    kind: "session",
    organizationId,
    scopes: new Set(canWrite ? ALL_SCOPES : READ_SCOPES),
    subject: `user:${session.user.id}`,
    userId: session.user.id,
  };
}

const CUSTOMER_PORTAL_PATH = /^\/v1\/customer-portal\//;
const CUSTOMER_TOKEN_PREFIX = "polar_cst_";

async function fromCustomerSession(verify: CustomerSessionVerifier, token: string): Promise<Principal> {
  const { sessionId, organizationId, customerId, expiresAt, returnUrl } = await verify(token);
  return {
    kind: "customer",
    organizationId,
    scopes: new Set(),
    subject: `customer:${customerId}`,
    userId: null,
    customer: { id: customerId, sessionId, expiresAt, returnUrl },
  };
}

/**
 * Resolves the caller of every `/v1` route: `Authorization: Bearer kassa_oat_…` (an organization
 * access token), else the dashboard session cookie with its active organization. The customer
 * portal (`/v1/customer-portal/*`) takes only customer session tokens (`polar_cst_…`), and those
 * open nothing else.
 */
export function v1Principal(
  ctx: AppContext,
  customerSessions: CustomerSessionVerifier,
): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const portal = CUSTOMER_PORTAL_PATH.test(c.req.path);
    const customerToken = match?.[1]?.startsWith(CUSTOMER_TOKEN_PREFIX) === true;
    if (portal !== customerToken) {
      throw new UnauthorizedError(
        portal
          ? "The customer portal needs a customer session token: `Authorization: Bearer polar_cst_…`"
          : "A customer session token opens the customer portal (/v1/customer-portal/) only",
      );
    }
    let principal: Principal;
    if (customerToken) {
      principal = await fromCustomerSession(customerSessions, match![1]!);
    } else if (header) {
      if (!match) throw new UnauthorizedError("The Authorization header must be `Bearer <access token>`");
      principal = await fromToken(ctx, match[1]!);
    } else {
      await assertCookieOrigin(ctx, c);
      principal = await fromSession(ctx, c);
    }
    c.set("principal", principal);
    await next();
  };
}

const guardScopes = new WeakMap<object, Scope[]>();

/** Route guard: the caller's token or role must grant `scope`. */
export function requireScope(scope: Scope): MiddlewareHandler<V1Env> {
  return requireAnyScope(scope);
}

/** Route guard: the caller must hold one of `scopes` (a read that writers may also make). */
export function requireAnyScope(...scopes: [Scope, ...Scope[]]): MiddlewareHandler<V1Env> {
  const guard: MiddlewareHandler<V1Env> = async (c, next) => {
    const held = c.get("principal").scopes;
    if (!scopes.some((scope) => held.has(scope))) throw new InsufficientScopeError(scopes[0]);
    await next();
  };
  guardScopes.set(guard, scopes);
  return guard;
}

/** The scopes a route's middleware accepts (its `requireScope`/`requireAnyScope` guard), any one sufficing. */
export function requiredScopes(middleware: unknown): Scope[] | undefined {
  for (const m of [middleware].flat()) {
    const scopes = typeof m === "function" ? guardScopes.get(m) : undefined;
    if (scopes) return scopes;
  }
  return undefined;
}

/** Whether the caller may see the secrets of a resource: only callers allowed to write it. */
export function maySeeSecrets(principal: Principal, scope: Scope & `${string}:write`): boolean {
  return principal.scopes.has(scope);
}

/** The signed-in customer of a `/v1/customer-portal/*` route (the principal middleware admits no one else there). */
export function portalCustomer(principal: Principal) {
  const customer = principal.kind === "customer" ? principal.customer : undefined;
  if (!customer) throw new UnauthorizedError("A customer session is required");
  return {
    organizationId: principal.organizationId,
    customerId: customer.id,
    sessionId: customer.sessionId,
    expiresAt: customer.expiresAt,
    returnUrl: customer.returnUrl,
  };
}
