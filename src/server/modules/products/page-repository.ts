import {
  and,
  asc,
  type Column,
  count,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from "drizzle-orm";
import { jsonColumns, jsonRowsSql } from "../../db/json-columns.js";
import { runNamed } from "../../db/named.js";
import {
  product,
  productBenefit,
  productCustomField,
  productMedia,
  productPrice,
} from "../../db/schema/products.js";
import { slot, statement } from "../../db/statement.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";
import type { CustomFieldLink, PriceRow, ProductFilters, ProductRow, ProductSortKey } from "./repository.js";

/** A product of a list page with what its own tables hold about it: active catalog prices and its links. */
export interface ProductPageRow {
  row: ProductRow;
  /** Active catalog prices, oldest first. */
  prices: PriceRow[];
  benefitIds: string[];
  fileIds: string[];
  customFieldLinks: CustomFieldLink[];
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rank of the product's main (non-metered) price type: free < custom < fixed; products without one last. */
const priceTypeRank = sql`(select min(case ${productPrice.amountType} when 'free' then 0 when 'custom' then 1 when 'fixed' then 2 else 3 end) from ${productPrice} where ${productPrice.productId} = ${product.id} and not ${productPrice.isArchived})`;
/** The product's main price amount: fixed amount, custom minimum, 0 for free. */
const priceAmount = sql`(select min(coalesce(${productPrice.priceAmount}, ${productPrice.minimumAmount}, 0)) from ${productPrice} where ${productPrice.productId} = ${product.id} and not ${productPrice.isArchived} and ${productPrice.amountType} in ('fixed', 'custom', 'free'))`;

const SORT_COLUMNS: Record<ProductSortKey, SQL | typeof product.createdAt | typeof product.name> = {
  created_at: product.createdAt,
  name: sql`lower(${product.name})`,
  price_amount_type: priceTypeRank,
  price_amount: priceAmount,
};

const priceJson = jsonColumns(getTableColumns(productPrice));
const fieldLinkJson = jsonColumns(getTableColumns(productCustomField));

function filtersWhere(db: Executor, organizationId: string, filters: ProductFilters): SQL {
  return inOrganization(
    product,
    organizationId,
    filters.ids ? inArray(product.id, filters.ids) : undefined,
    filters.query ? ilike(product.name, `%${escapeLike(filters.query)}%`) : undefined,
    filters.isArchived === undefined ? undefined : eq(product.isArchived, filters.isArchived),
    filters.isRecurring === undefined
      ? undefined
      : filters.isRecurring
        ? isNotNull(product.recurringInterval)
        : isNull(product.recurringInterval),
    filters.benefitIds
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productBenefit)
            .where(
              and(
                eq(productBenefit.productId, product.id),
                inArray(productBenefit.benefitId, filters.benefitIds),
              ),
            ),
        )
      : undefined,
    filters.visibility ? inArray(product.visibility, filters.visibility) : undefined,
    metadataWhere(product.metadata, filters.metadata),
  );
}

/** A product's own relations as json aggregates (see `ProductPageRow`), for a select over `product`. */
function relationColumns(organizationId: string | Column) {
  const mine = (table: typeof productBenefit | typeof productMedia | typeof productCustomField) =>
    inOrganization(table, organizationId, eq(table.productId, product.id));
  return {
    prices: sql<
      Record<string, unknown>[]
    >`(select coalesce(json_agg(${priceJson.object} order by ${productPrice.createdAt}, ${productPrice.id}), '[]'::json) from ${productPrice} where ${inOrganization(
      productPrice,
      organizationId,
      eq(productPrice.productId, product.id),
      // Ad-hoc prices belong to one checkout, never to the product's own price list.
      eq(productPrice.source, "catalog"),
      eq(productPrice.isArchived, false),
    )})`,
    benefitIds: sql<
      string[]
    >`(select coalesce(json_agg(${productBenefit.benefitId} order by ${productBenefit.order}), '[]'::json) from ${productBenefit} where ${mine(productBenefit)})`,
    fileIds: sql<
      string[]
    >`(select coalesce(json_agg(${productMedia.fileId} order by ${productMedia.order}), '[]'::json) from ${productMedia} where ${mine(productMedia)})`,
    fieldLinks: sql<
      Record<string, unknown>[]
    >`(select coalesce(json_agg(${fieldLinkJson.object} order by ${productCustomField.order}), '[]'::json) from ${productCustomField} where ${mine(productCustomField)})`,
  };
}

/** A row of a select with `relationColumns`, as a `ProductPageRow`. */
function pageRowOf(r: {
  row: ProductRow;
  prices: Record<string, unknown>[];
  benefitIds: string[];
  fileIds: string[];
  fieldLinks: Record<string, unknown>[];
}): ProductPageRow {
  return {
    row: r.row,
    prices: r.prices.map((p) => priceJson.read<PriceRow>(p)),
    benefitIds: r.benefitIds,
    fileIds: r.fileIds,
    customFieldLinks: r.fieldLinks.map((l) => fieldLinkJson.read<CustomFieldLink>(l)),
  };
}

/**
 * The organization's products among `ids` (archived ones included, missing ones left out, in no
 * particular order) with their active catalog prices and their links, in one statement.
 */
export async function findProductsWithRelations(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<ProductPageRow[]> {
  if (ids.length === 0) return [];
  return (await productsWithRelations(db, { organizationId, ids })).map(pageRowOf);
}

// Built once per process (checkouts load their catalog with it on every create, confirm and read).
const productsWithRelations = statement("products_with_relations", (db) =>
  db
    .select({ row: getTableColumns(product), ...relationColumns(slot("organizationId")) })
    .from(product)
    .where(inOrganization(product, slot("organizationId"), sql`${product.id} = any(${slot("ids")}::uuid[])`)),
);

/**
 * One page of the organization's products and the number of all that match, in one statement:
 * the page's rows, `count(*) over ()`, and for each row its active catalog prices and its
 * benefit, media and custom-field links (json aggregates of this module's own tables; the
 * benefits, files and custom fields themselves belong to their modules). A page past the end
 * has no row to carry the count, so only then is it counted apart.
 */
export async function listProductPage(
  db: Executor,
  organizationId: string,
  filters: ProductFilters,
  opts: { offset: number; limit: number; sort: { property: ProductSortKey; descending: boolean }[] },
): Promise<{ items: ProductPageRow[]; total: number }> {
  const where = filtersWhere(db, organizationId, filters);
  const query = db
    .select({
      row: getTableColumns(product),
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...relationColumns(organizationId),
    })
    .from(product)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => {
        const column = SORT_COLUMNS[s.property];
        return s.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      }),
      asc(product.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  // Named: planned once per connection and text, not on every request (its subqueries made
  // planning most of the statement's cost).
  const rows = await runNamed("products_page", query);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await db.select({ n: count() }).from(product).where(where);
    total = counted?.n ?? 0;
  }
  return { total, items: rows.map(pageRowOf) };
}

const productJson = jsonColumns(getTableColumns(product));

/**
 * SQL: the organization's products (archived ones too) whose id is in the subquery `ids`, without
 * relations, as one json array of rows (read back with `productRowsFromJson`): lets another
 * module's list statement carry its page's products.
 */
export function productRowsJsonSql(organizationId: string, ids: SQL): SQL<Record<string, unknown>[]> {
  return jsonRowsSql(
    productJson.object,
    sql`${product}`,
    inOrganization(product, organizationId, sql`${product.id} in ${ids}`),
  );
}

/** The rows of a `productRowsJsonSql` array, as Drizzle returns product rows. */
export function productRowsFromJson(values: Record<string, unknown>[]): ProductRow[] {
  return values.map((v) => productJson.read<ProductRow>(v));
}

/**
 * SQL: `findProductsWithRelations` as one json array (read back with `productPagesFromJson`), the
 * products whose id is in the subquery `ids`: lets another module's list statement carry its
 * page's products with their prices and links. `organizationId` may be the organization column of
 * the row the subquery belongs to.
 */
export function productPagesJsonSql(
  organizationId: string | Column,
  ids: SQL,
): SQL<Record<string, unknown>[]> {
  const r = relationColumns(organizationId);
  const object = sql`json_build_object('row', ${productJson.object}, 'prices', ${r.prices}, 'benefitIds', ${r.benefitIds}, 'fileIds', ${r.fileIds}, 'fieldLinks', ${r.fieldLinks})`;
  return jsonRowsSql(
    object,
    sql`${product}`,
    inOrganization(product, organizationId, sql`${product.id} in ${ids}`),
  );
}

/** The products of a `productPagesJsonSql` array. */
export function productPagesFromJson(values: Record<string, unknown>[]): ProductPageRow[] {
  return values.map((v) =>
    pageRowOf({
      row: productJson.read<ProductRow>(v.row as Record<string, unknown>),
      prices: v.prices as Record<string, unknown>[],
      benefitIds: v.benefitIds as string[],
      fileIds: v.fileIds as string[],
      fieldLinks: v.fieldLinks as Record<string, unknown>[],
    }),
  );
}
