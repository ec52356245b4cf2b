import { performance } from "node:perf_hooks";
import type { AppContext } from "../../context.js";
import { type ClaimedDelivery, claimRuns, nextHeadDueAt } from "./delivery-batch-repository.js";
import { recordAttempts } from "./delivery-outcome.js";
import {
  DELIVERY_CONCURRENCY,
  DELIVERY_LOCK_MS,
  DELIVERY_RUN_LENGTH,
  DELIVERY_RUN_MS,
} from "./delivery-policy.js";
import { type EventRow, findEventsByIds, skipPending, updateDelivery } from "./delivery-repository.js";
import { BodyCache, type Run, type RunResult, sendRun } from "./delivery-send.js";
import { enqueueSend } from "./send-job.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "logger">;

export { USER_AGENT } from "./delivery-send.js";

export interface RunOptions {
  /** Only these endpoints' queues (default: every endpoint's). */
  endpointIds?: string[];
  /** Endpoints served at once (default DELIVERY_CONCURRENCY). */
  concurrency?: number;
  /** Deliveries of one endpoint per claim (default DELIVERY_RUN_LENGTH). */
  runLength?: number;
}

/** A delivery run in progress: `kick` makes it look for new work before it stops. */
interface Running {
  kick(): void;
}

/**
 * The run of each database in this process (keyed by its Drizzle instance), so that concurrent
 * `webhooks.send` jobs of one worker share one run instead of each taking a worker slot.
 */
const runs = new WeakMap<object, Running>();

/**
 * What a `webhooks.send` job does: when this process already has a run going, asks it to look
 * for new work and returns at once (its deliveries are that run's now); otherwise runs one with
 * the job's id as its sender id. The hand-over is synchronous: a run stops only when it found
 * nothing after its last kick, and unregisters in the same tick.
 */
export async function runDeliveries(ctx: Deps, senderId: string): Promise<number> {
  const current = runs.get(ctx.db);
  if (current) {
    current.kick();
    return 0;
  }
  return deliverDue(ctx, senderId, {}, (run) => {
    if (run) runs.set(ctx.db, run);
    else runs.delete(ctx.db);
  });
}

/**
 * Sends due deliveries, many endpoints at once and each endpoint's in order, until none is left:
 * claims _runs_ in one statement (`claimRuns`: per endpoint its head and up to `runLength - 1`
 * deliveries right behind it), sends each endpoint's run in sequence (`sendRun`: the next request
 * only after the one before succeeded) while the other endpoints' runs go on in parallel, and
 * records attempts together (`recordAttempts`: one statement when all went well) while the runs
 * are still sending: finished runs, and parts of DELIVERY_RECORD_EVERY attempts of runs that go
 * on; an endpoint is claimed again once the last part of its run is recorded. Claiming and
 * recording overlap (one of each at a time). A slow or timing-out endpoint holds only its own run:
 * the loop never waits for a given request. Attempts are recorded after their request, so a crash
 * re-sends (same `webhook-id`) what was in flight or not yet recorded, and loses nothing;
 * `senderId` (the job's id) lets a retried or re-offered job take its own held deliveries back at
 * once. Returns how many attempts it made.
 */
export async function deliverDue(
  ctx: Deps,
  senderId: string,
  opts: RunOptions = {},
  register: (run: Running | null) => void = () => {},
): Promise<number> {
  const concurrency = opts.concurrency ?? DELIVERY_CONCURRENCY;
  const runLength = opts.runLength ?? DELIVERY_RUN_LENGTH;
  const runMs = Math.min(DELIVERY_RUN_MS, ctx.config.worker.leaseMs / 2);
  const started = performance.now();
  const bodies = new BodyCache();
  const events = new Map<string, EventRow | null>();
  // Endpoints whose run this sender has claimed and not yet recorded: never claimed again meanwhile.
  const busy = new Set<string>();
  const finished: RunResult[] = [];
  let look = true; // whether a claim may find something
  let claiming = false;
  let recording = false;
  let failure = null as { error: unknown } | null;
  let wake: (() => void) | null = null;
  let attempts = 0;
  const woken = () => wake?.();
  const fail = (error: unknown) => {
    failure ??= { error };
  };

  const record = async (batch: RunResult[]) => {
    await recordAttempts(
      ctx,
      batch.flatMap((r) => r.sent),
      batch.flatMap((r) => r.unsent),
    );
    // Only now may their endpoints be claimed again (a run is held until all of it is recorded;
    // its parts are recorded in order, the final one last).
    let ended = false;
    for (const r of batch) {
      if (!r.final) continue;
      busy.delete(r.endpointId);
      ended = true;
    }
    if (ended) look = true;
  };
  const claim = async (free: number) => {
    const now = ctx.clock.now();
    const claimed = await claimRuns(ctx.db, {
      now,
      lockedUntil: new Date(now.getTime() + DELIVERY_LOCK_MS),
      lockedBy: senderId,
      limit: free,
      runLength,
      busy: [...busy],
      endpointIds: opts.endpointIds,
    });
    if (claimed.endpoints === free) look = true;
    const { ready, dropped } = await prepare(ctx, claimed, events, now);
    if (dropped) look = true;
    for (const run of ready) {
      busy.add(run.endpointId);
      const done = (result: RunResult) => {
        attempts += result.sent.length;
        finished.push(result);
        woken();
      };
      void sendRun(ctx, run, bodies, done).then(done);
    }
  };

  register({
    kick() {
      look = true;
      woken();
    },
  });
  for (;;) {
    if (failure) {
      register(null);
      throw failure.error;
    }
    if (!recording && finished.length > 0) {
      recording = true;
      void record(finished.splice(0))
        .catch(fail)
        .finally(() => {
          recording = false;
          woken();
        });
    }
    const expired = performance.now() - started > runMs;
    const free = concurrency - busy.size;
    if (!claiming && look && free > 0 && !expired) {
      look = false;
      claiming = true;
      void claim(free)
        .catch(fail)
        .finally(() => {
          claiming = false;
          woken();
        });
    }
    if (!claiming && !recording && finished.length === 0 && busy.size === 0 && (!look || expired)) {
      // Nothing in flight, nothing to record, no kick since the last empty claim: stop now (in
      // this tick, so a job arriving later starts a run of its own).
      register(null);
      break;
    }
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = null;
  }
  if (performance.now() - started > runMs) {
    // Handed over to a fresh job, so no run outlives its job's lease.
    await enqueueSend(ctx.db, ctx.clock.now());
  } else {
    await scheduleNextHead(ctx, opts.endpointIds);
  }
  return attempts;
}

/**
 * A head nobody can take now (waiting for its retry time, or held by a sender that may have
 * died) gets a run at the time it becomes takeable, so no queue depends on one job surviving.
 */
async function scheduleNextHead(ctx: Deps, endpointIds: string[] | undefined): Promise<void> {
  const now = ctx.clock.now();
  const due = await nextHeadDueAt(ctx.db, now, endpointIds);
  if (due) await enqueueSend(ctx.db, now, undefined, new Date(due.getTime() + 1));
}

/**
 * Groups the claimed deliveries into runs and loads their events (those not seen yet in this
 * delivery run, one query). A disabled or deleted endpoint's queue is skipped (its claimed
 * deliveries with it); a delivery whose event is gone is skipped, and the rest of its run goes on.
 * `dropped` says whether any was.
 */
async function prepare(
  ctx: Deps,
  claimed: Awaited<ReturnType<typeof claimRuns>>,
  events: Map<string, EventRow | null>,
  now: Date,
): Promise<{ ready: Run[]; dropped: boolean }> {
  const { deliveries, disabled } = claimed;
  if (deliveries.length === 0) return { ready: [], dropped: false };
  const missing = [...new Set(deliveries.map((d) => d.eventId).filter((id) => !events.has(id)))];
  if (missing.length > 0) {
    if (events.size + missing.length > 10_000) events.clear();
    const found = new Map((await findEventsByIds(ctx.db, missing)).map((e) => [e.id, e]));
    for (const id of missing) events.set(id, found.get(id) ?? null);
  }
  for (const endpointId of disabled) await skipPending(ctx.db, endpointId, now);
  const runs = new Map<string, Run>();
  let dropped = disabled.size > 0;
  for (const delivery of deliveries) {
    if (disabled.has(delivery.endpointId) || !delivery.endpoint) continue;
    const event = events.get(delivery.eventId);
    if (!event) {
      dropped = true;
      await skipMissingEvent(ctx, delivery, now);
      continue;
    }
    let run = runs.get(delivery.endpointId);
    if (!run) {
      run = { endpointId: delivery.endpointId, endpoint: delivery.endpoint, items: [] };
      runs.set(delivery.endpointId, run);
    }
    run.items.push({ delivery, event });
  }
  return { ready: [...runs.values()], dropped };
}

function skipMissingEvent(ctx: Deps, delivery: ClaimedDelivery, now: Date) {
  return updateDelivery(ctx.db, delivery.id, {
    status: "skipped",
    skipReason: "event_missing",
    lockedUntil: null,
    lockedBy: null,
    completedAt: now,
  });
}
