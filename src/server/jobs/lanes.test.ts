import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows.js";
import { job, URGENT_JOB_NAMES, URGENT_JOBS_CONDITION } from "../db/schema/jobs.js";
import { type ManualClock, manualClock } from "../lib/clock.js";
import { SEND_EMAIL_NOW_JOB } from "../modules/emails/service.js";
import { SEND_JOB } from "../modules/webhooks/send-job.js";
import { DISPATCH_JOB } from "../modules/webhooks/service.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { claimJobs, enqueueJob, LEASE_MS } from "./queue.js";
import type { JobHandlers } from "./registry.js";
import { startWorker } from "./worker.js";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date("2026-03-01T12:00:00Z"));
  t = await createTestApp({ clock, env: { WORKER_CONCURRENCY: "2", WORKER_URGENT_CONCURRENCY: "1" } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(job);
});

/** A promise with its resolve function, for a handler the test releases when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("the urgent lane (webhook fan-out and delivery, emails someone waits for)", () => {
  it("names the webhook module's fan-out and delivery jobs and the email module's waited-for delivery", () => {
    expect([...URGENT_JOB_NAMES].sort()).toEqual([DISPATCH_JOB, SEND_JOB, SEND_EMAIL_NOW_JOB].sort());
  });

  it("claims only urgent jobs, expired leases first, however many older jobs of other kinds are due", async () => {
    for (let i = 0; i < 5; i++) await enqueueJob(t.ctx.db, clock.now(), "test.other", { i });
    clock.advance(1_000);
    await enqueueJob(t.ctx.db, clock.now(), DISPATCH_JOB, { n: 1 });
    clock.advance(1_000);
    await enqueueJob(t.ctx.db, clock.now(), SEND_JOB, { n: 2 });
    await enqueueJob(t.ctx.db, clock.now(), "test.other", { late: true });

    const urgent = await claimJobs(t.ctx.db, clock.now(), "lane", 10, LEASE_MS, true);
    expect(urgent.map((j) => j.name)).toEqual([DISPATCH_JOB, SEND_JOB]);
    expect(await claimJobs(t.ctx.db, clock.now(), "lane", 10, LEASE_MS, true)).toEqual([]);
    // The general claim still takes every kind, oldest first.
    const all = await claimJobs(t.ctx.db, clock.now(), "general", 10);
    expect(all.map((j) => j.name)).toEqual(Array(6).fill("test.other"));

    // A crashed worker's urgent job is taken over by the lane once its lease expires; the other
    // kinds' expired leases are left to the general claim.
    clock.advance(LEASE_MS + 1);
    const retaken = await claimJobs(t.ctx.db, clock.now(), "lane-2", 10, LEASE_MS, true);
    expect(retaken.map((j) => [j.name, j.attempts])).toEqual([
      [DISPATCH_JOB, 2],
      [SEND_JOB, 2],
    ]);
  });

  it("runs a webhook job at once while every general slot is taken and more work waits before it", async () => {
    const blockers = gate();
    const started: string[] = [];
    const urgentRan = gate();
    const handlers: JobHandlers = {
      "test.slow": async (_ctx, p) => {
        started.push(String(p.i));
        await blockers.opened;
      },
      [SEND_JOB]: async () => urgentRan.open(),
    };
    // Older than the webhook job: a FIFO queue with two slots would run it only after all six.
    for (let i = 0; i < 6; i++) await enqueueJob(t.ctx.db, clock.now(), "test.slow", { i });
    clock.advance(1_000);
    await enqueueJob(t.ctx.db, clock.now(), SEND_JOB, {});
    const worker = startWorker(t.ctx, handlers);
    try {
      await urgentRan.opened;
      // Both general slots hold slow jobs that have not finished, and four wait behind them.
      expect(started.length).toBeLessThanOrEqual(2);
      const [row] = rowsOf<{ n: number }>(
        await t.ctx.db.execute(
          sql`select count(*)::int as n from ${job} where name = 'test.slow' and status <> 'succeeded'`,
        ),
      );
      expect(row!.n).toBe(6);
    } finally {
      blockers.open();
      await worker.stop();
    }
  });

  it("is served by its own index: the claim's condition is the index's, text for text", async () => {
    const at = clock.now().toISOString();
    await t.ctx.db.execute(sql`
      insert into ${job} (id, name, payload, run_at, created_at)
      select gen_random_uuid(), 'test.other', '{}'::jsonb, ${at}::timestamptz - i * interval '1 second', ${at}::timestamptz
      from generate_series(1, 2000) as i`);
    await enqueueJob(t.ctx.db, clock.now(), SEND_JOB, {});
    await t.ctx.db.execute(sql`analyze ${job}`);
    const plan = await t.ctx.db.execute(
      sql.raw(
        `explain select id from job where status = 'queued' and run_at <= now() + interval '1 day' and ${URGENT_JOBS_CONDITION} order by run_at limit 2`,
      ),
    );
    expect(JSON.stringify(rowsOf(plan))).toContain("job_urgent_due_idx");
  });
});
