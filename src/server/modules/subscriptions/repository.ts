import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { type SubscriptionStatus, subscription } from "../../db/schema/subscriptions.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import { metadataWhere } from "../../http/v1/metadata.js";
import {
  customerEmailSortSql,
  customerIdsWithExternalIdSql,
  customerMatchingSql,
} from "../customers/service.js";
import { discountNameSql } from "../discounts/service.js";
import { productNameSql } from "../products/service.js";
import { counterStatuses } from "./count-repository.js";

export { counterStatuses };

export type SubscriptionRow = typeof subscription.$inferSelect;
export type NewSubscriptionRow = typeof subscription.$inferInsert;
export type { SubscriptionStatus };

/** The statuses Polar counts as "active" (customer state, `active=true`, allow_multiple_subscriptions). */
export const ACTIVE_STATUSES: SubscriptionStatus[] = ["trialing", "active", "past_due"];

export async function insertSubscription(db: Executor, row: NewSubscriptionRow): Promise<SubscriptionRow> {
  const [saved] = await db.insert(subscription).values(row).returning();
  return saved!;
}

/** The organization's subscription, or undefined; `forUpdate` locks it for the rest of the transaction. */
export async function findSubscription(
  db: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscription)
    .where(inOrganization(subscription, organizationId, eq(subscription.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findSubscriptions(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(subscription)
    .where(inOrganization(subscription, organizationId, anyOf(subscription.id, ids)));
}

export async function updateSubscriptionRow(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewSubscriptionRow>,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscription)
    .set(patch)
    .where(inOrganization(subscription, organizationId, eq(subscription.id, id)))
    .returning();
  return row!;
}

/** The statuses a period end renews (a past_due subscription waits for its dunning retries). */
export const RENEWABLE_STATUSES = ["active", "trialing"] as const;

/**
 * Claims the renewal of the period ending at `periodEnd`: applies `patch` only while the
 * subscription is still renewable and in that period (one conditional UPDATE, so a period is
 * claimed once); undefined when it no longer is.
 */
export async function updateSubscriptionInPeriod(
  db: Executor,
  organizationId: string,
  id: string,
  periodEnd: Date,
  patch: Partial<NewSubscriptionRow>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscription)
    .set(patch)
    .where(
      inOrganization(
        subscription,
        organizationId,
        eq(subscription.id, id),
        eq(subscription.currentPeriodEnd, periodEnd),
        inArray(subscription.status, [...RENEWABLE_STATUSES]),
      ),
    )
    .returning();
  return row;
}

/**
 * Claims a dunning retry: applies `patch` only while the subscription is still past_due with the
 * retry count and next attempt time it was read with; false when another run claimed it.
 */
export async function claimRetryRow(
  db: Executor,
  organizationId: string,
  id: string,
  seen: { paymentRetries: number; nextPaymentAttemptAt: Date },
  patch: Partial<NewSubscriptionRow>,
): Promise<boolean> {
  const rows = await db
    .update(subscription)
    .set(patch)
    .where(
      inOrganization(
        subscription,
        organizationId,
        eq(subscription.id, id),
        eq(subscription.status, "past_due"),
        eq(subscription.paymentRetries, seen.paymentRetries),
        eq(subscription.nextPaymentAttemptAt, seen.nextPaymentAttemptAt),
      ),
    )
    .returning({ id: subscription.id });
  return rows.length > 0;
}

/**
 * The one cross-tenant read of the renewal and dunning jobs: a job carries a subscription id
 * only, so its entry point finds the subscription's organization here once and passes it to
 * every query after.
 */
export async function findSubscriptionForJob(
  db: Executor,
  id: string,
): Promise<{ organizationId: string } | undefined> {
  const [row] = await db
    .select({ organizationId: subscription.organizationId })
    .from(subscription)
    .where(eq(subscription.id, id));
  return row;
}

/** The customer's trialing, active and past_due subscriptions, oldest first. */
export function findActiveSubscriptionsOf(
  db: Executor,
  organizationId: string,
  customerId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow[]> {
  const query = activeSubscriptionsQuery(db, organizationId, eq(subscription.customerId, customerId));
  return opts.forUpdate ? query.for("update") : query;
}

/** `findActiveSubscriptionsOf` for several customers in one statement, oldest first. */
export function findActiveSubscriptionsOfCustomers(
  db: Executor,
  organizationId: string,
  customerIds: string[],
): Promise<SubscriptionRow[]> {
  return activeSubscriptionsQuery(db, organizationId, anyOf(subscription.customerId, customerIds));
}

function activeSubscriptionsQuery(db: Executor, organizationId: string, customers: SQL) {
  return db
    .select()
    .from(subscription)
    .where(
      inOrganization(subscription, organizationId, customers, inArray(subscription.status, ACTIVE_STATUSES)),
    )
    .orderBy(asc(subscription.createdAt), asc(subscription.id));
}

/** SQL: the customer (a `customer.id` column or value) has a trialing, active or past_due subscription. */
export function activeSubscriptionExists(customerId: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${subscription} where ${subscription.customerId} = ${customerId} and ${inArray(
    subscription.status,
    ACTIVE_STATUSES,
  )})`;
}

export interface SubscriptionFilters {
  productId?: string[] | undefined;
  customerId?: string[] | undefined;
  externalCustomerId?: string[] | undefined;
  discountId?: string[] | undefined;
  status?: SubscriptionStatus[] | undefined;
  active?: boolean | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  customerCancellationReason?: string[] | undefined;
  canceledAtAfter?: Date | undefined;
  canceledAtBefore?: Date | undefined;
  startedAfter?: Date | undefined;
  startedBefore?: Date | undefined;
  metadata?: Record<string, string[]>;
  /** Only subscriptions that started (the customer portal lists no unpaid checkouts' subscriptions). */
  startedOnly?: boolean;
  /** The product's name contains this text (case-insensitive). */
  productName?: string | undefined;
  /** The customer's email or name contains this text (case-insensitive). */
  query?: string | undefined;
  /** Nothing matches (an `organization_id` filter naming another organization). */
  none?: boolean;
}

export type SubscriptionSortKey =
  | "customer"
  | "status"
  | "started_at"
  | "current_period_end"
  | "ended_at"
  | "ends_at"
  | "amount"
  | "product"
  | "discount";

/** The sort columns; customer, product and discount sort by a name their modules give. */
const sortColumns = (organizationId: string): Record<SubscriptionSortKey, SQL> => ({
  customer: customerEmailSortSql(organizationId, subscription.customerId),
  status: sql`${subscription.status}`,
  started_at: sql`${subscription.startedAt}`,
  current_period_end: sql`${subscription.currentPeriodEnd}`,
  ended_at: sql`${subscription.endedAt}`,
  ends_at: sql`${subscription.endsAt}`,
  amount: sql`${subscription.amount}`,
  product: productNameSql(organizationId, subscription.productId),
  discount: discountNameSql(organizationId, subscription.discountId),
});

function filterWhere(organizationId: string, f: SubscriptionFilters): SQL | undefined {
  return inOrganization(
    subscription,
    organizationId,
    f.none ? sql`false` : undefined,
    f.productId ? inArray(subscription.productId, f.productId) : undefined,
    f.customerId ? inArray(subscription.customerId, f.customerId) : undefined,
    f.query ? customerMatchingSql(organizationId, subscription.customerId, f.query) : undefined,
    f.externalCustomerId
      ? inArray(subscription.customerId, customerIdsWithExternalIdSql(organizationId, f.externalCustomerId))
      : undefined,
    f.discountId ? inArray(subscription.discountId, f.discountId) : undefined,
    f.status ? inArray(subscription.status, f.status) : undefined,
    f.active === undefined
      ? undefined
      : f.active
        ? inArray(subscription.status, ACTIVE_STATUSES)
        : sql`not ${inArray(subscription.status, ACTIVE_STATUSES)}`,
    f.cancelAtPeriodEnd === undefined ? undefined : eq(subscription.cancelAtPeriodEnd, f.cancelAtPeriodEnd),
    f.customerCancellationReason
      ? inArray(subscription.customerCancellationReason, f.customerCancellationReason)
      : undefined,
    f.canceledAtAfter ? gt(subscription.canceledAt, f.canceledAtAfter) : undefined,
    f.canceledAtBefore ? lt(subscription.canceledAt, f.canceledAtBefore) : undefined,
    f.startedAfter ? gt(subscription.startedAt, f.startedAfter) : undefined,
    f.startedBefore ? lt(subscription.startedAt, f.startedBefore) : undefined,
    f.metadata ? metadataWhere(subscription.metadata, f.metadata) : undefined,
    f.startedOnly ? isNotNull(subscription.startedAt) : undefined,
    f.productName
      ? sql`${productNameSql(organizationId, subscription.productId)} ilike ${`%${escapeLike(f.productName)}%`}`
      : undefined,
  );
}

/** SQL subquery: the ids of the subscriptions of these checkouts. */
export function checkoutSubscriptionIds(organizationId: string, checkoutIds: string[]): SQL {
  return sql`(select ${subscription.id} from ${subscription} where ${inOrganization(subscription, organizationId, inArray(subscription.checkoutId, checkoutIds))})`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's `WHERE` and `ORDER BY` (the sort keys, then creation and id) for these filters and sort. */
export function subscriptionListParts(
  organizationId: string,
  filters: SubscriptionFilters,
  sort: { property: SubscriptionSortKey; descending: boolean }[],
): { where: SQL | undefined; orderBy: SQL[] } {
  const columns = sortColumns(organizationId);
  const orderBy = [
    ...sort.map((s) => {
      const column = columns[s.property];
      return s.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
    }),
    sql`${subscription.createdAt} asc`,
    sql`${subscription.id} asc`,
  ];
  return { where: filterWhere(organizationId, filters), orderBy };
}

/** `count(*)` of the subscriptions matching `where` (a list whose page cannot tell its total). */
export async function countSubscriptions(db: Executor, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(subscription).where(where))[0]?.n ?? 0;
}

/**
 * One batch of the subscriptions matching `filters`, oldest first, after the cursor
 * `(createdAt, id)`: the export walks every match in fixed-size batches without OFFSET.
 */
export function subscriptionsAfter(
  db: Executor,
  organizationId: string,
  filters: SubscriptionFilters,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscription)
    .where(
      and(
        filterWhere(organizationId, filters),
        after
          ? or(
              gt(subscription.createdAt, after.createdAt),
              and(eq(subscription.createdAt, after.createdAt), gt(subscription.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(subscription.createdAt), asc(subscription.id))
    .limit(limit);
}

/** Locks the customer's subscriptions that have not ended (lock order: subscriptions before customer). */
export async function lockOpenSubscriptions(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<void> {
  await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      inOrganization(
        subscription,
        organizationId,
        eq(subscription.customerId, customerId),
        isNull(subscription.endedAt),
      ),
    )
    .orderBy(asc(subscription.id))
    .for("update");
}

/** Puts the customer's subscriptions that have not ended on the test clock (the caller locked them). */
export async function moveSubscriptionsToClock(
  db: Executor,
  organizationId: string,
  customerId: string,
  clockId: string,
): Promise<void> {
  await db
    .update(subscription)
    .set({ testClockId: clockId })
    .where(
      inOrganization(
        subscription,
        organizationId,
        eq(subscription.customerId, customerId),
        isNull(subscription.endedAt),
      ),
    );
}
