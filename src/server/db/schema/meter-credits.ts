import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Units a meter_credit benefit grant credited to a customer's meter (balances come with metering). */
export const meterCredit = pgTable(
  "meter_credit",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    meterId: uuid("meter_id").notNull(),
    grantId: uuid("grant_id").notNull(),
    units: bigint("units", { mode: "number" }).notNull(),
    rollover: boolean("rollover").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("meter_credit_customer_meter_idx").on(t.organizationId, t.customerId, t.meterId)],
);
