import { eq, lte } from "drizzle-orm";
import { customerSession, customerSessionCode } from "../../db/schema/customer-sessions.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type CustomerSessionRow = typeof customerSession.$inferSelect;
export type CustomerSessionCodeRow = typeof customerSessionCode.$inferSelect;

export async function insertCustomerSession(
  ex: Executor,
  row: typeof customerSession.$inferInsert,
): Promise<CustomerSessionRow> {
  const [inserted] = await ex.insert(customerSession).values(row).returning();
  return inserted!;
}

/** The session holding this token hash (any organization: the token itself names it). */
export async function findSessionByTokenHash(
  ex: Executor,
  tokenHash: string,
): Promise<CustomerSessionRow | undefined> {
  const [row] = await ex.select().from(customerSession).where(eq(customerSession.tokenHash, tokenHash));
  return row;
}

/** Deletes the customer's expired sessions and codes (kept tidy whenever a new one is made). */
export async function deleteExpiredOfCustomer(
  ex: Executor,
  organizationId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await ex
    .delete(customerSession)
    .where(
      inOrganization(
        customerSession,
        organizationId,
        eq(customerSession.customerId, customerId),
        lte(customerSession.expiresAt, now),
      ),
    );
  await ex
    .delete(customerSessionCode)
    .where(
      inOrganization(
        customerSessionCode,
        organizationId,
        eq(customerSessionCode.customerId, customerId),
        lte(customerSessionCode.expiresAt, now),
      ),
    );
}

/** Inserts a code unless its hash is taken (then false: the caller draws another). */
export async function insertCodeIfFree(
  ex: Executor,
  row: typeof customerSessionCode.$inferInsert,
): Promise<boolean> {
  const inserted = await ex
    .insert(customerSessionCode)
    .values(row)
    .onConflictDoNothing({ target: customerSessionCode.codeHash })
    .returning({ id: customerSessionCode.id });
  return inserted.length > 0;
}

/**
 * Takes a code: deletes it and returns it, so two requests with the same code cannot both
 * sign in. An expired code is deleted too and returned for the caller to refuse.
 */
export async function takeCode(ex: Executor, codeHash: string): Promise<CustomerSessionCodeRow | undefined> {
  const [row] = await ex
    .delete(customerSessionCode)
    .where(eq(customerSessionCode.codeHash, codeHash))
    .returning();
  return row;
}
