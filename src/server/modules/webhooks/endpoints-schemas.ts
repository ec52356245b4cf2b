import { z } from "@hono/zod-openapi";
import { SUBSCRIBABLE_EVENT_TYPES } from "../../../shared/webhook-event-types.js";
import { API_VERSIONS } from "../../http/v1/api-version.js";
import { listSchema, PageQuery, repeated } from "../../http/v1/pagination.js";

export { SUBSCRIBABLE_EVENT_TYPES };

export type SubscribableEventType = (typeof SUBSCRIBABLE_EVENT_TYPES)[number];

export const WEBHOOK_FORMATS = ["raw", "discord", "slack"] as const;

export const WebhookEventTypeSchema = z
  .enum(SUBSCRIBABLE_EVENT_TYPES, {
    message: `must be one of the webhook event types: ${SUBSCRIBABLE_EVENT_TYPES.join(", ")}`,
  })
  .openapi("WebhookEventType");

export const WebhookFormatSchema = z
  .enum(WEBHOOK_FORMATS, { message: "format must be raw, discord or slack" })
  .openapi("WebhookFormat");

const Url = z
  .string({ message: "url is required" })
  .trim()
  .min(1, { message: "url must not be empty" })
  .max(2083, { message: "url must be at most 2083 characters" })
  .refine(
    (v) => {
      try {
        return ["http:", "https:"].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: "url must be an absolute URL starting with https://" },
  )
  .openapi({
    format: "uri",
    description: "Where events are sent (https://; http:// only when the operator allows private URLs).",
    example: "https://example.com/webhooks/kassa",
  });

const Events = z
  .array(WebhookEventTypeSchema, { message: "events must be an array of event types" })
  .min(1, { message: "subscribe to at least one event type" })
  .openapi({ description: "The event types sent to this endpoint." });

export const ApiVersionSchema = z
  .enum(API_VERSIONS, { message: `api_version must be one of ${API_VERSIONS.join(", ")}` })
  .openapi("ApiVersion", {
    description:
      "The API version event payloads are written in (shapes as that Polar-Version's responses show them).",
  });

const Name = z.string().trim().max(255, { message: "name must be at most 255 characters" });

export const WebhookEndpoint = z
  .object({
    created_at: z.string().openapi({ format: "date-time" }),
    modified_at: z.string().nullable().openapi({ format: "date-time" }),
    id: z.string().openapi({ format: "uuid" }),
    url: z.string(),
    name: z.string().nullable(),
    api_version: ApiVersionSchema,
    format: WebhookFormatSchema,
    secret: z.string().openapi({
      description:
        "Signs every delivery (Standard Webhooks). Verify with the whole string, `whsec_` included. Only callers allowed to write webhooks (`webhooks:write`: owners, admins, tokens with that scope) receive it; read-only callers get an empty string.",
      example: "whsec_ovyN6cPrTv56AApvzCaJno08SSmGJmgbWilb33N2JuK",
    }),
    organization_id: z.string(),
    events: z.array(WebhookEventTypeSchema),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().openapi({
      description:
        "Kassa extension: why Kassa disabled the endpoint (`gone` after a 410, `failing`), else null.",
    }),
    consecutive_failures: z.number().int().openapi({
      description: "Kassa extension: events in a row whose delivery failed for good.",
    }),
  })
  .openapi("WebhookEndpoint");

export const WebhookEndpointCreate = z
  .object({
    url: Url,
    name: Name.nullable().optional(),
    api_version: ApiVersionSchema.optional().openapi({
      description:
        "The API version of this endpoint's payloads; by default the version of the request (its Polar-Version header, else 2026-04).",
    }),
    format: WebhookFormatSchema,
    events: Events,
    organization_id: z.uuid({ message: "organization_id must be a UUID" }).nullable().optional(),
  })
  .openapi("WebhookEndpointCreate");

export const WebhookEndpointUpdate = z
  .object({
    url: Url.nullable().optional(),
    name: Name.nullable().optional(),
    api_version: ApiVersionSchema.nullable().optional(),
    format: WebhookFormatSchema.nullable().optional(),
    events: Events.nullable().optional(),
    enabled: z.boolean({ message: "enabled must be true or false" }).nullable().optional(),
  })
  .openapi("WebhookEndpointUpdate");

export const WebhookEndpointListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid({ message: "organization_id must be a UUID" })).openapi({
    description: "Filter by organization ID.",
  }),
});

export const WebhookEndpointList = listSchema(WebhookEndpoint, "ListResource_WebhookEndpoint_");
