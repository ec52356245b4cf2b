import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { member, organization, user } from "../../db/schema/auth.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

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
  const [row] = await db.select().from(organization).where(eq(organization.id, organizationId));
  return row;
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

/** Whether the user is a member of the organization (any role). */
export async function isMember(db: Executor, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(inOrganization(member, organizationId, eq(member.userId, userId)));
  return row !== undefined;
}
