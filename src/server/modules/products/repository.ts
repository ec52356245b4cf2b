import { type AnyColumn, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import {
  type ProductVisibility,
  product,
  productBenefit,
  productCustomField,
  productMedia,
  productPrice,
} from "../../db/schema/products.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type PriceInsert = typeof productPrice.$inferInsert;

export type ProductRow = typeof product.$inferSelect;
export type PriceRow = typeof productPrice.$inferSelect;
export type CustomFieldLink = typeof productCustomField.$inferSelect;

export async function insertProduct(db: Executor, row: typeof product.$inferInsert): Promise<ProductRow> {
  const [saved] = await db.insert(product).values(row).returning();
  return saved!;
}

export async function findProduct(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(product)
    .where(inOrganization(product, organizationId, eq(product.id, id)));
  return row;
}

/** The organization's products among `ids` (in no particular order). */
export async function findProducts(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(product)
    .where(inOrganization(product, organizationId, inArray(product.id, ids)));
}

/** Locks the product row for the rest of the transaction (serializes concurrent updates). */
export async function lockProduct(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(product)
    .where(inOrganization(product, organizationId, eq(product.id, id)))
    .for("update");
  return row;
}

export async function updateProduct(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof product.$inferInsert>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(product)
    .set(patch)
    .where(inOrganization(product, organizationId, eq(product.id, id)))
    .returning();
  return row;
}

export interface ProductFilters {
  ids?: string[] | undefined;
  query?: string | undefined;
  isArchived?: boolean | undefined;
  isRecurring?: boolean | undefined;
  benefitIds?: string[] | undefined;
  visibility?: ProductVisibility[] | undefined;
  metadata: Record<string, string[]>;
}

export type ProductSortKey = "created_at" | "name" | "price_amount_type" | "price_amount";

export async function insertPrices(db: Executor, rows: (typeof productPrice.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(productPrice).values(rows);
}

/** Prices of the products, oldest first; archived ones only when asked. */
export async function findPricesOf(
  db: Executor,
  organizationId: string,
  productIds: string[],
  opts: { includeArchived?: boolean } = {},
): Promise<PriceRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productPrice)
    .where(
      inOrganization(
        productPrice,
        organizationId,
        inArray(productPrice.productId, productIds),
        // Ad-hoc prices belong to one checkout, never to the product's own price list.
        eq(productPrice.source, "catalog"),
        opts.includeArchived ? undefined : eq(productPrice.isArchived, false),
      ),
    )
    .orderBy(asc(productPrice.createdAt), asc(productPrice.id));
}

export async function findPrice(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<PriceRow | undefined> {
  const [row] = await db
    .select()
    .from(productPrice)
    .where(inOrganization(productPrice, organizationId, eq(productPrice.id, id)));
  return row;
}

/** The organization's prices among `ids` (any source, archived ones included), in no particular order. */
export async function findPricesById(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<PriceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productPrice)
    .where(inOrganization(productPrice, organizationId, inArray(productPrice.id, ids)));
}

export async function archivePrices(
  db: Executor,
  organizationId: string,
  ids: string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(productPrice)
    .set({ isArchived: true, modifiedAt: now })
    .where(inOrganization(productPrice, organizationId, inArray(productPrice.id, ids)));
}

/** Replaces the product's benefits with `benefitIds`, in that order. */
export async function replaceBenefitLinks(
  db: Executor,
  organizationId: string,
  productId: string,
  benefitIds: string[],
): Promise<void> {
  await db
    .delete(productBenefit)
    .where(inOrganization(productBenefit, organizationId, eq(productBenefit.productId, productId)));
  if (benefitIds.length) {
    await db
      .insert(productBenefit)
      .values(benefitIds.map((benefitId, order) => ({ productId, benefitId, organizationId, order })));
  }
}

export async function findBenefitLinks(db: Executor, organizationId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productBenefit)
    .where(inOrganization(productBenefit, organizationId, inArray(productBenefit.productId, productIds)))
    .orderBy(asc(productBenefit.order));
}

export async function replaceMediaLinks(
  db: Executor,
  organizationId: string,
  productId: string,
  fileIds: string[],
): Promise<void> {
  await db
    .delete(productMedia)
    .where(inOrganization(productMedia, organizationId, eq(productMedia.productId, productId)));
  if (fileIds.length) {
    await db
      .insert(productMedia)
      .values(fileIds.map((fileId, order) => ({ productId, fileId, organizationId, order })));
  }
}

export async function findMediaLinks(db: Executor, organizationId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productMedia)
    .where(inOrganization(productMedia, organizationId, inArray(productMedia.productId, productIds)))
    .orderBy(asc(productMedia.order));
}

export async function replaceCustomFieldLinks(
  db: Executor,
  organizationId: string,
  productId: string,
  fields: { customFieldId: string; required: boolean }[],
): Promise<void> {
  await db
    .delete(productCustomField)
    .where(inOrganization(productCustomField, organizationId, eq(productCustomField.productId, productId)));
  if (fields.length) {
    await db
      .insert(productCustomField)
      .values(fields.map((f, order) => ({ productId, organizationId, order, ...f })));
  }
}

export async function findCustomFieldLinks(
  db: Executor,
  organizationId: string,
  productIds: string[],
): Promise<CustomFieldLink[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productCustomField)
    .where(
      inOrganization(productCustomField, organizationId, inArray(productCustomField.productId, productIds)),
    )
    .orderBy(asc(productCustomField.order));
}

/** SQL: the lower-cased name of the product `productId` (a column of the outer query), to sort by. */
export function productNameSql(organizationId: string, productId: AnyColumn): SQL {
  return sql`(select lower(${product.name}) from ${product} where ${inOrganization(product, organizationId, eq(product.id, productId))})`;
}

/** SQL: the lowest position of the benefit `benefitId` (a column of the outer query) among the products' benefits, to sort by. */
export function benefitPositionSql(organizationId: string, benefitId: AnyColumn): SQL {
  return sql`(select min(${productBenefit.order}) from ${productBenefit} where ${inOrganization(productBenefit, organizationId, eq(productBenefit.benefitId, benefitId))})`;
}

/** SQL subquery: the ids of the organization's recurring (or one-time) products, for another module's filter. */
export function productIdsOfBillingTypeSql(organizationId: string, recurring: boolean): SQL {
  return sql`(select ${product.id} from ${product} where ${inOrganization(
    product,
    organizationId,
    recurring ? isNotNull(product.recurringInterval) : isNull(product.recurringInterval),
  )})`;
}
