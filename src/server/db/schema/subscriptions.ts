import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    customFieldData: jsonb("custom_field_data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    index("subscription_org_created_idx").on(t.organizationId, t.createdAt),
    index("subscription_customer_idx").on(t.customerId),
    index("subscription_due_idx").on(t.status, t.currentPeriodEnd),
  ],
);
