import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
