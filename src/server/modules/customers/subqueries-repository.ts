import { type AnyColumn, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { customer } from "../../db/schema/customers.js";
import { inOrganization } from "../../db/tenant.js";
import { escapeLike } from "./repository.js";

/**
 * SQL fragments other modules' queries embed (through the customers service): subqueries of
 * customer ids and per-row customer columns to filter, search and sort their lists by customer.
 */

/** SQL subquery: the ids of the organization's customers (deleted ones too) with this email, ignoring case. */
export function customerIdsWithEmail(organizationId: string, email: string): SQL {
  return sql`(select ${customer.id} from ${customer} where ${inOrganization(customer, organizationId, sql`lower(${customer.email}) = lower(${email})`)})`;
}

/**
 * SQL subquery: the ids of the organization's customers (deleted ones too) whose email or name
 * contains `text`, ignoring case: the `query` search of lists of other objects (orders,
 * subscriptions, license keys) by their customer.
 */
export function customerIdsMatching(organizationId: string, text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return sql`(select ${customer.id} from ${customer} where ${inOrganization(customer, organizationId, or(ilike(customer.email, pattern), ilike(customer.name, pattern)))})`;
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
