import { type AnyColumn, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import { jsonColumns, jsonRowsSql } from "../../db/json-columns.js";
import { customer } from "../../db/schema/customers.js";
import { containsText } from "../../db/substring-search.js";
import { inOrganization } from "../../db/tenant.js";
import type { CustomerRow } from "./repository.js";

/**
 * SQL fragments other modules' queries embed (through the customers service): subqueries of
 * customer ids and per-row customer columns to filter, search and sort their lists by customer.
 */

/** SQL subquery: the ids of the organization's customers (deleted ones too) with this email, ignoring case. */
export function customerIdsWithEmail(organizationId: string, email: string): SQL {
  return sql`(select ${customer.id} from ${customer} where ${inOrganization(customer, organizationId, sql`lower(${customer.email}) = lower(${email})`)})`;
}

/**
 * SQL condition: the customer in column `customerId` (of the outer query) is one of the
 * organization's customers (deleted ones too) whose email or name contains `text`, ignoring case:
 * the `query` search of lists of other objects (orders, subscriptions) by their customer. The ids
 * are computed once (an init plan over the trigram index) and compared as an array, which the
 * outer query's index on its customer column can serve; `in (subquery)` would be evaluated
 * per row of the outer table.
 */
export function customerMatching(organizationId: string, customerId: AnyColumn, text: string): SQL {
  const matching = or(containsText(customer.email, text), containsText(customer.name, text));
  return sql`${customerId} = any(array(select ${customer.id} from ${customer} where ${inOrganization(customer, organizationId, matching)}))`;
}

/** SQL subquery: the ids of the organization's customers with one of these external ids. */
export function customerIdsWithExternalId(organizationId: string, externalIds: string[]): SQL {
  return sql`(select ${customer.id} from ${customer} where ${inOrganization(customer, organizationId, inArray(customer.externalId, externalIds))})`;
}

/** SQL: the lower-cased email of the customer `customerId` (a column of the outer query), to sort by. */
export function customerEmailOf(organizationId: string, customerId: AnyColumn): SQL {
  return sql`(select lower(${customer.email}) from ${customer} where ${inOrganization(customer, organizationId, eq(customer.id, customerId))})`;
}

/** SQL: the name of the customer `customerId` (a column of the outer query), to sort by. */
export function customerNameOf(organizationId: string, customerId: AnyColumn): SQL {
  return sql`(select ${customer.name} from ${customer} where ${inOrganization(customer, organizationId, eq(customer.id, customerId))})`;
}

const customerJson = jsonColumns(getTableColumns(customer));

/**
 * SQL: the organization's customers (deleted ones too) whose id is in the subquery `ids`, as one
 * json array of rows (read back with `customerRowsFromJson`): lets another module's list statement
 * carry its page's customers.
 */
export function customerRowsJsonSql(organizationId: string, ids: SQL): SQL<Record<string, unknown>[]> {
  return jsonRowsSql(
    customerJson.object,
    sql`${customer}`,
    inOrganization(customer, organizationId, sql`${customer.id} in ${ids}`),
  );
}

/** The rows of a `customerRowsJsonSql` array, as Drizzle returns customer rows. */
export function customerRowsFromJson(values: Record<string, unknown>[]): CustomerRow[] {
  return values.map((v) => customerJson.read<CustomerRow>(v));
}
