import { and, asc, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { customer, customerPaymentMethod } from "../../db/schema/customers.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { PaymentMethodRow } from "./repository.js";

/** The queries of bulk work on customers (a batch of renewals): several rows per statement. */

const ofOrg = (organizationId: string) => inOrganization(customer, organizationId);

/**
 * Takes `counts[i]` invoice numbers of customer `ids[i]` (distinct ids) in one statement: returns
 * by id the prefix and the first number taken (the customer's next ones follow it).
 */
export async function takeInvoiceNumbers(
  db: Executor,
  organizationId: string,
  ids: string[],
  counts: number[],
): Promise<Map<string, { prefix: string; first: number }>> {
  if (ids.length === 0) return new Map();
  const values = JSON.stringify(ids.map((id, i) => ({ id, n: counts[i] })));
  const rows = await db
    .update(customer)
    .set({ invoiceNextNumber: sql`${customer.invoiceNextNumber} + v.n` })
    .from(sql`jsonb_to_recordset(${values}::jsonb) as v(id uuid, n int)`)
    // The ids again as a list: the primary key finds the rows whatever the table's statistics.
    .where(inOrganization(customer, organizationId, anyOf(customer.id, ids), sql`${customer.id} = v.id`))
    .returning({
      id: customer.id,
      prefix: customer.invoicePrefix,
      next: customer.invoiceNextNumber,
      n: sql<number>`v.n`,
    });
  return new Map(rows.map((r) => [r.id, { prefix: r.prefix, first: r.next - Number(r.n) }]));
}

/** Locks the customers' rows (deleted ones too) for the rest of the transaction, in id order; returns them. */
export async function lockCustomers(db: Executor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customer)
    .where(and(ofOrg(organizationId), anyOf(customer.id, ids)))
    .orderBy(asc(customer.id))
    .for("update");
}

/** The organization's saved payment methods among `ids` (deleted ones too: the caller checks). */
export function findPaymentMethods(
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<PaymentMethodRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(customerPaymentMethod)
    .where(inOrganization(customerPaymentMethod, organizationId, anyOf(customerPaymentMethod.id, ids)));
}
