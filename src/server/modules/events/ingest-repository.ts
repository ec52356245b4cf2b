import { type SQL, sql } from "drizzle-orm";
import { executeNamed } from "../../db/named.js";
import { rowsOf } from "../../db/rows.js";
import { event, eventExternalId, eventMeterPending, eventType } from "../../db/schema/events.js";
import type { Executor } from "../../db/types.js";

/** A text value as an element of a PostgreSQL array literal (NULL for null). */
function arrayElement(v: string | null): string {
  if (v === null) return "NULL";
  if (v.indexOf('"') === -1 && v.indexOf("\\") === -1) return `"${v}"`;
  return `"${v.replace(/["\\]/g, "\\$&")}"`;
}

/** Characters JSON escapes differently from a PostgreSQL array literal (controls, surrogates). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const JSON_ONLY_ESCAPES = /[\u0000-\u001f\ud800-\udfff]/;

/**
 * A PostgreSQL array literal of text values (NULL for null), passed as one parameter and cast.
 * Inside double quotes the literal escapes `"` and `\` with a backslash, as JSON does; so when
 * no value holds a character JSON writes as an escape sequence (controls, surrogates), the
 * engine's `JSON.stringify` makes the literal (`null` reads as NULL), about 10× faster than
 * quoting each value here.
 */
export function pgArray(values: readonly (string | null)[]): string {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v != null && JSON_ONLY_ESCAPES.test(v)) return `{${values.map(arrayElement).join(",")}}`;
  }
  const json = JSON.stringify(values);
  return `{${json.slice(1, -1)}}`;
}

/**
 * The rows' columns as array literals. Ids, customer and parent ids are UUIDs and timestamps
 * ISO 8601 text, which need no quoting; the other columns go through `pgArray`.
 */
function ingestColumns(rows: IngestRow[]) {
  const n = rows.length;
  let id = "";
  let ts = "";
  let customer = "";
  let parent = "";
  const name: string[] = new Array(n);
  const externalCustomer: (string | null)[] = new Array(n);
  const externalId: (string | null)[] = new Array(n);
  const metadata: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    const sep = i === 0 ? "" : ",";
    id += sep + r.id;
    ts += sep + r.timestamp;
    customer += sep + (r.customerId ?? "NULL");
    parent += sep + (r.parentId ?? "NULL");
    name[i] = r.name;
    externalCustomer[i] = r.externalCustomerId;
    externalId[i] = r.externalId;
    metadata[i] = r.metadata;
  }
  const wrap = (text: string) => `{${text}}`;
  return {
    id: wrap(id),
    ts: wrap(ts),
    name: pgArray(name),
    customer: wrap(customer),
    externalCustomer: pgArray(externalCustomer),
    externalId: pgArray(externalId),
    parent: wrap(parent),
    metadata: pgArray(metadata),
  };
}

/**
 * One ingested event as the ingest statement takes it: `id`, `customerId` and `parentId` are
 * UUIDs and `timestamp` is `Date#toISOString()` text (they go into the statement unquoted). The
 * customer is as the event names it: `customerId` (lower case) when named by id, else
 * `externalCustomerId`; the statement resolves it.
 */
export interface IngestRow {
  id: string;
  timestamp: string;
  name: string;
  customerId: string | null;
  externalCustomerId: string | null;
  externalId: string | null;
  parentId: string | null;
  /** The metadata as JSON text. */
  metadata: string;
}

export interface IngestBatchSql {
  /**
   * `customerRefsSql` of the customers module: the `SELECT` of the customers `ids` and
   * `externalIds` (subqueries of this statement) refer to.
   */
  customers: (ids: SQL, externalIds: SQL) => SQL;
  /** The meter job's insert, to run when `when` holds (that rows were stored). */
  meterJob: (when: SQL) => SQL;
}

export interface IngestBatchResult {
  stored: number;
  /** Positions (0-based, in `rows`) of rows naming a customer id that is unknown or deleted. */
  unknownCustomers: number[];
}

/**
 * Stores an ingest batch in one statement, atomic by itself (no transaction needed):
 * - resolves each row's customer: named by id, the organization's customer (whose external id
 *   is recorded with the event); named by external id, the live customer holding it, if any yet
 *   (the event keeps the external id and counts once the customer appears);
 * - if any row names a customer id that is unknown or deleted, writes nothing and returns those
 *   rows (the caller answers 422);
 * - otherwise claims the dedupe key of each row with an external id (in the order of `rows`: the
 *   caller sorts them by external id so that concurrent batches take the keys in one order and
 *   never deadlock; of two rows with one key the first claims it), inserts
 *   the rows with no external id or whose key it claimed, records them as one pending batch for
 *   the customer meters (`event_meter_pending`, id `pendingId`), creates the event type of each
 *   new name among them (sorted `types.names` with their `types.ids`), and queues the meter job.
 * Each column travels as one array parameter read with `unnest`: cheaper to make in Node.js and
 * to parse in PostgreSQL than rows as JSON.
 *
 * `duplicates` says how the keys are claimed. `"skip"`: with ON CONFLICT DO NOTHING, a key the
 * organization already has skips its row. `"fail"`: with a plain insert, about a third cheaper
 * for PostgreSQL (no speculative insertion), for batches expected to hold no known key: a key
 * already taken (or taken meanwhile by a concurrent batch) fails the whole statement with a
 * unique violation (SQLSTATE 23505) and nothing is written; the caller then sends it again with
 * `"skip"`. The statement is named (`executeNamed`): planned once per connection, not per batch.
 */
export async function insertIngestBatch(
  ex: Executor,
  organizationId: string,
  now: Date,
  pendingId: string,
  rows: IngestRow[],
  types: { names: string[]; ids: string[] },
  parts: IngestBatchSql,
  duplicates: "skip" | "fail" = "skip",
): Promise<IngestBatchResult> {
  if (rows.length === 0) return { stored: 0, unknownCustomers: [] };
  const c = ingestColumns(rows);
  const at = now.toISOString();
  const result = await executeNamed(
    ex,
    "ingest",
    sql`
    with r as (
      select * from unnest(${c.id}::uuid[], ${c.ts}::timestamptz[], ${c.name}::text[],
        ${c.customer}::uuid[], ${c.externalCustomer}::text[], ${c.externalId}::text[],
        ${c.parent}::uuid[], ${c.metadata}::text[])
        with ordinality as r(id, ts, name, customer_id, external_customer_id, external_id, parent_id, metadata, n)
    ), refs as (
      ${parts.customers(
        sql`select r.customer_id from r where r.customer_id is not null`,
        sql`select r.external_customer_id from r where r.customer_id is null and r.external_customer_id is not null`,
      )}
    ), rr as (
      select r.id, r.ts, r.name, r.external_id, r.parent_id, r.metadata, r.n,
        case when r.customer_id is not null then by_id.id else by_external.id end as customer_id,
        case when r.customer_id is not null then by_id.external_id else r.external_customer_id end as external_customer_id,
        r.customer_id is not null and (by_id.id is null or by_id.deleted_at is not null) as unknown_customer
      from r
      left join refs by_id on by_id.id = r.customer_id
      left join refs by_external on r.customer_id is null and by_external.deleted_at is null
        and by_external.external_id = r.external_customer_id
    ), ok as (
      select not exists (select 1 from rr where rr.unknown_customer) as ok
    ), claimed as (
      insert into ${eventExternalId} (organization_id, external_id, event_id, event_timestamp)
      select ${organizationId}, rr.external_id, rr.id, rr.ts from rr
      where rr.external_id is not null and (select ok from ok) order by rr.n
      ${duplicates === "skip" ? sql`on conflict do nothing` : sql``}
      returning event_id
    ), stored as (
      insert into ${event} (id, "timestamp", organization_id, name, source, customer_id,
        external_customer_id, external_id, parent_id, metadata, ingested_at)
      select rr.id, rr.ts, ${organizationId}, rr.name, 'user', rr.customer_id, rr.external_customer_id,
        rr.external_id, rr.parent_id, rr.metadata::jsonb, ${at}::timestamptz
      from rr where (select ok from ok) and (rr.external_id is null or rr.id in (select event_id from claimed))
      returning id, "timestamp", name
    ), pending as (
      insert into ${eventMeterPending} (id, organization_id, event_ids, event_timestamps, created_at)
      select ${pendingId}::uuid, ${organizationId}, array_agg(s.id), array_agg(s."timestamp"), ${at}::timestamptz
      from stored s having count(*) > 0
    ), types as (
      insert into ${eventType} (id, organization_id, name, label, created_at)
      select t.id, ${organizationId}, t.name, t.name, ${at}::timestamptz
      from unnest(${pgArray(types.names)}::text[], ${pgArray(types.ids)}::uuid[]) with ordinality as t(name, id, n)
      where t.name in (select s.name from stored s)
        and not exists (select 1 from ${eventType} e where e.organization_id = ${organizationId} and e.name = t.name)
      order by t.n
      on conflict do nothing
    ), job as (
      ${parts.meterJob(sql`exists (select 1 from stored)`)}
    )
    select (select count(*) from stored)::int as stored,
      (select coalesce(array_agg(rr.n - 1 order by rr.n), '{}') from rr where rr.unknown_customer)::int[] as unknown,
      (select count(*) from job)::int as jobs`,
  );
  const row = rowsOf<{ stored: number | string; unknown: number[] | string }>(result)[0];
  return { stored: Number(row?.stored ?? 0), unknownCustomers: parseIntArray(row?.unknown) };
}

/** An int[] column as the driver returns it: an array (pg, PGlite) or its text form. */
function parseIntArray(v: number[] | string | undefined): number[] {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v.map(Number);
  const inner = v.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : inner.split(",").map(Number);
}
