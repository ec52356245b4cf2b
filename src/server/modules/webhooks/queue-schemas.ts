import { z } from "@hono/zod-openapi";
import { PageQuery, Pagination, repeated } from "../../http/v1/pagination.js";

/** Wire shapes of the pending queue of webhook endpoints (a Kassa extension of Polar's API). */

const datetime = z.string().openapi({ format: "date-time" });

export const WebhookQueuedDelivery = z
  .object({
    id: z.string().openapi({ format: "uuid", description: "The delivery (one event to this endpoint)." }),
    event_id: z
      .string()
      .openapi({ format: "uuid", description: "The event: the `webhook-id` it is sent with." }),
    event_type: z.string().openapi({ example: "product.updated" }),
    event_created_at: datetime.openapi({ description: "When the event happened (the queue's order)." }),
    attempts: z.number().int().openapi({ description: "Attempts made since it was queued or redelivered." }),
  })
  .openapi("WebhookQueuedDelivery");

export const WebhookQueueHeadState = z
  .enum(["sending", "retry_scheduled", "due"])
  .openapi("WebhookQueueHeadState", {
    description:
      "`sending`: a worker is attempting it now; `retry_scheduled`: it failed and waits for `next_attempt_at`; `due`: it goes out as soon as a worker is free.",
  });

export const WebhookQueueHead = WebhookQueuedDelivery.extend({
  state: WebhookQueueHeadState,
  max_attempts: z.number().int().openapi({ description: "Attempts before the event is given up." }),
  next_attempt_at: datetime.nullable().openapi({ description: "When it is attempted next." }),
  last_attempt_at: datetime.nullable(),
  last_http_code: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "Status of the last attempt; null when no response came back." }),
  last_error: z
    .string()
    .nullable()
    .openapi({ description: "Why the last attempt failed (`HTTP 500`, `connect ECONNREFUSED …`)." }),
}).openapi("WebhookQueueHead");

export const WebhookEndpointQueue = z
  .object({
    endpoint_id: z.string().openapi({ format: "uuid" }),
    pending_count: z.number().int().openapi({ description: "Pending deliveries, the head included." }),
    oldest_pending_at: datetime
      .nullable()
      .openapi({ description: "When the event of the oldest pending delivery happened; null when none." }),
    head: WebhookQueueHead.nullable().openapi({
      description:
        "The delivery every other one waits for (FIFO per endpoint); null when nothing is pending.",
    }),
    items: z.array(WebhookQueuedDelivery).openapi({ description: "The deliveries waiting behind the head." }),
    pagination: Pagination,
  })
  .openapi("WebhookEndpointQueue");

export const WebhookQueueActionBody = z
  .object({
    delivery_id: z.uuid({ message: "delivery_id must be a UUID" }).optional().openapi({
      description:
        "The head delivery you saw. When given and another delivery is the head by now, nothing is done (409).",
    }),
  })
  .openapi("WebhookQueueAction");

export const WebhookQueueSummary = z
  .object({
    endpoint_id: z.string().openapi({ format: "uuid" }),
    pending_count: z.number().int(),
    oldest_pending_at: datetime,
  })
  .openapi("WebhookQueueSummary");

export const WebhookQueueSummaryList = z
  .object({ items: z.array(WebhookQueueSummary), pagination: Pagination })
  .openapi("ListResource_WebhookQueueSummary_");

export const WebhookQueueSummaryQuery = PageQuery.extend({
  endpoint_id: repeated(z.uuid({ message: "endpoint_id must be a UUID" })).openapi({
    description: "Only these endpoints (repeatable).",
  }),
});

export type WebhookQueueSummaryQuery = z.infer<typeof WebhookQueueSummaryQuery>;
