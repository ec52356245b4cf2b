import { and, asc, type Column, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { jsonColumns } from "../db/json-columns.js";
import { runNamed } from "../db/named.js";
import * as authSchema from "../db/schema/auth.js";
import { apikey, member, organization, user } from "../db/schema/auth.js";
import { slot, statement } from "../db/statement.js";
import { inOrganization } from "../db/tenant.js";
import type { Executor } from "../db/types.js";

/** better-auth's tables, handed to its drizzle adapter: every other query of them is here. */
export const authTables = authSchema;

/** The columns of better-auth's `apikey` table: the only values `api-key/list` may sort by. */
export const API_KEY_COLUMNS: ReadonlySet<string> = new Set(Object.keys(getTableColumns(apikey)));

/** How many user accounts the install has. */
export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return row?.n ?? 0;
}

/** The organization the user joined first, or null. */
export async function firstOrganizationOfUser(db: Executor, userId: string): Promise<string | null> {
  const [first] = await db
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt))
    .limit(1);
  return first?.organizationId ?? null;
}

/**
 * Organization access tokens live in better-auth's `apikey` table (configId "organization",
 * referenceId = organization id), so better-auth's API-key routes and verifyApiKey see them too.
 */
export type TokenRow = typeof apikey.$inferSelect;

/** The `configId` of organization access tokens' rows. */
export const ORG_TOKEN_CONFIG = "organization";

const ofOrg = (organizationId: string) =>
  and(eq(apikey.configId, ORG_TOKEN_CONFIG), eq(apikey.referenceId, organizationId));

export async function insertOrgTokenRow(db: Executor, row: typeof apikey.$inferInsert): Promise<void> {
  await db.insert(apikey).values(row);
}

export async function findOrgTokenRow(
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

export async function listOrgTokenRows(
  db: Executor,
  organizationId: string,
  opts: {
    offset: number;
    limit: number;
    sort: { property: "created_at" | "comment" | "last_used_at"; descending: boolean }[];
  },
): Promise<{ rows: TokenRow[]; total: number }> {
  const column = { created_at: apikey.createdAt, comment: apikey.name, last_used_at: apikey.lastRequest };
  // The page and the count of all the organization's tokens in one statement; only a page past
  // the end, which has no row to carry the count, counts apart.
  const query = db
    .select({ row: getTableColumns(apikey), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(apikey)
    .where(ofOrg(organizationId))
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(column[s.property]) : asc(column[s.property]))),
      asc(apikey.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const page = await runNamed("tokens_page", query);
  let total = page[0]?.total;
  if (total === undefined) {
    const [counted] = await db.select({ n: count() }).from(apikey).where(ofOrg(organizationId));
    total = counted?.n ?? 0;
  }
  return { rows: page.map((p) => p.row), total };
}

export async function updateOrgTokenRow(
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

export async function deleteOrgTokenRow(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apikey)
    .where(and(ofOrg(organizationId), eq(apikey.id, id)))
    .returning({ id: apikey.id });
  return rows.length > 0;
}

/**
 * Sellers are better-auth's organizations: the seller profile (email, website, socials, settings)
 * sits in extra columns of its `organization` table. A token is bound to one organization, so
 * every read is keyed on the caller's organization id.
 */
export type OrganizationRow = typeof organization.$inferSelect;
export type OrganizationSortProperty = "created_at" | "slug" | "name";

export async function findOrganization(
  db: Executor,
  organizationId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await organizationById(db, { organizationId });
  return row;
}

/** An organization by id: read by every hosted checkout page and confirmation, built once. */
const organizationById = statement("organization_by_id", (db) =>
  db
    .select()
    .from(organization)
    .where(eq(organization.id, slot("organizationId"))),
);

const organizationJson = jsonColumns(getTableColumns(organization));

/**
 * SQL: the organization whose id is `id` (the organization column of the row the subquery belongs
 * to) as one json object, or null; read back with `organizationRowFromJson`. Lets a statement that
 * reads a row carry its organization (the hosted checkout page and each confirmation).
 */
export function organizationJsonSql(id: Column): SQL<Record<string, unknown> | null> {
  return sql`(select ${organizationJson.object} from ${organization} where ${organization.id} = ${id})`;
}

/** The row of an `organizationJsonSql` value, as Drizzle returns it. */
export function organizationRowFromJson(value: Record<string, unknown>): OrganizationRow {
  return organizationJson.read<OrganizationRow>(value);
}

/** Locks the row for the rest of the transaction (concurrent PATCHes merge their settings one by one). */
export async function findOrganizationForUpdate(
  tx: Executor,
  organizationId: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await tx.select().from(organization).where(eq(organization.id, organizationId)).for("update");
  return row;
}

/** An organization by its (globally unique) slug: for finding one again by name, as the demo seed does. */
export async function findOrganizationBySlug(
  db: Executor,
  slug: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organization).where(eq(organization.slug, slug));
  return row;
}

/** Whether any organization (of any tenant) uses the slug: slugs are globally unique. */
export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.slug, slug))
    .limit(1);
  return Boolean(row);
}

export async function listOrganizations(
  db: Executor,
  organizationId: string,
  opts: {
    slug?: string | undefined;
    offset: number;
    limit: number;
    sort: { property: OrganizationSortProperty; descending: boolean }[];
  },
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const column = { created_at: organization.createdAt, slug: organization.slug, name: organization.name };
  const conditions: SQL[] = [eq(organization.id, organizationId)];
  if (opts.slug !== undefined) conditions.push(eq(organization.slug, opts.slug));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(organization)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => (s.descending ? desc(column[s.property]) : asc(column[s.property]))),
      asc(organization.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(organization).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type OrganizationPatch = Partial<
  Pick<
    typeof organization.$inferInsert,
    | "name"
    | "logo"
    | "email"
    | "website"
    | "socials"
    | "detailsSubmittedAt"
    | "featureSettings"
    | "subscriptionSettings"
    | "notificationSettings"
    | "customerEmailSettings"
    | "customerPortalSettings"
    | "invoiceDetails"
    | "updatedAt"
  >
>;

export async function updateOrganization(
  db: Executor,
  organizationId: string,
  patch: OrganizationPatch,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organization)
    .set(patch)
    .where(eq(organization.id, organizationId))
    .returning();
  return row;
}

/** Owners' and admins' email addresses (better-auth roles may be a comma-separated list). */
export async function findOrganizationAdminEmails(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email, role: member.role })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(inOrganization(member, organizationId));
  return [
    ...new Set(
      rows
        .filter((r) => r.role.split(",").some((role) => ["owner", "admin"].includes(role.trim())))
        .map((r) => r.email),
    ),
  ];
}

/** Every member's email address, whatever the role. */
export async function findOrganizationMemberEmails(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(inOrganization(member, organizationId));
  return [...new Set(rows.map((r) => r.email))];
}

/** Whether the user is a member of the organization (any role). */
export async function isMember(db: Executor, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(inOrganization(member, organizationId, eq(member.userId, userId)));
  return row !== undefined;
}
