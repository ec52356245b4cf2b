import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/sql-state.js";
import type { Executor } from "../../db/types.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { customerRefsSql, lookupCustomerRefs } from "../customers/service.js";
import { type IngestRow, insertIngestBatch } from "./ingest-repository.js";
import { meterJobWhenSql } from "./meter-feed.js";
import { findEventIdsByExternalIds, findExistingEventIds } from "./repository.js";
import type { EventCreate } from "./schemas.js";

export type EventInput = z.infer<typeof EventCreate>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const at = (i: number, field: string) => ["body", "events", i, field];

/**
 * Ingests a batch all-or-nothing: all events are valid and stored, or none is (422 listing every
 * bad event's field). An event whose `external_id` the organization already has (sent before, or
 * earlier in this batch) is a duplicate and skipped: each key is claimed in a unique table, so
 * concurrent batches carrying the same key insert it once. Customers, keys,
 * events, the batch's pending row for the meters, new event types and the meter job are all one
 * statement (`insertIngestBatch`), atomic by itself: a batch without `parent_id`s costs one round
 * trip (two when it meets a known key unexpectedly, see `storeExpectingNoDuplicates`), and the
 * events count as seen only once it committed.
 */
export async function ingestEvents(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  events: EventInput[],
): Promise<{ inserted: number; duplicates: number }> {
  const now = ctx.clock.now();
  const issues: ValidationIssue[] = [];
  const timestamps = checkEvents(organizationId, events, now, issues);
  const ids = events.map(() => uuidv7());
  const parents = await resolveParents(ctx.db, organizationId, events, ids, issues);
  if (issues.length > 0) {
    // Report every bad field at once, the customers' too.
    await customerIssues(ctx.db, organizationId, events, issues);
    throw new RequestValidationError(issues);
  }
  const rows: IngestRow[] = events.map((e, i) => ({
    id: ids[i]!,
    timestamp: timestamps[i]!,
    name: e.name,
    customerId: e.customer_id ? e.customer_id.toLowerCase() : null,
    externalCustomerId: e.customer_id ? null : (e.external_customer_id ?? null),
    externalId: e.external_id ?? null,
    parentId: parents[i] ?? null,
    metadata: JSON.stringify(e.metadata ?? {}),
  }));
  // Keys claimed in one order by every batch, so concurrent batches never deadlock on them; the
  // sort is stable, so of two events with one key the first still claims it.
  const order = rows
    .map((_row, i) => i)
    .sort((a, b) => byExternalId(rows[a]!.externalId, rows[b]!.externalId) || a - b);
  const names = [...new Set(rows.map((r) => r.name))].sort();
  const sorted = order.map((i) => rows[i]!);
  const store = (duplicates: "skip" | "fail") =>
    insertIngestBatch(
      ctx.db,
      organizationId,
      now,
      uuidv7(),
      sorted,
      { names, ids: names.map(() => uuidv7()) },
      {
        customers: (ids, externalIds) => customerRefsSql(organizationId, ids, externalIds),
        meterJob: (when) => meterJobWhenSql(now, organizationId, when),
      },
      duplicates,
    );
  const result = await storeExpectingNoDuplicates(organizationId, now, sorted, store);
  if (result.unknownCustomers.length > 0) {
    const positions = result.unknownCustomers.map((k) => order[k]!).sort((a, b) => a - b);
    throw new RequestValidationError(positions.map((i) => unknownCustomer(i, events[i]!.customer_id)));
  }
  return { inserted: result.stored, duplicates: rows.length - result.stored };
}

/**
 * Stores a batch with its dedupe keys claimed by a plain insert (`"fail"`, the cheaper statement)
 * when none is expected to be known: the batch repeats no key of its own, and the organization's
 * batches have not met a known key in the last `DUPLICATES_MEMORY_MS`. A known key (a batch sent
 * again, or a concurrent batch with one of its keys) fails that statement without writing
 * anything; it is sent again with ON CONFLICT DO NOTHING (`"skip"`), and the organization's
 * next batches go that way directly for a while, so a client that keeps resending does not pay
 * two statements a batch.
 */
export async function storeExpectingNoDuplicates<T>(
  organizationId: string,
  now: Date,
  sorted: IngestRow[],
  store: (duplicates: "skip" | "fail") => Promise<T>,
): Promise<T> {
  const seen = recentDuplicates.get(organizationId);
  const recent = seen !== undefined && now.getTime() - seen < DUPLICATES_MEMORY_MS;
  if (recent || repeatsAKey(sorted)) return store("skip");
  try {
    return await store("fail");
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (recentDuplicates.size >= DUPLICATES_MEMORY_ORGANIZATIONS) recentDuplicates.clear();
    recentDuplicates.set(organizationId, now.getTime());
    return store("skip");
  }
}

/** Organizations whose batches met a known key lately (when, in ms), so their next ones skip. */
const recentDuplicates = new Map<string, number>();
const DUPLICATES_MEMORY_MS = 60_000;
const DUPLICATES_MEMORY_ORGANIZATIONS = 10_000;

/** Whether two rows (sorted by external id) share an external id. */
function repeatsAKey(sorted: IngestRow[]): boolean {
  for (let i = 1; i < sorted.length; i++) {
    const key = sorted[i]!.externalId;
    if (key !== null && key === sorted[i - 1]!.externalId) return true;
  }
  return false;
}

/** Rows without an external id first, then by external id (code unit order). */
function byExternalId(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

const byEventIndex = (a: ValidationIssue, b: ValidationIssue) => Number(a.loc[2]) - Number(b.loc[2]);

const unknownCustomer = (i: number, input: unknown): ValidationIssue => ({
  loc: at(i, "customer_id"),
  msg: "no such customer in this organization",
  input,
});

/** Checks what needs no database (organization, timestamps); returns each event's timestamp. */
function checkEvents(
  organizationId: string,
  events: EventInput[],
  now: Date,
  issues: ValidationIssue[],
): string[] {
  const nowIso = now.toISOString();
  return events.map((e, i) => {
    if (e.organization_id != null && e.organization_id !== organizationId) {
      issues.push({
        loc: at(i, "organization_id"),
        msg: "must be the token's organization",
        input: e.organization_id,
      });
    }
    if (e.timestamp === undefined) return nowIso;
    const ts = new Date(e.timestamp);
    if (ts.getTime() > now.getTime()) {
      issues.push({
        loc: at(i, "timestamp"),
        msg: "timestamp must not be in the future",
        input: e.timestamp,
      });
    }
    return ts.toISOString();
  });
}

/** Adds a `customer_id` issue for each event naming a customer id that is unknown or deleted. */
async function customerIssues(
  ex: Executor,
  organizationId: string,
  events: EventInput[],
  issues: ValidationIssue[],
): Promise<void> {
  const ids = events.flatMap((e) => (e.customer_id ? [e.customer_id.toLowerCase()] : []));
  if (ids.length === 0) return;
  const customers = await lookupCustomerRefs(ex, organizationId, ids, []);
  events.forEach((e, i) => {
    const found = e.customer_id ? customers.byId.get(e.customer_id.toLowerCase()) : undefined;
    if (e.customer_id && (!found || found.deletedAt !== null)) issues.push(unknownCustomer(i, e.customer_id));
  });
  issues.sort(byEventIndex);
}

/**
 * Each event's parent id: `parent_id` names an event by external id (stored, or earlier in this
 * batch) or by id. An unknown parent is a 422 on that event's `parent_id`.
 */
async function resolveParents(
  tx: Executor,
  organizationId: string,
  events: EventInput[],
  ids: string[],
  issues: ValidationIssue[],
): Promise<(string | undefined)[]> {
  const inBatch = new Map<string, string>();
  const refs = events.flatMap((e) => (e.parent_id ? [e.parent_id] : []));
  if (refs.length === 0) return events.map(() => undefined);
  const byExternal = await findEventIdsByExternalIds(tx, organizationId, refs);
  const byId = await findExistingEventIds(
    tx,
    organizationId,
    refs.filter((r) => UUID.test(r)),
  );
  return events.map((e, i) => {
    let parent: string | undefined;
    if (e.parent_id) {
      parent =
        byExternal.get(e.parent_id) ??
        inBatch.get(e.parent_id) ??
        (byId.has(e.parent_id.toLowerCase()) ? e.parent_id.toLowerCase() : undefined);
      if (!parent) {
        issues.push({
          loc: at(i, "parent_id"),
          msg: "no such event in this organization",
          input: e.parent_id,
        });
      }
    }
    if (e.external_id && !inBatch.has(e.external_id)) inBatch.set(e.external_id, ids[i]!);
    return parent;
  });
}
