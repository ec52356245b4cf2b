import type { Executor } from "../../db/types.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { getMeter } from "../meters/service.js";
import type { PriceInsert, PriceRow } from "./repository.js";
import type { PriceCreateInput } from "./schemas.js";

/** One price of the set a product will have after a create or update, with where it came from in the body. */
export type PriceSlot = { index: number } & (
  | { kind: "new"; input: PriceCreateInput }
  | { kind: "kept"; row: PriceRow }
);

const amountTypeOf = (s: PriceSlot) => (s.kind === "new" ? s.input.amount_type : s.row.amountType);
const currencyOf = (s: PriceSlot) => (s.kind === "new" ? s.input.price_currency : s.row.priceCurrency);
const meterOf = (s: PriceSlot) =>
  s.kind === "new" ? (s.input.amount_type === "metered_unit" ? s.input.meter_id : null) : s.row.meterId;

/**
 * The rules of a product's price set (Polar's): at least one price; one currency; at most one
 * fixed, custom or free price; a free price alone; any number of metered prices, on recurring
 * products only, each on its own meter of the organization.
 */
export async function validatePriceSet(
  db: Executor,
  organizationId: string,
  slots: PriceSlot[],
  isRecurring: boolean,
): Promise<void> {
  const issues: ValidationIssue[] = [];
  const loc = (s: PriceSlot, ...rest: string[]) => ["body", "prices", s.index, ...rest];
  if (slots.length === 0) issues.push({ loc: ["body", "prices"], msg: "give at least one price" });
  const currency = slots[0] ? currencyOf(slots[0]) : null;
  const statics = slots.filter((s) => amountTypeOf(s) !== "metered_unit");
  const meters = new Set<string>();
  for (const s of slots) {
    const type = amountTypeOf(s);
    if (currencyOf(s) !== currency) {
      issues.push({
        loc: loc(s, "price_currency"),
        msg: `all prices of a product must be in one currency (${currency})`,
        input: currencyOf(s),
      });
    }
    if (type === "metered_unit") {
      if (!isRecurring) {
        issues.push({
          loc: loc(s, "amount_type"),
          msg: "metered prices are only allowed on recurring products",
          input: type,
        });
      }
      const meterId = meterOf(s)!;
      if (meters.has(meterId)) {
        issues.push({
          loc: loc(s, "meter_id"),
          msg: "a product can have only one price per meter",
          input: meterId,
        });
      }
      meters.add(meterId);
      if (s.kind === "new") {
        const meter = await getMeter({ db }, organizationId, meterId);
        if (!meter) issues.push({ loc: loc(s, "meter_id"), msg: "meter not found", input: meterId });
        else if (meter.archivedAt)
          issues.push({ loc: loc(s, "meter_id"), msg: "meter is archived", input: meterId });
      }
    }
    if (type === "free" && slots.length > 1) {
      issues.push({
        loc: loc(s, "amount_type"),
        msg: "a free price cannot be combined with other prices",
        input: type,
      });
    }
  }
  if (statics.length > 1) {
    const second = statics[1]!;
    issues.push({
      loc: loc(second, "amount_type"),
      msg: "a product can have only one fixed, custom or free price",
      input: amountTypeOf(second),
    });
  }
  if (issues.length) throw new RequestValidationError(issues);
}

/** The row of a new catalog price. */
export function newPriceRow(
  organizationId: string,
  productId: string,
  input: PriceCreateInput,
  now: Date,
): PriceInsert {
  const base = {
    id: uuidv7(),
    organizationId,
    productId,
    amountType: input.amount_type,
    source: "catalog" as const,
    priceCurrency: input.price_currency,
    taxBehavior: input.tax_behavior ?? null,
    isArchived: false,
    createdAt: now,
    modifiedAt: null,
  };
  switch (input.amount_type) {
    case "fixed":
      return { ...base, priceAmount: input.price_amount };
    case "custom":
      return {
        ...base,
        minimumAmount: input.minimum_amount,
        maximumAmount: input.maximum_amount ?? null,
        presetAmount: input.preset_amount ?? null,
      };
    case "free":
      return base;
    case "metered_unit":
      return {
        ...base,
        unitAmount: input.unit_amount,
        capAmount: input.cap_amount ?? null,
        meterId: input.meter_id,
      };
  }
}
