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
import type { AddressValue, TaxIdValue } from "./customers.js";

type Metadata = Record<string, string | number | boolean>;
type CustomFieldData = Record<string, string | number | boolean | null>;

export type CheckoutStatus = "open" | "expired" | "confirmed" | "succeeded" | "failed";

/** The last failed payment of a checkout, shown to the customer (decline code and message). */
export interface CheckoutPaymentError {
  code: string;
  message: string;
  timestamp: string;
}

/**
 * A checkout session. Amounts are computed in one place (pricing/service.ts) whenever an input
 * changes and stored, so the charge is exactly what the customer saw. Flags such as
 * `is_payment_required` are derived on serialization, never stored.
 */
export const checkout = pgTable(
  "checkout",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    /** `polar_c_…`: the public handle of the hosted checkout and the client endpoints. */
    clientSecret: text("client_secret").notNull(),
    status: text("status").$type<CheckoutStatus>().notNull().default("open"),
    paymentProcessor: text("payment_processor").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The products offered, in order (ids). */
    productIds: jsonb("product_ids").$type<string[]>().notNull(),
    productId: uuid("product_id"),
    productPriceId: uuid("product_price_id"),
    /** Ad-hoc prices created for this checkout, by product id (price ids). */
    adHocPriceIds: jsonb("ad_hoc_price_ids").$type<Record<string, string[]>>().notNull().default({}),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    discountAmount: bigint("discount_amount", { mode: "number" }).notNull().default(0),
    netAmount: bigint("net_amount", { mode: "number" }).notNull(),
    taxAmount: bigint("tax_amount", { mode: "number" }),
    totalAmount: bigint("total_amount", { mode: "number" }).notNull(),
    /** `inclusive` / `exclusive` for the tax applied, null when no rate applies. */
    taxBehavior: text("tax_behavior"),
    taxRateId: uuid("tax_rate_id"),
    discountId: uuid("discount_id"),
    allowDiscountCodes: boolean("allow_discount_codes").notNull().default(true),
    requireBillingAddress: boolean("require_billing_address").notNull().default(false),
    allowTrial: boolean("allow_trial"),
    trialInterval: text("trial_interval"),
    trialIntervalCount: integer("trial_interval_count"),
    customerId: uuid("customer_id"),
    /**
     * Whether the buyer may be signed in to the customer portal from the confirmation page: the
     * customer was named by the seller (customer id or external id) or created by this checkout,
     * never a customer found by the email the buyer typed (Polar's rule).
     */
    customerSessionAllowed: boolean("customer_session_allowed").notNull().default(false),
    externalCustomerId: text("external_customer_id"),
    customerEmail: text("customer_email"),
    customerName: text("customer_name"),
    customerIpAddress: text("customer_ip_address"),
    customerBillingName: text("customer_billing_name"),
    customerBillingAddress: jsonb("customer_billing_address").$type<AddressValue>(),
    customerTaxId: jsonb("customer_tax_id").$type<TaxIdValue>(),
    isBusinessCustomer: boolean("is_business_customer").notNull().default(false),
    locale: text("locale"),
    customerMetadata: jsonb("customer_metadata").$type<Metadata>().notNull().default({}),
    customFieldData: jsonb("custom_field_data").$type<CustomFieldData>().notNull().default({}),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    successUrl: text("success_url"),
    returnUrl: text("return_url"),
    embedOrigin: text("embed_origin"),
    subscriptionId: uuid("subscription_id"),
    checkoutLinkId: uuid("checkout_link_id"),
    /** Incremented by each confirm; with the id, the idempotency key of that attempt's charge. */
    paymentAttempts: integer("payment_attempts").notNull().default(0),
    paymentError: jsonb("payment_error").$type<CheckoutPaymentError>(),
    /** The payment method token of the confirm in progress (never card numbers). */
    paymentMethodToken: text("payment_method_token"),
    chargeRef: text("charge_ref"),
    orderId: uuid("order_id"),
    processorMetadata: jsonb("processor_metadata").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("checkout_client_secret_uq").on(t.clientSecret),
    index("checkout_org_created_idx").on(t.organizationId, t.createdAt),
    index("checkout_status_expires_idx").on(t.status, t.expiresAt),
  ],
);

/** A shareable link (`polar_cl_…`) that opens a fresh checkout for its products. */
export const checkoutLink = pgTable(
  "checkout_link",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    clientSecret: text("client_secret").notNull(),
    productIds: jsonb("product_ids").$type<string[]>().notNull(),
    discountId: uuid("discount_id"),
    allowDiscountCodes: boolean("allow_discount_codes").notNull().default(true),
    requireBillingAddress: boolean("require_billing_address").notNull().default(false),
    trialInterval: text("trial_interval"),
    trialIntervalCount: integer("trial_interval_count"),
    successUrl: text("success_url"),
    /** When set, the checkout shows a back button to this URL. */
    returnUrl: text("return_url"),
    label: text("label"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("checkout_link_client_secret_uq").on(t.clientSecret),
    index("checkout_link_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);

/**
 * The checkouts counted per UTC hour of `created_at`, for the metrics (see docs/metrics.md):
 * append-only signed deltas written by the `checkout_metric_rollup_*` triggers in the
 * transaction of every write of `checkout`; `compacted` rows are folded sums.
 */
export const checkoutMetricRollup = pgTable(
  "checkout_metric_rollup",
  {
    organizationId: text("organization_id").notNull(),
    currency: text("currency").notNull(),
    productId: uuid("product_id"),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    checkouts: bigint("checkouts", { mode: "number" }).notNull(),
    succeeded: bigint("succeeded", { mode: "number" }).notNull(),
    compacted: boolean("compacted").notNull().default(false),
  },
  (t) => [
    index("checkout_metric_rollup_org_hour_idx").on(t.organizationId, t.currency, t.hour),
    index("checkout_metric_rollup_pending_idx").on(t.organizationId).where(sql`not ${t.compacted}`),
  ],
);
