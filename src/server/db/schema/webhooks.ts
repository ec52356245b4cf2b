import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type WebhookEndpointFormat = "raw" | "discord" | "slack";

/**
 * A seller's webhook endpoint. `secret` is stored as given (not hashed): Kassa needs it to sign
 * every delivery and the dashboard reveals it, so it must be recoverable. Soft-deleted with
 * `deleted_at`. `disabled_reason` says why Kassa turned it off (`gone` after a 410, `failing`
 * after too many consecutive failed events); null when enabled or disabled by the seller.
 * `api_version` is the Polar API version its payloads are written in (2026-04 for endpoints made
 * before versions existed).
 */
export const webhookEndpoint = pgTable(
  "webhook_endpoint",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    url: text("url").notNull(),
    name: text("name"),
    format: text("format").$type<WebhookEndpointFormat>().notNull().default("raw"),
    apiVersion: text("api_version").notNull().default("2026-04"),
    secret: text("secret").notNull(),
    events: jsonb("events").$type<string[]>().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("webhook_endpoint_org_created_idx").on(t.organizationId, t.createdAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoint.$inferSelect;
