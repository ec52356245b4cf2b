import { and, asc, count, desc, eq, gt, inArray, isNull, like, or, type SQL, sql } from "drizzle-orm";
import { totalFromPage } from "../../db/page-total.js";
import { type LicenseKeyStatus, licenseKey, licenseKeyActivation } from "../../db/schema/license-keys.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { customerEmailSortSql } from "../customers/service.js";

export type { LicenseKeyStatus };
export type LicenseKeyRow = typeof licenseKey.$inferSelect;
export type ActivationRow = typeof licenseKeyActivation.$inferSelect;

/** Inserts the key of a grant; a key that already exists for the grant wins (returns undefined). */
export async function insertLicenseKey(
  db: Executor,
  row: typeof licenseKey.$inferInsert,
): Promise<LicenseKeyRow | undefined> {
  const [saved] = await db.insert(licenseKey).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function findLicenseKeyByGrant(
  db: Executor,
  organizationId: string,
  grantId: string,
): Promise<LicenseKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(licenseKey)
    .where(inOrganization(licenseKey, organizationId, eq(licenseKey.grantId, grantId)));
  return row;
}

export async function findLicenseKey(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<LicenseKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(licenseKey)
    .where(inOrganization(licenseKey, organizationId, eq(licenseKey.id, id)));
  return row;
}

/** The organization's key with this exact value, locked for the rest of the transaction when `lock`. */
export async function findLicenseKeyByKey(
  db: Executor,
  organizationId: string,
  key: string,
  opts: { lock?: boolean } = {},
): Promise<LicenseKeyRow | undefined> {
  const query = db
    .select()
    .from(licenseKey)
    .where(inOrganization(licenseKey, organizationId, eq(licenseKey.key, key)));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row;
}

export async function updateLicenseKey(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof licenseKey.$inferInsert>,
): Promise<LicenseKeyRow> {
  const [row] = await db
    .update(licenseKey)
    .set(patch)
    .where(inOrganization(licenseKey, organizationId, eq(licenseKey.id, id)))
    .returning();
  return row!;
}

/** Counts one validation (and `incrementUsage` uses) in a single statement. */
export async function markValidated(
  db: Executor,
  organizationId: string,
  id: string,
  now: Date,
  incrementUsage: number,
): Promise<LicenseKeyRow> {
  const [row] = await db
    .update(licenseKey)
    .set({
      validations: sql`${licenseKey.validations} + 1`,
      usage: sql`${licenseKey.usage} + ${incrementUsage}`,
      lastValidatedAt: now,
    })
    .where(inOrganization(licenseKey, organizationId, eq(licenseKey.id, id)))
    .returning();
  return row!;
}

export interface LicenseKeyFilters {
  benefitIds?: string[] | undefined;
  statuses?: LicenseKeyStatus[] | undefined;
  customerIds?: string[] | undefined;
  /** Key search (`keyQueryWhere`). */
  query?: string | undefined;
}

export type LicenseKeySortKey = "created_at" | "expires_at" | "status" | "usage" | "customer";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A key search, ignoring case (keys are upper case): keys that start with the text (the whole key
 * pasted, or its first characters; served by `license_key_org_key_prefix_idx`), or, for the six
 * characters a display key shows (`ABC123` or `****-ABC123`), the keys ending with them
 * (`license_key_org_display_idx`).
 */
function keyQueryWhere(text: string): SQL | undefined {
  const q = text.trim().toUpperCase();
  if (!q) return undefined;
  const tail = q.startsWith("****-") ? q.slice(5) : q;
  return (
    or(
      q.startsWith("****-") ? undefined : like(licenseKey.key, `${escapeLike(q)}%`),
      tail.length === 6 ? eq(licenseKey.displayKey, `****-${tail}`) : undefined,
    ) ?? sql`false`
  );
}

function filterWhere(organizationId: string, filters: LicenseKeyFilters): SQL | undefined {
  return inOrganization(
    licenseKey,
    organizationId,
    filters.customerIds ? inArray(licenseKey.customerId, filters.customerIds) : undefined,
    filters.benefitIds ? inArray(licenseKey.benefitId, filters.benefitIds) : undefined,
    filters.statuses ? inArray(licenseKey.status, filters.statuses) : undefined,
    filters.query ? keyQueryWhere(filters.query) : undefined,
  );
}

const sortColumns = (organizationId: string): Record<LicenseKeySortKey, SQL> => ({
  created_at: sql`${licenseKey.createdAt}`,
  expires_at: sql`${licenseKey.expiresAt}`,
  status: sql`${licenseKey.status}`,
  usage: sql`${licenseKey.usage}`,
  customer: customerEmailSortSql(organizationId, licenseKey.customerId),
});

export async function listLicenseKeys(
  db: Executor,
  organizationId: string,
  filters: LicenseKeyFilters,
  opts: { offset: number; limit: number; sort?: { property: LicenseKeySortKey; descending: boolean }[] },
): Promise<{ rows: LicenseKeyRow[]; total: number }> {
  const where = filterWhere(organizationId, filters);
  const columns = sortColumns(organizationId);
  const sort = opts.sort?.length ? opts.sort : [{ property: "created_at" as const, descending: true }];
  const rows = await db
    .select()
    .from(licenseKey)
    .where(where)
    .orderBy(
      ...sort.map((s) =>
        s.descending
          ? sql`${columns[s.property]} desc nulls last`
          : sql`${columns[s.property]} asc nulls last`,
      ),
      desc(licenseKey.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const fromPage = totalFromPage(rows.length, opts.offset, opts.limit);
  if (fromPage !== undefined) return { rows, total: fromPage };
  const [total] = await db.select({ n: count() }).from(licenseKey).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One batch of the keys matching `filters`, oldest first, after the cursor `(createdAt, id)` (the export). */
export function licenseKeysAfter(
  db: Executor,
  organizationId: string,
  filters: LicenseKeyFilters,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<LicenseKeyRow[]> {
  return db
    .select()
    .from(licenseKey)
    .where(
      and(
        filterWhere(organizationId, filters),
        after
          ? or(
              gt(licenseKey.createdAt, after.createdAt),
              and(eq(licenseKey.createdAt, after.createdAt), gt(licenseKey.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(licenseKey.createdAt), asc(licenseKey.id))
    .limit(limit);
}

const liveActivation = (organizationId: string, licenseKeyId: string, ...conditions: SQL[]) =>
  inOrganization(
    licenseKeyActivation,
    organizationId,
    eq(licenseKeyActivation.licenseKeyId, licenseKeyId),
    isNull(licenseKeyActivation.deletedAt),
    ...conditions,
  );

/** The keys' current (not deactivated) activations, oldest first. */
export async function listActivations(
  db: Executor,
  organizationId: string,
  licenseKeyIds: string[],
): Promise<ActivationRow[]> {
  if (licenseKeyIds.length === 0) return [];
  return db
    .select()
    .from(licenseKeyActivation)
    .where(
      inOrganization(
        licenseKeyActivation,
        organizationId,
        inArray(licenseKeyActivation.licenseKeyId, licenseKeyIds),
        isNull(licenseKeyActivation.deletedAt),
      ),
    )
    .orderBy(asc(licenseKeyActivation.createdAt), asc(licenseKeyActivation.id));
}

export async function countActivations(
  db: Executor,
  organizationId: string,
  licenseKeyId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(licenseKeyActivation)
    .where(liveActivation(organizationId, licenseKeyId));
  return row?.n ?? 0;
}

export async function findActivation(
  db: Executor,
  organizationId: string,
  licenseKeyId: string,
  activationId: string,
): Promise<ActivationRow | undefined> {
  const [row] = await db
    .select()
    .from(licenseKeyActivation)
    .where(liveActivation(organizationId, licenseKeyId, eq(licenseKeyActivation.id, activationId)));
  return row;
}

export async function insertActivation(
  db: Executor,
  row: typeof licenseKeyActivation.$inferInsert,
): Promise<ActivationRow> {
  const [saved] = await db.insert(licenseKeyActivation).values(row).returning();
  return saved!;
}

export async function deleteActivation(
  db: Executor,
  organizationId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .update(licenseKeyActivation)
    .set({ deletedAt: now, modifiedAt: now })
    .where(inOrganization(licenseKeyActivation, organizationId, eq(licenseKeyActivation.id, id)));
}
