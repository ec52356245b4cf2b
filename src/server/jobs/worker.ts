import { hostname } from "node:os";
import type { AppContext } from "../context.js";
import { listen } from "../db/listen.js";
import { uuidv7 } from "../lib/ids.js";
import { claimJobs, completeJob, failJob, JOBS_CHANNEL, type JobRow } from "./queue.js";
import { type JobHandlers, recurringJobs } from "./registry.js";

async function runOne(ctx: AppContext, handlers: JobHandlers, claimed: JobRow): Promise<void> {
  const handler = handlers[claimed.name];
  try {
    if (!handler) throw new Error(`No handler registered for job "${claimed.name}"`);
    await handler(ctx, claimed.payload, claimed);
    await completeJob(ctx.db, ctx.clock.now(), claimed);
  } catch (error) {
    ctx.logger.warn(
      { job: claimed.name, jobId: claimed.id, attempt: claimed.attempts, err: String(error) },
      "job failed",
    );
    await failJob(ctx.db, ctx.clock.now(), claimed, error);
  }
}

/**
 * Runs every job that is due now, batch after batch, until none is left; returns how many ran.
 * Tests call this instead of waiting for a worker; `kassa worker` runs the same code in a loop.
 */
export async function runDueJobs(
  ctx: AppContext,
  handlers: JobHandlers,
  opts: { workerId?: string; batch?: number; maxRounds?: number } = {},
): Promise<number> {
  const workerId = opts.workerId ?? `drain-${uuidv7()}`;
  let total = 0;
  for (let round = 0; round < (opts.maxRounds ?? 1000); round++) {
    const claimed = await claimJobs(
      ctx.db,
      ctx.clock.now(),
      workerId,
      opts.batch ?? 10,
      ctx.config.worker.leaseMs,
    );
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((j) => runOne(ctx, handlers, j)));
    total += claimed.length;
  }
  return total;
}

export interface Worker {
  stop(): Promise<void>;
}

/**
 * Calls `onNotify` whenever a job-enqueueing transaction commits anywhere on the database, and
 * when listening (re)starts, to catch up on anything enqueued meanwhile. Without it the worker
 * still finds every job at its next poll (WORKER_POLL_MS).
 */
async function listenForJobs(ctx: AppContext, onNotify: () => void): Promise<() => Promise<void>> {
  const listener = await listen(ctx.database, JOBS_CHANNEL, ctx.logger, onNotify, (up) => {
    if (up) onNotify();
  });
  return () => listener.close();
}

/** A lane of a worker: up to `slots` jobs at once, claimed by `claim` as slots free. */
interface Lane {
  name: string;
  slots: number;
  urgentOnly: boolean;
}

/**
 * Runs up to WORKER_CONCURRENCY jobs of any kind at once, claiming a new one as soon as a slot
 * frees (a slow job never holds up the others), and beside them up to WORKER_URGENT_CONCURRENCY
 * jobs of the urgent lane (`URGENT_JOB_NAMES`: the webhook fan-out and delivery, emails someone
 * waits for), so that a backlog of other work never delays them. Wakes on NOTIFY from committed
 * enqueues (so a job is picked in milliseconds), when a slot frees, and otherwise every
 * WORKER_POLL_MS for delayed jobs and expired leases. Several workers (loops or processes) may
 * run at once.
 */
export function startWorker(ctx: AppContext, handlers: JobHandlers): Worker {
  const workerId = `${hostname()}:${process.pid}:${uuidv7().slice(-8)}`;
  const { concurrency, urgentConcurrency, pollMs } = ctx.config.worker;
  let stopping = false;
  const wakes = new Set<() => void>();
  const signal = () => {
    for (const wake of wakes) wake();
  };
  const unlisten = listenForJobs(ctx, signal).catch((error) => {
    ctx.logger.warn({ err: String(error) }, "job listener failed; polling only");
    return async () => {};
  });

  const runLane = async (lane: Lane) => {
    let wake: (() => void) | null = null;
    let woken = false;
    const onSignal = () => {
      woken = true;
      wake?.();
    };
    wakes.add(onSignal);
    const inFlight = new Set<Promise<void>>();
    while (!stopping) {
      woken = false;
      const free = lane.slots - inFlight.size;
      let claimedCount = 0;
      if (free > 0) {
        try {
          const claimed = await claimJobs(
            ctx.db,
            ctx.clock.now(),
            workerId,
            free,
            ctx.config.worker.leaseMs,
            lane.urgentOnly,
          );
          claimedCount = claimed.length;
          for (const j of claimed) {
            const running: Promise<void> = runOne(ctx, handlers, j).finally(() => {
              inFlight.delete(running);
              // The freed slot is this lane's: only this lane claims again.
              onSignal();
            });
            inFlight.add(running);
          }
        } catch (error) {
          ctx.logger.error({ err: String(error), lane: lane.name }, "worker poll failed");
        }
      }
      // Claim again at once while there is work and room; otherwise wait for a signal or the poll.
      if (stopping || (claimedCount === free && free > 0) || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
    wakes.delete(onSignal);
    await Promise.all(inFlight);
  };

  const lanes: Lane[] = [{ name: "all", slots: concurrency, urgentOnly: false }];
  if (urgentConcurrency > 0) lanes.push({ name: "urgent", slots: urgentConcurrency, urgentOnly: true });
  const loop = (async () => {
    for (const [name, start] of Object.entries(recurringJobs)) {
      if (!handlers[name]) continue;
      await start(ctx).catch((error) =>
        ctx.logger.error({ job: name, err: String(error) }, "could not schedule recurring job"),
      );
    }
    if (!stopping) await Promise.all(lanes.map(runLane));
  })();

  ctx.logger.info({ workerId, concurrency, urgentConcurrency }, "worker started");
  return {
    async stop() {
      stopping = true;
      signal();
      await loop;
      await (await unlisten)();
    },
  };
}
