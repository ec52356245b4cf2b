import type { AppContext } from "../context.js";
import { inlineJobs } from "../jobs/queue.js";
import { jobHandlers } from "../jobs/registry.js";
import {
  CUSTOMER_NOTIFY_JOB,
  SEND_EMAIL_JOB,
  SEND_EMAIL_NOW_JOB,
  withdrawUnsentEmail,
} from "../modules/emails/service.js";
import { DISPATCH_JOB } from "../modules/webhooks/service.js";

/**
 * The jobs a past instant's work tells the outside world with: customer receipts and seller
 * notices (`emails.customer-notify`), the emails themselves (license keys, …: `email.send`, codes and links: `email.send-now`) and
 * webhook deliveries. History that happened "a year ago" tells nobody: these are finished
 * without running, and their recorded emails withdrawn.
 */
const SILENT = new Set([CUSTOMER_NOTIFY_JOB, SEND_EMAIL_JOB, SEND_EMAIL_NOW_JOB, DISPATCH_JOB]);

/** The simulated time the history runs on, remembering every instant it was read at. */
export interface HistoryClock {
  now(): Date;
  set(at: number): void;
  /** Every instant `now()` returned: the `created_at` of every job the history enqueued. */
  readonly instants: Set<number>;
}

export function historyClock(start: number): HistoryClock {
  let current = start;
  const instants = new Set<number>();
  return {
    now: () => {
      instants.add(current);
      return new Date(current);
    },
    set: (at) => {
      current = at;
    },
    instants,
  };
}

/**
 * Runs, as a worker would have at the time, the jobs the history enqueued that were due by `upTo`
 * (each at its own run time), in the history's transaction (`ctx.db`), until none is left:
 * benefit grants (license keys), checkout expiries, refund and renewal follow-ups. Jobs of other
 * processes (created in the same window but not at one of the history's instants) are left alone.
 */
export async function runHistoryJobs(
  ctx: AppContext,
  clock: HistoryClock,
  window: { from: number; to: number },
  upTo: number,
): Promise<number> {
  let ran = 0;
  for (;;) {
    const due = (
      await inlineJobs.due(ctx.db, new Date(window.from), new Date(window.to), new Date(upTo))
    ).filter((job) => clock.instants.has(job.createdAt.getTime()));
    if (due.length === 0) return ran;
    for (const job of due) {
      const at = Math.max(job.runAt.getTime(), job.createdAt.getTime());
      clock.set(at);
      if (SILENT.has(job.name)) {
        if (job.name === SEND_EMAIL_JOB || job.name === SEND_EMAIL_NOW_JOB) {
          const { emailId, emailIds } = job.payload;
          for (const id of Array.isArray(emailIds) ? emailIds : [emailId])
            await withdrawUnsentEmail(ctx.db, String(id));
        }
      } else {
        const handler = jobHandlers[job.name];
        if (!handler) throw new Error(`demo history: no handler for job ${job.name}`);
        await handler(ctx, job.payload, job);
      }
      await inlineJobs.finish(ctx.db, job.id, clock.now());
      ran++;
    }
  }
}
