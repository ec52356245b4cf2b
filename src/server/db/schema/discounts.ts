import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { product } from "./products.js";

export type DiscountType = "fixed" | "percentage";
export type DiscountDuration = "once" | "forever" | "repeating";

/**
 * A discount: a fixed amount (per currency, minor units) or a percentage (basis points), for
 * once, forever or a number of months. Deleting one sets `deleted_at` (orders keep pointing at
 * it); codes are unique per organization among live discounts, ignoring case.
 */
export const discount = pgTable(
  "discount",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    code: text("code"),
    type: text("type").$type<DiscountType>().notNull(),
    /** fixed: amount per lowercase currency, minor units; `currency` is the main one. */
    amounts: jsonb("amounts").$type<Record<string, number>>(),
    currency: text("currency"),
    /** percentage: 1..10000 */
    basisPoints: integer("basis_points"),
    duration: text("duration").$type<DiscountDuration>().notNull(),
    durationInMonths: integer("duration_in_months"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    redemptionsCount: bigint("redemptions_count", { mode: "number" }).notNull().default(0),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("discount_org_code_idx")
      .on(t.organizationId, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null and ${t.deletedAt} is null`),
    index("discount_org_created_idx").on(t.organizationId, t.createdAt),
  ],
);

/** Products a discount is restricted to (none = every product). */
export const discountProduct = pgTable(
  "discount_product",
  {
    discountId: uuid("discount_id")
      .notNull()
      .references(() => discount.id),
    productId: uuid("product_id")
      .notNull()
      .references(() => product.id),
    organizationId: text("organization_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.discountId, t.productId] }),
    index("discount_product_product_idx").on(t.productId),
  ],
);
