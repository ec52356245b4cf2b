import { eq, type SQL, sql } from "drizzle-orm";
import { fragments } from "../../db/fragment.js";
import { customer } from "../../db/schema/customers.js";
import { slot, statement } from "../../db/statement.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CustomerRow } from "./repository.js";

/**
 * Takes the customer's next invoice number in one UPDATE (the row lock serializes concurrent
 * orders of the same customer): the number returned is the one before the increment.
 */
const invoiceNumber = statement("customer_invoice_number", (db) =>
  db
    .update(customer)
    .set({ invoiceNextNumber: sql`${customer.invoiceNextNumber} + 1` })
    .where(inOrganization(customer, slot("organizationId"), eq(customer.id, slot("customerId"))))
    .returning(),
);

export async function takeInvoiceNumber(db: Executor, organizationId: string, customerId: string) {
  const [row] = await invoiceNumber(db, { organizationId, customerId });
  return row ? { prefix: row.invoicePrefix, number: row.invoiceNextNumber - 1, row } : undefined;
}

/**
 * `takeInvoiceNumber` of a customer read earlier, as SQL for a statement of the caller's: takes
 * `known`'s next number only while the row is still exactly as read (same next number, not
 * modified since), and returns the customer's id; otherwise it writes nothing and returns no row.
 */
export function takeKnownInvoiceNumberSql(ex: Executor, known: CustomerRow): SQL {
  return takeKnownNumber(
    { ex, modified: known.modifiedAt !== null },
    {
      next: known.invoiceNextNumber + 1,
      organizationId: known.organizationId,
      id: known.id,
      current: known.invoiceNextNumber,
      modifiedAt: known.modifiedAt,
    },
  );
}

/** `takeKnownInvoiceNumberSql`'s text, one for a customer modified since created and one for another. */
const takeKnownNumber = fragments<{ ex: Executor; modified: boolean }, Record<string, unknown>>(
  (s) => (s.modified ? "modified" : "unmodified"),
  (s) =>
    s.ex
      .update(customer)
      .set({ invoiceNextNumber: slot("next") })
      .where(
        inOrganization(
          customer,
          slot("organizationId"),
          eq(customer.id, slot("id")),
          eq(customer.invoiceNextNumber, slot("current")),
          s.modified ? eq(customer.modifiedAt, slot("modifiedAt")) : sql`${customer.modifiedAt} is null`,
        ),
      )
      .returning({ id: customer.id }),
);
