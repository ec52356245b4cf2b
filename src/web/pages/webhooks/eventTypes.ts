import { SUBSCRIBABLE_EVENT_TYPES } from "../../../shared/webhook-event-types";
/**
 * Webhook event types a seller can subscribe to: the server's own list (the `WebhookEventType`
 * enum of `@polar-sh/sdk@0.47.1`; see eventTypes.test.ts), grouped by resource for the picker.
 */
export const WEBHOOK_EVENT_TYPES = SUBSCRIBABLE_EVENT_TYPES;

export interface EventGroup {
  /** "product", "benefit_grant", … */
  resource: string;
  /** "Product", "Benefit grant", … */
  label: string;
  types: string[];
}

export function resourceLabel(resource: string): string {
  return resource.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** The event types by resource, in the enum's order. */
export const EVENT_GROUPS: EventGroup[] = (() => {
  const groups = new Map<string, string[]>();
  for (const type of WEBHOOK_EVENT_TYPES) {
    const resource = type.split(".")[0] ?? type;
    groups.set(resource, [...(groups.get(resource) ?? []), type]);
  }
  return [...groups].map(([resource, types]) => ({ resource, label: resourceLabel(resource), types }));
})();

/** Options for a grouped <Select> of event types. */
export const EVENT_TYPE_OPTIONS = EVENT_GROUPS.map((g) => ({ group: g.label, items: [...g.types] }));

/** "3 events: product.created, …" or "All events". */
export function describeEvents(events: string[]): string {
  if (events.length === WEBHOOK_EVENT_TYPES.length) return "All events";
  if (events.length === 0) return "No events";
  const shown = events.slice(0, 3).join(", ");
  const more = events.length > 3 ? ` and ${events.length - 3} more` : "";
  return `${events.length} ${events.length === 1 ? "event" : "events"}: ${shown}${more}`;
}

export const FORMAT_OPTIONS = [
  { value: "raw", label: "Raw JSON" },
  { value: "slack", label: "Slack" },
  { value: "discord", label: "Discord" },
];

export function formatLabel(format: string): string {
  return FORMAT_OPTIONS.find((f) => f.value === format)?.label ?? format;
}

/** Why an endpoint is off, in words. */
export function disabledReasonLabel(reason: string | null | undefined): string {
  if (reason === "gone") return "the receiver answered 410 Gone";
  if (reason === "failing") return "too many consecutive failed events";
  return reason ? reason.replace(/_/g, " ") : "turned off";
}
