import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A filter clause of a meter: `{property, operator, value}`. */
export interface MeterFilterClause {
  property: string;
  operator: "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "like" | "not_like";
  value: string | number | boolean;
}

/** A meter's event filter: clauses (or nested filters) joined by `and` / `or`. */
export interface MeterFilter {
  conjunction: "and" | "or";
  clauses: (MeterFilterClause | MeterFilter)[];
}

export type MeterAggregation =
  | { func: "count" }
  | { func: "sum" | "max" | "min" | "avg" | "unique"; property: string };

/** A usage meter: which events count (filter) and how they add up (aggregation). */
export const meter = pgTable(
  "meter",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    /** `scalar`, `token` or `custom` (then `custom_label` and `custom_multiplier` apply). */
    unit: text("unit").notNull().default("scalar"),
    customLabel: text("custom_label"),
    customMultiplier: integer("custom_multiplier"),
    filter: jsonb("filter").$type<MeterFilter>().notNull(),
    aggregation: jsonb("aggregation").$type<MeterAggregation>().notNull(),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [index("meter_org_created_idx").on(t.organizationId, t.createdAt)],
);
