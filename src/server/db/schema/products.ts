import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export type ProductVisibility = "draft" | "private" | "public";
export type Interval = "day" | "week" | "month" | "year";
export type PriceAmountType = "fixed" | "custom" | "free" | "metered_unit";
export type TaxBehavior = "location" | "inclusive" | "exclusive";

/** Something a seller sells: one-time (`recurring_interval` null) or a subscription. */
export const product = pgTable(
  "product",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    visibility: text("visibility").$type<ProductVisibility>().notNull().default("public"),
    recurringInterval: text("recurring_interval").$type<Interval>(),
    recurringIntervalCount: integer("recurring_interval_count"),
    trialInterval: text("trial_interval").$type<Interval>(),
    trialIntervalCount: integer("trial_interval_count"),
    isArchived: boolean("is_archived").notNull().default(false),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    index("product_org_created_idx").on(t.organizationId, t.createdAt),
    index("product_org_name_idx").on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/**
 * A price of a product. Prices are never deleted (orders and subscriptions point at them): a
 * replaced price is archived. Amounts are integers in minor units; a metered unit amount is an
 * exact decimal of minor units (up to 12 places).
 */
export const productPrice = pgTable(
  "product_price",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    productId: uuid("product_id")
      .notNull()
      .references(() => product.id),
    amountType: text("amount_type").$type<PriceAmountType>().notNull(),
    /** `catalog` for prices of the product itself (`ad_hoc` prices belong to one checkout). */
    source: text("source").$type<"catalog" | "ad_hoc">().notNull().default("catalog"),
    priceCurrency: text("price_currency").notNull(),
    taxBehavior: text("tax_behavior").$type<TaxBehavior>(),
    isArchived: boolean("is_archived").notNull().default(false),
    /** fixed */
    priceAmount: bigint("price_amount", { mode: "number" }),
    /** custom */
    minimumAmount: bigint("minimum_amount", { mode: "number" }),
    maximumAmount: bigint("maximum_amount", { mode: "number" }),
    presetAmount: bigint("preset_amount", { mode: "number" }),
    /** metered_unit */
    unitAmount: numeric("unit_amount", { precision: 17, scale: 12 }),
    capAmount: bigint("cap_amount", { mode: "number" }),
    meterId: uuid("meter_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    index("product_price_product_idx").on(t.productId, t.createdAt),
    index("product_price_org_idx").on(t.organizationId),
  ],
);

/** The benefits a product grants, in order. */
export const productBenefit = pgTable(
  "product_benefit",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => product.id),
    benefitId: uuid("benefit_id").notNull(),
    organizationId: text("organization_id").notNull(),
    order: integer("order").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.benefitId] }),
    index("product_benefit_benefit_idx").on(t.benefitId),
  ],
);

/** The media files (images) of a product, in order. */
export const productMedia = pgTable(
  "product_media",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => product.id),
    fileId: uuid("file_id").notNull(),
    organizationId: text("organization_id").notNull(),
    order: integer("order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] })],
);

/** Custom fields asked for at checkout of a product, in order. */
export const productCustomField = pgTable(
  "product_custom_field",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => product.id),
    customFieldId: uuid("custom_field_id").notNull(),
    organizationId: text("organization_id").notNull(),
    order: integer("order").notNull(),
    required: boolean("required").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.customFieldId] })],
);
