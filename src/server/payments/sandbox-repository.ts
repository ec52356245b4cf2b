import { eq } from "drizzle-orm";
import {
  sandboxCharge,
  sandboxCustomer,
  sandboxPaymentMethod,
  sandboxRefund,
} from "../db/schema/sandbox-payments.js";
import { inOrganization } from "../db/tenant.js";
import type { Executor } from "../db/types.js";

/** Every query of the sandbox processor's tables (sandbox.ts holds its rules). */

export type { SandboxCardBehavior } from "../db/schema/sandbox-payments.js";
export type PaymentMethodRow = typeof sandboxPaymentMethod.$inferSelect;
export type ChargeRow = typeof sandboxCharge.$inferSelect;
export type RefundRow = typeof sandboxRefund.$inferSelect;

export async function insertSandboxCustomer(ex: Executor, row: typeof sandboxCustomer.$inferInsert) {
  await ex.insert(sandboxCustomer).values(row);
}

/** The organization's sandbox customer id, or undefined. */
export async function findSandboxCustomerId(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await ex
    .select({ id: sandboxCustomer.id })
    .from(sandboxCustomer)
    .where(inOrganization(sandboxCustomer, organizationId, eq(sandboxCustomer.id, id)));
  return row?.id;
}

export async function insertPaymentMethod(
  ex: Executor,
  row: typeof sandboxPaymentMethod.$inferInsert,
): Promise<PaymentMethodRow> {
  const [saved] = await ex.insert(sandboxPaymentMethod).values(row).returning();
  return saved!;
}

/** The organization's payment method, optionally locked FOR UPDATE. */
export async function findPaymentMethod(
  ex: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<PaymentMethodRow | undefined> {
  const query = ex
    .select()
    .from(sandboxPaymentMethod)
    .where(inOrganization(sandboxPaymentMethod, organizationId, eq(sandboxPaymentMethod.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/** Attaches the payment method to the customer. */
export async function attachPaymentMethodRow(
  ex: Executor,
  organizationId: string,
  id: string,
  customerId: string,
  attachedAt: Date,
): Promise<PaymentMethodRow> {
  const [row] = await ex
    .update(sandboxPaymentMethod)
    .set({ customerId, attachedAt })
    .where(inOrganization(sandboxPaymentMethod, organizationId, eq(sandboxPaymentMethod.id, id)))
    .returning();
  return row!;
}

/** Whether the payment method has a succeeded charge. */
export async function hasSucceededCharge(
  ex: Executor,
  organizationId: string,
  paymentMethodId: string,
): Promise<boolean> {
  const [done] = await ex
    .select({ id: sandboxCharge.id })
    .from(sandboxCharge)
    .where(
      inOrganization(
        sandboxCharge,
        organizationId,
        eq(sandboxCharge.paymentMethodId, paymentMethodId),
        eq(sandboxCharge.status, "succeeded"),
      ),
    )
    .limit(1);
  return done !== undefined;
}

/** The organization's charge, optionally locked FOR UPDATE. */
export async function findCharge(
  ex: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ChargeRow | undefined> {
  const query = ex
    .select()
    .from(sandboxCharge)
    .where(inOrganization(sandboxCharge, organizationId, eq(sandboxCharge.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findChargeByKey(
  ex: Executor,
  organizationId: string,
  key: string,
): Promise<ChargeRow | undefined> {
  const [row] = await ex
    .select()
    .from(sandboxCharge)
    .where(inOrganization(sandboxCharge, organizationId, eq(sandboxCharge.idempotencyKey, key)));
  return row;
}

/** Inserts the charge unless its idempotency key is taken: then the result is undefined. */
export async function insertChargeIfAbsent(
  ex: Executor,
  row: typeof sandboxCharge.$inferInsert,
): Promise<ChargeRow | undefined> {
  const [saved] = await ex.insert(sandboxCharge).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function setChargeRefunded(
  ex: Executor,
  organizationId: string,
  id: string,
  amountRefunded: number,
): Promise<void> {
  await ex
    .update(sandboxCharge)
    .set({ amountRefunded })
    .where(inOrganization(sandboxCharge, organizationId, eq(sandboxCharge.id, id)));
}

export async function findRefundByKey(
  ex: Executor,
  organizationId: string,
  key: string,
): Promise<RefundRow | undefined> {
  const [row] = await ex
    .select()
    .from(sandboxRefund)
    .where(inOrganization(sandboxRefund, organizationId, eq(sandboxRefund.idempotencyKey, key)));
  return row;
}

/** Inserts the refund unless its idempotency key is taken: then the result is undefined. */
export async function insertRefundIfAbsent(
  ex: Executor,
  row: typeof sandboxRefund.$inferInsert,
): Promise<RefundRow | undefined> {
  const [saved] = await ex.insert(sandboxRefund).values(row).onConflictDoNothing().returning();
  return saved;
}
