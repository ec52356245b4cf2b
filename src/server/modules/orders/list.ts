import type { AppContext } from "../../context.js";
import type { Page } from "../../http/v1/pagination.js";
import { customerIdsByExternalIds, customerRowsFromJson } from "../customers/service.js";
import { productRowsFromJson } from "../products/service.js";
import { orderListSql } from "./list-sql.js";
import { readOrderPage } from "./page-repository.js";
import type { OrderFilters, OrderSortKey } from "./repository.js";
import { loadOrders, serializeOrder } from "./service.js";

/**
 * A page of the organization's orders as wire objects and their exact total: one statement reads
 * the page, its count, items, customers and products; discounts and subscriptions, when the page
 * has any, are read together after it.
 */
export async function listOrgOrders(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  page: Page,
  filters: OrderFilters,
  sort: { property: OrderSortKey; descending: boolean }[],
) {
  const { externalCustomerId, ...rest } = filters;
  const customersOfExternalIds = externalCustomerId
    ? await customerIdsByExternalIds(ctx.db, organizationId, externalCustomerId)
    : undefined;
  const read = await readOrderPage(
    ctx.db,
    organizationId,
    { ...rest, customersOfExternalIds },
    orderListSql(organizationId),
    {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
      sort,
    },
  );
  // The page's statement read its items, customers and products: only discounts and
  // subscriptions (when the page has any) are read apart.
  const records = await loadOrders(ctx.db, organizationId, read.rows, {
    items: read.items,
    customers: customerRowsFromJson(read.customers),
    products: productRowsFromJson(read.products),
  });
  return { items: records.map(serializeOrder), total: read.total };
}
