import { and, asc, count, desc, eq } from "drizzle-orm";
import { ORG_TOKEN_CONFIG } from "../../auth/auth.js";
import { apikey } from "../../db/schema/auth.js";
import type { Executor } from "../../db/types.js";

/**
 * Organization access tokens live in better-auth's `apikey` table (configId "organization",
 * referenceId = organization id), so better-auth's API-key routes and verifyApiKey see them too.
 */
export type TokenRow = typeof apikey.$inferSelect;

const ofOrg = (organizationId: string) =>
  and(eq(apikey.configId, ORG_TOKEN_CONFIG), eq(apikey.referenceId, organizationId));

export async function insertToken(db: Executor, row: typeof apikey.$inferInsert): Promise<void> {
  await db.insert(apikey).values(row);
}

export async function findToken(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(apikey)
    .where(and(ofOrg(organizationId), eq(apikey.id, id)));
  return row;
}

export async function listTokens(
  db: Executor,
  organizationId: string,
  opts: {
    offset: number;
    limit: number;
    sort: { property: "created_at" | "comment" | "last_used_at"; descending: boolean }[];
  },
): Promise<{ rows: TokenRow[]; total: number }> {
  const column = { created_at: apikey.createdAt, comment: apikey.name, last_used_at: apikey.lastRequest };
  const rows = await db
    .select()
    .from(apikey)
    .where(ofOrg(organizationId))
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(column[s.property]) : asc(column[s.property]))),
      asc(apikey.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(apikey).where(ofOrg(organizationId));
  return { rows, total: total?.n ?? 0 };
}

export async function updateToken(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof apikey.$inferInsert>,
): Promise<TokenRow | undefined> {
  const [row] = await db
    .update(apikey)
    .set(patch)
    .where(and(ofOrg(organizationId), eq(apikey.id, id)))
    .returning();
  return row;
}

export async function deleteToken(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apikey)
    .where(and(ofOrg(organizationId), eq(apikey.id, id)))
    .returning({ id: apikey.id });
  return rows.length > 0;
}
