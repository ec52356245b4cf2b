import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import { type DiscountRecord, getDiscount, serializeDiscount } from "../discounts/service.js";
import {
  getPrice,
  getProductRows,
  loadProducts,
  type ProductReader,
  type ProductRecord,
  serializeProduct,
} from "../products/service.js";
import {
  type CheckoutLinkRow,
  findCheckoutLink,
  insertCheckoutLink,
  listCheckoutLinks,
  updateCheckoutLink,
} from "./repository.js";
import type { CheckoutLinkCreateInput, CheckoutLinkSort, CheckoutLinkUpdateInput } from "./schemas.js";

export type { CheckoutLinkRow } from "./repository.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** The link's shareable address: each visit opens a fresh checkout (Polar's redirect endpoint). */
export const linkUrl = (baseUrl: string, clientSecret: string) =>
  `${baseUrl}/v1/checkout-links/${clientSecret}/redirect`;

interface LinkRecord {
  row: CheckoutLinkRow;
  products: ProductRecord[];
  discount: DiscountRecord | null;
}

/** A link as Polar's wire `CheckoutLink`. */
export function serializeCheckoutLink({ row, products, discount }: LinkRecord, baseUrl: string) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    trial_interval: row.trialInterval as "day" | "week" | "month" | "year" | null,
    trial_interval_count: row.trialIntervalCount,
    metadata: row.metadata,
    payment_processor: "stripe" as const,
    client_secret: row.clientSecret,
    success_url: row.successUrl,
    return_url: row.returnUrl,
    label: row.label,
    allow_discount_codes: row.allowDiscountCodes,
    require_billing_address: row.requireBillingAddress,
    discount_id: row.discountId,
    seats: null,
    organization_id: row.organizationId,
    products: products.map(serializeProduct),
    discount: discount ? serializeDiscount(discount) : null,
    url: linkUrl(baseUrl, row.clientSecret),
  };
}

async function loadLinks(
  ctx: ProductReader,
  organizationId: string,
  rows: CheckoutLinkRow[],
): Promise<LinkRecord[]> {
  const productRows = await getProductRows(ctx, organizationId, [
    ...new Set(rows.flatMap((r) => r.productIds)),
  ]);
  const records = new Map((await loadProducts(ctx, organizationId, productRows)).map((p) => [p.row.id, p]));
  const out: LinkRecord[] = [];
  for (const row of rows) {
    out.push({
      row,
      products: row.productIds.flatMap((id) => records.get(id) ?? []),
      discount: row.discountId
        ? await getDiscount(ctx, organizationId, row.discountId, { includeDeleted: true })
        : null,
    });
  }
  return out;
}

async function wire(ctx: Deps, row: CheckoutLinkRow) {
  const [record] = await loadLinks(ctx, row.organizationId, [row]);
  return serializeCheckoutLink(record!, ctx.config.baseUrl);
}

/** The products of a link: each an existing, unarchived product of the organization, listed once. */
async function checkProducts(db: Executor, organizationId: string, ids: string[]): Promise<void> {
  const rows = new Map((await getProductRows({ db }, organizationId, ids)).map((r) => [r.id, r]));
  const issues: ValidationIssue[] = [];
  ids.forEach((id, i) => {
    const row = rows.get(id);
    const loc = ["body", "products", i];
    if (!row) issues.push({ loc, msg: "Product does not exist.", input: id });
    else if (ids.indexOf(id) !== i) issues.push({ loc, msg: "Product is listed twice.", input: id });
    else if (row.isArchived) issues.push({ loc, msg: "Product is archived.", input: id });
  });
  if (issues.length) throw new RequestValidationError(issues);
}

async function checkDiscount(db: Executor, organizationId: string, id: string | null | undefined) {
  if (id && !(await getDiscount({ db }, organizationId, id))) {
    throw new RequestValidationError([
      { loc: ["body", "discount_id"], msg: "Discount does not exist.", input: id },
    ]);
  }
}

/** The products a create body names: `products`, or the deprecated `product_id` / `product_price_id`. */
async function productsOf(
  db: Executor,
  organizationId: string,
  input: CheckoutLinkCreateInput,
): Promise<string[]> {
  if ("products" in input) return input.products;
  if ("product_id" in input) return [input.product_id];
  const price = await getPrice({ db }, organizationId, input.product_price_id);
  if (!price) {
    throw new RequestValidationError([
      { loc: ["body", "product_price_id"], msg: "Price does not exist.", input: input.product_price_id },
    ]);
  }
  return [price.product.id];
}

export async function createCheckoutLink(ctx: Deps, organizationId: string, input: CheckoutLinkCreateInput) {
  const productIds = await productsOf(ctx.db, organizationId, input);
  await checkProducts(ctx.db, organizationId, productIds);
  await checkDiscount(ctx.db, organizationId, input.discount_id);
  const row = await insertCheckoutLink(ctx.db, {
    id: uuidv7(),
    organizationId,
    clientSecret: `polar_cl_${randomBytes(32).toString("base64url")}`,
    productIds,
    discountId: input.discount_id ?? null,
    allowDiscountCodes: input.allow_discount_codes,
    requireBillingAddress: input.require_billing_address,
    trialInterval: input.trial_interval ?? null,
    trialIntervalCount: input.trial_interval_count ?? null,
    successUrl: input.success_url ?? null,
    returnUrl: input.return_url ?? null,
    label: input.label ?? null,
    metadata: input.metadata ?? {},
    createdAt: ctx.clock.now(),
    modifiedAt: null,
  });
  return wire(ctx, row);
}

export async function requireCheckoutLink(ctx: Deps, organizationId: string, id: string) {
  const row = await findCheckoutLink(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Checkout link");
  return row;
}

export async function getCheckoutLink(ctx: Deps, organizationId: string, id: string) {
  return wire(ctx, await requireCheckoutLink(ctx, organizationId, id));
}

export async function listOrgCheckoutLinks(
  ctx: Deps,
  organizationId: string,
  page: Page,
  filters: { productIds?: string[] | undefined; none?: boolean },
  sort: { property: CheckoutLinkSort; descending: boolean }[],
) {
  const { rows, total } = await listCheckoutLinks(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  const records = await loadLinks(ctx, organizationId, rows);
  return { items: records.map((r) => serializeCheckoutLink(r, ctx.config.baseUrl)), total };
}

export async function updateCheckoutLinkById(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: CheckoutLinkUpdateInput,
) {
  await requireCheckoutLink(ctx, organizationId, id);
  if (input.products) await checkProducts(ctx.db, organizationId, input.products);
  await checkDiscount(ctx.db, organizationId, input.discount_id);
  const patch: Partial<CheckoutLinkRow> = { modifiedAt: ctx.clock.now() };
  if (input.products) patch.productIds = input.products;
  if (input.label !== undefined) patch.label = input.label;
  if (input.allow_discount_codes != null) patch.allowDiscountCodes = input.allow_discount_codes;
  if (input.require_billing_address != null) patch.requireBillingAddress = input.require_billing_address;
  if (input.discount_id !== undefined) patch.discountId = input.discount_id;
  if (input.success_url !== undefined) patch.successUrl = input.success_url;
  if (input.return_url !== undefined) patch.returnUrl = input.return_url;
  if (input.metadata != null) patch.metadata = input.metadata;
  if (input.trial_interval !== undefined) patch.trialInterval = input.trial_interval;
  if (input.trial_interval_count !== undefined) patch.trialIntervalCount = input.trial_interval_count;
  const row = await updateCheckoutLink(ctx.db, organizationId, id, patch);
  if (!row) throw new NotFoundError("Checkout link");
  return wire(ctx, row);
}

/** Deletes a link: its address stops opening checkouts; checkouts it opened keep working. */
export async function deleteCheckoutLink(ctx: Deps, organizationId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await updateCheckoutLink(ctx.db, organizationId, id, { deletedAt: now, modifiedAt: now });
  if (!row) throw new NotFoundError("Checkout link");
}
