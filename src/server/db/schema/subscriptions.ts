import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

type Metadata = Record<string, string | number | boolean>;

export type SubscriptionStatus =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "unpaid";

/**
 * A customer's subscription to a recurring product. The period is
 * [current_period_start, current_period_end); `billing_anchor_day` (1–31) is the day of month
 * periods end on, clamped to the month's last day. A renewal is claimed by moving
 * `current_period_end` forward in one conditional UPDATE, so each period renews exactly once.
 */
export const subscription = pgTable(
  "subscription",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    productId: uuid("product_id").notNull(),
    /** The product prices subscribed to (ids), in order. */
    priceIds: jsonb("price_ids").$type<string[]>().notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull(),
    /** What one period costs before discount and tax, minor units. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    recurringInterval: text("recurring_interval").notNull(),
    recurringIntervalCount: integer("recurring_interval_count").notNull().default(1),
    billingAnchorDay: integer("billing_anchor_day").notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    trialStart: timestamp("trial_start", { withTimezone: true }),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    customerCancellationReason: text("customer_cancellation_reason"),
    customerCancellationComment: text("customer_cancellation_comment"),
    discountId: uuid("discount_id"),
    /** Renewal periods the discount still applies to (repeating: months left; once: 0); null = forever or none. */
    discountPeriodsLeft: integer("discount_periods_left"),
    checkoutId: uuid("checkout_id"),
    paymentMethodId: uuid("payment_method_id"),
    pastDueAt: timestamp("past_due_at", { withTimezone: true }),
    /** Dunning: when the next retry of the unpaid renewal is due (null when none is scheduled). */
    nextPaymentAttemptAt: timestamp("next_payment_attempt_at", { withTimezone: true }),
    /** Dunning: how many retries of the unpaid renewal have failed since it became past_due. */
    paymentRetries: integer("payment_retries").notNull().default(0),
    /** Set while the benefits are revoked for non-payment (after the grace period); cleared on recovery. */
    benefitsSuspendedAt: timestamp("benefits_suspended_at", { withTimezone: true }),
    /** A change scheduled for the next period (`proration_behavior: next_period`), applied by the renewal. */
    pendingUpdate: jsonb("pending_update").$type<PendingUpdateValue>(),
    /** The test clock whose time this subscription runs on (its customer's), or null for real time. */
    testClockId: uuid("test_clock_id"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    customFieldData: jsonb("custom_field_data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    index("subscription_org_created_idx").on(t.organizationId, t.createdAt),
    // The list's default order (`-started_at`, then created_at and id): the first page is an index read.
    index("subscription_org_started_desc_idx").on(
      t.organizationId,
      t.startedAt.desc().nullsLast(),
      t.createdAt,
      t.id,
    ),
    index("subscription_customer_idx").on(t.customerId),
    index("subscription_due_idx").on(t.status, t.currentPeriodEnd),
    index("subscription_dunning_idx").on(t.status, t.nextPaymentAttemptAt),
    index("subscription_test_clock_idx").on(t.testClockId),
  ],
);

/**
 * The number of subscriptions of each organization by status, kept exact by triggers on
 * `subscription` (migration `list_counters`): one delta row per organization and status a
 * statement changed, never an update of a shared row; `compactSubscriptionCounts` folds an
 * organization's deltas into one row per status.
 */
export const subscriptionCount = pgTable(
  "subscription_count",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id").notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull(),
    delta: bigint("delta", { mode: "number" }).notNull(),
  },
  (t) => [index("subscription_count_org_idx").on(t.organizationId, t.status)],
);

/** A plan change waiting for the next period (Polar's `PendingSubscriptionUpdate`, plus what the renewal needs). */
export interface PendingUpdateValue {
  id: string;
  createdAt: string;
  appliesAt: string;
  productId: string;
  priceId: string | null;
  /** The new product's period price, minor units (as `subscription.amount`). */
  amount: number;
  currency: string;
  recurringInterval: string;
  recurringIntervalCount: number;
}

/**
 * An amount waiting for the subscription's next renewal order: proration credits (negative) and
 * debits (positive) of a plan change with `proration_behavior: prorate`, or a credit carried
 * forward. Signed minor units, in the price's tax terms (tax included for inclusive prices),
 * discount already applied. `order_id` is set when a renewal order takes it.
 */
export const subscriptionPendingItem = pgTable(
  "subscription_pending_item",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    subscriptionId: uuid("subscription_id").notNull(),
    label: text("label").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    proration: boolean("proration").notNull().default(true),
    productPriceId: uuid("product_price_id"),
    orderId: uuid("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("subscription_pending_item_sub_idx").on(t.subscriptionId, t.orderId)],
);

/**
 * The subscriptions' changes summed per UTC hour, for the metrics (see docs/metrics.md): each
 * started subscription adds signed weights of `kind` (`active`, `committed`, `mrr`, `cmrr`,
 * `trial`, `new`, `churned`, `canceled:<reason>`) at the instants they change, as
 * `subscriptionBucketsSql` weighs them. Append-only deltas written by the
 * `subscription_metric_rollup_*` triggers in the transaction of every write of `subscription`;
 * `compacted` rows are folded sums. `w` is exact (`numeric`): a count, or an amount per month.
 */
export const subscriptionMetricRollup = pgTable(
  "subscription_metric_rollup",
  {
    organizationId: text("organization_id").notNull(),
    currency: text("currency").notNull(),
    productId: uuid("product_id").notNull(),
    kind: text("kind").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    w: numeric("w").notNull(),
    compacted: boolean("compacted").notNull().default(false),
  },
  (t) => [
    index("subscription_metric_rollup_org_hour_idx").on(t.organizationId, t.currency, t.hour),
    index("subscription_metric_rollup_pending_idx").on(t.organizationId).where(sql`not ${t.compacted}`),
  ],
);
