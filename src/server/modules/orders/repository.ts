import { type AnyColumn, and, asc, count, desc, eq, gt, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { countFromDeltas } from "../../db/delta-counter.js";
import { insertRows, insertRowsSql, storedRow } from "../../db/json-insert.js";
import { order, orderCount, orderItem } from "../../db/schema/orders.js";
import { containsText } from "../../db/substring-search.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";

export type OrderRow = typeof order.$inferSelect;
export type OrderItemRow = typeof orderItem.$inferSelect;
export type NewOrderRow = typeof order.$inferInsert;
export type OrderStatus = OrderRow["status"];

export async function insertOrder(db: Executor, row: typeof order.$inferInsert): Promise<OrderRow> {
  const [saved] = await db.insert(order).values(row).returning();
  return saved!;
}

/**
 * Inserts an order and its items in one statement (the items by a `WITH`; their foreign key to
 * the order is checked at the end of the statement, when the order is there). Returns the order.
 */
export async function insertOrderWithItems(
  db: Executor,
  row: typeof order.$inferInsert,
  items: (typeof orderItem.$inferInsert)[],
): Promise<OrderRow> {
  if (items.length === 0) return insertOrder(db, row);
  const withItems = db.$with("items", {}).as(db.insert(orderItem).values(items).getSQL());
  const [saved] = await db.with(withItems).insert(order).values(row).returning();
  return saved!;
}

/**
 * `insertOrderWithItems` as SQL for a statement of the caller's that writes them with other rows
 * (each a `WITH` of it: the order, then its items), and the order row it stores; null when that
 * row cannot be known without reading it back (`storedRow`).
 */
export function orderWithItemsWrites(
  db: Executor,
  row: typeof order.$inferInsert,
  items: (typeof orderItem.$inferInsert)[],
): { row: OrderRow; writes: SQL[] } | null {
  const stored = storedRow(order, row);
  if (!stored) return null;
  const writes = [insertRowsSql(db, order, [row])];
  if (items.length) writes.push(insertRowsSql(db, orderItem, items));
  return { row: stored, writes };
}

/** Inserts several orders in one statement; returns them in the order given. */
export async function insertOrders(db: Executor, rows: (typeof order.$inferInsert)[]): Promise<OrderRow[]> {
  if (rows.length === 0) return [];
  const saved = await insertRows(db, order, rows).returning();
  const byId = new Map(saved.map((r) => [r.id, r]));
  return rows.map((r) => byId.get(r.id!)!);
}

/**
 * Marks the organization's pending orders among `paid` as paid (each with what paid it), in one
 * statement; returns the rows it changed (an order no longer pending is left alone).
 */
export async function markPendingOrdersPaid(
  db: Executor,
  organizationId: string,
  now: Date,
  paid: {
    orderId: string;
    processor: string | null;
    chargeRef: string | null;
    paymentMethodId: string | null;
  }[],
): Promise<OrderRow[]> {
  if (paid.length === 0) return [];
  const values = JSON.stringify(
    paid.map((p) => ({
      id: p.orderId,
      processor: p.processor,
      charge_ref: p.chargeRef,
      payment_method_id: p.paymentMethodId,
    })),
  );
  return db
    .update(order)
    .set({
      status: "paid",
      paidAt: now,
      processor: sql`v.processor`,
      chargeRef: sql`v.charge_ref`,
      paymentMethodId: sql`v.payment_method_id`,
      modifiedAt: now,
    })
    .from(
      sql`jsonb_to_recordset(${values}::jsonb) as v(id uuid, processor text, charge_ref text, payment_method_id uuid)`,
    )
    .where(
      inOrganization(
        order,
        organizationId,
        // The ids again as a list: the primary key finds the rows whatever the table's statistics.
        anyOf(
          order.id,
          paid.map((p) => p.orderId),
        ),
        sql`${order.id} = v.id`,
        eq(order.status, "pending"),
      ),
    )
    .returning();
}

export async function insertOrderItems(db: Executor, rows: (typeof orderItem.$inferInsert)[]): Promise<void> {
  if (rows.length) await insertRows(db, orderItem, rows);
}

/** The organization's order, or undefined; `forUpdate` locks it for the rest of the transaction. */
export async function findOrder(
  db: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(order)
    .where(inOrganization(order, organizationId, eq(order.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/** The items of these orders, in the order they were added. */
export async function findOrderItems(
  db: Executor,
  organizationId: string,
  orderIds: string[],
): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItem)
    .where(inOrganization(orderItem, organizationId, anyOf(orderItem.orderId, orderIds)))
    .orderBy(asc(orderItem.createdAt), asc(orderItem.id));
}

export async function updateOrderRow(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof order.$inferInsert>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(order)
    .set(patch)
    .where(inOrganization(order, organizationId, eq(order.id, id)))
    .returning();
  return row;
}

export interface OrderFilters {
  customerId?: string[] | undefined;
  externalCustomerId?: string[] | undefined;
  productId?: string[] | undefined;
  productBillingType?: ("one_time" | "recurring")[] | undefined;
  discountId?: string[] | undefined;
  subscriptionId?: string[] | undefined;
  checkoutId?: string[] | undefined;
  status?: OrderStatus[] | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
  metadata?: Record<string, string[]>;
  /** Customer email or name containing it, or the invoice number containing it (ignoring case). */
  query?: string | undefined;
  /** Nothing matches (an `organization_id` filter naming another organization). */
  none?: boolean;
}

export type OrderSortKey =
  | "created_at"
  | "status"
  | "invoice_number"
  | "amount"
  | "net_amount"
  | "customer"
  | "product"
  | "discount"
  | "subscription";

const NET = sql`(${order.subtotalAmount} - ${order.discountAmount})`;

/**
 * What the order list needs from other modules' tables, as SQL their services build (the list
 * stays one query): sort keys over the customer, product and discount of each order, and the ids
 * of the organization's recurring or one-time products.
 */
export interface OrderListSql {
  customerEmail: (customerId: AnyColumn) => SQL;
  productName: (productId: AnyColumn) => SQL;
  discountName: (discountId: AnyColumn) => SQL;
  productIdsOfBillingType: (recurring: boolean) => SQL;
  customerMatching: (customerId: AnyColumn, text: string) => SQL;
  /** The customers (rows, as a json array) whose ids are in the subquery `ids`. */
  customerRows: (ids: SQL) => SQL;
  /** The products (rows without relations, as a json array) whose ids are in the subquery `ids`. */
  productRows: (ids: SQL) => SQL;
}

const sortColumns = (other: OrderListSql): Record<OrderSortKey, SQL | typeof order.createdAt> => ({
  created_at: order.createdAt,
  status: sql`${order.status}`,
  invoice_number: sql`${order.invoiceNumber}`,
  amount: sql`(${NET} + ${order.taxAmount})`,
  net_amount: NET,
  customer: other.customerEmail(order.customerId),
  product: other.productName(order.productId),
  discount: other.discountName(order.discountId),
  subscription: sql`${order.subscriptionId}`,
});

/** The filters as the query applies them: external customer ids resolved to customer ids. */
export type OrderListFilters = Omit<OrderFilters, "externalCustomerId"> & {
  customersOfExternalIds?: string[] | undefined;
};

function filterWhere(organizationId: string, f: OrderListFilters, other: OrderListSql): SQL | undefined {
  const billing = f.productBillingType?.length ? new Set(f.productBillingType) : null;
  return inOrganization(
    order,
    organizationId,
    f.none ? sql`false` : undefined,
    f.customerId ? inArray(order.customerId, f.customerId) : undefined,
    f.customersOfExternalIds ? inArray(order.customerId, f.customersOfExternalIds) : undefined,
    f.productId ? inArray(order.productId, f.productId) : undefined,
    billing && billing.size === 1
      ? inArray(order.productId, other.productIdsOfBillingType(billing.has("recurring")))
      : undefined,
    f.discountId ? inArray(order.discountId, f.discountId) : undefined,
    f.subscriptionId ? inArray(order.subscriptionId, f.subscriptionId) : undefined,
    f.checkoutId ? inArray(order.checkoutId, f.checkoutId) : undefined,
    f.status ? inArray(order.status, f.status) : undefined,
    f.createdAfter ? gt(order.createdAt, f.createdAfter) : undefined,
    f.createdBefore ? lt(order.createdAt, f.createdBefore) : undefined,
    f.metadata ? metadataWhere(order.metadata, f.metadata) : undefined,
    f.query
      ? or(other.customerMatching(order.customerId, f.query), containsText(order.invoiceNumber, f.query))
      : undefined,
  );
}

/** The list's `WHERE` and `ORDER BY` (the sort keys, then the id) for these filters and sort. */
export function orderListParts(
  organizationId: string,
  filters: OrderListFilters,
  other: OrderListSql,
  sort: { property: OrderSortKey; descending: boolean }[],
): { where: SQL | undefined; orderBy: SQL[] } {
  const columns = sortColumns(other);
  const orderBy = [
    ...sort.map((s) => {
      const column = columns[s.property];
      return s.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
    }),
    sql`${order.id} asc`,
  ];
  return { where: filterWhere(organizationId, filters, other), orderBy };
}

/** `count(*)` of the orders matching `where` (a list whose page cannot tell its total). */
export async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(order).where(where))[0]?.n ?? 0;
}

/**
 * When the filters are at most a status filter, the statuses whose maintained counts add up to
 * the list's total (null: all); undefined when another filter applies and rows must be counted.
 */
export function counterStatuses(f: OrderListFilters): OrderStatus[] | null | undefined {
  const { status, metadata, productBillingType, ...rest } = f;
  if (Object.values(rest).some((v) => v !== undefined && v !== false)) return undefined;
  if (metadata && Object.keys(metadata).length > 0) return undefined;
  if (productBillingType && new Set(productBillingType).size === 1) return undefined;
  return status ? [...new Set(status)] : null;
}

/** The organization's orders (of these statuses, or all) from the counter the triggers keep. */
export function orderCountOf(db: Executor, organizationId: string, statuses: OrderStatus[] | null = null) {
  return countFromDeltas(db, orderCount, organizationId, statuses);
}

/**
 * One batch of the orders matching `filters`, oldest first, after the cursor `(createdAt, id)`:
 * the export walks every matching order in fixed-size batches without OFFSET.
 */
export async function ordersAfter(
  db: Executor,
  organizationId: string,
  filters: OrderListFilters,
  other: OrderListSql,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(order)
    .where(
      and(
        filterWhere(organizationId, filters, other),
        after
          ? or(
              gt(order.createdAt, after.createdAt),
              and(eq(order.createdAt, after.createdAt), gt(order.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(order.createdAt), asc(order.id))
    .limit(limit);
}

/** The subscription's latest order for `billingReason` (newest first), of `status` if given, or undefined. */
export async function findLatestSubscriptionOrder(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  billingReason: OrderRow["billingReason"],
  status?: OrderRow["status"],
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(order)
    .where(
      inOrganization(
        order,
        organizationId,
        eq(order.subscriptionId, subscriptionId),
        eq(order.billingReason, billingReason),
        status ? eq(order.status, status) : undefined,
      ),
    )
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(1);
  return row;
}

/** SQL subquery: the ids of the subscription's orders (for a query of another table). */
/** SQL subquery: the ids of the orders of these checkouts. */
export function checkoutOrderIds(organizationId: string, checkoutIds: string[]): SQL {
  return sql`(select ${order.id} from ${order} where ${inOrganization(order, organizationId, inArray(order.checkoutId, checkoutIds))})`;
}

export function subscriptionOrderIds(organizationId: string, subscriptionId: string): SQL {
  return sql`(select ${order.id} from ${order} where ${inOrganization(order, organizationId, eq(order.subscriptionId, subscriptionId))})`;
}

export type { BillingReason } from "../../db/schema/orders.js";
