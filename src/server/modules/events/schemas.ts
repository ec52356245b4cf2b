import { z } from "@hono/zod-openapi";
import { EVENT_NAME_MAX, EVENT_REFERENCE_MAX, EVENTS_PER_INGEST_MAX } from "../../../shared/limits.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Customer } from "../customers/schemas.js";
import { type FilterInput, RootFilter } from "./filter-schemas.js";
import { SYSTEM_EVENT_NAMES, SYSTEM_EVENTS } from "./system-metadata.js";

export {
  Filter,
  FilterClause,
  FilterConjunction,
  type FilterInput,
  FilterOperator,
  MAX_FILTER_DEPTH,
  RootFilter,
} from "./filter-schemas.js";

const datetime = z.string().openapi({ format: "date-time" });
const reference = z
  .string()
  .min(1)
  .max(EVENT_REFERENCE_MAX, {
    message: `at most ${EVENT_REFERENCE_MAX} characters`,
  });

/**
 * One event of an ingest batch: Polar's `EventCreateCustomer` (`customer_id`) or
 * `EventCreateExternalCustomer` (`external_customer_id`), as one object so a bad event's
 * problems point at its fields (`body.events.3.timestamp`).
 */
export const EventCreate = z
  .object({
    name: z
      .string()
      .min(1, { message: "name must not be empty" })
      .max(EVENT_NAME_MAX, { message: `name is at most ${EVENT_NAME_MAX} characters` }),
    timestamp: z.iso
      .datetime({ offset: true, message: "timestamp must be an ISO 8601 date-time with a time zone" })
      .optional()
      .openapi({ format: "date-time", description: "When it happened (not in the future); default now." }),
    organization_id: z.string().nullable().optional(),
    external_id: reference.nullable().optional().openapi({
      description:
        "Your id for the event: an event whose external id the organization already has is a duplicate.",
    }),
    parent_id: reference.nullable().optional().openapi({
      description: "The parent event: its id, or its external id.",
    }),
    metadata: MetadataSchema.default({}),
    customer_id: z.uuid({ message: "customer_id must be a UUID" }).optional(),
    external_customer_id: reference.optional().openapi({
      description: "Your id for the customer; kept even if no customer has it yet.",
    }),
  })
  .superRefine((e, ctx) => {
    if (e.customer_id === undefined && e.external_customer_id === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["customer_id"],
        message: "customer_id or external_customer_id is required",
        input: e,
      });
    }
  })
  .openapi("EventCreate");

export const EventsIngest = z
  .object({
    events: z
      .array(EventCreate)
      .max(EVENTS_PER_INGEST_MAX, { message: `at most ${EVENTS_PER_INGEST_MAX} events per batch` }),
  })
  .openapi("EventsIngest", {
    example: {
      events: [
        {
          name: "api_call",
          external_customer_id: "user_1042",
          external_id: "req_5f2c9a",
          metadata: { route: "/search", tokens: 1200 },
        },
      ],
    },
  });

export const EventsIngestResponse = z
  .object({ inserted: z.number().int(), duplicates: z.number().int() })
  .openapi("EventsIngestResponse");

export const EventSource = z.enum(["system", "user"]).openapi("EventSource");

/** The fields every event has, user or system (Polar's `BaseEvent`). */
const eventBase = {
  id: z.string().openapi({ format: "uuid" }),
  timestamp: datetime,
  organization_id: z.string(),
  customer_id: z.string().nullable(),
  customer: z.union([Customer, z.null()]),
  external_customer_id: z.string().nullable(),
  member_id: z.string().nullable(),
  external_member_id: z.string().nullable(),
  child_count: z.number().int(),
  parent_id: z.string().nullable(),
  label: z.string().openapi({ description: "Human readable label of the event type." }),
};

export const UserEvent = z
  .object({ ...eventBase, name: z.string(), source: z.literal("user"), metadata: MetadataSchema })
  .openapi("UserEvent");

const systemEventVariants = SYSTEM_EVENT_NAMES.map((name) => {
  const [schemaName, , metadata] = SYSTEM_EVENTS[name];
  return z
    .object({ ...eventBase, source: z.literal("system"), name: z.literal(name), metadata })
    .openapi(schemaName);
});

/** An event Kassa records itself (Polar's `SystemEvent`), discriminated by `name`. */
export const SystemEvent = z
  .discriminatedUnion(
    "name",
    systemEventVariants as unknown as [
      (typeof systemEventVariants)[number],
      ...(typeof systemEventVariants)[number][],
    ],
  )
  .openapi("SystemEvent");

/** Polar's `Event`: a system or a user event, discriminated by `source`. */
export const Event = z.discriminatedUnion("source", [SystemEvent, UserEvent]).openapi("Event");

export const EventList = listSchema(Event, "ListResource_Event_");

const customerIdQuery = repeated(z.uuid({ message: "must be a UUID" })).openapi({
  description: "Events of these customers (also those sent with the customer's external id).",
});
const externalCustomerIdQuery = repeated(z.string()).openapi({
  description: "Events sent for these external customer ids, or for the customers holding them.",
});
const sourceQuery = repeated(EventSource).openapi({ description: "`user` or `system`." });

/** A meter `Filter` as a JSON string (Polar's `filter` parameter); issues point into it. */
const FilterQuery = z
  .string()
  .transform((text, ctx): FilterInput => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON meter filter", input: text });
      return z.NEVER;
    }
    const parsed = RootFilter.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path, input: text });
      }
      return z.NEVER;
    }
    return parsed.data;
  })
  .optional()
  .openapi({
    type: "string",
    description:
      'Events matching a meter filter, as JSON: `{"conjunction":"and","clauses":[{"property":"name","operator":"eq","value":"api.call"}]}`.',
  });

export const EventListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  customer_id: customerIdQuery,
  external_customer_id: externalCustomerIdQuery,
  name: repeated(z.string()).openapi({ description: "Filter by event name." }),
  source: sourceQuery,
  start_timestamp: z.iso
    .datetime({ offset: true, message: "must be an ISO 8601 date-time" })
    .optional()
    .openapi({ description: "Events at or after this time." }),
  end_timestamp: z.iso
    .datetime({ offset: true, message: "must be an ISO 8601 date-time" })
    .optional()
    .openapi({ description: "Events at or before this time." }),
  query: z.string().optional().openapi({ description: "Filter by name (contains, case-insensitive)." }),
  filter: FilterQuery,
  meter_id: z
    .uuid({ message: "must be a UUID" })
    .optional()
    .openapi({ description: "Events the meter counts: user events matching its filter." }),
  parent_id: z.uuid({ message: "must be a UUID" }).optional().openapi({
    description:
      "The event's direct children; with `depth`, its descendants up to that many levels instead of root events.",
  }),
  depth: z.coerce
    .number({ message: "must be an integer from 0 to 5" })
    .int({ message: "must be an integer from 0 to 5" })
    .min(0, { message: "must be an integer from 0 to 5" })
    .max(5, { message: "must be an integer from 0 to 5" })
    .optional()
    .openapi({
      description:
        "Events up to this depth: 0 root events only, 1 roots and their children, … (max 5). Without it, events of any depth.",
    }),
  sorting: sortingQuery(["timestamp"] as const),
});

export const EventName = z
  .object({
    name: z.string(),
    label: z.string(),
    source: EventSource,
    occurrences: z.number().int(),
    first_seen: datetime,
    last_seen: datetime,
  })
  .openapi("EventName");

export const EventNameList = listSchema(EventName, "ListResource_EventName_");

export const EventNameListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  customer_id: customerIdQuery,
  external_customer_id: externalCustomerIdQuery,
  source: sourceQuery,
  query: z.string().optional().openapi({ description: "Filter by name (contains, case-insensitive)." }),
  sorting: sortingQuery(["name", "occurrences", "first_seen", "last_seen"] as const),
});
