import { and, count, desc, eq, sql } from "drizzle-orm";
import { creditNote, creditNoteSequence } from "../../db/schema/orders.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type CreditNoteRow = typeof creditNote.$inferSelect;
export type { CreditNoteLine } from "../../db/schema/orders.js";

/**
 * Takes the organization's next credit note number in the caller's transaction: the sequence
 * row is created with `prefix` on first use, then incremented. The row stays locked until the
 * transaction ends, so concurrent refunds take one number each, in commit order, with no gaps
 * (a rolled-back transaction gives its number back).
 */
export async function takeCreditNoteNumber(
  db: Executor,
  organizationId: string,
  prefix: string,
): Promise<{ prefix: string; number: number }> {
  const [row] = await db
    .insert(creditNoteSequence)
    .values({ organizationId, prefix, nextNumber: 2 })
    .onConflictDoUpdate({
      target: creditNoteSequence.organizationId,
      set: { nextNumber: sql`${creditNoteSequence.nextNumber} + 1` },
    })
    .returning({ prefix: creditNoteSequence.prefix, next: creditNoteSequence.nextNumber });
  return { prefix: row!.prefix, number: row!.next - 1 };
}

export async function insertCreditNote(
  db: Executor,
  row: typeof creditNote.$inferInsert,
): Promise<CreditNoteRow> {
  const [saved] = await db.insert(creditNote).values(row).returning();
  return saved!;
}

export async function findCreditNote(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNote)
    .where(inOrganization(creditNote, organizationId, eq(creditNote.id, id)));
  return row;
}

export async function findCreditNoteOfRefund(
  db: Executor,
  organizationId: string,
  refundId: string,
): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(creditNote)
    .where(inOrganization(creditNote, organizationId, eq(creditNote.refundId, refundId)));
  return row;
}

export interface CreditNoteFilters {
  orderId?: string | undefined;
  customerId?: string | undefined;
}

/** The organization's credit notes, newest first, with the total count. */
export async function listCreditNotes(
  db: Executor,
  organizationId: string,
  filters: CreditNoteFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: CreditNoteRow[]; total: number }> {
  const where = inOrganization(
    creditNote,
    organizationId,
    and(
      filters.orderId ? eq(creditNote.orderId, filters.orderId) : undefined,
      filters.customerId ? eq(creditNote.customerId, filters.customerId) : undefined,
    ),
  );
  const rows = await db
    .select()
    .from(creditNote)
    .where(where)
    .orderBy(desc(creditNote.createdAt), desc(creditNote.number))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(creditNote).where(where);
  return { rows, total: total?.n ?? 0 };
}
