import { randomBytes } from "node:crypto";
import { defaultKeyHasher } from "@better-auth/api-key";
import { permissionsToScopes, type Scope, scopesToPermissions } from "../../../shared/scopes.js";
import { ORG_TOKEN_CONFIG, ORG_TOKEN_PREFIX } from "../../auth/auth.js";
import {
  deleteOrgTokenRow,
  findOrgTokenRow,
  insertOrgTokenRow,
  listOrgTokenRows,
  type TokenRow,
  updateOrgTokenRow,
} from "../../auth/service.js";
import type { AppContext } from "../../context.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { uuidv7 } from "../../lib/ids.js";
import { parseDuration } from "./schemas.js";

type Deps = Pick<AppContext, "db" | "clock">;

export function serializeToken(row: TokenRow) {
  let permissions: Record<string, string[]> | null = null;
  try {
    permissions = row.permissions ? JSON.parse(row.permissions) : null;
  } catch {}
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    modified_at: row.updatedAt.getTime() === row.createdAt.getTime() ? null : row.updatedAt.toISOString(),
    scopes: permissionsToScopes(permissions),
    expires_at: row.expiresAt?.toISOString() ?? null,
    comment: row.name ?? "",
    last_used_at: row.lastRequest?.toISOString() ?? null,
    organization_id: row.referenceId,
  };
}

/**
 * Creates a token and returns it with its secret, which is shown this once: only its SHA-256
 * is stored (better-auth's API-key format, so its routes and verifyApiKey accept it).
 */
export async function createToken(
  ctx: Deps,
  organizationId: string,
  input: { comment: string; scopes: Scope[]; expiresIn?: string | null },
) {
  const token = `${ORG_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const now = ctx.clock.now();
  const seconds = input.expiresIn ? parseDuration(input.expiresIn) : null;
  const row = {
    id: uuidv7(),
    configId: ORG_TOKEN_CONFIG,
    name: input.comment,
    start: token.slice(0, ORG_TOKEN_PREFIX.length + 4),
    prefix: ORG_TOKEN_PREFIX,
    key: await defaultKeyHasher(token),
    referenceId: organizationId,
    enabled: true,
    rateLimitEnabled: false,
    requestCount: 0,
    permissions: JSON.stringify(scopesToPermissions([...new Set(input.scopes)])),
    expiresAt: seconds ? new Date(now.getTime() + seconds * 1000) : null,
    createdAt: now,
    updatedAt: now,
  };
  await insertOrgTokenRow(ctx.db, row);
  const saved = await findOrgTokenRow(ctx.db, organizationId, row.id);
  return { organization_access_token: serializeToken(saved!), token };
}

export async function listOrgTokens(
  ctx: Deps,
  organizationId: string,
  page: Page,
  sort: { property: "created_at" | "comment" | "last_used_at"; descending: boolean }[],
) {
  const { rows, total } = await listOrgTokenRows(ctx.db, organizationId, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: rows.map(serializeToken), total };
}

export async function updateOrgToken(
  ctx: Deps & Pick<AppContext, "tokens">,
  organizationId: string,
  id: string,
  input: { comment?: string | null; scopes?: Scope[] | null },
) {
  const patch: Parameters<typeof updateOrgTokenRow>[3] = { updatedAt: ctx.clock.now() };
  if (input.comment) patch.name = input.comment;
  if (input.scopes) patch.permissions = JSON.stringify(scopesToPermissions([...new Set(input.scopes)]));
  const row = await updateOrgTokenRow(ctx.db, organizationId, id, patch);
  if (!row) throw new NotFoundError("Organization access token");
  ctx.tokens.invalidate(); // at once here; other processes hear of it from the apikey trigger
  return serializeToken(row);
}

export async function revokeOrgToken(
  ctx: Deps & Pick<AppContext, "tokens">,
  organizationId: string,
  id: string,
): Promise<void> {
  if (!(await deleteOrgTokenRow(ctx.db, organizationId, id)))
    throw new NotFoundError("Organization access token");
  ctx.tokens.invalidate(); // at once here; other processes hear of it from the apikey trigger
}
