import { type SQL, sql } from "drizzle-orm";
import { customer } from "../../db/schema/customers.js";

/**
 * The customers a statement of another module refers to, as a `SELECT` for its `WITH`: the
 * organization's customers whose id is among `ids` (deleted ones included, so the caller can
 * tell "deleted" from "unknown") and its live customers whose external id is among
 * `externalIds`. Columns: `id`, `external_id`, `deleted_at`. `ids` and `externalIds` are SQL
 * expressions yielding a set (a subquery of the caller's CTE, or `unnest` of an array).
 */
export function customerRefsSql(organizationId: string, ids: SQL, externalIds: SQL): SQL {
  return sql`select ${customer.id} as id, ${customer.externalId} as external_id, ${customer.deletedAt} as deleted_at
    from ${customer}
    where ${customer.organizationId} = ${organizationId}
      and (${customer.id} in (${ids})
        or (${customer.deletedAt} is null and ${customer.externalId} in (${externalIds})))`;
}
