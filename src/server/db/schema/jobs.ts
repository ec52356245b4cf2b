import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Jobs a worker also runs in a lane of their own (`WORKER_URGENT_CONCURRENCY` slots), so that no
 * backlog of other work (receipts after a sales burst, say) delays them: the webhook fan-out and
 * delivery run, and the emails someone is waiting for (sign-in codes, verification and reset
 * links). Written into the claim and into `job_urgent_due_idx` as this same text, so that
 * PostgreSQL proves the index serves the claim.
 */
export const URGENT_JOB_NAMES = ["webhooks.dispatch", "webhooks.send", "email.send-now"] as const;
export const URGENT_JOBS_CONDITION = `name in (${URGENT_JOB_NAMES.map((n) => `'${n}'`).join(", ")})`;

/** The durable job queue (src/server/jobs). Claimed with FOR UPDATE SKIP LOCKED. */
export const job = pgTable(
  "job",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["queued", "running", "succeeded", "dead"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("job_due_idx").on(t.status, t.runAt),
    // The oldest webhook fan-out still to run, per organization (webhook delivery order: a
    // delivery waits while an earlier event of its organization is not yet fanned out).
    index("job_unfinished_dispatch_idx")
      .on(sql`(${t.payload}->>'organizationId')`, t.createdAt)
      .where(sql`name = 'webhooks.dispatch' and status in ('queued', 'running')`),
    // The urgent lane's claim: its due jobs by run time, whatever else is queued.
    index("job_urgent_due_idx")
      .on(t.runAt)
      .where(sql`status = 'queued' and ${sql.raw(URGENT_JOBS_CONDITION)}`),
  ],
);
