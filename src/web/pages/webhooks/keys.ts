/** TanStack Query keys of the webhook pages; invalidate the first two segments after a change. */
export const webhookKeys = {
  endpoints: ["v1", "webhook-endpoints"] as const,
  deliveries: ["v1", "webhook-deliveries"] as const,
  queues: ["v1", "webhook-queues"] as const,
};
