import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * A usage event (Polar's `Event`). The primary key includes `timestamp` so the table can be
 * partitioned by time on PostgreSQL without changing keys: a partitioned table's unique
 * constraints must contain the partition key, which is also why deduplication by
 * `external_id` lives in `event_external_id` below rather than in a unique index here.
 */
export const event = pgTable(
  "event",
  {
    id: uuid("id").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull(),
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    /** `user` (ingested) or `system` (recorded by Kassa). */
    source: text("source").notNull().default("user"),
    /** Set when the event named a customer by id. */
    customerId: uuid("customer_id"),
    /** The customer's external id: as sent, or the named customer's at ingestion. */
    externalCustomerId: text("external_customer_id"),
    externalId: text("external_id"),
    parentId: uuid("parent_id"),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean>>().notNull().default({}),
    ingestedAt: timestamp("ingested_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: "event_pk", columns: [t.id, t.timestamp] }),
    index("event_org_timestamp_idx").on(t.organizationId, t.timestamp),
    index("event_org_customer_timestamp_idx").on(t.organizationId, t.customerId, t.timestamp),
    index("event_org_external_customer_timestamp_idx").on(
      t.organizationId,
      t.externalCustomerId,
      t.timestamp,
    ),
    index("event_org_name_timestamp_idx").on(t.organizationId, t.name, t.timestamp),
    index("event_org_parent_idx").on(t.organizationId, t.parentId),
  ],
);

/**
 * One row per `(organization, external_id)` ever ingested: the dedupe key. Inserted with
 * ON CONFLICT DO NOTHING in the ingest transaction, so a concurrent duplicate waits for the
 * first writer and then sees the conflict; an event whose key row was not inserted is a duplicate.
 */
export const eventExternalId = pgTable(
  "event_external_id",
  {
    organizationId: text("organization_id").notNull(),
    externalId: text("external_id").notNull(),
    eventId: uuid("event_id").notNull(),
    eventTimestamp: timestamp("event_timestamp", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "event_external_id_pk", columns: [t.organizationId, t.externalId] })],
);

/**
 * Ingested events not yet added to customer meters: one row per committed batch (written in the
 * batch's transaction), holding the batch's event keys. A meter worker claims rows with
 * `FOR UPDATE SKIP LOCKED`, adds their events to the customer meters and deletes the rows in one
 * transaction, so every committed event is counted exactly once, in commit order per organization.
 */
export const eventMeterPending = pgTable(
  "event_meter_pending",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    eventIds: uuid("event_ids").array().notNull(),
    eventTimestamps: timestamp("event_timestamps", { withTimezone: true }).array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("event_meter_pending_org_idx").on(t.organizationId, t.id)],
);

/** A name events were sent with (Polar's `EventType`): a label the dashboard shows for it. */
export const eventType = pgTable(
  "event_type",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    label: text("label").notNull(),
    /** A metadata property whose value labels each event of this type, e.g. `route`. */
    labelPropertySelector: text("label_property_selector"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("event_type_org_name_idx").on(t.organizationId, t.name)],
);
