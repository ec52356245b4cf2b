import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Tables of the sandbox payment processor (src/server/payments/sandbox.ts): an in-process card
 * processor that behaves like a card network in test mode. Raw card numbers and CVCs are never
 * stored: a payment method keeps brand, last4, expiry and the test behaviour of its number.
 */

/** What a sandbox card does when charged (decided from its number when it is tokenized). */
export type SandboxCardBehavior =
  | "succeed"
  | "generic_decline"
  | "insufficient_funds"
  | "expired_card"
  | "succeed_once_then_decline_off_session";

export const sandboxCustomer = pgTable(
  "sandbox_customer",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    email: text("email"),
    name: text("name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sandbox_customer_org_idx").on(t.organizationId, t.id)],
);

export const sandboxPaymentMethod = pgTable(
  "sandbox_payment_method",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    /** Set when the method is attached (saved) to a customer for off-session charges. */
    customerId: uuid("customer_id").references(() => sandboxCustomer.id),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    behavior: text("behavior").$type<SandboxCardBehavior>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [index("sandbox_payment_method_org_customer_idx").on(t.organizationId, t.customerId)],
);

export const sandboxCharge = pgTable(
  "sandbox_charge",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** sha256 of the request's parameters: the same key with other parameters is refused. */
    requestHash: text("request_hash").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    customerId: uuid("customer_id"),
    paymentMethodId: uuid("payment_method_id")
      .notNull()
      .references(() => sandboxPaymentMethod.id),
    offSession: boolean("off_session").notNull(),
    status: text("status").$type<"succeeded" | "failed">().notNull(),
    declineCode: text("decline_code"),
    failureMessage: text("failure_message"),
    amountRefunded: bigint("amount_refunded", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("sandbox_charge_org_idempotency_idx").on(t.organizationId, t.idempotencyKey),
    index("sandbox_charge_payment_method_idx").on(t.paymentMethodId),
  ],
);

export const sandboxRefund = pgTable(
  "sandbox_refund",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    chargeId: uuid("charge_id")
      .notNull()
      .references(() => sandboxCharge.id),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("sandbox_refund_org_idempotency_idx").on(t.organizationId, t.idempotencyKey),
    index("sandbox_refund_charge_idx").on(t.chargeId),
  ],
);
