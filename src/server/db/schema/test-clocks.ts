import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A test clock (sandbox only): a frozen time that customers attached to it, and their
 * subscriptions, run on. Advancing it runs renewals, trial ends and dunning retries in order.
 */
export const testClock = pgTable(
  "test_clock",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    name: text("name"),
    frozenTime: timestamp("frozen_time", { withTimezone: true }).notNull(),
    /** `ready`, or `advancing` while an advance job runs. */
    status: text("status").$type<"ready" | "advancing">().notNull().default("ready"),
    /** The time an advance in progress is moving to. */
    advancingTo: timestamp("advancing_to", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [index("test_clock_org_created_idx").on(t.organizationId, t.createdAt)],
);
