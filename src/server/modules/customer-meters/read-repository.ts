import { type AnyColumn, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { customerMeter } from "../../db/schema/customer-meters.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CustomerMeterRow } from "./repository.js";

export const CUSTOMER_METER_SORTS = [
  "created_at",
  "modified_at",
  "customer_id",
  "customer_name",
  "meter_id",
  "meter_name",
  "consumed_units",
  "credited_units",
  "balance",
] as const;
export type CustomerMeterSortProperty = (typeof CUSTOMER_METER_SORTS)[number];

/** A row with its balance (credited − consumed), computed exactly by PostgreSQL. */
export type CustomerMeterReadRow = CustomerMeterRow & { balance: string };

/**
 * What the list needs from other modules' tables, as SQL their services build (the list stays
 * one query): sort keys over the customer and the meter, the ids of customers holding external
 * ids and of meters not archived.
 */
export interface CustomerMeterListSql {
  customerName: (customerId: AnyColumn) => SQL;
  meterName: (meterId: AnyColumn) => SQL;
  customerIdsWithExternalId: (externalIds: string[]) => SQL;
  liveMeterIds: (nameContains?: string) => SQL;
}

export interface CustomerMeterFilters {
  customerIds?: string[] | undefined;
  externalCustomerIds?: string[] | undefined;
  meterIds?: string[] | undefined;
  /** Only meters not archived whose name contains this text (case-insensitive). */
  meterName?: string | undefined;
}

const BALANCE = sql<string>`(${customerMeter.creditedUnits} - ${customerMeter.consumedUnits})`;

const readColumns = { row: customerMeter, balance: BALANCE };

function sortColumn(property: CustomerMeterSortProperty, other: CustomerMeterListSql): SQL | AnyColumn {
  switch (property) {
    case "created_at":
      return customerMeter.createdAt;
    case "modified_at":
      return customerMeter.modifiedAt;
    case "customer_id":
      return customerMeter.customerId;
    case "customer_name":
      return other.customerName(customerMeter.customerId);
    case "meter_id":
      return customerMeter.meterId;
    case "meter_name":
      return other.meterName(customerMeter.meterId);
    case "consumed_units":
      return customerMeter.consumedUnits;
    case "credited_units":
      return customerMeter.creditedUnits;
    case "balance":
      return BALANCE;
  }
}

/**
 * One page of the organization's customer meters. Without a meter filter, meters that are
 * archived are left out (as Polar); naming a meter lists its rows even when archived.
 */
export async function listCustomerMeters(
  ex: Executor,
  organizationId: string,
  filters: CustomerMeterFilters,
  other: CustomerMeterListSql,
  opts: {
    offset: number;
    limit: number;
    sort: { property: CustomerMeterSortProperty; descending: boolean }[];
  },
): Promise<{ rows: CustomerMeterReadRow[]; total: number }> {
  const where = inOrganization(
    customerMeter,
    organizationId,
    filters.customerIds ? inArray(customerMeter.customerId, filters.customerIds) : undefined,
    filters.externalCustomerIds
      ? inArray(customerMeter.customerId, other.customerIdsWithExternalId(filters.externalCustomerIds))
      : undefined,
    filters.meterIds
      ? inArray(customerMeter.meterId, filters.meterIds)
      : inArray(customerMeter.meterId, other.liveMeterIds()),
    filters.meterName ? inArray(customerMeter.meterId, other.liveMeterIds(filters.meterName)) : undefined,
  );
  const rows = await ex
    .select(readColumns)
    .from(customerMeter)
    .where(where)
    .orderBy(
      ...opts.sort.map((s) => {
        const column = sortColumn(s.property, other);
        return s.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
      }),
      asc(customerMeter.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await ex.select({ n: count() }).from(customerMeter).where(where);
  return { rows: rows.map((r) => ({ ...r.row, balance: r.balance })), total: total?.n ?? 0 };
}

/** The organization's customer meter by id. */
export async function findCustomerMeterById(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<CustomerMeterReadRow | undefined> {
  const [r] = await ex
    .select(readColumns)
    .from(customerMeter)
    .where(inOrganization(customerMeter, organizationId, eq(customerMeter.id, id)));
  return r ? { ...r.row, balance: r.balance } : undefined;
}

/** Every meter row of the customer with its balance, oldest first (its state's `active_meters`). */
export async function customerMeterRowsOf(
  ex: Executor,
  organizationId: string,
  customerIds: string[],
): Promise<CustomerMeterReadRow[]> {
  const rows = await ex
    .select(readColumns)
    .from(customerMeter)
    .where(inOrganization(customerMeter, organizationId, anyOf(customerMeter.customerId, customerIds)))
    .orderBy(asc(customerMeter.createdAt), asc(customerMeter.id));
  return rows.map((r) => ({ ...r.row, balance: r.balance }));
}
