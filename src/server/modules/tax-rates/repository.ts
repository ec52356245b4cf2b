import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { taxRate } from "../../db/schema/tax-rates.js";
import { slot, statement } from "../../db/statement.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { TaxRateSort } from "./schemas.js";

export type TaxRateRow = typeof taxRate.$inferSelect;

const own = (organizationId: string) => inOrganization(taxRate, organizationId);
const sameState = (state: string | null) => (state ? eq(taxRate.state, state) : isNull(taxRate.state));

export async function insertTaxRate(db: Executor, row: typeof taxRate.$inferInsert): Promise<TaxRateRow> {
  const [saved] = await db.insert(taxRate).values(row).returning();
  return saved!;
}

export async function findTaxRate(
  db: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TaxRateRow | undefined> {
  const query = db
    .select()
    .from(taxRate)
    .where(and(own(organizationId), eq(taxRate.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * Serializes writers of one (organization, country, state) for the rest of the transaction
 * (a transaction-scoped advisory lock), so two concurrent creates cannot both add a rate.
 */
export async function lockRegion(
  db: Executor,
  organizationId: string,
  country: string,
  state: string | null,
): Promise<void> {
  const key = `tax_rate:${organizationId}:${country}:${state ?? ""}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Another rate of the organization for exactly this country and state (null = country-wide). */
export async function findRegionRate(
  db: Executor,
  organizationId: string,
  country: string,
  state: string | null,
  exceptId?: string,
): Promise<TaxRateRow | undefined> {
  const [row] = await db
    .select()
    .from(taxRate)
    .where(
      and(
        own(organizationId),
        eq(taxRate.country, country),
        sameState(state),
        exceptId ? ne(taxRate.id, exceptId) : undefined,
      ),
    );
  return row;
}

const ratesOfCountry = statement("tax_rates_of_country", (db) =>
  db
    .select()
    .from(taxRate)
    .where(and(own(slot("organizationId")), eq(taxRate.country, slot("country")), isNull(taxRate.state))),
);
const ratesOfState = statement("tax_rates_of_state", (db) =>
  db
    .select()
    .from(taxRate)
    .where(
      and(
        own(slot("organizationId")),
        eq(taxRate.country, slot("country")),
        or(isNull(taxRate.state), eq(taxRate.state, slot("state"))),
      ),
    ),
);

/** The rates that may apply to an address: the country-wide one and, when given, the state's. */
export async function findRatesFor(
  db: Executor,
  organizationId: string,
  country: string,
  state: string | null,
): Promise<TaxRateRow[]> {
  return state
    ? ratesOfState(db, { organizationId, country, state })
    : ratesOfCountry(db, { organizationId, country });
}

const SORT_COLUMNS: Record<Exclude<TaxRateSort, "country">, SQL> = {
  created_at: sql`${taxRate.createdAt}`,
  basis_points: sql`${taxRate.basisPoints}`,
};

export async function listTaxRates(
  db: Executor,
  organizationId: string,
  filters: { countries?: string[] | undefined },
  opts: { offset: number; limit: number; sort: { property: TaxRateSort; descending: boolean }[] },
): Promise<{ rows: TaxRateRow[]; total: number }> {
  const where = and(
    own(organizationId),
    filters.countries?.length ? inArray(taxRate.country, filters.countries) : undefined,
  );
  const rows = await db
    .select()
    .from(taxRate)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) =>
        s.property === "country"
          ? s.descending
            ? sql`${taxRate.country} desc, ${taxRate.state} desc nulls last`
            : sql`${taxRate.country} asc, ${taxRate.state} asc nulls first`
          : s.descending
            ? sql`${SORT_COLUMNS[s.property]} desc`
            : sql`${SORT_COLUMNS[s.property]} asc`,
      ),
      asc(taxRate.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(taxRate).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateTaxRate(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof taxRate.$inferInsert>,
): Promise<TaxRateRow | undefined> {
  const [row] = await db
    .update(taxRate)
    .set(patch)
    .where(and(own(organizationId), eq(taxRate.id, id)))
    .returning();
  return row;
}

export async function deleteTaxRate(db: Executor, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(taxRate)
    .where(and(own(organizationId), eq(taxRate.id, id)))
    .returning({ id: taxRate.id });
  return rows.length > 0;
}
