import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A benefit a purchase unlocks. `properties` holds the type's settings exactly as the wire
 * shows them (snake_case), validated per type by the benefits module.
 */
export const benefit = pgTable(
  "benefit",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    /** custom, discord, github_repository, downloadables, license_keys, meter_credit. */
    type: text("type").notNull(),
    description: text("description").notNull(),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull(),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** Polar's customer-portal visibility (`public` / `private`). */
    visibility: text("visibility").notNull().default("public"),
    selectable: boolean("selectable").notNull().default(true),
    deletable: boolean("deletable").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("benefit_org_created_idx").on(t.organizationId, t.createdAt)],
);

/** Why a grant failed for good (Polar's `BenefitGrantError`). */
export interface BenefitGrantErrorValue {
  message: string;
  type: string;
  timestamp: string;
}

/** What the grant jobs must bring a grant to (the newest decision of grantBenefits / revokeBenefits). */
export type BenefitGrantTarget = "granted" | "revoked";

/**
 * A benefit granted to a customer by an order or a subscription (the benefit-grants module
 * creates them: one per benefit and order, or benefit and subscription). A grant is active while
 * `granted_at` is set and `revoked_at` is null. `properties` holds the grant's own data (license
 * key id, Discord user, …) in the wire's snake_case. `target` is what the jobs must reach.
 */
export const benefitGrant = pgTable(
  "benefit_grant",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    benefitId: uuid("benefit_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    memberId: uuid("member_id"),
    orderId: uuid("order_id"),
    subscriptionId: uuid("subscription_id"),
    grantedAt: timestamp("granted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    error: jsonb("error").$type<BenefitGrantErrorValue>(),
    target: text("target").$type<BenefitGrantTarget>().notNull().default("granted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    index("benefit_grant_org_benefit_idx").on(t.organizationId, t.benefitId, t.createdAt),
    index("benefit_grant_org_customer_idx").on(t.organizationId, t.customerId),
    index("benefit_grant_subscription_idx").on(t.subscriptionId),
    index("benefit_grant_order_idx").on(t.orderId),
    // One grant per benefit and purchase: grantBenefits inserts with ON CONFLICT DO NOTHING.
    uniqueIndex("benefit_grant_order_uq")
      .on(t.benefitId, t.customerId, t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex("benefit_grant_subscription_uq")
      .on(t.benefitId, t.customerId, t.subscriptionId)
      .where(sql`${t.subscriptionId} is not null`),
  ],
);
