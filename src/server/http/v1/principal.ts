import { defaultKeyHasher } from "@better-auth/api-key";
import { and, eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { ORG_TOKEN_CONFIG, ORG_TOKEN_PREFIX } from "../../auth/auth.js";
import { ALL_SCOPES, permissionsToScopes, READ_SCOPES, type Scope } from "../../auth/scopes.js";
import type { AppContext } from "../../context.js";
import { apikey, member } from "../../db/schema/auth.js";
import { AppError, UnauthorizedError } from "../errors.js";

/** Who is calling `/v1`: an organization access token, or a signed-in member of the active organization. */
export interface Principal {
  kind: "token" | "session";
  organizationId: string;
  scopes: ReadonlySet<Scope>;
  /** The token id or the user id: with the organization, the namespace of idempotency keys. */
  subject: string;
  userId: string | null;
}

export type V1Env = { Variables: { principal: Principal } };

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

/** `last_used_at` is written at most this often per token, so verification is a read, not a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Verifies an organization access token with one indexed read: the SHA-256 of the token (the
 * better-auth API-key format) against the organization tokens. Expired, disabled and revoked
 * (deleted) tokens are refused at once.
 */
async function fromToken(ctx: AppContext, token: string): Promise<Principal> {
  if (!token.startsWith(ORG_TOKEN_PREFIX)) throw new UnauthorizedError("Invalid access token");
  const hashed = await defaultKeyHasher(token);
  const [key] = await ctx.db
    .select({
      id: apikey.id,
      referenceId: apikey.referenceId,
      permissions: apikey.permissions,
      enabled: apikey.enabled,
      expiresAt: apikey.expiresAt,
      lastRequest: apikey.lastRequest,
    })
    .from(apikey)
    .where(and(eq(apikey.key, hashed), eq(apikey.configId, ORG_TOKEN_CONFIG)));
  const now = ctx.clock.now();
  if (!key || key.enabled === false) throw new UnauthorizedError("Invalid access token");
  if (key.expiresAt && key.expiresAt <= now) throw new UnauthorizedError("This access token has expired");
  if (!key.lastRequest || now.getTime() - key.lastRequest.getTime() > LAST_USED_RESOLUTION_MS) {
    await ctx.db.update(apikey).set({ lastRequest: now }).where(eq(apikey.id, key.id));
  }
  return {
    kind: "token",
    organizationId: key.referenceId,
    scopes: new Set(permissionsToScopes(parsePermissions(key.permissions))),
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
  const [row] = await ctx.db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.userId, session.user.id), eq(member.organizationId, organizationId)));
  if (!row) throw new AppError(403, "NotPermitted", "You are not a member of the active organization");
  const roles = row.role.split(",").map((r) => r.trim());
  const canWrite = roles.includes("owner") || roles.includes("admin");
  return {
    kind: "session",
    organizationId,
    scopes: new Set(canWrite ? ALL_SCOPES : READ_SCOPES),
    subject: `user:${session.user.id}`,
    userId: session.user.id,
  };
}

/**
 * Resolves the caller of every `/v1` route: `Authorization: Bearer kassa_oat_…` (an organization
 * access token), else the dashboard session cookie with its active organization.
 */
export function v1Principal(ctx: AppContext): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    let principal: Principal;
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw new UnauthorizedError("The Authorization header must be `Bearer <access token>`");
      principal = await fromToken(ctx, match[1]!);
    } else {
      principal = await fromSession(ctx, c);
    }
    c.set("principal", principal);
    await next();
  };
}

/** Route guard: the caller's token or role must grant `scope`. */
export function requireScope(scope: Scope): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    if (!c.get("principal").scopes.has(scope)) throw new InsufficientScopeError(scope);
    await next();
  };
}
