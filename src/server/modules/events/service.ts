import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { type CustomerWire, loadCustomersByExternalId, loadCustomersById } from "../customers/service.js";
import { type EventTypeRow, findEventTypesByNames } from "./event-types-repository.js";
import { type EventListInput, resolveFilters } from "./filters.js";
import {
  countChildren,
  type EventNameSortProperty,
  type EventRow,
  type EventSortProperty,
  findEvent,
  listEventNames,
  listEvents,
} from "./repository.js";

import type { Event } from "./schemas.js";
import { systemEventLabel } from "./system-metadata.js";

export {
  type EventTypeListInput,
  listOrgEventTypes,
  updateOrgEventType,
} from "./event-types-service.js";
export type { EventListInput } from "./filters.js";
export { type EventInput, ingestEvents } from "./ingest.js";
export { type MeterDefinitionOf, type MeterLookup, setMeterLookup } from "./meter-port.js";
export type { EventNameSortProperty, EventSortProperty } from "./repository.js";
export { recordSystemEvents, type SystemEventInput, systemEventsSql } from "./system-events.js";
export {
  SYSTEM_EVENT_NAMES,
  type SystemEventMetadata,
  type SystemEventName,
  systemEventLabel,
} from "./system-metadata.js";

type Reader = Pick<AppContext, "db">;
type Sort<P> = { property: P; descending: boolean }[];

/** The value at a dotted metadata path (`subject`, `a.b`), as Polar's `get_nested_metadata_value`. */
function metadataAt(metadata: unknown, path: string): unknown {
  let value = metadata;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
    value = (value as Record<string, unknown>)[part];
    if (value === undefined || value === null) return null;
  }
  return value;
}

/**
 * An event's label, as Polar's `Event.label`: a system event's from Polar's table; a user
 * event's from its event type (the metadata value at the type's `label_property_selector` when
 * it has one and the event holds a value there), else the name.
 */
export function eventLabel(
  row: Pick<EventRow, "name" | "source" | "metadata">,
  type: EventTypeRow | undefined,
) {
  if (row.source === "system") return systemEventLabel(row.name);
  if (!type) return row.name;
  if (type.labelPropertySelector) {
    const dynamic = metadataAt(row.metadata, type.labelPropertySelector);
    if (dynamic !== null && dynamic !== "" && dynamic !== false && dynamic !== 0) return String(dynamic);
  }
  return type.label;
}

export type EventWire = z.infer<typeof Event>;

/** An event as Polar's `Event`: a `UserEvent`, or the `SystemEvent` variant of its name. */
export function serializeEvent(
  row: EventRow,
  customer: CustomerWire | null,
  childCount: number,
  type?: EventTypeRow,
): EventWire {
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
    label: eventLabel(row, type),
    name: row.name,
    source: row.source === "system" ? "system" : "user",
    metadata: row.metadata,
  } as EventWire;
}

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
  const types = await findEventTypesByNames(
    ex,
    organizationId,
    rows.flatMap((r) => (r.source === "user" ? [r.name] : [])),
  );
  return rows.map((r) => {
    const customer = r.customerId
      ? (byId.get(r.customerId) ?? null)
      : r.externalCustomerId
        ? (byExternal.get(r.externalCustomerId) ?? null)
        : null;
    return serializeEvent(r, customer, children.get(r.id) ?? 0, types.get(r.name));
  });
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
  const types = await findEventTypesByNames(
    ctx.db,
    organizationId,
    rows.flatMap((r) => (r.source === "user" ? [r.name] : [])),
  );
  const items = rows.map((r) => ({
    name: r.name,
    label: r.source === "system" ? systemEventLabel(r.name) : (types.get(r.name)?.label ?? r.name),
    source: r.source as "user" | "system",
    occurrences: r.occurrences,
    first_seen: iso(r.firstSeen),
    last_seen: iso(r.lastSeen),
  }));
  return { items, total };
}

/** The organization's event as a wire `Event`; another organization's event is a 404. */
export async function requireEvent(ctx: Reader, organizationId: string, id: string): Promise<EventWire> {
  const row = await findEvent(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Event");
  const [wire] = await serializeEvents(ctx.db, organizationId, [row]);
  return wire!;
}

export {
  aggregateMeterBatches,
  attributeEventsToCustomer,
  deleteMeterBatches,
  lockMeterBatches,
  METER_BATCHES_JOB,
  type MeterAggregation,
  type MeterDefinition,
  type MeterFilter,
  type MeterPartial,
  organizationsWithMeterBatches,
  type PendingBatch,
  queueForMeters,
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
