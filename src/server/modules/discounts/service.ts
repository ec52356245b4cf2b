import { cappedDiscount, percentOf } from "../../../shared/money.js";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { getProductRows, type ProductRow, serializeProductHead } from "../products/service.js";
import {
  type DiscountRow,
  type DiscountSortKey,
  decrementRedemptions,
  findDiscount,
  findDiscountByCode,
  findProductLinks,
  incrementRedemptions,
  listDiscounts,
} from "./repository.js";

export type { DiscountRow } from "./repository.js";

/** What reads need: a database or an open transaction (`{ db: tx }`). */
type Reader = { db: Executor };

/** A discount with the products it is restricted to (none = every product). */
export interface DiscountRecord {
  row: DiscountRow;
  products: ProductRow[];
}

/**
 * A discount as Polar's wire `Discount`: one of {Fixed, Percentage} × {OnceForever, Repeat}.
 * Fixed discounts show `amount`/`currency` (the main currency) and `amounts` (every currency).
 */
export function serializeDiscount({ row, products }: DiscountRecord) {
  const common = {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    metadata: row.metadata,
    name: row.name,
    code: row.code,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    max_redemptions: row.maxRedemptions,
    max_redemptions_per_customer: null,
    redemptions_count: row.redemptionsCount,
    organization_id: row.organizationId,
    products: products.map(serializeProductHead),
    type: row.type,
    duration: row.duration,
    ...(row.duration === "repeating" ? { duration_in_months: row.durationInMonths ?? 1 } : {}),
  };
  if (row.type === "fixed") {
    const amounts = row.amounts ?? {};
    const currency = row.currency ?? Object.keys(amounts)[0] ?? "usd";
    return { ...common, amount: amounts[currency] ?? 0, currency, amounts };
  }
  return { ...common, basis_points: row.basisPoints ?? 0 };
}

export type DiscountWire = ReturnType<typeof serializeDiscount>;

async function loadDiscounts(
  ctx: Reader,
  organizationId: string,
  rows: DiscountRow[],
): Promise<DiscountRecord[]> {
  const links = await findProductLinks(
    ctx.db,
    organizationId,
    rows.map((r) => r.id),
  );
  const products = new Map(
    (await getProductRows(ctx, organizationId, [...new Set(links.map((l) => l.productId))])).map((p) => [
      p.id,
      p,
    ]),
  );
  return rows.map((row) => ({
    row,
    products: links
      .filter((l) => l.discountId === row.id)
      .flatMap((l) => products.get(l.productId) ?? [])
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)),
  }));
}

/**
 * The organization's discount with its products, or null. Deleted discounts are null unless
 * `includeDeleted` (orders and subscriptions keep showing the discount they got).
 */
export async function getDiscount(
  ctx: Reader,
  organizationId: string,
  id: string,
  opts: { includeDeleted?: boolean } = {},
): Promise<DiscountRecord | null> {
  const row = await findDiscount(ctx.db, organizationId, id, opts);
  if (!row) return null;
  const [record] = await loadDiscounts(ctx, organizationId, [row]);
  return record ?? null;
}

export async function requireDiscount(
  ctx: Reader,
  organizationId: string,
  id: string,
): Promise<DiscountRecord> {
  const record = await getDiscount(ctx, organizationId, id);
  if (!record) throw new NotFoundError("Discount");
  return record;
}

export async function listOrgDiscounts(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  page: Page,
  filters: { query?: string | undefined; metadata: Record<string, string[]>; none?: boolean },
  sort: { property: DiscountSortKey; descending: boolean }[],
) {
  const { rows, total } = await listDiscounts(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: (await loadDiscounts(ctx, organizationId, rows)).map(serializeDiscount), total };
}

/** Whether the discount may apply to `productId` (a discount without products applies to all). */
export function appliesToProduct(record: DiscountRecord, productId: string): boolean {
  return record.products.length === 0 || record.products.some((p) => p.id === productId);
}

/**
 * How much the discount takes off `amount` (minor units of `currency`): a percentage rounded
 * with the one rule of src/shared/money.ts, or the fixed amount for that currency, never more than `amount`.
 * A fixed discount without an amount in `currency` takes off nothing.
 */
export function discountAmount(row: DiscountRow, amount: number, currency: string): number {
  if (row.type === "percentage") return cappedDiscount(amount, percentOf(amount, row.basisPoints ?? 0));
  return cappedDiscount(amount, row.amounts?.[currency.toLowerCase()] ?? 0);
}

/**
 * Counts one redemption of the discount at `now`, atomically (call it inside the checkout's
 * transaction: `{ db: tx }`). False when the discount is deleted, not yet or no longer valid,
 * or used up; the count never goes past `max_redemptions`, even under concurrent checkouts.
 */
export async function redeemDiscount(
  ctx: Reader,
  organizationId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  return (await incrementRedemptions(ctx.db, organizationId, id, now)) !== undefined;
}

/**
 * Gives back a redemption counted by `redeemDiscount` when the payment it was for failed. Call it
 * exactly once per failed redemption, in the transaction that records the failure.
 */
export async function releaseRedemption(ctx: Reader, organizationId: string, id: string): Promise<void> {
  await decrementRedemptions(ctx.db, organizationId, id);
}

/** The organization's live discount with this code (ignoring case), with its products; or null. */
export async function getDiscountByCode(
  ctx: Reader,
  organizationId: string,
  code: string,
): Promise<DiscountRecord | null> {
  const row = await findDiscountByCode(ctx.db, organizationId, code);
  if (!row) return null;
  const [record] = await loadDiscounts(ctx, organizationId, [row]);
  return record ?? null;
}

// Used by subscriptions
/** The organization's discount row in any state (a renewal applies the discount its subscription kept), or null. */
export async function getDiscountRow(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<DiscountRow | null> {
  return (await findDiscount(ex, organizationId, id, { includeDeleted: true })) ?? null;
}

// Used by subscriptions (sorting its list by discount name)
export { discountNameSql } from "./repository.js";
