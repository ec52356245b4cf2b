import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A saved selection of metrics (Polar's metrics dashboard): a name and up to 10 metric slugs. */
export const metricDashboard = pgTable(
  "metric_dashboard",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    metrics: jsonb("metrics").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [index("metric_dashboard_org_created_idx").on(t.organizationId, t.createdAt)],
);
