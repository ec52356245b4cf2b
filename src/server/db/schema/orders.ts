import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AddressValue } from "./customers.js";

type Metadata = Record<string, string | number | boolean>;

export type OrderStatus = "pending" | "paid" | "refunded" | "partially_refunded" | "void";
export type BillingReason =
  | "purchase"
  | "subscription_create"
  | "subscription_cycle"
  | "subscription_update"
  | "subscription_meter_cycle";

/**
 * An order: what a customer was charged for. `net_amount` = subtotal − discount and
 * `total_amount` = net + tax are derived on serialization. `charge_ref` is the processor charge
 * the refunds go through.
 */
export const order = pgTable(
  "order",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    productId: uuid("product_id"),
    discountId: uuid("discount_id"),
    subscriptionId: uuid("subscription_id"),
    checkoutId: uuid("checkout_id"),
    status: text("status").$type<OrderStatus>().notNull(),
    billingReason: text("billing_reason").$type<BillingReason>().notNull(),
    currency: text("currency").notNull(),
    subtotalAmount: bigint("subtotal_amount", { mode: "number" }).notNull(),
    discountAmount: bigint("discount_amount", { mode: "number" }).notNull().default(0),
    taxAmount: bigint("tax_amount", { mode: "number" }).notNull().default(0),
    appliedBalanceAmount: bigint("applied_balance_amount", { mode: "number" }).notNull().default(0),
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    refundedTaxAmount: bigint("refunded_tax_amount", { mode: "number" }).notNull().default(0),
    billingName: text("billing_name"),
    billingAddress: jsonb("billing_address").$type<AddressValue>(),
    invoiceNumber: text("invoice_number").notNull(),
    /** Storage key of the generated invoice PDF; null until generated. */
    invoicePath: text("invoice_path"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    customFieldData: jsonb("custom_field_data").$type<Record<string, unknown>>().notNull().default({}),
    /** The processor and charge the order was paid with; null for free orders. */
    processor: text("processor"),
    chargeRef: text("charge_ref"),
    paymentMethodId: uuid("payment_method_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    index("order_org_created_idx").on(t.organizationId, t.createdAt),
    // The list's default order (`-created_at`, then id): the first page is an index read.
    index("order_org_created_desc_idx").on(t.organizationId, t.createdAt.desc().nullsLast(), t.id),
    // `query` search by invoice number (substring, ignoring case), scoped by organization; no
    // pending list (`fastupdate` off), which every search would read through.
    index("order_invoice_number_trgm_idx")
      .using("gin", t.organizationId, t.invoiceNumber.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("order_customer_idx").on(t.customerId),
    index("order_subscription_idx").on(t.subscriptionId),
    uniqueIndex("order_checkout_uq").on(t.checkoutId),
    uniqueIndex("order_org_invoice_number_uq").on(t.organizationId, t.invoiceNumber),
  ],
);

/**
 * The number of orders of each organization by status, kept exact by triggers on `order`
 * (migration `list_counters`): one delta row per organization and status a statement changed,
 * never an update of a shared row, so concurrent checkouts never wait on each other's counter;
 * `compactOrderCounts` folds an organization's deltas into one row per status.
 */
export const orderCount = pgTable(
  "order_count",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    delta: bigint("delta", { mode: "number" }).notNull(),
  },
  (t) => [index("order_count_org_idx").on(t.organizationId, t.status)],
);

/** One line of an order. */
export const orderItem = pgTable(
  "order_item",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    orderId: uuid("order_id").notNull(),
    label: text("label").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    taxAmount: bigint("tax_amount", { mode: "number" }).notNull().default(0),
    proration: boolean("proration").notNull().default(false),
    productPriceId: uuid("product_price_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [index("order_item_org_order_idx").on(t.organizationId, t.orderId)],
);

/** A line of a credit note: what is credited, pre-tax, with its tax (minor units). */
export interface CreditNoteLine {
  label: string;
  amount: number;
  tax_amount: number;
}

/** The parties as the credit note shows them, frozen when it is issued. */
export interface CreditNoteParties {
  seller: {
    name: string;
    legal_name: string | null;
    address: AddressValue | null;
    tax_id: string | null;
    email: string | null;
    website: string | null;
  };
  bill_to: {
    name: string | null;
    address: AddressValue | null;
    /** `[value, type]`, e.g. `["DE123456789", "eu_vat"]`. */
    tax_id: [string, string] | null;
    email: string | null;
  };
}

/**
 * A credit note: the document a succeeded refund issues against the order's invoice (as Stripe
 * and Polar do), one per refund, numbered `<prefix>-CN-<NNNN>` in one sequence per organization.
 * Its parties and lines are frozen at issue, so the document never changes afterwards.
 */
export const creditNote = pgTable(
  "credit_note",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    orderId: uuid("order_id").notNull(),
    refundId: uuid("refund_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    number: text("number").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    reason: text("reason").notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    taxAmount: bigint("tax_amount", { mode: "number" }).notNull(),
    lines: jsonb("lines").$type<CreditNoteLine[]>().notNull(),
    parties: jsonb("parties").$type<CreditNoteParties>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("credit_note_refund_uq").on(t.refundId),
    uniqueIndex("credit_note_org_number_uq").on(t.organizationId, t.number),
    index("credit_note_org_order_idx").on(t.organizationId, t.orderId),
    index("credit_note_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);

/** The organization's credit note numbering: its prefix and the next number to take. */
export const creditNoteSequence = pgTable("credit_note_sequence", {
  organizationId: text("organization_id").primaryKey(),
  prefix: text("prefix").notNull(),
  nextNumber: integer("next_number").notNull(),
});

/**
 * The paid orders summed per UTC hour of `created_at`, for the metrics (see docs/metrics.md):
 * append-only signed deltas written by the `order_metric_rollup_*` triggers in the transaction
 * of every insert, update and delete of `order`, so the sums always equal the orders' own
 * figures; `compacted` rows are the sums folded by `compactOrderMetricRollup`.
 */
export const orderMetricRollup = pgTable(
  "order_metric_rollup",
  {
    organizationId: text("organization_id").notNull(),
    currency: text("currency").notNull(),
    productId: uuid("product_id"),
    billingReason: text("billing_reason").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    orders: bigint("orders", { mode: "number" }).notNull(),
    net: bigint("net", { mode: "number" }).notNull(),
    refunded: bigint("refunded", { mode: "number" }).notNull(),
    compacted: boolean("compacted").notNull().default(false),
  },
  (t) => [
    index("order_metric_rollup_org_hour_idx").on(t.organizationId, t.currency, t.hour),
    index("order_metric_rollup_pending_idx").on(t.organizationId).where(sql`not ${t.compacted}`),
  ],
);
