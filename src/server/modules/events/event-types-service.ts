import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import {
  type EventTypeRow,
  type EventTypeStatsRow,
  listEventTypeStats,
  updateEventType,
} from "./event-types-repository.js";
import type {
  EventType,
  EventTypeSortProperty,
  EventTypeUpdate,
  EventTypeWithStats,
} from "./event-types-schemas.js";
import { type EventListInput, resolveFilters } from "./filters.js";

/** List input as the route parses it (Polar's `event-types:list` parameters). */
export interface EventTypeListInput
  extends Pick<EventListInput, "organizationIds" | "customerIds" | "externalCustomerIds"> {
  query?: string | undefined;
  rootEvents?: boolean | undefined;
  parentId?: string | undefined;
  source?: "user" | "system" | undefined;
}

export function serializeEventType(row: EventTypeRow): z.infer<typeof EventType> {
  return {
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    id: row.id,
    name: row.name,
    label: row.label,
    label_property_selector: row.labelPropertySelector,
    organization_id: row.organizationId,
  };
}

function serializeStats(organizationId: string, r: EventTypeStatsRow): z.infer<typeof EventTypeWithStats> {
  const type = r.source === "system" ? null : r.type;
  return {
    id: type?.id ?? null,
    created_at: iso(type?.createdAt),
    modified_at: iso(type?.modifiedAt),
    name: r.name,
    label: r.label,
    label_property_selector: type?.labelPropertySelector ?? null,
    organization_id: organizationId,
    source: r.source === "system" ? "system" : "user",
    occurrences: r.occurrences,
    first_seen: iso(r.firstSeen),
    last_seen: iso(r.lastSeen),
  };
}

/**
 * The organization's event types with their events' statistics (occurrences, first and last
 * seen) under the filters: user names with their event type, system names with Polar's labels.
 */
export async function listOrgEventTypes(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  input: EventTypeListInput,
  page: Page,
  sort: { property: EventTypeSortProperty; descending: boolean }[],
) {
  const filters = await resolveFilters(ctx.db, organizationId, {
    organizationIds: input.organizationIds,
    customerIds: input.customerIds,
    externalCustomerIds: input.externalCustomerIds,
    sources: input.source ? [input.source] : undefined,
  });
  if (!filters) return { items: [], total: 0 };
  const { rows, total } = await listEventTypeStats(
    ctx.db,
    organizationId,
    { ...filters, rootEvents: input.rootEvents, parentId: input.parentId, labelQuery: input.query },
    { offset: (page.page - 1) * page.limit, limit: page.limit, sort },
  );
  return { items: rows.map((r) => serializeStats(organizationId, r)), total };
}

/**
 * Sets an event type's label and label property selector (both, as Polar: an omitted selector
 * clears it). Another organization's id is a 404.
 */
export async function updateOrgEventType(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  id: string,
  input: z.output<typeof EventTypeUpdate>,
) {
  const updated = await updateEventType(ctx.db, organizationId, id, {
    label: input.label,
    labelPropertySelector: input.label_property_selector ?? null,
    modifiedAt: ctx.clock.now(),
  });
  if (!updated) throw new NotFoundError("EventType");
  return serializeEventType(updated);
}
