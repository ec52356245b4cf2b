import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Every email Kassa sends. Without SMTP_URL the row is the delivery (the local outbox the
 * admin area lists); with SMTP_URL it records the attempt and the body is cleared once sent.
 */
export const emailMessage = pgTable(
  "email_message",
  {
    id: uuid("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text"),
    html: text("html"),
    template: text("template").notNull(),
    /**
     * One email per (template, subject object, recipient), e.g. `order_confirmation:<order id>:<to>`:
     * a second insert with the same key is skipped, so a retried job never sends an email twice.
     */
    dedupeKey: text("dedupe_key"),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    transport: text("transport", { enum: ["smtp", "outbox"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_message_created_idx").on(t.createdAt),
    index("email_message_to_idx").on(t.to),
    uniqueIndex("email_message_dedupe_key_idx").on(t.dedupeKey),
  ],
);
