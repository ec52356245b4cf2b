import { canonicalDecimal } from "../../../shared/money.js";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { type CustomFieldWire, getCustomField, serializeCustomField } from "../custom-fields/service.js";
import { type FileWire, getFiles, serializeFile } from "../files/service.js";
import { getMeter, type MeterRow } from "../meters/service.js";
import { loadBenefits, type ProductBenefitWire } from "./benefits.js";
import {
  findProductsWithRelations,
  listProductPage,
  type ProductPageRow,
  productPagesFromJson,
} from "./page-repository.js";
import {
  findBenefitLinks,
  findCustomFieldLinks,
  findMediaLinks,
  findPrice,
  findPricesOf,
  findProduct,
  findProducts,
  type PriceRow,
  type ProductFilters,
  type ProductRow,
  type ProductSortKey,
} from "./repository.js";

export type { PriceRow, ProductRow } from "./repository.js";

/** What reads need: a database or an open transaction (`{ db: tx, config }`), and the base URL for media links. */
export type ProductReader = { db: Executor; config: Pick<AppContext["config"], "baseUrl"> };

/** A product with everything its wire shape shows, loaded: serialize it with `serializeProduct`. */
export interface ProductRecord {
  row: ProductRow;
  /** Active (non-archived) prices, oldest first. */
  prices: PriceRow[];
  meters: ReadonlyMap<string, MeterRow>;
  benefits: ProductBenefitWire[];
  medias: FileWire[];
  attachedCustomFields: {
    custom_field_id: string;
    custom_field: CustomFieldWire;
    order: number;
    required: boolean;
  }[];
}

/** A price with what its wire shape needs (its product, and its meter for metered prices). */
export interface PriceRecord {
  row: PriceRow;
  product: ProductRow;
  meter: MeterRow | null;
}

/** A price as Polar's wire `ProductPrice` (by `amount_type`), with the legacy `type`/`recurring_interval`. */
export function serializePrice({ row, product, meter }: PriceRecord) {
  const common = {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    source: row.source,
    price_currency: row.priceCurrency,
    tax_behavior: row.taxBehavior,
    is_archived: row.isArchived,
    product_id: row.productId,
    type: product.recurringInterval ? ("recurring" as const) : ("one_time" as const),
    recurring_interval: product.recurringInterval,
  };
  switch (row.amountType) {
    case "fixed":
      return { ...common, amount_type: "fixed" as const, price_amount: row.priceAmount ?? 0 };
    case "custom":
      return {
        ...common,
        amount_type: "custom" as const,
        minimum_amount: row.minimumAmount ?? 0,
        maximum_amount: row.maximumAmount,
        preset_amount: row.presetAmount,
      };
    case "free":
      return { ...common, amount_type: "free" as const };
    case "metered_unit":
      return {
        ...common,
        amount_type: "metered_unit" as const,
        unit_amount: canonicalDecimal(row.unitAmount ?? "0"),
        cap_amount: row.capAmount,
        meter_id: row.meterId ?? "",
        meter: meter
          ? {
              id: meter.id,
              name: meter.name,
              unit: meter.unit,
              custom_label: meter.customLabel,
              custom_multiplier: meter.customMultiplier,
            }
          : { id: row.meterId ?? "", name: "", unit: "scalar" },
      };
  }
}

export type ProductPriceWire = ReturnType<typeof serializePrice>;

/** A product as Polar's wire `Product` (only active prices are listed). */
export function serializeProduct(record: ProductRecord) {
  const { row } = record;
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    trial_interval: row.trialInterval,
    trial_interval_count: row.trialIntervalCount,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    recurring_interval: row.recurringInterval,
    recurring_interval_count: row.recurringIntervalCount,
    meter_interval: null,
    meter_interval_count: null,
    is_recurring: row.recurringInterval !== null,
    is_archived: row.isArchived,
    organization_id: row.organizationId,
    metadata: row.metadata,
    prices: record.prices.map((p) =>
      serializePrice({
        row: p,
        product: row,
        meter: p.meterId ? (record.meters.get(p.meterId) ?? null) : null,
      }),
    ),
    benefits: record.benefits,
    medias: record.medias,
    attached_custom_fields: record.attachedCustomFields,
  };
}

export type ProductWire = ReturnType<typeof serializeProduct>;

/** A product as Polar's `DiscountProduct` / `CheckoutProduct` head: the product without its relations. */
export function serializeProductHead(row: ProductRow) {
  const {
    prices: _p,
    benefits: _b,
    medias: _m,
    attached_custom_fields: _a,
    ...head
  } = serializeProduct({
    row,
    prices: [],
    meters: new Map(),
    benefits: [],
    medias: [],
    attachedCustomFields: [],
  });
  return head;
}

async function loadMeters(ctx: ProductReader, organizationId: string, prices: PriceRow[]) {
  const meters = new Map<string, MeterRow>();
  for (const id of new Set(prices.flatMap((p) => (p.meterId ? [p.meterId] : [])))) {
    const meter = await getMeter(ctx, organizationId, id);
    if (meter) meters.set(id, meter);
  }
  return meters;
}

/**
 * The records of products whose own rows (prices, links) are loaded: the meters, benefits, files
 * and custom fields they point to are read from their modules, one batch per kind and only for
 * kinds the products use (a page of products with plain prices needs nothing more).
 */
async function assembleProducts(
  ctx: ProductReader,
  organizationId: string,
  pages: ProductPageRow[],
): Promise<ProductRecord[]> {
  const prices = pages.flatMap((p) => p.prices);
  const meters = await loadMeters(ctx, organizationId, prices);
  const benefits = await loadBenefits(ctx, organizationId, [...new Set(pages.flatMap((p) => p.benefitIds))]);
  const fileIds = [...new Set(pages.flatMap((p) => p.fileIds))];
  const files = new Map(
    (fileIds.length ? await getFiles(ctx, organizationId, fileIds) : []).map((f) => [f.id, f]),
  );
  const fields = new Map<string, CustomFieldWire>();
  for (const id of new Set(pages.flatMap((p) => p.customFieldLinks.map((l) => l.customFieldId)))) {
    const field = await getCustomField(ctx, organizationId, id);
    if (field) fields.set(id, serializeCustomField(field));
  }
  return pages.map((page) => ({
    row: page.row,
    prices: page.prices,
    meters,
    benefits: page.benefitIds.flatMap((id) => benefits.get(id) ?? []),
    medias: page.fileIds.flatMap((id) => {
      const file = files.get(id);
      return file?.service === "product_media" ? [serializeFile(file, ctx.config.baseUrl) as FileWire] : [];
    }),
    attachedCustomFields: page.customFieldLinks.flatMap((l) => {
      const field = fields.get(l.customFieldId);
      return field
        ? [{ custom_field_id: l.customFieldId, custom_field: field, order: l.order, required: l.required }]
        : [];
    }),
  }));
}

/** Loads the relations of several products of one organization, in a fixed number of queries per relation. */
export async function loadProducts(
  ctx: ProductReader,
  organizationId: string,
  rows: ProductRow[],
): Promise<ProductRecord[]> {
  const ids = rows.map((r) => r.id);
  const [prices, benefitLinks, mediaLinks, fieldLinks] = [
    await findPricesOf(ctx.db, organizationId, ids),
    await findBenefitLinks(ctx.db, organizationId, ids),
    await findMediaLinks(ctx.db, organizationId, ids),
    await findCustomFieldLinks(ctx.db, organizationId, ids),
  ];
  return assembleProducts(
    ctx,
    organizationId,
    rows.map((row) => ({
      row,
      prices: prices.filter((p) => p.productId === row.id),
      benefitIds: benefitLinks.flatMap((l) => (l.productId === row.id ? [l.benefitId] : [])),
      fileIds: mediaLinks.flatMap((l) => (l.productId === row.id ? [l.fileId] : [])),
      customFieldLinks: fieldLinks.filter((l) => l.productId === row.id),
    })),
  );
}

/**
 * The organization's products among `ids` with their relations, in the order of `ids` (missing
 * ones left out, archived ones kept): the products, their prices and their links in one
 * statement, then the benefits, files, custom fields and meters they use (none for a product
 * with plain prices and nothing attached).
 */
export async function loadProductsById(
  ctx: ProductReader,
  organizationId: string,
  ids: string[],
  /** The products as another statement already read them (a `productPagesJsonSql` array). */
  read?: Record<string, unknown>[],
): Promise<ProductRecord[]> {
  const pages = read
    ? productPagesFromJson(read)
    : await findProductsWithRelations(ctx.db, organizationId, [...new Set(ids)]);
  const records = new Map((await assembleProducts(ctx, organizationId, pages)).map((r) => [r.row.id, r]));
  return ids.flatMap((id) => records.get(id) ?? []);
}

/** The organization's product with its relations, or null (another organization's product is null too). */
export async function getProduct(
  ctx: ProductReader,
  organizationId: string,
  id: string,
): Promise<ProductRecord | null> {
  const row = await findProduct(ctx.db, organizationId, id);
  if (!row) return null;
  const [record] = await loadProducts(ctx, organizationId, [row]);
  return record ?? null;
}

/** The organization's products among `ids` (missing ones left out), without relations, in the order of `ids`. */
export async function getProductRows(
  ctx: { db: Executor },
  organizationId: string,
  ids: string[],
): Promise<ProductRow[]> {
  const rows = await findProducts(ctx.db, organizationId, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Like getProduct, but a missing product is a 404. */
export async function requireProduct(
  ctx: ProductReader,
  organizationId: string,
  id: string,
): Promise<ProductRecord> {
  const record = await getProduct(ctx, organizationId, id);
  if (!record) throw new NotFoundError("Product");
  return record;
}

/**
 * One price of the organization, archived ones included (orders and subscriptions keep pointing
 * at them), with its product and meter; or null.
 */
export async function getPrice(
  ctx: { db: Executor },
  organizationId: string,
  priceId: string,
): Promise<PriceRecord | null> {
  const row = await findPrice(ctx.db, organizationId, priceId);
  if (!row) return null;
  const product = await findProduct(ctx.db, organizationId, row.productId);
  if (!product) return null;
  const meter = row.meterId ? await getMeter(ctx, organizationId, row.meterId) : null;
  return { row, product, meter };
}

export async function listOrgProducts(
  ctx: Pick<AppContext, "db" | "config">,
  organizationId: string,
  page: Page,
  filters: ProductFilters,
  sort: { property: ProductSortKey; descending: boolean }[],
) {
  const { items, total } = await listProductPage(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  const records = await assembleProducts(ctx, organizationId, items);
  return { items: records.map(serializeProduct), total };
}

// Used by checkouts, subscriptions and benefit-grants: prices made for one checkout, and the
// catalog reads of one organization.
export { createAdHocPrices, getPricesById } from "./ad-hoc.js";
// A page of another module's list carries its products' rows, or the products with their prices
// and links (one statement); `productsFromJson` completes the latter.
export { productPagesJsonSql, productRowsFromJson, productRowsJsonSql } from "./page-repository.js";

/** The products of a `productPagesJsonSql` array with their relations, as `loadProductsById` gives them. */
export function productsFromJson(
  ctx: ProductReader,
  organizationId: string,
  values: Record<string, unknown>[],
): Promise<ProductRecord[]> {
  return assembleProducts(ctx, organizationId, productPagesFromJson(values));
}
// Used by subscriptions (sorting its list by product name)
export {
  benefitPositionSql,
  findBenefitLinks,
  findPrice,
  findPricesOf,
  findProduct,
  productIdsOfBillingTypeSql,
  productNameSql,
} from "./repository.js";
