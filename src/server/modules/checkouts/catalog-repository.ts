import { eq, getTableColumns, sql } from "drizzle-orm";
import { checkout } from "../../db/schema/checkouts.js";
import { slot, statement } from "../../db/statement.js";
import type { Executor } from "../../db/types.js";
import { organizationJsonSql } from "../organizations/service.js";
import { productPagesJsonSql } from "../products/service.js";
import type { CheckoutRow } from "./repository.js";

/** A checkout read with its offered products and its organization (json, as their modules give them). */
export interface CheckoutWithCatalog {
  row: CheckoutRow;
  products: Record<string, unknown>[];
  organization: Record<string, unknown> | null;
}

/**
 * A checkout by client secret with its offered products (their active catalog prices and links:
 * `productPagesJsonSql`, read back with `productsFromJson`) and its organization
 * (`organizationJsonSql`), in one statement: the hosted page's read and each confirmation load all
 * three. Built once.
 */
export async function findCheckoutWithProductsBySecret(
  db: Executor,
  clientSecret: string,
): Promise<CheckoutWithCatalog | undefined> {
  const [found] = await bySecretWithProducts(db, { clientSecret });
  return found;
}

const bySecretWithProducts = statement("checkout_by_secret_with_products", (db) =>
  db
    .select({
      row: getTableColumns(checkout),
      products: productPagesJsonSql(
        checkout.organizationId,
        sql`(select (jsonb_array_elements_text(${checkout.productIds}))::uuid)`,
      ),
      organization: organizationJsonSql(checkout.organizationId),
    })
    .from(checkout)
    .where(eq(checkout.clientSecret, slot("clientSecret"))),
);
