import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

type Metadata = Record<string, string | number | boolean>;

export type RefundStatus = "pending" | "succeeded" | "failed" | "canceled";

/** A refund of part or all of an order, made through the order's processor charge. */
export const refund = pgTable(
  "refund",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    orderId: uuid("order_id").notNull(),
    subscriptionId: uuid("subscription_id"),
    customerId: uuid("customer_id").notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    reason: text("reason").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    taxAmount: bigint("tax_amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    comment: text("comment"),
    revokeBenefits: boolean("revoke_benefits").notNull().default(false),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    processorRef: text("processor_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    index("refund_org_created_idx").on(t.organizationId, t.createdAt),
    index("refund_order_idx").on(t.orderId),
  ],
);
