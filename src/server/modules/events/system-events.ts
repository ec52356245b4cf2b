import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import { insertEvents, insertEventsSql, type NewEventRow } from "./repository.js";
import type { SystemEventMetadata, SystemEventName } from "./system-metadata.js";

/** One system event to record: Polar's `build_system_event` (name, customer, metadata, time). */
export type SystemEventInput = {
  [N in SystemEventName]: {
    name: N;
    customerId: string | null;
    /** The customer's external id when the event is recorded (kept if it changes later). */
    externalCustomerId?: string | null | undefined;
    metadata: SystemEventMetadata<N>;
    timestamp: Date;
  };
}[SystemEventName];

/**
 * Records system events (`source: "system"`) in the caller's transaction, so they commit with the
 * change they describe. They are never deduplicated by `external_id` and never counted by meters
 * (meters evaluate user events only); `meter.credited` and `meter.reset` are read by customer
 * meters directly. One INSERT for the list.
 */
export async function recordSystemEvents(
  tx: Executor,
  organizationId: string,
  events: SystemEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await insertEvents(tx, systemEventRows(organizationId, events));
}

/**
 * What `recordSystemEvents` writes, as one data-modifying statement for the caller's `WITH` (the
 * webhooks module's `recordEvents` takes it as a write of the same change): the events then cost
 * no round trip of their own. Null when there are none.
 */
export function systemEventsSql(organizationId: string, events: SystemEventInput[]): SQL | null {
  return events.length === 0 ? null : insertEventsSql(systemEventRows(organizationId, events));
}

function systemEventRows(organizationId: string, events: SystemEventInput[]): NewEventRow[] {
  return events.map(
    (e): NewEventRow => ({
      id: uuidv7(),
      organizationId,
      timestamp: e.timestamp,
      name: e.name,
      source: "system",
      customerId: e.customerId,
      externalCustomerId: e.externalCustomerId ?? null,
      externalId: null,
      parentId: null,
      // Stored as given: system metadata may nest objects (`updated_fields`) and hold nulls.
      metadata: e.metadata as NewEventRow["metadata"],
      ingestedAt: e.timestamp,
    }),
  );
}
