import type { Executor } from "../../db/types.js";
import { RequestValidationError } from "../../http/errors.js";
import { newPriceRow, validatePriceSet } from "./prices.js";
import { findPricesById, insertPrices, type PriceRow } from "./repository.js";
import type { PriceCreateInput } from "./schemas.js";

/**
 * Prices made for one checkout (`source: "ad_hoc"`): they follow the rules of a product's price
 * set but never join the product's own price list. A 422 names `body.prices.<product id>.<i>`.
 */
export async function createAdHocPrices(
  tx: Executor,
  organizationId: string,
  product: { id: string; recurringInterval: string | null },
  inputs: PriceCreateInput[],
  now: Date,
): Promise<PriceRow[]> {
  try {
    await validatePriceSet(
      tx,
      organizationId,
      inputs.map((input, index) => ({ kind: "new", input, index })),
      product.recurringInterval !== null,
    );
  } catch (error) {
    if (!(error instanceof RequestValidationError)) throw error;
    const issues = (
      error.detail as { loc: (string | number)[]; msg: string; type: string; input: unknown }[]
    ).map((d) => ({ ...d, loc: ["body", "prices", product.id, ...d.loc.slice(2)] }));
    throw new RequestValidationError(issues);
  }
  const rows = inputs.map((input) => ({
    ...newPriceRow(organizationId, product.id, input, now),
    source: "ad_hoc" as const,
  }));
  await insertPrices(tx, rows);
  return getPricesById(
    { db: tx },
    organizationId,
    rows.map((r) => r.id as string),
  );
}

/** The organization's prices among `ids`, in the order of `ids` (missing ones left out). */
export async function getPricesById(
  ctx: { db: Executor },
  organizationId: string,
  ids: string[],
): Promise<PriceRow[]> {
  const byId = new Map(
    (await findPricesById(ctx.db, organizationId, [...new Set(ids)])).map((p) => [p.id, p]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
