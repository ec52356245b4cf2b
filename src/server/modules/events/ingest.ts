import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { lookupCustomerRefs } from "../customers/service.js";
import { queueMeterJob } from "./meter-feed.js";
import {
  findEventIdsByExternalIds,
  findExistingEventIds,
  type IngestRow,
  insertIngestBatch,
} from "./repository.js";
import type { EventCreate } from "./schemas.js";

export type EventInput = z.infer<typeof EventCreate>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const at = (i: number, field: string) => ["body", "events", i, field];

/**
 * Ingests a batch in one transaction: all events are valid and stored, or none is (422 listing
 * every bad event's field). An event whose `external_id` the organization already has (sent
 * before, or earlier in this batch) is a duplicate and skipped; the dedupe key is claimed with
 * ON CONFLICT DO NOTHING, so concurrent batches carrying the same key insert it once. Keys,
 * events, the batch's pending row for the meters and new event types are written by one
 * statement (see `insertIngestBatch`); the meter job is queued after it when events were stored.
 */
export async function ingestEvents(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  events: EventInput[],
): Promise<{ inserted: number; duplicates: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const rows = await buildRows(tx, organizationId, events, now);
    // Keys claimed in one order by every batch, so concurrent batches never deadlock on them; the
    // sort is stable, so of two events with one key the first still claims it.
    const sorted = rows
      .map((row, i) => ({ row, i }))
      .sort((a, b) => byExternalId(a.row.externalId, b.row.externalId) || a.i - b.i)
      .map((x) => x.row);
    const names = [...new Set(rows.map((r) => r.name))].sort();
    const inserted = await insertIngestBatch(tx, organizationId, now, uuidv7(), sorted, {
      names,
      ids: names.map(() => uuidv7()),
    });
    if (inserted > 0) await queueMeterJob(tx, now, organizationId);
    return { inserted, duplicates: rows.length - inserted };
  });
}

/** Rows without an external id first, then by external id (code unit order). */
function byExternalId(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

async function buildRows(
  tx: Executor,
  organizationId: string,
  events: EventInput[],
  now: Date,
): Promise<IngestRow[]> {
  const issues: ValidationIssue[] = [];
  const nowIso = now.toISOString();
  const timestamps = events.map((e, i) => {
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

  const customerIds: string[] = [];
  const externalCustomerIds: string[] = [];
  for (const e of events) {
    if (e.customer_id) customerIds.push(e.customer_id.toLowerCase());
    else if (e.external_customer_id) externalCustomerIds.push(e.external_customer_id);
  }
  const customers = await lookupCustomerRefs(tx, organizationId, customerIds, externalCustomerIds);
  events.forEach((e, i) => {
    const found = e.customer_id ? customers.byId.get(e.customer_id.toLowerCase()) : undefined;
    if (e.customer_id && (!found || found.deletedAt !== null)) {
      issues.push({
        loc: at(i, "customer_id"),
        msg: "no such customer in this organization",
        input: e.customer_id,
      });
    }
  });

  const ids = events.map(() => uuidv7());
  const parents = await resolveParents(tx, organizationId, events, ids, issues);
  if (issues.length > 0) throw new RequestValidationError(issues);

  return events.map((e, i) => {
    // Named by id: the customer's external id is recorded with it. Named by external id: kept as
    // sent, and the live customer holding it (if any yet) is recorded as the event's customer.
    const byId = e.customer_id ? customers.byId.get(e.customer_id.toLowerCase()) : undefined;
    const byExternal =
      !byId && e.external_customer_id ? customers.byExternalId.get(e.external_customer_id) : undefined;
    return {
      id: ids[i]!,
      timestamp: timestamps[i]!,
      name: e.name,
      customerId: (byId ?? byExternal)?.id ?? null,
      externalCustomerId: byId ? byId.externalId : (e.external_customer_id ?? null),
      externalId: e.external_id ?? null,
      parentId: parents[i] ?? null,
      metadata: JSON.stringify(e.metadata ?? {}),
    };
  });
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
