import { getTableColumns, type SQL } from "drizzle-orm";
import { deltaCounterSql, settleDeltaCounter } from "../../db/delta-counter.js";
import { jsonColumns } from "../../db/json-columns.js";
import { readPageStatement } from "../../db/page-statement.js";
import { subscription, subscriptionCount } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";
import { customerRowsJsonSql } from "../customers/service.js";
import { productPagesJsonSql } from "../products/service.js";
import {
  ACTIVE_STATUSES,
  counterStatuses,
  countSubscriptions,
  type SubscriptionFilters,
  type SubscriptionRow,
  type SubscriptionSortKey,
  subscriptionListParts,
} from "./repository.js";

const subscriptionJson = jsonColumns(getTableColumns(subscription));

/** A page of subscriptions with their exact total and their customers and products as json rows. */
export interface SubscriptionPage {
  rows: SubscriptionRow[];
  total: number;
  customers: Record<string, unknown>[];
  /** The products with their prices and links (`productPagesJsonSql`). */
  products: Record<string, unknown>[];
}

/**
 * One page of the organization's subscriptions in one statement (`readPageStatement`): the page,
 * its counter read (or a search's `count(*) over ()`), its customers and its products with their
 * prices and links. Only a full page of a list no counter serves is counted by a second statement.
 */
export async function readSubscriptionPage(
  db: Executor,
  organizationId: string,
  filters: SubscriptionFilters,
  opts: { offset: number; limit: number; sort: { property: SubscriptionSortKey; descending: boolean }[] },
): Promise<SubscriptionPage> {
  const { where, orderBy } = subscriptionListParts(organizationId, filters, opts.sort);
  const counted = counterStatuses(filters, ACTIVE_STATUSES);
  const read = await readPageStatement(db, {
    table: subscription,
    row: subscriptionJson.object,
    keys: { customer_id: subscription.customerId, product_id: subscription.productId },
    where,
    orderBy,
    offset: opts.offset,
    limit: opts.limit,
    search: filters.query !== undefined,
    counter: counted === undefined ? undefined : deltaCounterSql(subscriptionCount, organizationId, counted),
    relations: (key: (name: string) => SQL) => ({
      customers: customerRowsJsonSql(organizationId, key("customer_id")),
      products: productPagesJsonSql(organizationId, key("product_id")),
    }),
  });
  const total = read.counter
    ? await settleDeltaCounter(db, subscriptionCount, organizationId, read.counter)
    : (read.total ?? (await countSubscriptions(db, where)));
  return {
    rows: read.rows.map((r) => subscriptionJson.read<SubscriptionRow>(r)),
    total,
    customers: read.relations.customers!,
    products: read.relations.products!,
  };
}
