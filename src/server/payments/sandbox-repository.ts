import { asc, eq, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import { fragments, slot } from "../db/fragment.js";
import { insertRows, insertRowsSql } from "../db/json-insert.js";
import { executeNamed } from "../db/named.js";
import { rowsOf } from "../db/rows.js";
import {
  sandboxCharge,
  sandboxCustomer,
  sandboxPaymentMethod,
  sandboxRefund,
} from "../db/schema/sandbox-payments.js";
import { existingIds, inOrganization } from "../db/tenant.js";
import type { Executor } from "../db/types.js";

/** Every query of the sandbox processor's tables (sandbox.ts holds its rules). */

export type { SandboxCardBehavior } from "../db/schema/sandbox-payments.js";
export type PaymentMethodRow = typeof sandboxPaymentMethod.$inferSelect;
export type ChargeRow = typeof sandboxCharge.$inferSelect;
export type RefundRow = typeof sandboxRefund.$inferSelect;

export async function insertSandboxCustomer(ex: Executor, row: typeof sandboxCustomer.$inferInsert) {
  await ex.execute(insertSandboxCustomerSql(ex, row));
}

/** `insertSandboxCustomer` as SQL, for a statement of the caller's that writes it with other rows. */
export function insertSandboxCustomerSql(ex: Executor, row: typeof sandboxCustomer.$inferInsert): SQL {
  return insertRowsSql(ex, sandboxCustomer, [row]);
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

/**
 * The first charge of a fresh card, in one statement: inserts the charge unless its idempotency
 * key is taken (and, with `customerId`, only if that customer exists), and the card only with it
 * (a taken key leaves nothing behind, as the rolled-back transaction of a charge does). Answers
 * whether the customer was found and whether the charge was inserted.
 */
export async function insertCardAndChargeIfAbsent(
  ex: Executor,
  card: typeof sandboxPaymentMethod.$inferInsert,
  charge: typeof sandboxCharge.$inferInsert,
): Promise<{ customerFound: boolean; charged: boolean }> {
  const ts = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  // Named: its text is one of two (with or without a customer), its values change.
  const result = await executeNamed(
    ex,
    "k_sandbox_charge",
    cardAndCharge(Boolean(charge.customerId), {
      organizationId: charge.organizationId,
      customerId: charge.customerId ?? null,
      chargeId: charge.id,
      idempotencyKey: charge.idempotencyKey,
      requestHash: charge.requestHash,
      amount: charge.amount,
      currency: charge.currency,
      cardId: card.id,
      offSession: charge.offSession,
      status: charge.status,
      declineCode: charge.declineCode ?? null,
      failureMessage: charge.failureMessage ?? null,
      createdAt: ts(charge.createdAt),
      cardOrganizationId: card.organizationId,
      cardCustomerId: card.customerId ?? null,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      behavior: card.behavior,
      cardCreatedAt: ts(card.createdAt),
      attachedAt: ts(card.attachedAt),
    }),
  );
  const [row] = rowsOf<{ customer_found: boolean; charged: boolean }>(result);
  return { customerFound: Boolean(row?.customer_found), charged: Boolean(row?.charged) };
}

/** `insertCardAndChargeIfAbsent`'s statement, its text (with or without a customer) built once. */
const cardAndCharge = fragments<boolean, Record<string, unknown>>(
  (withCustomer) => (withCustomer ? "customer" : "none"),
  (withCustomer) => sql`
    with c as (${
      withCustomer
        ? sql`select 1 from ${sandboxCustomer} where ${inOrganization(sandboxCustomer, slot("organizationId"), eq(sandboxCustomer.id, slot("customerId")))}`
        : sql`select 1`
    }),
    ch as (
      insert into ${sandboxCharge} (id, organization_id, idempotency_key, request_hash, amount, currency,
        customer_id, payment_method_id, off_session, status, decline_code, failure_message, created_at)
      select ${slot("chargeId")}::uuid, ${slot("organizationId")}, ${slot("idempotencyKey")}, ${slot("requestHash")},
        ${slot("amount")}::bigint, ${slot("currency")}, ${slot("customerId")}::uuid, ${slot("cardId")}::uuid,
        ${slot("offSession")}::boolean, ${slot("status")}, ${slot("declineCode")}::text,
        ${slot("failureMessage")}::text, ${slot("createdAt")}::timestamptz
      where exists (select 1 from c)
      on conflict do nothing
      returning id
    ),
    pm as (
      insert into ${sandboxPaymentMethod} (id, organization_id, customer_id, brand, last4, exp_month, exp_year,
        behavior, created_at, attached_at)
      select ${slot("cardId")}::uuid, ${slot("cardOrganizationId")}, ${slot("cardCustomerId")}::uuid, ${slot("brand")}, ${slot("last4")},
        ${slot("expMonth")}::int, ${slot("expYear")}::int, ${slot("behavior")}, ${slot("cardCreatedAt")}::timestamptz,
        ${slot("attachedAt")}::timestamptz
      from ch
      returning id
    )
    select exists (select 1 from c) as customer_found, exists (select 1 from pm) as charged`,
);

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

/* Bulk reads and writes of `chargeMany` (sandbox-bulk.ts): one statement each, whatever the count. */

/** Which of `ids` are the organization's sandbox customers. */
export async function findSandboxCustomerIds(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Set<string>> {
  return existingIds(ex, sandboxCustomer, organizationId, ids);
}

/** The organization's payment methods among `ids`, locked FOR UPDATE in id order (no deadlock between batches). */
export async function lockPaymentMethods(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, PaymentMethodRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select()
    .from(sandboxPaymentMethod)
    .where(inOrganization(sandboxPaymentMethod, organizationId, anyOf(sandboxPaymentMethod.id, ids)))
    .orderBy(asc(sandboxPaymentMethod.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of the payment methods `ids` have a succeeded charge. */
export async function methodsWithSucceededCharge(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ex
    .selectDistinct({ id: sandboxCharge.paymentMethodId })
    .from(sandboxCharge)
    .where(
      inOrganization(
        sandboxCharge,
        organizationId,
        anyOf(sandboxCharge.paymentMethodId, ids),
        eq(sandboxCharge.status, "succeeded"),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Inserts the charges whose idempotency keys are free (the first of a key repeated among them); returns those inserted. */
export async function insertChargesIfAbsent(
  ex: Executor,
  rows: (typeof sandboxCharge.$inferInsert)[],
): Promise<ChargeRow[]> {
  if (rows.length === 0) return [];
  return insertRows(ex, sandboxCharge, rows).onConflictDoNothing().returning();
}

/** The organization's charges with these idempotency keys, by key. */
export async function findChargesByKeys(
  ex: Executor,
  organizationId: string,
  keys: string[],
): Promise<Map<string, ChargeRow>> {
  if (keys.length === 0) return new Map();
  const rows = await ex
    .select()
    .from(sandboxCharge)
    .where(inOrganization(sandboxCharge, organizationId, anyOf(sandboxCharge.idempotencyKey, keys)));
  return new Map(rows.map((r) => [r.idempotencyKey, r]));
}
