import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { recordEvents } from "../webhooks/service.js";
import { findPaymentMethods, lockCustomers, takeInvoiceNumbers } from "./bulk-repository.js";
import { invoiceNumberOf } from "./new-customer.js";
import type { CustomerRow, PaymentMethodRow } from "./repository.js";
import { serializeCustomerStates } from "./state.js";

/**
 * Bulk work on the customers of one organization, for a batch of renewals: each function does
 * what its one-customer counterpart in service.ts does, in a fixed number of statements.
 */

/**
 * The next invoice number of each customer in `customerIds` (one per entry; a customer listed
 * twice gets two consecutive numbers), in the caller's transaction: `nextInvoiceNumber` for many.
 */
export async function nextInvoiceNumbers(
  tx: Executor,
  organizationId: string,
  customerIds: string[],
): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const id of customerIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  // In id order, so two transactions numbering the same customers lock them in one order.
  const ids = [...counts.keys()].sort();
  const taken = await takeInvoiceNumbers(
    tx,
    organizationId,
    ids,
    ids.map((id) => counts.get(id)!),
  );
  const used = new Map<string, number>();
  return customerIds.map((id) => {
    const first = taken.get(id);
    if (!first) throw new NotFoundError("Customer");
    const k = used.get(id) ?? 0;
    used.set(id, k + 1);
    return invoiceNumberOf(first.prefix, first.first + k);
  });
}

/**
 * Locks the organization's customers among `ids` (deleted ones too) in the caller's transaction,
 * in id order (so two batches sharing customers never deadlock), and returns them by id.
 */
export async function lockCustomerRows(
  tx: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, CustomerRow>> {
  const rows = await lockCustomers(tx, organizationId, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The organization's saved payment methods among `ids` by id (deleted ones too: `deletedAt` tells). */
export async function getPaymentMethodRows(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<Map<string, PaymentMethodRow>> {
  const rows = await findPaymentMethods(ex, organizationId, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * `recordCustomerStateChanged` for several customers: their rows locked (in id order), their
 * states read under the locks (`serializeCustomerStates`, four statements for all of them), the
 * `customer.state_changed` events recorded in one statement.
 */
export async function recordCustomerStatesChanged(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerIds: string[],
): Promise<void> {
  const ids = [...new Set(customerIds)].sort();
  const rows = await lockCustomerRows(tx, organizationId, ids);
  const locked = ids.map((id) => {
    const row = rows.get(id);
    if (!row) throw new NotFoundError("Customer");
    return row;
  });
  const states = await serializeCustomerStates(tx, organizationId, locked);
  await recordEvents(
    tx,
    now,
    organizationId,
    states.map((data) => ({ type: "customer.state_changed" as const, data })),
  );
}
