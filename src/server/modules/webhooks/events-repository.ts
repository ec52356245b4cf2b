import { webhookEvent } from "../../db/schema/webhook-events.js";
import type { Executor } from "../../db/types.js";

/** Inserts one recorded webhook event (the outbox row that dispatch fans out). */
export async function insertWebhookEvent(tx: Executor, row: typeof webhookEvent.$inferInsert): Promise<void> {
  await tx.insert(webhookEvent).values(row);
}
