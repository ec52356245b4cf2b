import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import {
  type CustomerWire,
  customerIdsWithExternalIdSql,
  customerNameSortSql,
  loadCustomersById,
} from "../customers/service.js";
import { liveMeterIdsSql, loadMetersById, type MeterWire, meterNameSortSql } from "../meters/service.js";
import {
  type CustomerMeterFilters,
  type CustomerMeterReadRow,
  type CustomerMeterSortProperty,
  customerMeterRowsOf,
  findCustomerMeterById,
  listCustomerMeters,
} from "./read-repository.js";

/*
 * Reads are one indexed read of the running totals: they never count pending batches
 * themselves. A balance reflects the batches counted so far; each batch is counted by the
 * `customer-meters.process` job queued when it commits, so typically within that job's latency.
 */

/** The units as Polar's wire numbers (credited units are whole units there). */
function units(row: CustomerMeterReadRow) {
  return {
    consumed_units: Number(row.consumedUnits),
    credited_units: Math.trunc(Number(row.creditedUnits)),
    balance: Number(row.balance),
  };
}

/** A row as Polar's `CustomerStateMeter` (the customer's state `active_meters`). */
export function serializeCustomerStateMeter(row: CustomerMeterReadRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    meter_id: row.meterId,
    ...units(row),
  };
}

/** A row as Polar's `CustomerMeter`, with its customer and meter. */
export function serializeCustomerMeter(row: CustomerMeterReadRow, customer: CustomerWire, meter: MeterWire) {
  return { ...serializeCustomerStateMeter(row), customer_id: row.customerId, customer, meter };
}

export type CustomerMeterWire = ReturnType<typeof serializeCustomerMeter>;

async function serializeRows(
  ex: Executor,
  organizationId: string,
  rows: CustomerMeterReadRow[],
): Promise<CustomerMeterWire[]> {
  const customers = await loadCustomersById(
    ex,
    organizationId,
    rows.map((r) => r.customerId),
  );
  const meters = await loadMetersById(
    ex,
    organizationId,
    rows.map((r) => r.meterId),
  );
  return rows.flatMap((r) => {
    const customer = customers.get(r.customerId);
    const meter = meters.get(r.meterId);
    return customer && meter ? [serializeCustomerMeter(r, customer, meter)] : [];
  });
}

export interface CustomerMeterListInput extends CustomerMeterFilters {
  organizationIds?: string[] | undefined;
}

export async function listOrgCustomerMeters(
  ex: Executor,
  organizationId: string,
  input: CustomerMeterListInput,
  page: Page,
  sort: { property: CustomerMeterSortProperty; descending: boolean }[],
): Promise<{ items: CustomerMeterWire[]; total: number }> {
  if (input.organizationIds?.length && !input.organizationIds.includes(organizationId)) {
    return { items: [], total: 0 };
  }
  const { rows, total } = await listCustomerMeters(
    ex,
    organizationId,
    input,
    {
      customerName: (id) => customerNameSortSql(organizationId, id),
      meterName: (id) => meterNameSortSql(organizationId, id),
      customerIdsWithExternalId: (ids) => customerIdsWithExternalIdSql(organizationId, ids),
      liveMeterIds: (nameContains) => liveMeterIdsSql(organizationId, nameContains),
    },
    { offset: (page.page - 1) * page.limit, limit: page.limit, sort },
  );
  return { items: await serializeRows(ex, organizationId, rows), total };
}

/** The organization's customer meter; another organization's is a 404. */
export async function requireCustomerMeter(
  ex: Executor,
  organizationId: string,
  id: string,
): Promise<CustomerMeterWire> {
  const row = await findCustomerMeterById(ex, organizationId, id);
  const [wire] = row ? await serializeRows(ex, organizationId, [row]) : [];
  if (!wire) throw new NotFoundError("CustomerMeter");
  return wire;
}

/**
 * The customers' meters as `CustomerStateMeter`s by customer id, oldest first, in one statement
 * (the customers holdings port). A customer without any is absent from the map.
 */
export async function customerStateMeters(ex: Executor, organizationId: string, customerIds: string[]) {
  const out = new Map<string, ReturnType<typeof serializeCustomerStateMeter>[]>();
  if (customerIds.length === 0) return out;
  for (const row of await customerMeterRowsOf(ex, organizationId, customerIds)) {
    const list = out.get(row.customerId) ?? [];
    list.push(serializeCustomerStateMeter(row));
    out.set(row.customerId, list);
  }
  return out;
}
