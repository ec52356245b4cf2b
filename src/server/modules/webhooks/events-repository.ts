import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { webhookEndpoint } from "../../db/schema/webhooks.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** Inserts one recorded webhook event (the outbox row that dispatch fans out). */
export async function insertWebhookEvent(tx: Executor, row: typeof webhookEvent.$inferInsert): Promise<void> {
  await tx.insert(webhookEvent).values(row);
}

/** Whether an enabled endpoint of the organization subscribes to events of the type `type` (an SQL text expression). */
export function endpointSubscribesSql(organizationId: string, type: SQL): SQL {
  return sql`exists (select 1 from ${webhookEndpoint} where ${and(
    inOrganization(webhookEndpoint, organizationId, isNull(webhookEndpoint.deletedAt)),
    eq(webhookEndpoint.enabled, true),
    sql`${webhookEndpoint.events} @> jsonb_build_array(${type})`,
  )})`;
}

/** Recorded webhook events of one change, for `insertWebhookEventsWithJobs`. */
export interface NewWebhookEvents {
  /** The payloads' `timestamp` (the events' `created_at`, as ISO text). */
  timestamp: string;
  createdAt: Date;
  rows: { id: string; organizationId: string; type: string; subjectId: string | null; data: number | null }[];
  /** The distinct `data` objects, which rows name by index (null: a payload without `data`). */
  datas: unknown[];
}

/**
 * Inserts recorded webhook events of one organization and, in the same statement, the jobs of
 * `jobs` (a statement of the job queue's `enqueueJobsSql`, for a `WITH`) and the caller's other
 * `writes` (data-modifying statements, each a `WITH` of its own, run to completion whether read
 * or not): one round trip. Each payload `{type, timestamp, data}` is put together by PostgreSQL
 * from the row and its `data`, sent once however many events carry it (`order.paid` and
 * `order.updated` of a batch of renewals share theirs): the same jsonb as the whole payload
 * sent for each.
 */
export async function insertWebhookEventsWithJobs(
  tx: Executor,
  events: NewWebhookEvents,
  jobs: SQL | null,
  writes: SQL[] = [],
): Promise<void> {
  const parts: SQL[] = [];
  if (events.rows.length) parts.push(sql`ins as (${insertEventsSql(events)})`);
  if (jobs) parts.push(sql`jobs as (${jobs})`);
  writes.forEach((w, i) => {
    parts.push(sql`${sql.raw(`w${i}`)} as (${w})`);
  });
  if (parts.length === 0) return;
  if (parts.length === 1 && events.rows.length) {
    await tx.execute(insertEventsSql(events));
    return;
  }
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

/**
 * The distinct `data` objects as sent: a top-level value (object or array) that several of them
 * hold, the same object (a batch of renewals: the product every order's wire embeds), is sent
 * once as a part, and each object holding it is sent without it (its skeleton) and names it by
 * key and index. Everything else is sent whole, as before. JSON of the pieces is what
 * `JSON.stringify` writes for them inside the whole, so PostgreSQL's `skeleton || {key: part, …}`
 * is the same jsonb as the whole sent alone. Only plain objects are taken apart (not arrays,
 * class instances or objects with a `toJSON` of their own). Each of the three is written by one
 * `JSON.stringify` (no string per object to join again).
 */
export function splitDatas(datas: unknown[]): { skeletons: string; refs: string; parts: string } {
  // The values several plain objects hold (by identity: no JSON is written to find them).
  const holders = new Map<object, number>();
  for (const data of datas) {
    if (!isPlainObject(data)) continue;
    for (const key of Object.keys(data)) {
      const value = data[key];
      if (value !== null && typeof value === "object") holders.set(value, (holders.get(value) ?? 0) + 1);
    }
  }
  const partOf = new Map<object, number>();
  const parts: object[] = [];
  for (const [value, n] of holders) if (n > 1 && isPart(value)) partOf.set(value, parts.push(value) - 1);
  // `undefined` (no data) is never among them: its rows carry no index.
  if (parts.length === 0) return { skeletons: JSON.stringify(datas), refs: "[]", parts: "[]" };
  const skeletons: unknown[] = new Array(datas.length);
  const refs: (Record<string, number> | null)[] = new Array(datas.length);
  for (const [i, data] of datas.entries()) {
    skeletons[i] = data;
    refs[i] = null;
    if (!isPlainObject(data)) continue;
    const keys = Object.keys(data);
    let skeleton: Record<string, unknown> | null = null;
    let ref: Record<string, number> | null = null;
    for (const [k, key] of keys.entries()) {
      const value = data[key];
      const index = value !== null && typeof value === "object" ? partOf.get(value) : undefined;
      if (index === undefined) {
        if (skeleton) put(skeleton, key, value);
        continue;
      }
      if (!skeleton) {
        skeleton = {};
        ref = {};
        for (const before of keys.slice(0, k)) put(skeleton, before, data[before]);
      }
      put(ref!, key, index);
    }
    if (skeleton) {
      skeletons[i] = skeleton;
      refs[i] = ref;
    }
  }
  return { skeletons: JSON.stringify(skeletons), refs: JSON.stringify(refs), parts: JSON.stringify(parts) };
}

/** A non-empty plain object or array (no `toJSON` of its own): JSON the same wherever it is written. */
function isPart(value: object): boolean {
  if (Array.isArray(value))
    return value.length > 0 && typeof (value as { toJSON?: unknown }).toJSON !== "function";
  return isPlainObject(value) && Object.keys(value).length > 0;
}

/** Sets an own property (`__proto__` too, which plain assignment would take as the prototype). */
function put<T>(target: Record<string, T>, key: string, value: T) {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true });
  else target[key] = value;
}

/** An object `JSON.stringify` writes key by key (no class instance, no `toJSON` of its own). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return (
    (proto === Object.prototype || proto === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== "function"
  );
}

function insertEventsSql(events: NewWebhookEvents): SQL {
  const rows = JSON.stringify(events.rows.map((r) => [r.id, r.organizationId, r.type, r.subjectId, r.data]));
  const { skeletons, refs, parts } = splitDatas(events.datas);
  // Each distinct data put together once (`d`, by index), then each row's envelope around it.
  return sql`insert into ${webhookEvent} (id, organization_id, type, payload, subject_id, created_at)
    select (r->>0)::uuid, r->>1, r->>2,
      jsonb_build_object('type', r->>2, 'timestamp', ${events.timestamp}::text)
        || case when r->4 = 'null'::jsonb then '{}'::jsonb
           else jsonb_build_object('data', d.datas[(r->>4)::int + 1]) end,
      (r->>3)::uuid, ${events.createdAt.toISOString()}::timestamptz
    from jsonb_array_elements(${rows}::jsonb) as r,
      (select coalesce(array_agg(case when jsonb_typeof(x.ref) = 'object'
          then x.skeleton || (select jsonb_object_agg(e.key, ${parts}::jsonb -> (e.value::text)::int)
            from jsonb_each(x.ref) as e)
          else x.skeleton end order by x.i), '{}') as datas
        from rows from (jsonb_array_elements(${skeletons}::jsonb), jsonb_array_elements(${refs}::jsonb))
          with ordinality as x(skeleton, ref, i)) as d`;
}

/**
 * The organization's recorded events about `subjectId` or a subject in `otherSubjects` (an SQL
 * subquery of ids), newest first, one page of them and how many there are.
 */
export async function findEventsAbout(
  db: Executor,
  organizationId: string,
  subjectId: string,
  otherSubjects: SQL,
  page: { limit: number; offset: number },
) {
  const where = inOrganization(
    webhookEvent,
    organizationId,
    or(eq(webhookEvent.subjectId, subjectId), inArray(webhookEvent.subjectId, otherSubjects)),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: webhookEvent.id,
        type: webhookEvent.type,
        payload: webhookEvent.payload,
        createdAt: webhookEvent.createdAt,
      })
      .from(webhookEvent)
      .where(where)
      .orderBy(desc(webhookEvent.createdAt), desc(webhookEvent.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhookEvent).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}
