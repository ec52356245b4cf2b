import type { AppContext } from "../../context.js";
import { finishClaimedJob, type JobRow, takeQueuedJobs } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { enqueueSendForEvent } from "./delivery.js";
import { findSubscriptions, insertFannedOut } from "./dispatch-repository.js";
import { DISPATCH_JOB } from "./service.js";

/**
 * Events one fan-out takes at most: its own and those of other due `webhooks.dispatch` jobs still
 * queued, so that a burst of events is fanned out in a few set-based statements instead of one
 * job (claim, reads, insert, completion) per event.
 */
export const DISPATCH_BATCH = 64;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fans a recorded event out, and with it the events of up to `batch - 1` other queued, due
 * `webhooks.dispatch` jobs (taken and finished in the same transaction, so they never run on
 * their own; skipped when another worker holds them): a pending delivery for each enabled
 * endpoint of each event's organization subscribed to its type, and one delivery run, in one
 * transaction. Archived or missing events get none. Idempotent (unique event × endpoint): a
 * re-run after a crash creates nothing twice. Returns how many deliveries it made.
 */
export async function dispatchEvent(
  ctx: Pick<AppContext, "db" | "clock">,
  eventId: string,
  batch: number = DISPATCH_BATCH,
  ownJob?: JobRow,
): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Its own job ends with this transaction: until then it holds back the deliveries of its
    // organization's later events (claimRuns), and the send queued below must not find it running.
    if (ownJob) await finishClaimedJob(tx, now, ownJob);
    const others = await takeQueuedJobs(tx, now, DISPATCH_JOB, batch - 1);
    const taken = others.map((j) => j.payload.eventId).filter((id): id is string => typeof id === "string");
    const eventIds = [...new Set([eventId, ...taken].filter((id) => UUID.test(id)))];
    const pairs = await findSubscriptions(tx, eventIds);
    if (pairs.length === 0) {
      // Nothing to fan out, but later events' deliveries this job held back may now go.
      await enqueueSendForEvent(tx, now, now);
      return 0;
    }
    await insertFannedOut(
      tx,
      pairs,
      pairs.map(() => uuidv7()),
      now,
    );
    // One delivery run sends to all of them (each endpoint's queue in order), queued as of the
    // earliest event's time.
    let earliest = pairs[0]!.eventCreatedAt;
    for (const p of pairs) if (p.eventCreatedAt.getTime() < earliest.getTime()) earliest = p.eventCreatedAt;
    await enqueueSendForEvent(tx, now, earliest);
    return pairs.length;
  });
}
