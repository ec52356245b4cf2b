import { and, count, desc, eq, getTableColumns, ilike, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { rowsOf } from "../../db/rows.js";
import { emailMessage } from "../../db/schema/emails.js";
import type { Database, Executor } from "../../db/types.js";
import { type SlottedHtml, splitSlotted } from "./templates/slots.js";

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

/** An email to record with `insertEmails`: its HTML given whole, or as its shape's render and slot values. */
export type QueuedEmailRow = Pick<
  NewEmailRow,
  "id" | "to" | "subject" | "text" | "html" | "template" | "dedupeKey" | "transport" | "createdAt"
> & { slottedHtml?: SlottedHtml | null };

/**
 * Inserts several queued emails in one statement; returns the ids of those inserted (a taken
 * dedupe key is skipped). An email with `slottedHtml` (receipts of one shape, `slottedRenderer`)
 * has its HTML put together by PostgreSQL: the shape's render is sent once, split at its tokens,
 * and each email only its slot values; the stored HTML is the same string.
 */
export async function insertEmails(tx: Executor, rows: QueuedEmailRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const shapes = new Map<string, number>();
  const shapeRows: { k: number; parts: string[]; slots: (number | null)[] }[] = [];
  const json = rows.map((r) => {
    let shape: number | null = null;
    if (r.slottedHtml) {
      const { template } = r.slottedHtml;
      shape = shapes.get(template) ?? null;
      if (shape === null) {
        shape = shapeRows.length;
        shapes.set(template, shape);
        shapeRows.push({ k: shape, ...splitSlotted(template) });
      }
    }
    return {
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text ?? null,
      html: r.slottedHtml ? null : (r.html ?? null),
      template: r.template,
      dedupe_key: r.dedupeKey ?? null,
      transport: r.transport,
      created_at: r.createdAt.toISOString(),
      shape,
      vals: r.slottedHtml?.values ?? null,
    };
  });
  const result = await tx.execute(sql`
    insert into ${emailMessage} (id, "to", subject, text, html, template, dedupe_key, transport, created_at)
    select r.id, r."to", r.subject, r.text,
      case when r.shape is null then r.html else (
        select string_agg(p.part || coalesce(r.vals[p.slot + 1], ''), '' order by p.n)
        from jsonb_to_recordset(${JSON.stringify(shapeRows)}::jsonb) as sh(k int, parts text[], slots int[]),
          unnest(sh.parts, sh.slots) with ordinality as p(part, slot, n)
        where sh.k = r.shape) end,
      r.template, r.dedupe_key, r.transport, r.created_at
    from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as r(id uuid, "to" text, subject text,
      text text, html text, template text, dedupe_key text, transport text, created_at timestamptz,
      shape int, vals text[])
    on conflict (dedupe_key) do nothing
    returning id`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}

export async function findEmail(db: Executor, id: string): Promise<EmailRow | undefined> {
  const [row] = await db.select().from(emailMessage).where(eq(emailMessage.id, id));
  return row;
}

/**
 * The emails among `ids` (those that exist), in no particular order. `html: false` leaves the
 * HTML out (null): the outbox's delivery reads none, and a batch of receipts is megabytes of it.
 */
export function findEmails(db: Executor, ids: string[], opts: { html: boolean }): Promise<EmailRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const { html: _html, ...rest } = getTableColumns(emailMessage);
  const columns = opts.html ? getTableColumns(emailMessage) : { ...rest, html: sql<string | null>`null` };
  return db.select(columns).from(emailMessage).where(anyOf(emailMessage.id, ids));
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
    .where(anyOf(emailMessage.id, ids));
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
