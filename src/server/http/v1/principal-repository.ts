import { and, eq } from "drizzle-orm";
import { apikey, member } from "../../db/schema/auth.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** The reads behind `/v1` authentication: better-auth's API keys and organization members. */

/** The API key of `configId` whose hashed key is `hashed`, with what verification needs. */
export async function findApiKeyByHash(db: Executor, hashed: string, configId: string) {
  const [key] = await db
    .select({
      id: apikey.id,
      referenceId: apikey.referenceId,
      permissions: apikey.permissions,
      enabled: apikey.enabled,
      expiresAt: apikey.expiresAt,
      lastRequest: apikey.lastRequest,
    })
    .from(apikey)
    .where(and(eq(apikey.key, hashed), eq(apikey.configId, configId)));
  return key;
}

export async function touchApiKey(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(apikey).set({ lastRequest: now }).where(eq(apikey.id, id));
}

/** The user's role(s) in the organization (better-auth's comma-separated list); undefined: not a member. */
export async function findMemberRole(db: Executor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(inOrganization(member, organizationId, eq(member.userId, userId)));
  return row?.role;
}
