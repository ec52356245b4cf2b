import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A customer's signed-in portal session (Polar's customer session): the bearer token
 * (`polar_cst_…`) is kept only as its SHA-256, lives one hour, and opens `/v1/customer-portal/*`
 * for that customer of that organization alone.
 */
export const customerSession = pgTable(
  "customer_session",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    returnUrl: text("return_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customer_session_token_unique").on(t.tokenHash),
    index("customer_session_customer_idx").on(t.organizationId, t.customerId),
    index("customer_session_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A portal sign-in code sent by email: 6 characters from A–Z and 0–9, kept only as a keyed hash,
 * valid 30 minutes and used once. The customer it signs in was chosen when it was requested.
 */
export const customerSessionCode = pgTable(
  "customer_session_code",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("customer_session_code_hash_unique").on(t.codeHash),
    index("customer_session_code_customer_idx").on(t.organizationId, t.customerId),
    index("customer_session_code_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A pending change of a customer's email from the portal: the new address and a verification
 * token sent to it, kept only as its SHA-256, valid 30 minutes and used once. Verifying it
 * changes the customer's email (if the address is still free in the organization).
 */
export const customerEmailUpdate = pgTable(
  "customer_email_update",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("customer_email_update_token_unique").on(t.tokenHash),
    index("customer_email_update_customer_idx").on(t.organizationId, t.customerId),
  ],
);

/**
 * A customer's manual retry of an unpaid renewal order from the portal
 * (`POST /v1/customer-portal/orders/{id}/confirm-payment`): one row per attempt, numbered per
 * order (at most `MANUAL_RETRY_LIMIT`). An `in_progress` row is the claim that keeps a second
 * attempt of the same order out while the processor is being called.
 */
export const customerPaymentRetry = pgTable(
  "customer_payment_retry",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    orderId: uuid("order_id").notNull(),
    subscriptionId: uuid("subscription_id").notNull(),
    attempt: integer("attempt").notNull(),
    /** `in_progress`, `succeeded` or `failed`. */
    status: text("status").notNull(),
    /** The saved payment method (`customer_payment_method.id`) charged. */
    paymentMethodId: uuid("payment_method_id").notNull(),
    chargeRef: text("charge_ref"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customer_payment_retry_order_attempt_unique").on(t.orderId, t.attempt),
    index("customer_payment_retry_org_order_idx").on(t.organizationId, t.orderId),
  ],
);
