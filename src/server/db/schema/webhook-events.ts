import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The webhook event outbox: every event (`product.created`, …) is written here in the same
 * transaction as the change that caused it. Delivery to endpoints reads from this table.
 */
export const webhookEvent = pgTable(
  "webhook_event",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    type: text("type").notNull(),
    /**
     * The whole payload as delivered: `{type, timestamp, data}`. Once archived (after 90 days) only
     * the envelope is kept (`data` is null) and `archived_at` is set.
     */
    payload: jsonb("payload").$type<{ type: string; timestamp: string; data: unknown }>().notNull(),
    /** The id of the object the event is about (`data.id`), for timelines. */
    subjectId: uuid("subject_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Set by the `webhooks.prune` job when the payload is dropped; archived events cannot be redelivered. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_event_org_created_idx").on(t.organizationId, t.createdAt),
    index("webhook_event_subject_idx").on(t.subjectId, t.createdAt),
    index("webhook_event_unarchived_created_idx").on(t.createdAt).where(sql`archived_at is null`),
  ],
);
