import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  deleteTaxRate,
  findRatesFor,
  findRegionRate,
  findTaxRate,
  insertTaxRate,
  listTaxRates,
  lockRegion,
  type TaxRateRow,
  updateTaxRate,
} from "./repository.js";
import { type TaxRateCreateInput, type TaxRateSort, type TaxRateUpdateInput, US_STATES } from "./schemas.js";

export type { TaxRateRow } from "./repository.js";

type Deps = Pick<AppContext, "db" | "clock">;

/** A tax rate on the wire (a Kassa extension: Polar computes tax itself). */
export function serializeTaxRate(row: TaxRateRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    organization_id: row.organizationId,
    country: row.country,
    state: row.state,
    basis_points: row.basisPoints,
    inclusive: row.inclusive,
    display_name: row.displayName,
  };
}

export type TaxRateWire = ReturnType<typeof serializeTaxRate>;

/** A state must be a US state, and only US rates take one. */
function regionIssues(country: string, state: string | null): ValidationIssue[] {
  if (state === null) return [];
  if (country !== "US") {
    return [{ loc: ["body", "state"], msg: "state is only supported for US tax rates", input: state }];
  }
  if (!US_STATES.has(state))
    return [{ loc: ["body", "state"], msg: "must be a US state code", input: state }];
  return [];
}

const regionTaken = (country: string, state: string | null) =>
  new RequestValidationError([
    {
      loc: ["body", state ? "state" : "country"],
      msg: state
        ? `a tax rate for ${country}-${state} already exists`
        : `a country-wide tax rate for ${country} already exists`,
      input: state ?? country,
    },
  ]);

export async function createTaxRate(ctx: Deps, organizationId: string, input: TaxRateCreateInput) {
  const state = input.state || null;
  const issues = regionIssues(input.country, state);
  if (issues.length) throw new RequestValidationError(issues);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockRegion(tx, organizationId, input.country, state);
    if (await findRegionRate(tx, organizationId, input.country, state))
      throw regionTaken(input.country, state);
    const row = await insertTaxRate(tx, {
      id: uuidv7(),
      organizationId,
      country: input.country,
      state,
      basisPoints: input.basis_points,
      inclusive: input.inclusive,
      displayName: input.display_name,
      createdAt: now,
      modifiedAt: null,
    });
    return serializeTaxRate(row);
  });
}

export async function requireTaxRate(ctx: { db: Executor }, organizationId: string, id: string) {
  const row = await findTaxRate(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Tax rate");
  return row;
}

export async function updateTaxRateById(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: TaxRateUpdateInput,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findTaxRate(tx, organizationId, id, { forUpdate: true });
    if (!current) throw new NotFoundError("Tax rate");
    const country = input.country ?? current.country;
    // Moving a rate to another country drops a state that no longer fits unless one is given.
    const state =
      input.state !== undefined ? input.state || null : country === current.country ? current.state : null;
    const issues = regionIssues(country, state);
    if (issues.length) throw new RequestValidationError(issues);
    if (country !== current.country || state !== current.state) {
      await lockRegion(tx, organizationId, country, state);
      if (await findRegionRate(tx, organizationId, country, state, id)) throw regionTaken(country, state);
    }
    const row = await updateTaxRate(tx, organizationId, id, {
      country,
      state,
      basisPoints: input.basis_points ?? current.basisPoints,
      inclusive: input.inclusive ?? current.inclusive,
      displayName: input.display_name ?? current.displayName,
      modifiedAt: now,
    });
    return serializeTaxRate(row!);
  });
}

export async function deleteTaxRateById(ctx: Deps, organizationId: string, id: string): Promise<void> {
  if (!(await deleteTaxRate(ctx.db, organizationId, id))) throw new NotFoundError("Tax rate");
}

export async function listOrgTaxRates(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  page: Page,
  filters: { countries?: string[] | undefined },
  sort: { property: TaxRateSort; descending: boolean }[],
) {
  const { rows, total } = await listTaxRates(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: rows.map(serializeTaxRate), total };
}

/**
 * The organization's tax rate for a billing address: the state's rate when the address is in a
 * US state that has one, else the country-wide rate, else null (no tax). `state` may be given
 * as `CA` or `US-CA`.
 */
export async function findApplicableTaxRate(
  ctx: { db: Executor },
  organizationId: string,
  country: string,
  state: string | null | undefined,
): Promise<TaxRateRow | null> {
  const upper = country.toUpperCase();
  const code = upper === "US" && state ? state.toUpperCase().replace(/^US-/, "") : null;
  const rows = await findRatesFor(ctx.db, organizationId, upper, code);
  return rows.find((r) => r.state !== null) ?? rows.find((r) => r.state === null) ?? null;
}
