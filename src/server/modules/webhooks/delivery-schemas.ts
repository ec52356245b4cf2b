import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated } from "../../http/v1/pagination.js";
import { SUBSCRIBABLE_EVENT_TYPES } from "./endpoints-schemas.js";

/** Every type an event can have: the subscribable ones plus those Kassa emits beyond SDK 0.47's list. */
export const EVENT_TYPES = [
  ...SUBSCRIBABLE_EVENT_TYPES,
  "subscription.cycled",
  "subscription.paused",
  "subscription.resumed",
  "discount.created",
  "discount.updated",
  "discount.deleted",
] as const;

const datetime = z.string().openapi({ format: "date-time" });

const timestampQuery = (what: string) =>
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v), {
      message: "must be an ISO 8601 date-time such as 2026-01-31T00:00:00Z",
    })
    .transform((v) => new Date(v))
    .optional()
    .openapi({ description: what, format: "date-time", type: "string" });

export const WebhookDeliveryListQuery = PageQuery.extend({
  endpoint_id: repeated(z.uuid({ message: "endpoint_id must be a UUID" })).openapi({
    description: "Filter by webhook endpoint ID (repeatable).",
  }),
  start_timestamp: timestampQuery("Deliveries attempted at or after this time."),
  end_timestamp: timestampQuery("Deliveries attempted before this time."),
  succeeded: z
    .enum(["true", "false"], { message: "succeeded must be true or false" })
    .transform((v) => v === "true")
    .optional()
    .openapi({ description: "Filter on success.", type: "boolean" }),
  query: z
    .string()
    .max(200, { message: "query must be at most 200 characters" })
    .optional()
    .openapi({ description: "Text in the response excerpt or error, or an event or delivery id." }),
  http_code_class: z
    .enum(["2xx", "3xx", "4xx", "5xx"], { message: "http_code_class must be 2xx, 3xx, 4xx or 5xx" })
    .optional()
    .openapi({ description: "Filter by HTTP status class." }),
  event_type: repeated(
    z.enum(EVENT_TYPES, { message: `event_type must be one of: ${EVENT_TYPES.join(", ")}` }),
  ).openapi({ description: "Filter by event type (repeatable)." }),
});

export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuery>;

export const WebhookEventWire = z
  .object({
    created_at: datetime,
    modified_at: datetime.nullable(),
    id: z
      .string()
      .openapi({ format: "uuid", description: "The event id: the `webhook-id` header of every attempt." }),
    last_http_code: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Status of the latest attempt to this endpoint." }),
    succeeded: z
      .boolean()
      .nullable()
      .openapi({ description: "Delivered to this endpoint; null while still trying." }),
    skipped: z
      .boolean()
      .openapi({ description: "Not sent (any more): the endpoint was disabled, or the seller skipped it." }),
    skip_reason: z.enum(["endpoint_disabled", "event_missing", "seller"]).nullable().openapi({
      description:
        "Kassa extension: why it was skipped (`seller` when skipped from the endpoint's pending queue); null unless skipped.",
    }),
    payload: z
      .string()
      .nullable()
      .openapi({ description: "The JSON body sent; null once archived (90 days)." }),
    type: z.string().openapi({ example: "order.paid" }),
    is_archived: z.boolean(),
  })
  .openapi("WebhookEvent");

export const WebhookDeliveryWire = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: datetime,
    modified_at: datetime.nullable(),
    succeeded: z.boolean(),
    http_code: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Null when the endpoint could not be reached." }),
    response: z
      .string()
      .nullable()
      .openapi({ description: "First 2048 characters of the response body, or the error when unreachable." }),
    duration_ms: z.number().int().openapi({ description: "Kassa extension: how long the attempt took." }),
    endpoint_id: z.string().openapi({ format: "uuid", description: "Kassa extension: the endpoint." }),
    webhook_event: WebhookEventWire,
  })
  .openapi("WebhookDelivery");

export const WebhookDeliveryList = listSchema(WebhookDeliveryWire, "ListResource_WebhookDelivery_");
