import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.js";
import { webhookDelivery } from "../../db/schema/webhook-deliveries.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { webhookEndpoint } from "../../db/schema/webhooks.js";
import type { Executor } from "../../db/types.js";

/**
 * The fan-out's queries, set-based over a batch of events (by id: the worker has no organization
 * in scope until it loads a row; each event meets only its own organization's endpoints).
 */

const uuidArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** One (event, endpoint) pair the fan-out makes a delivery for. */
export interface Subscription {
  eventId: string;
  endpointId: string;
  eventCreatedAt: Date;
}

/**
 * For each of the events `eventIds` that exists and is not archived, every enabled, live endpoint
 * of its organization subscribed to its type: one statement for the whole batch. The endpoints
 * are read per event from its organization's (`offset 0` keeps the lateral as it is: flattened
 * into a join, the planner scanned every organization's endpoints, 777 ms against 21 ms for 64
 * events with 800 endpoints in the table).
 */
export async function findSubscriptions(db: Executor, eventIds: string[]): Promise<Subscription[]> {
  if (eventIds.length === 0) return [];
  const ev = webhookEvent;
  const ep = webhookEndpoint;
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${ev.id} as event_id, ${ep.id} as endpoint_id, ${ev.createdAt} as event_created_at
    from ${ev} cross join lateral (
      select ${ep.id} from ${ep}
      where ${ep.organizationId} = ${ev.organizationId} and ${ep.deletedAt} is null and ${ep.enabled} = true
        and ${ep.events} @> jsonb_build_array(${ev.type})
      offset 0
    ) as ${ep}
    where ${ev.id} = any(${uuidArray(eventIds)}) and ${ev.archivedAt} is null`);
  return rowsOf<{ event_id: string; endpoint_id: string; event_created_at: string | Date }>(result).map(
    (r) => ({
      eventId: r.event_id,
      endpointId: r.endpoint_id,
      eventCreatedAt: new Date(r.event_created_at),
    }),
  );
}

/**
 * Creates a pending delivery, due at `now`, for each pair (`ids[i]` for `pairs[i]`), copying the
 * event's organization, type and time from the event: one statement whatever the number, its rows
 * as three uuid arrays. A delivery that exists already (same event and endpoint) is left alone,
 * so a fan-out re-run after a crash creates nothing twice.
 */
export async function insertFannedOut(
  db: Executor,
  pairs: Subscription[],
  ids: string[],
  now: Date,
): Promise<void> {
  if (pairs.length === 0) return;
  const d = webhookDelivery;
  const at = now.toISOString();
  await db.execute(sql`
    insert into ${d} (id, organization_id, event_id, endpoint_id, event_type, event_created_at, status,
      next_attempt_at, created_at)
    select x.id, ev.organization_id, ev.id, x.endpoint_id, ev.type, ev.created_at, 'pending',
      ${at}::timestamptz, ${at}::timestamptz
    from unnest(${uuidArray(ids)}, ${uuidArray(pairs.map((p) => p.eventId))},
      ${uuidArray(pairs.map((p) => p.endpointId))}) as x(id, event_id, endpoint_id)
    join ${webhookEvent} ev on ev.id = x.event_id
    on conflict (event_id, endpoint_id) do nothing`);
}
