import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/sql-state.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { getProductRows } from "../products/service.js";
import { recordEvent } from "../webhooks/service.js";
import type { DiscountInsert } from "./repository.js";
import {
  type DiscountRow,
  findDiscount,
  findDiscountByCode,
  insertDiscount,
  replaceProductLinks,
  updateDiscount,
} from "./repository.js";
import type { DiscountCreateInput, DiscountUpdateInput } from "./schemas.js";
import { getDiscount, serializeDiscount } from "./service.js";

type Deps = Pick<AppContext, "db" | "clock">;

/** Fields that decide what a customer pays: frozen once the discount has been redeemed. */
const TERMS = [
  "type",
  "amount",
  "currency",
  "amounts",
  "basis_points",
  "duration",
  "duration_in_months",
] as const;

const codeTaken = (code: string): RequestValidationError =>
  new RequestValidationError([
    {
      loc: ["body", "code"],
      msg: "a discount with this code already exists",
      input: code,
      type: "value_error",
    },
  ]);

/** Duration and validity window rules, on the values the discount will have. */
function termIssues(v: {
  duration: string;
  durationInMonths: number | null;
  monthsGiven: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (v.duration === "repeating" && v.durationInMonths === null) {
    issues.push({
      loc: ["body", "duration_in_months"],
      msg: "duration_in_months is required when duration is repeating",
    });
  }
  if (v.duration !== "repeating" && v.durationInMonths !== null && v.monthsGiven) {
    issues.push({
      loc: ["body", "duration_in_months"],
      msg: "duration_in_months is only allowed when duration is repeating",
      input: v.durationInMonths,
    });
  }
  if (v.startsAt && v.endsAt && v.startsAt >= v.endsAt) {
    issues.push({
      loc: ["body", "ends_at"],
      msg: "ends_at must be after starts_at",
      input: v.endsAt.toISOString(),
    });
  }
  return issues;
}

/** Fixed amounts from `amounts`, or the deprecated `amount` + `currency` (default usd). */
function fixedAmounts(input: {
  amount?: number | null | undefined;
  currency?: string | null | undefined;
  amounts?: Record<string, number> | null | undefined;
}): { amounts: Record<string, number>; currency: string } | null {
  if (input.amounts) {
    const keys = Object.keys(input.amounts);
    const currency = input.currency && keys.includes(input.currency) ? input.currency : (keys[0] ?? "usd");
    return { amounts: input.amounts, currency };
  }
  if (input.amount != null) {
    const currency = input.currency ?? "usd";
    return { amounts: { [currency]: input.amount }, currency };
  }
  return null;
}

async function checkProducts(db: Executor, organizationId: string, ids: string[]): Promise<void> {
  const found = new Set((await getProductRows({ db }, organizationId, ids)).map((p) => p.id));
  const issues: ValidationIssue[] = [];
  ids.forEach((id, i) => {
    if (!found.has(id)) issues.push({ loc: ["body", "products", i], msg: "product not found", input: id });
    else if (ids.indexOf(id) !== i)
      issues.push({ loc: ["body", "products", i], msg: "product is listed twice", input: id });
  });
  if (issues.length) throw new RequestValidationError(issues);
}

async function saveAndRecord(
  tx: Executor,
  organizationId: string,
  id: string,
  now: Date,
  type: "discount.created" | "discount.updated",
) {
  const wire = serializeDiscount((await getDiscount({ db: tx }, organizationId, id))!);
  await recordEvent(tx, now, organizationId, type, wire);
  return wire;
}

export async function createDiscount(ctx: Deps, organizationId: string, input: DiscountCreateInput) {
  const startsAt = input.starts_at ? new Date(input.starts_at) : null;
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  const durationInMonths = input.duration_in_months ?? null;
  const issues = termIssues({
    duration: input.duration,
    durationInMonths,
    monthsGiven: true,
    startsAt,
    endsAt,
  });
  const fixed = input.type === "fixed" ? fixedAmounts(input) : null;
  if (input.type === "fixed" && !fixed) {
    issues.push({ loc: ["body", "amount"], msg: "a fixed discount needs amount (with currency) or amounts" });
  }
  if (issues.length) throw new RequestValidationError(issues);

  const now = ctx.clock.now();
  const row: DiscountInsert = {
    id: uuidv7(),
    organizationId,
    name: input.name,
    code: input.code ?? null,
    type: input.type,
    amounts: fixed?.amounts ?? null,
    currency: fixed?.currency ?? null,
    basisPoints: input.type === "percentage" ? input.basis_points : null,
    duration: input.duration,
    durationInMonths: input.duration === "repeating" ? durationInMonths : null,
    startsAt,
    endsAt,
    maxRedemptions: input.max_redemptions ?? null,
    redemptionsCount: 0,
    metadata: input.metadata ?? {},
    createdAt: now,
    modifiedAt: null,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      if (row.code && (await findDiscountByCode(tx, organizationId, row.code))) throw codeTaken(row.code);
      await insertDiscount(tx, row);
      if (input.products?.length) {
        await checkProducts(tx, organizationId, input.products);
        await replaceProductLinks(tx, organizationId, row.id, input.products);
      }
      return saveAndRecord(tx, organizationId, row.id, now, "discount.created");
    });
  } catch (error) {
    if (row.code && isUniqueViolation(error)) throw codeTaken(row.code);
    throw error;
  }
}

/** JSON with object keys sorted, so `{usd, eur}` equals `{eur, usd}`. */
const stable = (value: unknown): string =>
  JSON.stringify(
    value && typeof value === "object" ? Object.fromEntries(Object.entries(value).sort()) : value,
  );

function termsChanged(current: DiscountRow, input: DiscountUpdateInput): ValidationIssue[] {
  const now = {
    type: current.type,
    amount: current.currency ? (current.amounts?.[current.currency] ?? null) : null,
    currency: current.currency,
    amounts: current.amounts,
    basis_points: current.basisPoints,
    duration: current.duration,
    duration_in_months: current.durationInMonths,
  };
  return TERMS.filter((field) => {
    const value = input[field];
    return value != null && stable(value) !== stable(now[field]);
  }).map((field) => ({
    loc: ["body", field],
    msg: `${field} cannot be changed once the discount has been redeemed`,
    input: input[field],
  }));
}

export async function updateDiscountById(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: DiscountUpdateInput,
) {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = await findDiscount(tx, organizationId, id, { forUpdate: true });
      if (!current) throw new NotFoundError("Discount");
      if (current.redemptionsCount > 0) {
        const frozen = termsChanged(current, input);
        if (frozen.length) throw new RequestValidationError(frozen);
      }
      const type = input.type ?? current.type;
      const duration = input.duration ?? current.duration;
      const durationInMonths =
        duration !== "repeating" && input.duration_in_months == null
          ? null
          : input.duration_in_months !== undefined
            ? input.duration_in_months
            : current.durationInMonths;
      const startsAt =
        input.starts_at !== undefined
          ? input.starts_at
            ? new Date(input.starts_at)
            : null
          : current.startsAt;
      const endsAt =
        input.ends_at !== undefined ? (input.ends_at ? new Date(input.ends_at) : null) : current.endsAt;
      const issues = termIssues({
        duration,
        durationInMonths,
        monthsGiven: input.duration_in_months != null,
        startsAt,
        endsAt,
      });

      const patch: Partial<DiscountInsert> = {
        modifiedAt: now,
        type,
        duration,
        durationInMonths,
        startsAt,
        endsAt,
      };
      if (type === "fixed") {
        const given = fixedAmounts({ ...input, currency: input.currency ?? current.currency });
        let fixed =
          given ??
          (current.type === "fixed"
            ? { amounts: current.amounts ?? {}, currency: current.currency ?? "usd" }
            : null);
        if (fixed && !given && input.currency) {
          if (input.currency in fixed.amounts) fixed = { ...fixed, currency: input.currency };
          else
            issues.push({
              loc: ["body", "currency"],
              msg: "no amount in this currency: give amount or amounts",
              input: input.currency,
            });
        }
        if (!fixed)
          issues.push({
            loc: ["body", "amount"],
            msg: "a fixed discount needs amount (with currency) or amounts",
          });
        else Object.assign(patch, { amounts: fixed.amounts, currency: fixed.currency, basisPoints: null });
      } else {
        const basisPoints =
          input.basis_points ?? (current.type === "percentage" ? current.basisPoints : null);
        if (basisPoints == null)
          issues.push({ loc: ["body", "basis_points"], msg: "a percentage discount needs basis_points" });
        else Object.assign(patch, { basisPoints, amounts: null, currency: null });
      }
      if (issues.length) throw new RequestValidationError(issues);

      if (input.name) patch.name = input.name;
      if (input.code !== undefined) {
        if (input.code && (await findDiscountByCode(tx, organizationId, input.code, id)))
          throw codeTaken(input.code);
        patch.code = input.code;
      }
      if (input.max_redemptions !== undefined) patch.maxRedemptions = input.max_redemptions;
      if (input.metadata) patch.metadata = input.metadata;
      if (input.products) {
        await checkProducts(tx, organizationId, input.products);
        await replaceProductLinks(tx, organizationId, id, input.products);
      }
      await updateDiscount(tx, organizationId, id, patch);
      return saveAndRecord(tx, organizationId, id, now, "discount.updated");
    });
  } catch (error) {
    if (input.code && isUniqueViolation(error)) throw codeTaken(input.code);
    throw error;
  }
}

/** Deletes a discount (kept for the orders that used it, gone from the API) and records `discount.deleted`. */
export async function deleteDiscount(ctx: Deps, organizationId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const record = await getDiscount({ db: tx }, organizationId, id);
    if (!record) throw new NotFoundError("Discount");
    await updateDiscount(tx, organizationId, id, { deletedAt: now, modifiedAt: now });
    await recordEvent(tx, now, organizationId, "discount.deleted", serializeDiscount(record));
  });
}
