import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { job } from "../db/schema/jobs.js";
import { type ManualClock, manualClock } from "../lib/clock.js";
import { uuidv7 } from "../lib/ids.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { PRUNE_FINISHED_JOB, pruneFinishedJobs } from "./prune.js";
import { backoffMs, claimJobs, enqueueJob, LEASE_MS, takeQueuedJobs } from "./queue.js";
import type { JobHandlers } from "./registry.js";
import { runDueJobs, startWorker } from "./worker.js";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date("2026-03-01T12:00:00Z"));
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(job);
});

const rowsOf = () => t.ctx.db.select().from(job);

describe("job queue", () => {
  it("enqueues in the caller's transaction: a rolled-back change leaves no job", async () => {
    await t.ctx.db
      .transaction(async (tx) => {
        await enqueueJob(tx, clock.now(), "test.noop", { id: "a" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await t.ctx.db.transaction((tx) => enqueueJob(tx, clock.now(), "test.noop", { id: "b" }));
    const rows = await rowsOf();
    expect(rows.map((r) => r.payload)).toEqual([{ id: "b" }]);
  });

  it("runs due jobs only, and later ones once the clock reaches them", async () => {
    const seen: string[] = [];
    const handlers: JobHandlers = { "test.record": async (_ctx, p) => void seen.push(String(p.id)) };
    await enqueueJob(t.ctx.db, clock.now(), "test.record", { id: "now" });
    await enqueueJob(
      t.ctx.db,
      clock.now(),
      "test.record",
      { id: "later" },
      { runAt: new Date(clock.now().getTime() + 60_000) },
    );
    expect(await runDueJobs(t.ctx, handlers)).toBe(1);
    expect(seen).toEqual(["now"]);
    clock.advance(60_000);
    expect(await runDueJobs(t.ctx, handlers)).toBe(1);
    expect(seen).toEqual(["now", "later"]);
    const rows = await rowsOf();
    expect(rows.every((r) => r.status === "succeeded" && r.finishedAt !== null)).toBe(true);
  });

  it("retries a failing job with growing backoff, then marks it dead with the error", async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      "test.fail": async () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
    };
    const id = await enqueueJob(t.ctx.db, clock.now(), "test.fail", {}, { maxAttempts: 3 });
    await runDueJobs(t.ctx, handlers);
    let [row] = await t.ctx.db.select().from(job).where(eq(job.id, id));
    expect(row!.status).toBe("queued");
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBe("boom 1");
    expect(row!.runAt.getTime()).toBe(clock.now().getTime() + backoffMs(1));

    expect(await runDueJobs(t.ctx, handlers)).toBe(0); // not due yet
    clock.advance(backoffMs(1));
    await runDueJobs(t.ctx, handlers);
    [row] = await t.ctx.db.select().from(job).where(eq(job.id, id));
    expect(row!.attempts).toBe(2);
    expect(row!.runAt.getTime()).toBe(clock.now().getTime() + backoffMs(2));
    clock.advance(backoffMs(2));
    await runDueJobs(t.ctx, handlers);
    [row] = await t.ctx.db.select().from(job).where(eq(job.id, id));
    expect(row!.status).toBe("dead");
    expect(row!.lastError).toBe("boom 3");
    expect(calls).toBe(3);
  });

  it("fails a job whose name has no handler instead of losing it", async () => {
    const id = await enqueueJob(t.ctx.db, clock.now(), "test.unknown", {}, { maxAttempts: 1 });
    await runDueJobs(t.ctx, {});
    const [row] = await t.ctx.db.select().from(job).where(eq(job.id, id));
    expect(row!.status).toBe("dead");
    expect(row!.lastError).toMatch(/No handler/);
  });

  it("enqueues a job with a dedupe key once", async () => {
    await enqueueJob(t.ctx.db, clock.now(), "test.noop", {}, { dedupeKey: "only-once" });
    await enqueueJob(t.ctx.db, clock.now(), "test.noop", {}, { dedupeKey: "only-once" });
    expect(await rowsOf()).toHaveLength(1);
  });

  it("gives each job to exactly one of several concurrent workers", async () => {
    const n = 60;
    for (let i = 0; i < n; i++) await enqueueJob(t.ctx.db, clock.now(), "test.count", { i });
    const runs = new Map<number, number>();
    const handlers: JobHandlers = {
      "test.count": async (_ctx, p) => {
        const i = Number(p.i);
        runs.set(i, (runs.get(i) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 1));
      },
    };
    const done = await Promise.all(
      [1, 2, 3, 4].map((w) => runDueJobs(t.ctx, handlers, { workerId: `w${w}`, batch: 3 })),
    );
    expect(done.reduce((a, b) => a + b, 0)).toBe(n);
    expect(runs.size).toBe(n);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const lockedBy = await t.ctx.db.execute(
      sql`select count(*)::int as n from ${job} where status <> 'succeeded'`,
    );
    expect((lockedBy as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("lets another worker take over a job whose worker died (lease expired)", async () => {
    await enqueueJob(t.ctx.db, clock.now(), "test.noop", {});
    const [claimed] = await claimJobs(t.ctx.db, clock.now(), "crashed-worker", 1);
    expect(claimed).toBeDefined();
    expect(await claimJobs(t.ctx.db, clock.now(), "other", 1)).toHaveLength(0);
    clock.advance(LEASE_MS + 1);
    const [retaken] = await claimJobs(t.ctx.db, clock.now(), "other", 1);
    expect(retaken?.id).toBe(claimed!.id);
    expect(retaken?.attempts).toBe(2);
  });

  it("runs jobs in the background worker loop until stopped", async () => {
    const seen: string[] = [];
    const handlers: JobHandlers = { "test.record": async (_ctx, p) => void seen.push(String(p.id)) };
    const worker = startWorker(t.ctx, handlers);
    await enqueueJob(t.ctx.db, clock.now(), "test.record", { id: "bg" });
    for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    await worker.stop();
    expect(seen).toEqual(["bg"]);
  });
});

describe("pruning finished jobs", () => {
  it("deletes succeeded jobs finished over 7 days ago, keeps newer and dead ones, and schedules the next run", async () => {
    const day = 86_400_000;
    const now = clock.now();
    const old = new Date(now.getTime() - 8 * day);
    const recent = new Date(now.getTime() - 6 * day);
    const base = { name: "test.done", payload: {}, runAt: old, createdAt: old };
    await t.ctx.db.insert(job).values([
      { ...base, id: uuidv7(), status: "succeeded", finishedAt: old, dedupeKey: "old-done" },
      { ...base, id: uuidv7(), status: "succeeded", finishedAt: recent },
      { ...base, id: uuidv7(), status: "dead", finishedAt: old, lastError: "boom" },
      { ...base, id: uuidv7(), status: "queued" },
    ]);
    expect(await pruneFinishedJobs(t.ctx)).toBe(1);
    const rows = await rowsOf();
    expect(rows.some((r) => r.dedupeKey === "old-done")).toBe(false);
    expect(
      rows
        .filter((r) => r.name === "test.done")
        .map((r) => r.status)
        .sort(),
    ).toEqual(["dead", "queued", "succeeded"]);
    const next = rows.find((r) => r.name === PRUNE_FINISHED_JOB);
    expect(next?.runAt.getTime()).toBeGreaterThan(now.getTime());
    // The freed dedupe key can be used again.
    await enqueueJob(t.ctx.db, now, "test.done", {}, { dedupeKey: "old-done" });
    expect((await rowsOf()).filter((r) => r.dedupeKey === "old-done")).toHaveLength(1);
  });
  it("takes queued due jobs of one name into the caller's transaction: done with it, queued again if it rolls back", async () => {
    const now = clock.now();
    for (const id of ["a", "b", "c"]) await enqueueJob(t.ctx.db, now, "test.batch", { id });
    await enqueueJob(
      t.ctx.db,
      now,
      "test.batch",
      { id: "later" },
      { runAt: new Date(now.getTime() + 60_000) },
    );
    await enqueueJob(t.ctx.db, now, "test.other", { id: "other" });
    const [running] = await claimJobs(t.ctx.db, now, "w1", 1);
    expect(running?.payload).toEqual({ id: "a" });
    await t.ctx.db
      .transaction(async (tx) => {
        expect(await takeQueuedJobs(tx, now, "test.batch", 10)).toHaveLength(2);
        throw new Error("roll back");
      })
      .catch(() => {});
    const taken = await t.ctx.db.transaction((tx) => takeQueuedJobs(tx, now, "test.batch", 1));
    expect(taken.map((j) => j.payload)).toEqual([{ id: "b" }]);
    const byId = new Map((await rowsOf()).map((r) => [(r.payload as { id: string }).id, r]));
    expect(byId.get("a")?.status).toBe("running");
    expect(byId.get("b")).toMatchObject({ status: "succeeded", attempts: 1, finishedAt: now });
    expect(byId.get("c")?.status).toBe("queued");
    expect(byId.get("later")?.status).toBe("queued");
    expect(byId.get("other")?.status).toBe("queued");
  });
});
