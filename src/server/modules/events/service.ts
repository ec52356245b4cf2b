import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import {
  type CustomerWire,
  customerIdsByExternalIds,
  loadCustomersByExternalId,
  loadCustomersById,
} from "../customers/service.js";
import { meterLookup } from "./meter-port.js";
import type { MeterFilter } from "./meter-sql.js";
import {
  countChildren,
  type EventFilters,
  type EventNameSortProperty,
  type EventRow,
  type EventSortProperty,
  findEvent,
  listEventNames,
  listEvents,
} from "./repository.js";

export { type EventInput, ingestEvents } from "./ingest.js";
export { type MeterDefinitionOf, type MeterLookup, setMeterLookup } from "./meter-port.js";
export type { EventNameSortProperty, EventSortProperty } from "./repository.js";

type Reader = Pick<AppContext, "db">;
type Sort<P> = { property: P; descending: boolean }[];

/** List filters as the routes parse them; customers are resolved to ids and external ids here. */
export interface EventListInput {
  organizationIds?: string[] | undefined;
  customerIds?: string[] | undefined;
  externalCustomerIds?: string[] | undefined;
  names?: string[] | undefined;
  sources?: string[] | undefined;
  start?: string | undefined;
  end?: string | undefined;
  query?: string | undefined;
  metadata?: Record<string, string[]> | undefined;
  filter?: MeterFilter | undefined;
  meterId?: string | undefined;
  parentId?: string | undefined;
  depth?: number | undefined;
}

/** An event as Polar's `UserEvent`. */
export function serializeEvent(row: EventRow, customer: CustomerWire | null, childCount: number) {
  return {
    id: row.id,
    timestamp: iso(row.timestamp),
    organization_id: row.organizationId,
    customer_id: customer?.id ?? row.customerId,
    customer,
    external_customer_id: row.externalCustomerId ?? customer?.external_id ?? null,
    member_id: null,
    external_member_id: null,
    child_count: childCount,
    parent_id: row.parentId,
    label: row.name,
    name: row.name,
    source: "user" as const,
    metadata: row.metadata,
  };
}

export type EventWire = ReturnType<typeof serializeEvent>;

/**
 * Wire events with their customers: by customer id, or, for events sent with an external
 * customer id, by the live customer holding it now (so a late customer shows up on its events).
 */
async function serializeEvents(ex: Executor, organizationId: string, rows: EventRow[]): Promise<EventWire[]> {
  const byId = await loadCustomersById(
    ex,
    organizationId,
    rows.flatMap((r) => (r.customerId ? [r.customerId] : [])),
  );
  const byExternal = await loadCustomersByExternalId(
    ex,
    organizationId,
    rows.flatMap((r) => (!r.customerId && r.externalCustomerId ? [r.externalCustomerId] : [])),
  );
  const children = await countChildren(
    ex,
    organizationId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const customer = r.customerId
      ? (byId.get(r.customerId) ?? null)
      : r.externalCustomerId
        ? (byExternal.get(r.externalCustomerId) ?? null)
        : null;
    return serializeEvent(r, customer, children.get(r.id) ?? 0);
  });
}

/**
 * Repository filters from list input: a customer id matches events naming it and events sent
 * with its external id; an external customer id matches events sent with it and events of the
 * customer holding it. Null when the filter cannot match anything.
 */
async function resolveFilters(
  ex: Executor,
  organizationId: string,
  input: EventListInput,
): Promise<EventFilters | null> {
  if (input.organizationIds?.length && !input.organizationIds.includes(organizationId)) return null;
  const filters: EventFilters = {
    names: input.names,
    sources: input.sources,
    start: input.start ? new Date(input.start) : undefined,
    end: input.end ? new Date(input.end) : undefined,
    query: input.query,
    metadata: input.metadata,
    filter: input.filter,
    parentId: input.parentId,
    depth: input.depth,
  };
  if (input.meterId) {
    const meter = await meterLookup()(ex, organizationId, input.meterId);
    if (!meter) {
      throw new RequestValidationError([
        { loc: ["query", "meter_id"], msg: "Meter not found.", input: input.meterId },
      ]);
    }
    filters.meter = meter;
  }
  if (input.customerIds?.length) {
    const customers = await loadCustomersById(ex, organizationId, input.customerIds);
    filters.customers = {
      customerIds: input.customerIds,
      externalIds: [...customers.values()].flatMap((c) => (c.external_id ? [c.external_id] : [])),
    };
  }
  if (input.externalCustomerIds?.length) {
    filters.externalCustomers = {
      customerIds: await customerIdsByExternalIds(ex, organizationId, input.externalCustomerIds),
      externalIds: input.externalCustomerIds,
    };
  }
  return filters;
}

export async function listOrgEvents(
  ctx: Reader,
  organizationId: string,
  input: EventListInput,
  page: Page,
  sort: Sort<EventSortProperty>,
): Promise<{ items: EventWire[]; total: number }> {
  const filters = await resolveFilters(ctx.db, organizationId, input);
  if (!filters) return { items: [], total: 0 };
  const { rows, total } = await listEvents(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: await serializeEvents(ctx.db, organizationId, rows), total };
}

export async function listOrgEventNames(
  ctx: Reader,
  organizationId: string,
  input: EventListInput,
  page: Page,
  sort: Sort<EventNameSortProperty>,
) {
  const filters = await resolveFilters(ctx.db, organizationId, input);
  if (!filters) return { items: [], total: 0 };
  const { rows, total } = await listEventNames(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  const items = rows.map((r) => ({
    name: r.name,
    label: r.name,
    source: r.source as "user" | "system",
    occurrences: r.occurrences,
    first_seen: iso(r.firstSeen),
    last_seen: iso(r.lastSeen),
  }));
  return { items, total };
}

/** The organization's event as a wire `UserEvent`; another organization's event is a 404. */
export async function requireEvent(ctx: Reader, organizationId: string, id: string): Promise<EventWire> {
  const row = await findEvent(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Event");
  const [wire] = await serializeEvents(ctx.db, organizationId, [row]);
  return wire!;
}

export {
  aggregateMeterBatches,
  attributeEventsToCustomer,
  METER_BATCHES_JOB,
  type MeterAggregation,
  type MeterDefinition,
  type MeterFilter,
  type MeterPartial,
  organizationsWithMeterBatches,
  type PendingBatch,
  queueForMeters,
  takeMeterBatches,
  unattributedExternalCustomerIds,
} from "./meter-feed.js";
// Used by customer-meters: recomputing a meter's rows after its definition changed.
export { periodPartialsSql, periodUniqueValuesSql } from "./period-repository.js";
export {
  type AggregationFunc,
  isTimeZone,
  type MeterQuantitiesInput,
  meterQuantitiesOf,
  type QuantityInterval,
} from "./quantities.js";
