import { and, asc, count, desc, eq, lte } from "drizzle-orm";
import { customerEmailUpdate, customerPaymentRetry } from "../../db/schema/customer-sessions.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type EmailUpdateRow = typeof customerEmailUpdate.$inferSelect;
export type PaymentRetryRow = typeof customerPaymentRetry.$inferSelect;

/** Replaces the customer's pending email change (one at a time) and drops expired ones. */
export async function replaceEmailUpdate(ex: Executor, row: typeof customerEmailUpdate.$inferInsert) {
  await ex
    .delete(customerEmailUpdate)
    .where(
      inOrganization(
        customerEmailUpdate,
        row.organizationId,
        eq(customerEmailUpdate.customerId, row.customerId),
      ),
    );
  await ex
    .delete(customerEmailUpdate)
    .where(
      inOrganization(
        customerEmailUpdate,
        row.organizationId,
        lte(customerEmailUpdate.expiresAt, row.createdAt),
      ),
    );
  await ex.insert(customerEmailUpdate).values(row);
}

/** The pending email change holding this token hash (any organization: the token names it). */
export async function findEmailUpdateByTokenHash(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select()
    .from(customerEmailUpdate)
    .where(eq(customerEmailUpdate.tokenHash, tokenHash));
  return row;
}

/** Takes a pending email change (deletes and returns it), so a token verifies once. */
export async function takeEmailUpdate(ex: Executor, tokenHash: string): Promise<EmailUpdateRow | undefined> {
  const [row] = await ex
    .delete(customerEmailUpdate)
    .where(eq(customerEmailUpdate.tokenHash, tokenHash))
    .returning();
  return row;
}

/** The manual retries of an order, oldest first. */
export function findRetriesOfOrder(ex: Executor, organizationId: string, orderId: string) {
  return ex
    .select()
    .from(customerPaymentRetry)
    .where(inOrganization(customerPaymentRetry, organizationId, eq(customerPaymentRetry.orderId, orderId)))
    .orderBy(asc(customerPaymentRetry.attempt));
}

/** The latest manual retry of an order, or undefined. */
export async function findLatestRetry(ex: Executor, organizationId: string, orderId: string) {
  const [row] = await ex
    .select()
    .from(customerPaymentRetry)
    .where(inOrganization(customerPaymentRetry, organizationId, eq(customerPaymentRetry.orderId, orderId)))
    .orderBy(desc(customerPaymentRetry.attempt))
    .limit(1);
  return row;
}

export async function countRetriesOfOrder(ex: Executor, organizationId: string, orderId: string) {
  const [row] = await ex
    .select({ n: count() })
    .from(customerPaymentRetry)
    .where(inOrganization(customerPaymentRetry, organizationId, eq(customerPaymentRetry.orderId, orderId)));
  return row?.n ?? 0;
}

export async function insertRetry(ex: Executor, row: typeof customerPaymentRetry.$inferInsert) {
  const [saved] = await ex.insert(customerPaymentRetry).values(row).returning();
  return saved!;
}

/** Settles an in-progress retry; false when it was settled already. */
export async function settleRetryRow(
  ex: Executor,
  organizationId: string,
  id: string,
  patch: { status: "succeeded" | "failed"; chargeRef: string | null; error: string | null; modifiedAt: Date },
): Promise<boolean> {
  const rows = await ex
    .update(customerPaymentRetry)
    .set(patch)
    .where(
      inOrganization(
        customerPaymentRetry,
        organizationId,
        and(eq(customerPaymentRetry.id, id), eq(customerPaymentRetry.status, "in_progress")),
      ),
    )
    .returning({ id: customerPaymentRetry.id });
  return rows.length > 0;
}
