import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.js";
import { webhookDelivery, webhookDeliveryAttempt } from "../../db/schema/webhook-deliveries.js";
import { type WebhookEndpointFormat, webhookEndpoint } from "../../db/schema/webhooks.js";
import type { Executor } from "../../db/types.js";
import { oldestUnfinishedJobSql } from "../../jobs/queue.js";
import { DISPATCH_JOB } from "./service.js";

/**
 * The delivery engine's batched queries (by id: the worker has no organization in scope until it
 * loads a row). A claim takes many deliveries in one statement, but only heads: per endpoint the
 * earliest pending delivery, in (event_created_at, event_id) order, so each endpoint's order holds
 * however many workers claim at once. Outcomes are written in multi-row statements.
 */

const d = webhookDelivery;

/**
 * The head of every endpoint with pending deliveries (or of `endpointIds` only), read from
 * `webhook_delivery_pending_idx` by a loose index scan: one probe per endpoint however long its
 * queue is.
 */
function headsOf(endpointIds: string[] | undefined): SQL {
  const columns = sql`id, endpoint_id, event_created_at, event_id`;
  const order = sql`order by endpoint_id, event_created_at, event_id limit 1`;
  if (endpointIds) {
    return sql`heads as (
      select h.* from unnest(${`{${endpointIds.join(",")}}`}::uuid[]) as e(id),
      lateral (select ${columns} from ${d} where status = 'pending' and endpoint_id = e.id ${order}) h
    )`;
  }
  return sql`recursive heads as (
    (select ${columns} from ${d} where status = 'pending' ${order})
    union all
    select n.* from heads, lateral (
      select ${columns} from ${d}
      where status = 'pending' and endpoint_id > heads.endpoint_id ${order}
    ) n
  )`;
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** A claimed delivery with what sending it needs from its endpoint (joined in the claim). */
export interface ClaimedDelivery {
  id: string;
  organizationId: string;
  eventId: string;
  endpointId: string;
  eventType: string;
  attempts: number;
  /** Its place in its endpoint's run (1 = the head). */
  position: number;
  lockedBy: string;
  lockedUntil: Date;
  endpoint: {
    url: string;
    secret: string;
    format: WebhookEndpointFormat;
    consecutiveFailures: number;
  } | null;
}

interface ClaimedRow {
  id: string;
  organization_id: string;
  event_id: string;
  endpoint_id: string;
  event_type: string;
  attempts: number;
  position: number | string;
  url: string | null;
  secret: string | null;
  format: WebhookEndpointFormat | null;
  enabled: boolean | null;
  consecutive_failures: number | null;
}

/**
 * Takes the runs of up to `limit` endpoints: per endpoint its head when due and not held by
 * another sender (free, hold expired, or held by `lockedBy` itself: a retried or re-offered job),
 * oldest event first, skipping endpoints in `busy` (this sender has them in flight), and with it
 * up to `runLength - 1` of the pending deliveries right behind it, in order, as long as each is
 * due and free too (so a run is always a prefix of the queue). The head is taken with
 * `FOR UPDATE SKIP LOCKED`, so two workers never take the same endpoint; the rest of a run is
 * only ever taken with its head. A delivery is taken only once every earlier event of its
 * organization has been fanned out (no `webhooks.dispatch` job of the organization created at or
 * before its event is still to run): fan-outs run side by side and may commit a later event's
 * deliveries first, which must then wait for the earlier one's. One statement; each delivery comes with its endpoint (null when
 * the endpoint is deleted, `enabled` false when disabled), sorted by endpoint and position.
 * The endpoint is looked up by its primary key per claimed row (`offset 0` keeps the planner from
 * flattening the lateral into a join it then runs as a nested loop over every endpoint row of
 * every organization: the CTEs' row estimates are far too low for it to choose better).
 */
export async function claimRuns(
  db: Executor,
  opts: {
    now: Date;
    lockedUntil: Date;
    lockedBy: string;
    limit: number;
    runLength: number;
    busy: string[];
    endpointIds?: string[];
  },
): Promise<{ deliveries: ClaimedDelivery[]; disabled: Set<string>; endpoints: number }> {
  const now = opts.now.toISOString();
  const lockedUntil = opts.lockedUntil.toISOString();
  const free = sql`(locked_until is null or locked_until < ${now}::timestamptz or locked_by = ${opts.lockedBy})`;
  const result = await db.execute<Record<string, unknown>>(sql`
    with ${headsOf(opts.endpointIds)},
    picked as (
      select ${d.id}, ${d.endpointId}, wm.watermark from ${d} join heads on heads.id = ${d.id}
      cross join lateral (
        select coalesce(${oldestUnfinishedJobSql(DISPATCH_JOB, sql`${d.organizationId}`)}, 'infinity'::timestamptz) as watermark
      ) wm
      where ${d.status} = 'pending' and ${d.nextAttemptAt} <= ${now}::timestamptz
        and ${d.eventCreatedAt} < wm.watermark
        and (${d.lockedUntil} is null or ${d.lockedUntil} < ${now}::timestamptz or ${d.lockedBy} = ${opts.lockedBy})
        and ${d.endpointId} <> all(${uuidArray(opts.busy)})
      order by heads.event_created_at, heads.event_id
      limit ${opts.limit}
      for update of ${d} skip locked
    ),
    run as (
      select q.id, q.position, p.endpoint_id from picked p cross join lateral (
        select w.id, w.position from (
          select id, row_number() over o as position,
            bool_and(next_attempt_at <= ${now}::timestamptz and ${free} and event_created_at < p.watermark) over o as takeable
          from (
            select id, event_created_at, event_id, next_attempt_at, locked_until, locked_by from ${d}
            where endpoint_id = p.endpoint_id and status = 'pending'
            order by event_created_at, event_id limit ${opts.runLength}
          ) queue
          window o as (order by event_created_at, event_id)
        ) w where w.takeable
      ) q
    )
    update ${d} set locked_until = ${lockedUntil}::timestamptz, locked_by = ${opts.lockedBy}
    from run left join lateral (
      select url, secret, format, enabled, consecutive_failures from ${webhookEndpoint}
      where id = run.endpoint_id and deleted_at is null offset 0
    ) ep on true
    where ${d.id} = run.id and ${d.status} = 'pending'
    returning ${d.id}, ${d.organizationId}, ${d.eventId}, ${d.endpointId}, ${d.eventType}, ${d.attempts},
      run.position, ep.url, ep.secret, ep.format, ep.enabled, ep.consecutive_failures`);
  const rows = rowsOf<ClaimedRow>(result);
  const disabled = new Set<string>();
  const deliveries = rows.map((r): ClaimedDelivery => {
    if (r.enabled !== true) disabled.add(r.endpoint_id);
    return {
      id: r.id,
      organizationId: r.organization_id,
      eventId: r.event_id,
      endpointId: r.endpoint_id,
      eventType: r.event_type,
      attempts: Number(r.attempts),
      position: Number(r.position),
      lockedBy: opts.lockedBy,
      lockedUntil: opts.lockedUntil,
      endpoint:
        r.enabled === true && r.url !== null && r.secret !== null && r.format !== null
          ? {
              url: r.url,
              secret: r.secret,
              format: r.format,
              consecutiveFailures: Number(r.consecutive_failures),
            }
          : null,
    };
  });
  deliveries.sort((a, b) =>
    a.endpointId < b.endpointId ? -1 : a.endpointId > b.endpointId ? 1 : a.position - b.position,
  );
  return { deliveries, disabled, endpoints: new Set(rows.map((r) => r.endpoint_id)).size };
}

/**
 * When a pending head that cannot be taken now becomes takeable (its retry time, or the end of
 * another sender's hold), the earliest over all endpoints (or `endpointIds`); null when none waits.
 */
export async function nextHeadDueAt(db: Executor, now: Date, endpointIds?: string[]): Promise<Date | null> {
  const at = now.toISOString();
  const result = await db.execute<{ due: string | Date | null }>(sql`
    with ${headsOf(endpointIds)}
    select min(greatest(${d.nextAttemptAt}, coalesce(${d.lockedUntil}, ${d.nextAttemptAt}))) as due
    from ${d} join heads on heads.id = ${d.id}
    where ${d.status} = 'pending'
      and (${d.nextAttemptAt} > ${at}::timestamptz or ${d.lockedUntil} >= ${at}::timestamptz)`);
  const due = rowsOf<{ due: string | Date | null }>(result)[0]?.due;
  return due ? new Date(due) : null;
}

/** One attempt for the delivery log. */
export type AttemptInsert = typeof webhookDeliveryAttempt.$inferInsert;

/** One attempt's consequence for its delivery, written only while its claim still holds it. */
export interface HeldOutcome {
  id: string;
  lockedBy: string;
  lockedUntil: Date;
  status: "pending" | "succeeded" | "failed";
  attempts: number;
  lastHttpCode: number | null;
  nextAttemptAt: Date | null;
  completedAt: Date | null;
}

/** A claimed delivery not attempted (its run stopped before it): its hold is released. */
export interface Release {
  id: string;
  lockedBy: string;
  lockedUntil: Date;
}

const ts = (x: Date | null | undefined) => (x ? x.toISOString() : null);
/**
 * A receiver's text without NUL characters, which PostgreSQL text cannot hold (only the response
 * and error of an attempt come from outside; the rest is ids, times and numbers). Stripped per
 * field rather than by a JSON.stringify replacer, which cost a call per value of every row.
 */
const noNul = (text: string | null | undefined) =>
  text?.includes("\0") ? text.replaceAll("\0", "") : (text ?? null);
const json = (rows: unknown[]) => JSON.stringify(rows);

/**
 * Records a batch in one statement: the attempts into the delivery log, each outcome onto its
 * delivery only while its sender still holds it (still pending, same `locked_by` and
 * `locked_until` as its claim) releasing the hold, and the holds of `released` (claimed, not
 * attempted) dropped likewise. Rows travel as three jsonb parameters (`jsonb_to_recordset`), so
 * the statement is the same whatever the batch size. Returns the ids whose outcome was written;
 * a delivery missing from it was skipped, retried by the seller or taken over meanwhile, and is
 * left as it is.
 */
export async function writeOutcomes(
  db: Executor,
  attempts: AttemptInsert[],
  outcomes: HeldOutcome[],
  released: Release[],
  now: Date,
): Promise<Set<string>> {
  if (attempts.length === 0 && outcomes.length === 0 && released.length === 0) return new Set();
  const a = webhookDeliveryAttempt;
  const attemptRows = json(
    attempts.map((x) => ({
      ...x,
      response: noNul(x.response),
      error: noNul(x.error),
      createdAt: ts(x.createdAt),
    })),
  );
  const outcomeRows = json(
    outcomes.map((o) => ({
      ...o,
      lockedUntil: ts(o.lockedUntil),
      nextAttemptAt: ts(o.nextAttemptAt),
      completedAt: ts(o.completedAt),
    })),
  );
  const releaseRows = json(released.map((r) => ({ ...r, lockedUntil: ts(r.lockedUntil) })));
  const result = await db.execute<Record<string, unknown>>(sql`
    with logged as (
      insert into ${a} (id, organization_id, delivery_id, event_id, endpoint_id, event_type, succeeded,
        http_code, response, error, duration_ms, created_at)
      select "id", "organizationId", "deliveryId", "eventId", "endpointId", "eventType", "succeeded",
        "httpCode", "response", "error", "durationMs", "createdAt"
      from jsonb_to_recordset(${attemptRows}::jsonb) as x("id" uuid, "organizationId" text,
        "deliveryId" uuid, "eventId" uuid, "endpointId" uuid, "eventType" text, "succeeded" boolean,
        "httpCode" int, "response" text, "error" text, "durationMs" int, "createdAt" timestamptz)
    ),
    released as (
      update ${d} set locked_until = null, locked_by = null
      from jsonb_to_recordset(${releaseRows}::jsonb) as r("id" uuid, "lockedBy" text, "lockedUntil" timestamptz)
      where ${d.id} = r."id" and ${d.status} = 'pending' and ${d.lockedBy} = r."lockedBy"
        and ${d.lockedUntil} = r."lockedUntil"
    )
    update ${d} set status = v."status", attempts = v."attempts", last_http_code = v."lastHttpCode",
      next_attempt_at = v."nextAttemptAt", completed_at = v."completedAt",
      locked_until = null, locked_by = null, modified_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${outcomeRows}::jsonb) as v("id" uuid, "lockedBy" text, "lockedUntil" timestamptz,
      "status" text, "attempts" int, "lastHttpCode" int, "nextAttemptAt" timestamptz, "completedAt" timestamptz)
    where ${d.id} = v."id" and ${d.status} = 'pending' and ${d.lockedBy} = v."lockedBy"
      and ${d.lockedUntil} = v."lockedUntil"
    returning ${d.id}`);
  return new Set(rowsOf<{ id: string }>(result).map((r) => r.id));
}
