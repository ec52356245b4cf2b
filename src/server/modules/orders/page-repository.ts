import { getTableColumns, sql } from "drizzle-orm";
import { deltaCounterSql, settleDeltaCounter } from "../../db/delta-counter.js";
import { jsonColumns, jsonRowsSql } from "../../db/json-columns.js";
import { readPageStatement } from "../../db/page-statement.js";
import { order, orderCount, orderItem } from "../../db/schema/orders.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import {
  counterStatuses,
  countOrders,
  type OrderItemRow,
  type OrderListFilters,
  type OrderListSql,
  type OrderRow,
  type OrderSortKey,
  orderListParts,
} from "./repository.js";

const orderJson = jsonColumns(getTableColumns(order));
const itemJson = jsonColumns(getTableColumns(orderItem));

/** A page of orders with their exact total and what the page statement read of their relations. */
export interface OrderPage {
  rows: OrderRow[];
  total: number;
  items: OrderItemRow[];
  /** The page's customers and products as json rows (their modules read them back). */
  customers: Record<string, unknown>[];
  products: Record<string, unknown>[];
}

/**
 * One page of the organization's orders in one statement (`readPageStatement`): the page, its
 * counter read (or a search's `count(*) over ()`), its items, customers and product rows. Only a
 * full page of a list no counter serves is counted by a second statement.
 */
export async function readOrderPage(
  db: Executor,
  organizationId: string,
  filters: OrderListFilters,
  other: OrderListSql,
  opts: { offset: number; limit: number; sort: { property: OrderSortKey; descending: boolean }[] },
): Promise<OrderPage> {
  const { where, orderBy } = orderListParts(organizationId, filters, other, opts.sort);
  const counted = counterStatuses(filters);
  const read = await readPageStatement(db, {
    table: order,
    row: orderJson.object,
    keys: { id: order.id, customer_id: order.customerId, product_id: order.productId },
    where,
    orderBy,
    offset: opts.offset,
    limit: opts.limit,
    search: filters.query !== undefined,
    counter: counted === undefined ? undefined : deltaCounterSql(orderCount, organizationId, counted),
    relations: (key) => ({
      items: jsonRowsSql(
        itemJson.object,
        sql`${orderItem}`,
        inOrganization(orderItem, organizationId, sql`${orderItem.orderId} in ${key("id")}`),
        sql`${orderItem.createdAt}, ${orderItem.id}`,
      ),
      customers: other.customerRows(key("customer_id")),
      products: other.productRows(key("product_id")),
    }),
  });
  const total = read.counter
    ? await settleDeltaCounter(db, orderCount, organizationId, read.counter)
    : (read.total ?? (await countOrders(db, where)));
  return {
    rows: read.rows.map((r) => orderJson.read<OrderRow>(r)),
    total,
    items: read.relations.items!.map((r) => itemJson.read<OrderItemRow>(r)),
    customers: read.relations.customers!,
    products: read.relations.products!,
  };
}
