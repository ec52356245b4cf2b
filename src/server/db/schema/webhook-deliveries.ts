import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed" | "skipped";

/** Why a delivery was skipped: its endpoint was disabled, its event is gone, or the seller skipped it. */
export type WebhookSkipReason = "endpoint_disabled" | "event_missing" | "seller";

/**
 * One event to one endpoint (Polar's per-endpoint "webhook event"): created by the dispatch job
 * for every subscribed, enabled endpoint. `pending` until it succeeds, is given up (`failed`) or
 * is `skipped` (`skip_reason`: the endpoint was disabled, or the seller skipped it). Deliveries of
 * one endpoint are sent in (event_created_at, event_id) order, one at a time: only the earliest
 * pending one is sendable, and a sender holds it with `locked_until` while its HTTP attempt runs.
 */
export const webhookDelivery = pgTable(
  "webhook_delivery",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    eventId: uuid("event_id").notNull(),
    endpointId: uuid("endpoint_id").notNull(),
    eventType: text("event_type").notNull(),
    eventCreatedAt: timestamp("event_created_at", { withTimezone: true }).notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    /** Attempts made since the delivery was created or last redelivered. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The `webhooks.send` job holding the delivery: that job (retried or re-offered) may take it back at once. */
    lockedBy: text("locked_by"),
    lastHttpCode: integer("last_http_code"),
    /** Set with status `skipped`: why it was not (or no longer) sent. */
    skipReason: text("skip_reason").$type<WebhookSkipReason>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    unique("webhook_delivery_event_endpoint_key").on(t.eventId, t.endpointId),
    index("webhook_delivery_pending_idx")
      .on(t.endpointId, t.eventCreatedAt, t.eventId)
      .where(sql`status = 'pending'`),
    index("webhook_delivery_endpoint_completed_idx").on(t.endpointId, t.completedAt),
  ],
);

/** One HTTP attempt of a delivery (Polar's "webhook delivery"): the delivery log. */
export const webhookDeliveryAttempt = pgTable(
  "webhook_delivery_attempt",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    deliveryId: uuid("delivery_id").notNull(),
    eventId: uuid("event_id").notNull(),
    endpointId: uuid("endpoint_id").notNull(),
    eventType: text("event_type").notNull(),
    succeeded: boolean("succeeded").notNull(),
    /** Null when no HTTP response came back (refused, timeout, blocked address). */
    httpCode: integer("http_code"),
    /** The first 2048 characters of the response body. */
    response: text("response"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("webhook_delivery_attempt_org_created_idx").on(t.organizationId, t.createdAt),
    index("webhook_delivery_attempt_delivery_idx").on(t.deliveryId, t.createdAt),
  ],
);

export type WebhookDeliveryRow = typeof webhookDelivery.$inferSelect;
export type WebhookDeliveryAttemptRow = typeof webhookDeliveryAttempt.$inferSelect;
