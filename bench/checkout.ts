/**
 * The money path: checkout create → confirm (sandbox card `pm_card_visa`) → order paid, by 50
 * concurrent clients, each flow a new customer. Prints flows per second and the p50/p99 time of
 * one whole flow, next to baselines measured in the same run at the same concurrency: an
 * authenticated read of one checkout (`GET /v1/checkouts/{id}`) and checkout creation alone.
 * PostgreSQL when DATABASE_URL is set, else in-memory PGlite.
 *
 *   DATABASE_URL=postgres://… npm run bench -- checkout
 *   BENCH_FLOWS=1000 BENCH_CONCURRENCY=50 BENCH_ROUNDS=5 npm run bench -- checkout
 *
 * Each line also prints the process's CPU time per operation (user + system over the rounds), the
 * cost that limits it when Node is the busy side. BENCH_CPU_PROFILE=<file> profiles one more
 * round of flows after the measured ones (not counted in the figures). Then the three requests
 * one at a time (BENCH_SEQUENTIAL times, default 100; 0 skips it): CPU per read, create, confirm.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { startCpuProfile } from "./cpu-profile.js";
import { pct, summary } from "./measure.js";
import { benchApp } from "./setup.js";

interface Figure {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  /** What the figure was computed from (rounds are combined with `combine`). */
  count: number;
  /** This process's CPU time over the rounds, in ms. */
  cpuMs: number;
  seconds: number;
  latencies: number[];
}

/** One figure from several interleaved rounds: operations over time spent, percentiles over all. */
function combine(name: string, rounds: Figure[]): Figure {
  const latencies = rounds.flatMap((f) => f.latencies);
  const count = rounds.reduce((n, f) => n + f.count, 0);
  const seconds = rounds.reduce((n, f) => n + f.seconds, 0);
  const cpuMs = rounds.reduce((n, f) => n + f.cpuMs, 0);
  return {
    name,
    cpuMs,
    perSecond: count / seconds,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    count,
    seconds,
    latencies,
  };
}

/** Runs `op(i)` `total` times with `concurrency` in flight; returns operations per second and latencies. */
async function concurrently(
  name: string,
  total: number,
  concurrency: number,
  op: (i: number) => Promise<void>,
) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) {
        const s = performance.now();
        await op(i);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSecond: total / seconds,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    count: total,
    cpuMs: (cpu.user + cpu.system) / 1000,
    seconds,
    latencies,
  } satisfies Figure;
}

export async function run() {
  // A database of its own: the receipts and notices its thousands of orders queue (no worker runs
  // here) would otherwise wait in DATABASE_URL's database for the next benchmark's worker.
  const { ctx, app, token, close } = await benchApp(undefined, { scratch: "checkout" });
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const call = async (method: string, path: string, body: unknown, expected: number, auth = true) => {
    const res = await app.request(path, {
      method,
      headers: auth ? headers : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  const product = await call(
    "POST",
    "/v1/products/",
    { name: "Bench course", prices: [{ amount_type: "fixed", price_amount: 4900 }] },
    201,
  );
  const create = () => call("POST", "/v1/checkouts/", { products: [product.id] }, 201);
  const confirm = (checkout: Record<string, unknown>, tag: string | number) =>
    call(
      "POST",
      `/v1/checkouts/client/${checkout.client_secret}/confirm`,
      {
        customer_email: `bench-${tag}-${Date.now()}@example.com`,
        customer_billing_address: { country: "DE" },
        confirmation_token_id: "pm_card_visa",
      },
      200,
      false,
    );
  const flow = async (i: number) => {
    await confirm(await create(), i);
  };

  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
  const flows = Number(process.env.BENCH_FLOWS ?? 500);
  const sample = await create();
  // Warm-up: connections, JIT, caches.
  await concurrently("warm-up", 100, concurrency, flow);

  // Interleaved rounds (read, create, flow, read, …): a burst of other work on the machine weighs
  // on all three alike instead of on whichever ran during it (as compareOpsPerSecond does).
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const perRound = Math.max(1, Math.round(flows / rounds));
  const before = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from "order" where status = 'paid'`,
  );
  const parts: Record<"read" | "creates" | "paid", Figure[]> = { read: [], creates: [], paid: [] };
  let flowIndex = 0;
  for (let r = 0; r < rounds; r++) {
    parts.read.push(
      await concurrently("read", perRound * 2, concurrency, async () => {
        await call("GET", `/v1/checkouts/${sample.id}`, undefined, 200);
      }),
    );
    parts.creates.push(
      await concurrently("create", perRound, concurrency, async () => {
        await create();
      }),
    );
    const base = flowIndex;
    flowIndex += perRound;
    parts.paid.push(await concurrently("flow", perRound, concurrency, (i) => flow(base + i)));
  }
  const read = combine("GET /v1/checkouts/{id} (baseline)", parts.read);
  const creates = combine("POST /v1/checkouts/ (create only)", parts.creates);
  const paid = combine("create → confirm → order paid", parts.paid);
  const after = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from "order" where status = 'paid'`,
  );
  const count = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const made = count(after) - count(before);
  if (made !== flowIndex) throw new Error(`expected ${flowIndex} paid orders, found ${made}`);

  console.log(
    `checkout on ${ctx.database.kind}, ${concurrency} concurrent clients, sandbox processor; ${flowIndex} flows in ${rounds} interleaved rounds (${made} paid orders checked)`,
  );
  for (const f of [read, creates, paid]) {
    console.log(
      `${f.name.padEnd(40)} ${f.perSecond.toFixed(1).padStart(9)} /s   p50 ${f.p50.toFixed(1).padStart(8)} ms   p99 ${f.p99.toFixed(1).padStart(8)} ms   ${(f.perSecond / read.perSecond).toFixed(3)}x of baseline   CPU ${(f.cpuMs / f.count).toFixed(2)} ms each`,
    );
  }
  // The same requests one at a time: the process's CPU per request, without 50 others interleaved.
  const one = Number(process.env.BENCH_SEQUENTIAL ?? 100);
  if (one > 0) {
    const cpu = { read: 0, create: 0, confirm: 0 };
    const timed = async (part: keyof typeof cpu, fn: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      const value = await fn();
      const used = process.cpuUsage(before);
      cpu[part] += (used.user + used.system) / 1000;
      return value as Record<string, unknown>;
    };
    for (let i = 0; i < one; i++) {
      await timed("read", () => call("GET", `/v1/checkouts/${sample.id}`, undefined, 200));
      const checkout = await timed("create", create);
      await timed("confirm", () => confirm(checkout, `one-${i}`));
    }
    console.log(
      `one at a time (${one} each), CPU per request: read ${(cpu.read / one).toFixed(2)} ms, create ${(cpu.create / one).toFixed(2)} ms, confirm ${(cpu.confirm / one).toFixed(2)} ms`,
    );
  }
  const profile = await startCpuProfile("one more round of flows");
  if (profile) {
    await concurrently("flow", perRound, concurrency, (i) => flow(flowIndex + i));
    await profile.stop();
  }
  summary({
    bench: "checkout",
    path: `create → confirm → order paid, ${concurrency} concurrent`,
    figure: `${paid.perSecond.toFixed(1)} flows/s, p99 ${paid.p99.toFixed(0)} ms (aim p99 ≤ 150 ms)`,
    ratio: paid.perSecond / read.perSecond,
    baseline: "reading one checkout at the same concurrency",
    target: { min: 0.5, text: "≥ 0.5×" },
  });
  await close();
}
