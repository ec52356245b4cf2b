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

/** Polar's `Address`: `country` (ISO 3166-1 alpha-2) is required, the rest optional. */
export interface AddressValue {
  line1?: string | null;
  line2?: string | null;
  postal_code?: string | null;
  city?: string | null;
  state?: string | null;
  country: string;
}

/** Polar's tax id tuple: `[value, type]`, e.g. `["DE123456789", "eu_vat"]`. */
export type TaxIdValue = [string, string];

type Metadata = Record<string, string | number | boolean>;

/**
 * A seller's customer. Email is unique per organization among live customers (case-insensitive);
 * `external_id` (the seller's own user id) is unique per organization and can be set once.
 * Deletion anonymizes the row and sets `deleted_at`.
 */
export const customer = pgTable(
  "customer",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    externalId: text("external_id"),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    name: text("name"),
    billingName: text("billing_name"),
    billingAddress: jsonb("billing_address").$type<AddressValue>(),
    taxId: jsonb("tax_id").$type<TaxIdValue>(),
    locale: text("locale"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    /** The customer at the payment processor (`cus_…`), created on first payment. */
    processorCustomerRef: text("processor_customer_ref"),
    /** The saved payment method used for off-session charges (renewals). */
    defaultPaymentMethodId: uuid("default_payment_method_id"),
    /** Invoice numbers are `<invoice_prefix>-<NNNN>`, counted per customer. */
    invoicePrefix: text("invoice_prefix").notNull(),
    invoiceNextNumber: integer("invoice_next_number").notNull().default(1),
    /** The test clock this customer (and their subscriptions) runs on, or null for real time. */
    testClockId: uuid("test_clock_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customer_org_email_uq")
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex("customer_org_external_id_uq").on(t.organizationId, t.externalId),
    index("customer_org_created_idx").on(t.organizationId, t.createdAt),
    // The list's default order (`-created_at`, then id): the first page is an index read.
    index("customer_org_created_desc_idx").on(t.organizationId, t.createdAt.desc().nullsLast(), t.id),
    // `query` search (substring of email, name, billing name or external id, ignoring case),
    // scoped by organization (btree_gin) so one seller's search never reads another's entries.
    // No pending list (`fastupdate` off): every search would read it through, up to 4 MB.
    index("customer_search_trgm_idx")
      .using(
        "gin",
        t.organizationId,
        t.email.op("gin_trgm_ops"),
        t.name.op("gin_trgm_ops"),
        t.billingName.op("gin_trgm_ops"),
        t.externalId.op("gin_trgm_ops"),
      )
      .with({ fastupdate: false }),
  ],
);

/**
 * The number of live customers of each organization, kept exact by triggers on `customer`
 * (migration `list_counters`): every statement that inserts, deletes or undeletes customers adds
 * one delta row per organization it touched, so concurrent writers never wait on each other's
 * counter; `compactCustomerCounts` folds an organization's deltas into one row. The organization's
 * count is the sum of its rows.
 */
export const customerCount = pgTable(
  "customer_count",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id").notNull(),
    delta: bigint("delta", { mode: "number" }).notNull(),
  },
  (t) => [index("customer_count_org_idx").on(t.organizationId)],
);

/** A payment method saved to a customer at the processor, for off-session charges. */
export const customerPaymentMethod = pgTable(
  "customer_payment_method",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    /** `sandbox` or `stripe`. */
    processor: text("processor").notNull(),
    /** The processor's payment method reference (`pm_…`). */
    processorRef: text("processor_ref").notNull(),
    type: text("type").notNull().default("card"),
    brand: text("brand"),
    last4: text("last4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("customer_payment_method_customer_idx").on(t.customerId),
    uniqueIndex("customer_payment_method_ref_uq").on(t.organizationId, t.processor, t.processorRef),
  ],
);
