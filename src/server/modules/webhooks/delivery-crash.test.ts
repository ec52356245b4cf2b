import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDelivery, webhookDeliveryAttempt } from "../../db/schema/webhook-deliveries.js";
import { LEASE_MS } from "../../jobs/queue.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { kassaCommand } from "../../test/kassa-cli.js";
import { type Receiver, startReceiver } from "../../test/standins/webhook-receiver.js";
import { createSeller } from "../../test/v1-helpers.js";

/**
 * A worker process killed (SIGKILL) while its request is open at the receiver: nothing is lost,
 * the next worker sends the event again with the same webhook-id. It needs two processes on one
 * database, so it runs on PostgreSQL only (DATABASE_URL); an in-memory PGlite cannot be shared.
 */
describe.skipIf(!process.env.DATABASE_URL)("webhook delivery across a worker crash (PostgreSQL)", () => {
  let t: TestApp;
  let clock: ManualClock;
  let receiver: Receiver;

  beforeAll(async () => {
    clock = manualClock(new Date());
    t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: "true" } });
    receiver = await startReceiver(() => "hold");
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it("redelivers with the same webhook-id after the worker is killed mid-request", async () => {
    const seller = await createSeller(t, "Crash");
    const ep = await seller.api.post("/v1/webhooks/endpoints", {
      url: receiver.url("/crash"),
      format: "raw",
      events: ["product.created"],
    });
    expect(ep.status).toBe(201);
    const product = await seller.api.post("/v1/products/", {
      name: "Crash test",
      prices: [{ amount_type: "fixed", price_amount: 500 }],
    });
    expect(product.status).toBe(201);

    const url = (t.ctx.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const child = spawn(process.execPath, kassaCommand("worker"), {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: "test",
        BASE_URL: "http://localhost:3000", // vitest sets BASE_URL=/ for Vite
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), "kassa-crash-")),
        AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
        WEBHOOKS_ALLOW_PRIVATE: "true",
        LOG_LEVEL: process.env.CRASH_TEST_DEBUG ? "debug" : "silent",
      },
      stdio: process.env.CRASH_TEST_DEBUG ? "inherit" : "ignore",
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on("exit", (_code, signal) => resolve(signal)),
    );
    try {
      await Promise.race([
        // The worker's start-up included: over 30 s on a loaded CI machine.
        receiver.waitFor(1, 90_000),
        exited.then((signal) => Promise.reject(new Error(`the worker exited early (${signal})`))),
      ]);
    } finally {
      child.kill("SIGKILL");
    }
    expect(await exited).toBe("SIGKILL");
    const first = receiver.received[0]!;

    // Nothing was recorded for the interrupted attempt: the delivery is still pending.
    const [pending] = await t.ctx.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.endpointId, ep.body.id));
    expect(pending).toMatchObject({ status: "pending", attempts: 0 });
    expect(await t.ctx.db.select().from(webhookDeliveryAttempt)).toHaveLength(0);

    // Another worker (this process), once the dead worker's lease has expired.
    receiver.reply = () => ({ status: 200, body: "ok" });
    await t.runJobs();
    expect(receiver.received).toHaveLength(1); // the send job is still leased to the dead worker
    clock.set(new Date(Date.now() + LEASE_MS + 1000));
    await t.runJobs();
    expect(receiver.received).toHaveLength(2);
    const second = receiver.received[1]!;
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(second.body).toBe(first.body);
    const [done] = await t.ctx.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.endpointId, ep.body.id));
    expect(done).toMatchObject({ status: "succeeded", attempts: 1 });
  }, 150_000);
});
