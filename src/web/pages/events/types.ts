import type { Schemas } from "../../api/v1";

/** The `/v1` shapes the events explorer reads, from the generated types: Polar's `UserEvent`. */
export type EventItem = Schemas["ListResource_Event_"]["items"][number];
export type EventSource = Schemas["EventSource"];

/** TanStack Query keys of the events explorer. */
export const eventKeys = {
  all: ["v1", "events"] as const,
  list: (query: Record<string, unknown>) => ["v1", "events", "list", query] as const,
  one: (id: string) => ["v1", "events", "one", id] as const,
  children: (id: string) => ["v1", "events", "children", id] as const,
  names: ["v1", "events", "names"] as const,
};
