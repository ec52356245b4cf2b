/**
 * Webhook delivery: deliveries per second to a local receiver and event-to-delivery latency
 * (p50/p99) with 1 and 100 endpoints, through the real path (recordEvent in a transaction →
 * webhooks.dispatch → webhooks.send → signed POST) with a running worker. Baseline in the same
 * run: the receiver's raw capacity, plain undici POSTs of the same signed body to the same
 * receiver, one at a time for latency, and for throughput with as many in flight as the worker
 * can have for that many endpoints (one per endpoint, at most CONNECTIONS_PER_ORIGIN to one
 * origin). PostgreSQL when DATABASE_URL is set, else PGlite.
 *
 * The receiver runs in a worker thread (bench/receiver-thread.ts): in the sending process's own
 * event loop it capped both the worker and the bare POSTs it is compared with.
 * WEBHOOKS_RECEIVER=inline puts it back in the same loop (the earlier method, to compare);
 * WEBHOOKS_ENDPOINTS (default "1,100") picks the endpoint counts. On PostgreSQL it also prints
 * the SQL statements the process sent per delivery during the burst (dispatch included).
 * WEBHOOKS_BACKLOG=<n> first queues n jobs of another kind, each holding a worker slot for
 * 50 ms (as a receipt's SMTP send does), the backlog a sales burst leaves: the webhooks are then
 * measured while the worker works through it (their own lane, WORKER_URGENT_CONCURRENCY).
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { Agent, request } from "undici";
import { rowsOf } from "../src/server/db/rows.js";
import { enqueueJobs } from "../src/server/jobs/queue.js";
import { jobHandlers } from "../src/server/jobs/registry.js";
import { startWorker } from "../src/server/jobs/worker.js";
import { CONNECTIONS_PER_ORIGIN } from "../src/server/modules/webhooks/delivery-http.js";
import { recordEvent } from "../src/server/modules/webhooks/service.js";
import { generateWebhookSecret, signWebhook } from "../src/server/modules/webhooks/signing.js";
import { startReceiver } from "../src/server/test/standins/webhook-receiver.js";
import { pct, summary } from "./measure.js";
import { startThreadReceiver } from "./receiver-thread.js";
import { benchApp } from "./setup.js";
import { countSqlStatements } from "./sql-count.js";

/** The receiver: in a worker thread (default), or in this process's event loop (WEBHOOKS_RECEIVER=inline). */
async function receiverFor(onArrival: (id: string, at: number) => void) {
  if (process.env.WEBHOOKS_RECEIVER === "inline") {
    const inline = await startReceiver();
    inline.onRequest = (r) => onArrival(String(r.headers["webhook-id"]), performance.now());
    return { url: inline.url, close: inline.close, where: "in this event loop" };
  }
  const thread = await startThreadReceiver();
  thread.onArrival = onArrival;
  return { url: thread.url, close: thread.close, where: "in a worker thread" };
}

/** The backlog's jobs (WEBHOOKS_BACKLOG): other work queued before the webhooks. */
const BACKLOG_JOB = "bench.backlog";

export async function run() {
  process.env.WEBHOOKS_ALLOW_PRIVATE = "true";
  // A database of its own: no job another benchmark left queued is drained before the webhooks.
  const { ctx, app, token, close } = await benchApp(undefined, { scratch: "webhooks" });
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
  const receiver = await receiverFor((id, at) => {
    const list = arrivals.get(id) ?? [];
    list.push(at);
    arrivals.set(id, list);
  });
  const sqlCount = countSqlStatements();
  const agent = new Agent({ connections: CONNECTIONS_PER_ORIGIN, keepAliveTimeout: 30_000 });
  const secret = generateWebhookSecret();
  const barePost = async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await request(receiver.url("/bare"), {
      method: "POST",
      dispatcher: agent,
      headers: {
        "content-type": "application/json",
        "user-agent": "kassa webhooks",
        "webhook-id": "bare",
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(secret, "bare", timestamp, sample),
      },
      body: sample,
    });
    await res.body.text();
  };
  /** Bare POSTs per second with `inFlight` at once. */
  const bareRate = async (inFlight: number, total: number) => {
    let next = 0;
    const s0 = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next++ < total) await barePost();
      }),
    );
    return total / ((performance.now() - s0) / 1000);
  };

  const concurrency = ctx.config.worker.concurrency;
  // Baseline latency: bare POSTs one at a time.
  for (let i = 0; i < 200; i++) await barePost();
  const bareLat: number[] = [];
  for (let i = 0; i < 500; i++) {
    const s = performance.now();
    await barePost();
    bareLat.push(performance.now() - s);
  }
  bareLat.sort((a, b) => a - b);

  const backlog = Number(process.env.WEBHOOKS_BACKLOG ?? 0);
  if (backlog > 0)
    await enqueueJobs(
      ctx.db,
      ctx.clock.now(),
      BACKLOG_JOB,
      Array.from({ length: backlog }, (_, i) => ({ payload: { i } })),
    );
  const worker = startWorker(ctx, {
    ...jobHandlers,
    [BACKLOG_JOB]: () => new Promise((resolve) => setTimeout(resolve, 50)),
  });
  const emit = async () => {
    let id = "";
    await ctx.db.transaction(async (tx) => {
      id = await recordEvent(tx, ctx.clock.now(), organizationId, "product.updated", data);
    });
    return { id, committed: performance.now() };
  };
  /** `count` events in one transaction: a burst the worker finds all at once. */
  const emitMany = async (count: number) => {
    const ids: string[] = [];
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        ids.push(await recordEvent(tx, ctx.clock.now(), organizationId, "product.updated", data));
    });
    return ids;
  };
  const waitAll = async (ids: string[], perEvent: number, timeoutMs = 120_000) => {
    const deadline = performance.now() + timeoutMs;
    while (ids.some((id) => (arrivals.get(id)?.length ?? 0) < perEvent)) {
      if (performance.now() > deadline) throw new Error("deliveries did not all arrive in time");
      await new Promise((r) => setTimeout(r, 1));
    }
  };

  console.log(
    `webhook delivery on ${ctx.database.kind}, worker concurrency ${concurrency} (WORKER_CONCURRENCY) + ${ctx.config.worker.urgentConcurrency} urgent (WORKER_URGENT_CONCURRENCY), receiver on 127.0.0.1 ${receiver.where}` +
      (backlog > 0 ? `, ${backlog} other jobs queued first (50 ms each)` : ""),
  );
  console.log(
    `baseline bare POST (undici, same signed body): latency p50 ${pct(bareLat, 50).toFixed(2)} ms, p99 ${pct(bareLat, 99).toFixed(2)} ms`,
  );
  const endpointIds: string[] = [];
  const counts = (process.env.WEBHOOKS_ENDPOINTS ?? "1,100").split(",").map(Number);
  for (const n of counts) {
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
    const rounds = n === 1 ? 300 : 30;
    // Warm-up; the first event's delivery time is what a backlog (WEBHOOKS_BACKLOG) delays.
    const first = await emit();
    await waitAll([first.id], n);
    if (backlog > 0 && endpointIds.length === counts[0])
      console.log(
        `first event delivered ${(Math.max(...arrivals.get(first.id)!) - first.committed).toFixed(0)} ms after its commit, behind ${backlog} other jobs`,
      );
    for (let i = 0; i < 4; i++) await waitAll([(await emit()).id], n);
    const lat: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const { id, committed } = await emit();
      await waitAll([id], n);
      for (const t of arrivals.get(id)!) lat.push(t - committed);
    }
    lat.sort((a, b) => a - b);
    // Throughput: a burst of events committed in one transaction (so that what is measured is
    // the delivery, not how fast this loop can commit events one by one), from the commit until
    // every delivery arrived.
    const burst = n === 1 ? 2000 : 100;
    let started = 0;
    let ids: string[] = [];
    let emittedMs = 0;
    let firstArrivedMs = 0;
    const statements = await sqlCount.during(async () => {
      const s0 = performance.now();
      ids = await emitMany(burst);
      started = performance.now();
      emittedMs = started - s0;
      await waitAll(ids, n, 300_000);
    });
    const arrivedMs = ids.map((id) => Math.max(...arrivals.get(id)!) - started);
    firstArrivedMs = Math.min(...ids.map((id) => Math.min(...arrivals.get(id)!) - started));
    const rate = (burst * n) / ((performance.now() - started) / 1000);
    // The receiver's raw capacity at the same concurrency, right after (same machine load).
    const inFlight = Math.min(n, CONNECTIONS_PER_ORIGIN);
    const raw = await bareRate(inFlight, Math.max(2000, burst * n));
    console.log(
      `${String(n).padStart(3)} endpoint(s): latency p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms ` +
        `(${(pct(lat, 50) / pct(bareLat, 50)).toFixed(1)}x / ${(pct(lat, 99) / pct(bareLat, 99)).toFixed(1)}x of bare POST); ` +
        `${rate.toFixed(0)} deliveries/s over ${burst * n} (${(rate / raw).toFixed(3)}x of ${raw.toFixed(0)} bare POST/s with ${inFlight} in flight)` +
        (statements > 0 ? `; ${(statements / (burst * n)).toFixed(2)} SQL statements per delivery` : "") +
        `; the burst's transaction took ${emittedMs.toFixed(0)} ms, then first delivery at ${firstArrivedMs.toFixed(0)} ms, ` +
        `half the events fully delivered by ${pct(arrivedMs, 50).toFixed(0)} ms, all by ${Math.max(...arrivedMs).toFixed(0)} ms`,
    );
    summary({
      bench: "webhooks",
      path: `deliveries to ${n} endpoint(s)`,
      figure: `${rate.toFixed(0)} deliveries/s, p99 event → delivery ${pct(lat, 99).toFixed(0)} ms${n === 100 ? " (aim ≥ 2,000/s, p99 ≤ 1 s)" : ""}`,
      ratio: rate / raw,
      baseline: `bare undici POSTs of the same body, ${inFlight} in flight`,
    });
  }
  if (backlog > 0) {
    const left = await ctx.db.execute(
      sql`select count(*)::int as n from job where name = ${BACKLOG_JOB} and status <> 'succeeded'`,
    );
    console.log(`backlog jobs still waiting at the end: ${rowsOf<{ n: number }>(left)[0]?.n} of ${backlog}`);
  }
  await worker.stop();
  await receiver.close();
  await agent.close();
  await close();
}
