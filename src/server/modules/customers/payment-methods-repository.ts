import { and, count, desc, eq, isNull } from "drizzle-orm";
import { customer, customerPaymentMethod } from "../../db/schema/customers.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { PaymentMethodRow } from "./repository.js";

const liveOf = (organizationId: string, customerId: string) =>
  inOrganization(
    customerPaymentMethod,
    organizationId,
    eq(customerPaymentMethod.customerId, customerId),
    isNull(customerPaymentMethod.deletedAt),
  );

/** The customer's saved (not deleted) payment methods, newest first, one page, with the total. */
export async function listLivePaymentMethods(
  db: Executor,
  organizationId: string,
  customerId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: PaymentMethodRow[]; total: number }> {
  const rows = await db
    .select()
    .from(customerPaymentMethod)
    .where(liveOf(organizationId, customerId))
    .orderBy(desc(customerPaymentMethod.createdAt), desc(customerPaymentMethod.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(customerPaymentMethod)
    .where(liveOf(organizationId, customerId));
  return { rows, total: total?.n ?? 0 };
}

/** The customer's saved (not deleted) payment method by id, or undefined. */
export async function findLivePaymentMethod(
  db: Executor,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(customerPaymentMethod)
    .where(and(liveOf(organizationId, customerId), eq(customerPaymentMethod.id, id)));
  return row;
}

/**
 * Saves a payment method to the customer once per processor reference (a deleted one comes back)
 * and returns its row.
 */
export async function upsertPaymentMethod(
  db: Executor,
  row: typeof customerPaymentMethod.$inferInsert,
): Promise<PaymentMethodRow> {
  await db.insert(customerPaymentMethod).values(row).onConflictDoNothing();
  const [saved] = await db
    .update(customerPaymentMethod)
    .set({ deletedAt: null })
    .where(
      inOrganization(
        customerPaymentMethod,
        row.organizationId,
        eq(customerPaymentMethod.customerId, row.customerId),
        eq(customerPaymentMethod.processor, row.processor),
        eq(customerPaymentMethod.processorRef, row.processorRef),
      ),
    )
    .returning();
  return saved!;
}

/** Marks a saved payment method deleted. */
export async function markPaymentMethodDeleted(
  db: Executor,
  organizationId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .update(customerPaymentMethod)
    .set({ deletedAt: now })
    .where(inOrganization(customerPaymentMethod, organizationId, eq(customerPaymentMethod.id, id)));
}

/** Sets (or clears) the customer's default payment method. */
export async function setDefaultPaymentMethodRow(
  db: Executor,
  organizationId: string,
  customerId: string,
  paymentMethodId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(customer)
    .set({ defaultPaymentMethodId: paymentMethodId, modifiedAt: now })
    .where(inOrganization(customer, organizationId, eq(customer.id, customerId)));
}
