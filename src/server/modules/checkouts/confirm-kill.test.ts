import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout } from "../../db/schema/checkouts.js";
import { order } from "../../db/schema/orders.js";
import { sandboxCharge } from "../../db/schema/sandbox-payments.js";
import { fixedProduct, makeCheckout, payBody } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { kassaCommand } from "../../test/kassa-cli.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

/**
 * `kassa serve` killed (SIGKILL) while customers confirm checkouts, then started again: every
 * checkout that was charged has exactly one order and one charge within 30 s of the restarted
 * server answering (its start-up, which a loaded machine can take 20 s over, is not counted), and
 * every acknowledged confirm has its order. Real processes on one database, so PostgreSQL only.
 */
const ROUNDS = 3;
const CHECKOUTS_PER_ROUND = 48;
const CONCURRENCY = 12;
/** Confirms acknowledged before the kill, in each round. */
const KILL_AFTER_ACKS = 12;
const SETTLE_WITHIN_MS = 30_000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

describe.skipIf(!process.env.DATABASE_URL)(
  "kassa serve killed under checkout confirm load (PostgreSQL)",
  () => {
    let t: TestApp;
    let seller: Seller;
    let server: ChildProcess | null = null;
    let base: string;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      t = await createTestApp();
      seller = await createSeller(t, "Killed");
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const url = (t.ctx.database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      env = {
        ...process.env,
        NODE_ENV: "test",
        BASE_URL: base, // vitest sets BASE_URL=/ for Vite
        DATABASE_URL: url,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(join(tmpdir(), "kassa-kill-")),
        AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
        LOG_LEVEL: process.env.CRASH_TEST_DEBUG ? "info" : "silent",
      };
    });
    afterAll(async () => {
      server?.kill("SIGKILL");
      await t.close();
    });

    async function start(): Promise<ChildProcess> {
      const child = spawn(process.execPath, kassaCommand("serve"), {
        cwd: process.cwd(),
        env,
        stdio: process.env.CRASH_TEST_DEBUG ? "inherit" : "ignore",
      });
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`kassa serve exited (${child.exitCode})`);
        const up = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return child;
        if (Date.now() > deadline) throw new Error("kassa serve did not start");
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    async function kill(child: ChildProcess) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    }

    /** Per checkout: its status, its orders and its sandbox charges. */
    async function state(ids: string[]) {
      const rows = await t.ctx.db
        .select({ id: checkout.id, status: checkout.status })
        .from(checkout)
        .where(inArray(checkout.id, ids));
      const orders = await t.ctx.db
        .select({ checkoutId: order.checkoutId })
        .from(order)
        .where(inArray(order.checkoutId, ids));
      const charges = await t.ctx.db
        .select({ key: sandboxCharge.idempotencyKey, status: sandboxCharge.status })
        .from(sandboxCharge)
        .where(or(...ids.map((id) => like(sandboxCharge.idempotencyKey, `checkout:${id}:%`))));
      return ids.map((id) => ({
        id,
        status: rows.find((r) => r.id === id)?.status,
        orders: orders.filter((o) => o.checkoutId === id).length,
        charges: charges.filter((c) => c.key.startsWith(`checkout:${id}:`)).length,
      }));
    }

    it(`every charged checkout has one order and one charge within ${SETTLE_WITHIN_MS / 1000} s of the restart (${ROUNDS} rounds)`, async () => {
      const product = await fixedProduct(seller, 1900);
      server = await start();
      const figures: { acknowledged: number; charged: number; unsettledAtRestart: number; waitMs: number }[] =
        [];

      for (let round = 0; round < ROUNDS; round++) {
        const checkouts = await Promise.all(
          Array.from({ length: CHECKOUTS_PER_ROUND }, () => makeCheckout(seller, { products: [product.id] })),
        );
        const ids = checkouts.map((c) => c.id as string);
        const acknowledged = new Set<string>();
        let killed: Promise<void> | null = null;
        let next = 0;
        const victim = server;
        const lane = async () => {
          while (next < checkouts.length && !killed) {
            const co = checkouts[next++]!;
            const res = await fetch(`${base}/v1/checkouts/client/${co.client_secret}/confirm`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(payBody()),
            }).catch(() => null);
            if (res?.status === 200) acknowledged.add(co.id);
            if (acknowledged.size >= KILL_AFTER_ACKS && !killed) killed = kill(victim);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, lane));
        if (!killed) killed = kill(victim);
        await killed;

        const before = await state(ids);
        server = await start();
        const restartedAt = Date.now();
        let after = await state(ids);
        const settled = (s: typeof after) =>
          s.every((c) => c.status !== "confirmed" && (c.charges === 0 || c.orders === 1));
        while (!settled(after) && Date.now() - restartedAt < SETTLE_WITHIN_MS) {
          await new Promise((r) => setTimeout(r, 200));
          after = await state(ids);
        }
        const waitMs = Date.now() - restartedAt;
        figures.push({
          acknowledged: acknowledged.size,
          charged: after.filter((c) => c.charges > 0).length,
          unsettledAtRestart: before.filter((c) => c.status === "confirmed").length,
          waitMs,
        });

        expect(after.filter((c) => c.status === "confirmed")).toEqual([]);
        for (const c of after) {
          expect(c.charges, c.id).toBeLessThanOrEqual(1);
          expect(c.orders, c.id).toBe(c.charges); // a charge has its one order, nothing else has one
          if (acknowledged.has(c.id)) expect(c).toMatchObject({ status: "succeeded", orders: 1, charges: 1 });
        }
        expect(waitMs).toBeLessThan(SETTLE_WITHIN_MS);
      }
      await kill(server);
      server = null;
      console.log(
        `confirm crash test: ${figures.map((f, i) => `round ${i + 1}: ${f.acknowledged} acknowledged, ${f.charged} charged, ${f.unsettledAtRestart} left confirmed by the kill, settled ${f.waitMs} ms after the restart`).join("; ")}; longest wait ${Math.max(...figures.map((f) => f.waitMs))} ms`,
      );
    }, 300_000);
  },
);
