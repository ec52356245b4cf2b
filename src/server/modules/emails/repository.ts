import { and, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { insertRows } from "../../db/json-insert.js";
import { emailMessage } from "../../db/schema/emails.js";
import type { Database, Executor } from "../../db/types.js";

export type EmailRow = typeof emailMessage.$inferSelect;
export type NewEmailRow = typeof emailMessage.$inferInsert;

/** Inserts an email; false when one with the same dedupe key exists already (nothing inserted). */
export async function insertEmail(tx: Executor, row: NewEmailRow): Promise<boolean> {
  const inserted = await tx
    .insert(emailMessage)
    .values(row)
    .onConflictDoNothing({ target: emailMessage.dedupeKey })
    .returning({ id: emailMessage.id });
  return inserted.length > 0;
}

/** Inserts several emails in one statement; returns the ids of those inserted (a taken dedupe key is skipped). */
export async function insertEmails(tx: Executor, rows: NewEmailRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await insertRows(tx, emailMessage, rows)
    .onConflictDoNothing({ target: emailMessage.dedupeKey })
    .returning({ id: emailMessage.id });
  return new Set(inserted.map((r) => r.id));
}

export async function findEmail(db: Executor, id: string): Promise<EmailRow | undefined> {
  const [row] = await db.select().from(emailMessage).where(eq(emailMessage.id, id));
  return row;
}

/** The emails among `ids` (those that exist), in no particular order. */
export function findEmails(db: Executor, ids: string[]): Promise<EmailRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(emailMessage).where(inArray(emailMessage.id, ids));
}

/** Marks these emails sent at `at` in one statement, each with one more attempt (`clearBody`: text and HTML dropped). */
export async function markEmailsSent(
  db: Executor,
  ids: string[],
  at: Date,
  clearBody: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailMessage)
    .set({
      status: "sent",
      sentAt: at,
      attempts: sql`${emailMessage.attempts} + 1`,
      error: null,
      ...(clearBody ? { text: null, html: null } : {}),
    })
    .where(inArray(emailMessage.id, ids));
}

export async function updateEmail(db: Executor, id: string, patch: Partial<NewEmailRow>): Promise<void> {
  await db.update(emailMessage).set(patch).where(eq(emailMessage.id, id));
}

export async function listEmails(
  db: Database,
  opts: { page: number; limit: number; to?: string },
): Promise<{ rows: EmailRow[]; total: number }> {
  const where = opts.to ? ilike(emailMessage.to, `%${opts.to.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
  const rows = await db
    .select()
    .from(emailMessage)
    .where(where)
    .orderBy(desc(emailMessage.createdAt), desc(emailMessage.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  const [totals] = await db.select({ n: count() }).from(emailMessage).where(where);
  return { rows, total: totals?.n ?? 0 };
}

/** Deletes an email that was never sent (still queued); false when there is none such. */
export async function deleteQueuedEmail(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(emailMessage)
    .where(and(eq(emailMessage.id, id), eq(emailMessage.status, "queued")))
    .returning({ id: emailMessage.id });
  return deleted.length > 0;
}
