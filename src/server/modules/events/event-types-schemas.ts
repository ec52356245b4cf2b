import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { EventSource } from "./schemas.js";

const datetime = z.string().openapi({ format: "date-time" });

/** Polar's `EventType`: the label a name of user events is shown with. */
export const EventType = z
  .object({
    created_at: datetime,
    modified_at: datetime.nullable(),
    id: z.string().openapi({ format: "uuid" }),
    name: z.string(),
    label: z.string(),
    label_property_selector: z.string().nullable(),
    organization_id: z.string(),
  })
  .openapi("EventType");

/** Polar's `EventTypeWithStats`; a system event's type has no row, so no id and no timestamps. */
export const EventTypeWithStats = z
  .object({
    id: z.string().nullable().openapi({ format: "uuid", description: "Null for system event types." }),
    created_at: datetime.nullable(),
    modified_at: datetime.nullable(),
    name: z.string(),
    label: z.string(),
    label_property_selector: z.string().nullable(),
    organization_id: z.string(),
    source: EventSource,
    occurrences: z.number().int(),
    first_seen: datetime,
    last_seen: datetime,
  })
  .openapi("EventTypeWithStats");

export const EventTypeWithStatsList = listSchema(EventTypeWithStats, "ListResource_EventTypeWithStats_");

export const EVENT_TYPE_SORTS = ["name", "label", "occurrences", "first_seen", "last_seen"] as const;
export type EventTypeSortProperty = (typeof EVENT_TYPE_SORTS)[number];

export const EventTypeListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Filter by organization ID.",
  }),
  customer_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Event types of these customers' events (also those sent with their external id).",
  }),
  external_customer_id: repeated(z.string()).openapi({
    description: "Event types of events sent for these external customer ids, or for their customers.",
  }),
  query: z.string().optional().openapi({ description: "Name or label contains (case-insensitive)." }),
  root_events: z
    .enum(["true", "false"], { message: "must be true or false" })
    .transform((v) => v === "true")
    .optional()
    .openapi({ description: "Only event types with root events (no parent)." }),
  parent_id: z.uuid({ message: "must be a UUID" }).optional().openapi({
    description: "Only event types of this event's children.",
  }),
  source: EventSource.optional().openapi({ description: "`user` or `system`." }),
  sorting: sortingQuery(EVENT_TYPE_SORTS),
});

const trimmed = (max: number, field: string) =>
  z
    .string()
    .max(max, { message: `${field} is at most ${max} characters` })
    .transform((v) => v.trim());

/** Polar's `EventTypeUpdate`: both fields are written (an omitted selector clears it). */
export const EventTypeUpdate = z
  .object({
    label: trimmed(128, "label").pipe(
      z.string().min(1, { message: "Label cannot be empty or only whitespace" }),
    ),
    label_property_selector: trimmed(256, "label_property_selector")
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .optional()
      .openapi({ description: "A metadata path (`subject`, `a.b`) whose value labels each event." }),
  })
  .openapi("EventTypeUpdate");
