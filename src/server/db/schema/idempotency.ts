import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * `Idempotency-Key` records of `/v1` POSTs (Stripe's semantics): the first response is replayed
 * for 24 h to the same caller sending the same key and body.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    /** Who sent it: the organization plus the token or user, so keys never collide across callers. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_key_created_idx").on(t.createdAt)],
);
