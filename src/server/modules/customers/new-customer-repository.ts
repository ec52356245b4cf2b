import type { SQL } from "drizzle-orm";
import { insertRowsSql, storedRow } from "../../db/json-insert.js";
import { customer } from "../../db/schema/customers.js";
import type { Executor } from "../../db/types.js";
import type { CustomerRow, NewCustomerRow } from "./repository.js";

/**
 * `insertCustomerIfAbsent` as SQL, for a statement of the caller's (`write`: it returns the new
 * customer's id, or no row when a unique index turns it away: a live customer with the email, the
 * external id), with the row as the insert stores it (`stored`; null when only the database
 * knows a default of it).
 */
export function insertCustomerIfAbsentSql(
  db: Executor,
  row: NewCustomerRow,
): { stored: CustomerRow | null; write: SQL } {
  return {
    stored: storedRow(customer, row),
    write: insertRowsSql(db, customer, [row], { orNothing: true, returningId: true }),
  };
}
