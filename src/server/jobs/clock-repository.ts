import { and, eq, gt } from "drizzle-orm";
import { job } from "../db/schema/jobs.js";
import type { Executor } from "../db/types.js";

/**
 * Jobs enqueued by work that ran at a test clock's instant `at` (webhook dispatch, emails) are due
 * at that instant, which may be ahead of real time: they are made due at `realNow`, so they run
 * as the clock moves. The job table holds no organization: this touches every queued job
 * created and due exactly at `at` (an instant only a clock's advance produces).
 */
export async function releaseJobsEnqueuedAt(db: Executor, at: Date, realNow: Date): Promise<void> {
  if (at.getTime() <= realNow.getTime()) return;
  await db
    .update(job)
    .set({ runAt: realNow })
    .where(and(eq(job.status, "queued"), eq(job.createdAt, at), eq(job.runAt, at), gt(job.runAt, realNow)));
}
