/**
 * Webhook delivery: deliveries per second to a local receiver and event-to-delivery latency
 * (p50/p99) with 1, 10 and 100 endpoints, through the real path (recordEvent in a transaction →
 * webhooks.dispatch → webhooks.send → signed POST) with a running worker. Baseline in the same
 * run: bare POSTs of the same body to the same receiver (one at a time for latency, with the
 * worker's concurrency for throughput). PostgreSQL when DATABASE_URL is set, else PGlite.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { jobHandlers } from "../src/server/jobs/registry.js";
import { startWorker } from "../src/server/jobs/worker.js";
import { recordEvent } from "../src/server/modules/webhooks/service.js";
import { startReceiver } from "../src/server/test/standins/webhook-receiver.js";
import { pct } from "./measure.js";
import { benchApp } from "./setup.js";

export async function run() {
  process.env.WEBHOOKS_ALLOW_PRIVATE = "true";
  const { ctx, app, token, close } = await benchApp();
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const product = await app.request("/v1/products/", {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench product", prices: [{ amount_type: "fixed", price_amount: 1000 }] }),
  });
  const data = await product.json();
  const organizationId = (data as { organization_id: string }).organization_id;
  const sample = JSON.stringify({ type: "product.updated", timestamp: new Date().toISOString(), data });

  const arrivals = new Map<string, number[]>();
  const receiver = await startReceiver();
  receiver.onRequest = (r) => {
    const id = String(r.headers["webhook-id"]);
    const list = arrivals.get(id) ?? [];
    list.push(performance.now());
    arrivals.set(id, list);
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const barePost = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        receiver.url("/bare"),
        { method: "POST", agent, headers: { "content-type": "application/json" } },
        (res) => {
          res.resume();
          res.on("end", () => resolve());
        },
      );
      req.on("error", reject);
      req.end(sample);
    });

  const concurrency = ctx.config.worker.concurrency;
  // Baseline: bare POST latency (sequential) and throughput (`concurrency` in flight).
  for (let i = 0; i < 200; i++) await barePost();
  const bareLat: number[] = [];
  for (let i = 0; i < 500; i++) {
    const s = performance.now();
    await barePost();
    bareLat.push(performance.now() - s);
  }
  bareLat.sort((a, b) => a - b);
  const bareTotal = 2000;
  let next = 0;
  const s0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < bareTotal) await barePost();
    }),
  );
  const bareRate = bareTotal / ((performance.now() - s0) / 1000);

  const worker = startWorker(ctx, jobHandlers);
  const emit = async () => {
    let id = "";
    await ctx.db.transaction(async (tx) => {
      id = await recordEvent(tx, ctx.clock.now(), organizationId, "product.updated", data);
    });
    return { id, committed: performance.now() };
  };
  const waitAll = async (ids: string[], perEvent: number, timeoutMs = 120_000) => {
    const deadline = performance.now() + timeoutMs;
    while (ids.some((id) => (arrivals.get(id)?.length ?? 0) < perEvent)) {
      if (performance.now() > deadline) throw new Error("deliveries did not all arrive in time");
      await new Promise((r) => setTimeout(r, 1));
    }
  };

  console.log(
    `webhook delivery on ${ctx.database.kind}, worker concurrency ${concurrency} (WORKER_CONCURRENCY), receiver on 127.0.0.1`,
  );
  console.log(
    `baseline bare POST: latency p50 ${pct(bareLat, 50).toFixed(2)} ms, p99 ${pct(bareLat, 99).toFixed(2)} ms; ${bareRate.toFixed(0)} POST/s with ${concurrency} in flight`,
  );
  const endpointIds: string[] = [];
  for (const n of [1, 10, 100]) {
    while (endpointIds.length < n) {
      const res = await app.request("/v1/webhooks/endpoints", {
        method: "POST",
        headers,
        body: JSON.stringify({
          url: receiver.url(`/ep${endpointIds.length}`),
          format: "raw",
          events: ["product.updated"],
        }),
      });
      if (res.status !== 201) throw new Error(`create endpoint: ${res.status} ${await res.text()}`);
      endpointIds.push(((await res.json()) as { id: string }).id);
    }
    // Latency: one event at a time, each delivered to all n endpoints before the next.
    const rounds = n === 1 ? 300 : n === 10 ? 100 : 30;
    for (let i = 0; i < 5; i++) await waitAll([(await emit()).id], n); // warm-up
    const lat: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const { id, committed } = await emit();
      await waitAll([id], n);
      for (const t of arrivals.get(id)!) lat.push(t - committed);
    }
    lat.sort((a, b) => a - b);
    // Throughput: a burst of events, all committed at once, until every delivery arrived.
    const burst = Math.max(20, Math.round(2000 / n));
    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < burst; i++) ids.push((await emit()).id);
    await waitAll(ids, n, 300_000);
    const rate = (burst * n) / ((performance.now() - started) / 1000);
    console.log(
      `${String(n).padStart(3)} endpoint(s): latency p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms ` +
        `(${(pct(lat, 50) / pct(bareLat, 50)).toFixed(1)}x / ${(pct(lat, 99) / pct(bareLat, 99)).toFixed(1)}x of bare POST); ` +
        `${rate.toFixed(0)} deliveries/s over ${burst * n} (${(rate / bareRate).toFixed(3)}x of bare POST/s)`,
    );
  }
  await worker.stop();
  await receiver.close();
  agent.destroy();
  await close();
}
