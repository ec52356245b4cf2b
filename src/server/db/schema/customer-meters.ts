import {
  bigint,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * A customer's running totals on one meter since the meter's last reset (Polar's
 * `CustomerMeter`). Kept up to date incrementally from ingested batches (`event_meter_pending`),
 * so reading a balance is one indexed row whatever the number of events. The partial aggregates
 * (`event_count`, `value_count`, `value_sum`, `value_min`, `value_max`, `unique_count`) are kept
 * for every aggregation so `consumed_units` can be derived for whichever the meter uses.
 * Quantities are exact decimals (`numeric`); the wire sends them as numbers.
 */
export const customerMeter = pgTable(
  "customer_meter",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    meterId: uuid("meter_id").notNull(),
    /** When the meter was last reset for this customer (`meter.reset`); counting starts here. */
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    eventCount: bigint("event_count", { mode: "number" }).notNull().default(0),
    /** Events whose aggregated property was a number (the divisor of avg). */
    valueCount: bigint("value_count", { mode: "number" }).notNull().default(0),
    valueSum: numeric("value_sum").notNull().default("0"),
    valueMin: numeric("value_min"),
    valueMax: numeric("value_max"),
    uniqueCount: bigint("unique_count", { mode: "number" }).notNull().default(0),
    consumedUnits: numeric("consumed_units").notNull().default("0"),
    creditedUnits: numeric("credited_units").notNull().default("0"),
    /** The last time an event was counted. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customer_meter_org_customer_meter_idx").on(t.organizationId, t.customerId, t.meterId),
    index("customer_meter_org_meter_idx").on(t.organizationId, t.meterId),
  ],
);

/** The distinct values a `unique` meter has seen for a customer since the last reset. */
export const customerMeterUniqueValue = pgTable(
  "customer_meter_unique_value",
  {
    customerMeterId: uuid("customer_meter_id").notNull(),
    organizationId: text("organization_id").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ name: "customer_meter_unique_value_pk", columns: [t.customerMeterId, t.value] })],
);
