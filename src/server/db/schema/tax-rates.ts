import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A seller's tax rate for a country, or for one US state (`state` set). A checkout uses the
 * rate of its billing country (and state, falling back to the country-wide rate); none = no tax.
 * `inclusive` says whether prices already contain the tax; a price's own `tax_behavior`
 * (inclusive / exclusive) overrides it.
 */
export const taxRate = pgTable(
  "tax_rate",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    /** ISO 3166-1 alpha-2, uppercase. */
    country: text("country").notNull(),
    /** ISO 3166-2 subdivision code without the country (`CA` for California), or null. */
    state: text("state"),
    /** 1 basis point = 0.01 %; 2000 = 20 %. */
    basisPoints: integer("basis_points").notNull(),
    inclusive: boolean("inclusive").notNull().default(false),
    displayName: text("display_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [index("tax_rate_org_country_idx").on(t.organizationId, t.country, t.state)],
);
