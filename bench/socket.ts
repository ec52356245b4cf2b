/**
 * The in-process figures checked over a real socket: the app served by `@hono/node-server` on a
 * local port, loaded by autocannon (its CLI in a child process, so that the load generator does
 * not share the server's event loop), for a bare route and two token-authenticated `/v1` reads.
 * For each path it prints requests per second and p50/p99 over the socket, the ratio to the bare
 * route over the socket, and the same ratio measured in-process (`app.request`) in the same run:
 * the two ratios should agree, which is what lets the other benchmarks measure in-process.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- socket
 *   BENCH_SECONDS (per round, default 4), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (default 10)
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { compareOpsPerSecond, summary } from "./measure.js";
import { benchApp } from "./setup.js";

interface SocketFigure {
  requests: number;
  seconds: number;
  latencies: number[];
}

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve("autocannon/autocannon.js");

interface AutocannonResult {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/**
 * One autocannon run against `url` in a child process (the server under test runs in this
 * process, so the child must not block its event loop: `execFile`, never `spawnSync`).
 */
function autocannon(
  url: string,
  token: string,
  seconds: number,
  connections: number,
): Promise<AutocannonResult> {
  const args = [AUTOCANNON, "--json", "--connections", String(connections), "--duration", String(seconds)];
  args.push("--headers", `authorization=Bearer ${token}`, url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as AutocannonResult;
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve(result);
    });
  });
}

export async function run() {
  const { ctx, app, token, close } = await benchApp();
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  for (let i = 0; i < 100; i++) {
    const product = await app.request("/v1/products/", {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: `Product ${i}`,
        prices: [{ amount_type: "fixed", price_amount: 1000 + i, price_currency: "usd" }],
      }),
    });
    if (product.status !== 201) throw new Error(`create product: ${product.status} ${await product.text()}`);
    const customer = await app.request("/v1/customers/", {
      method: "POST",
      headers,
      body: JSON.stringify({ email: `socket-${i}-${Date.now()}@example.com` }),
    });
    if (customer.status !== 201) throw new Error(`create customer: ${customer.status}`);
  }
  const paths = [
    { name: "bare Hono route (baseline)", path: "/bench/bare" },
    { name: "GET /v1/products/?limit=10", path: "/v1/products/?limit=10" },
    { name: "GET /v1/customers/?limit=10", path: "/v1/customers/?limit=10" },
  ];

  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;

  // Over the socket: rounds interleaved (a, b, c, a, b, c), so load on the machine weighs alike.
  const socket = new Map<string, SocketFigure>(
    paths.map((p) => [p.name, { requests: 0, seconds: 0, latencies: [] }]),
  );
  for (let r = 0; r < rounds + 1; r++) {
    for (const p of paths) {
      const result = await autocannon(
        `http://127.0.0.1:${port}${p.path}`,
        token,
        r === 0 ? 1 : seconds,
        connections,
      );
      if (r === 0) continue; // warm-up round
      const f = socket.get(p.name)!;
      f.requests += result.requests.total;
      f.seconds += result.duration;
      f.latencies.push(result.latency.p50, result.latency.p99);
    }
  }

  const inProcess = await compareOpsPerSecond(
    paths.map((p) => ({
      name: p.name,
      fn: async () => {
        const res = await app.request(p.path, { headers });
        if (res.status !== 200) throw new Error(`${p.path}: ${res.status}`);
        await res.text();
      },
    })),
    Number(process.env.BENCH_ITERATIONS ?? 2000),
  );
  server.close();

  console.log(
    `over a socket (autocannon, ${connections} connections, ${rounds} × ${seconds} s per path) and in-process, on ${ctx.database.kind}`,
  );
  const bareSocket = rate(socket.get(paths[0]!.name)!);
  const bareInProcess = inProcess[0]!.opsPerSec;
  for (const [k, p] of paths.entries()) {
    const f = socket.get(p.name)!;
    const socketRatio = rate(f) / bareSocket;
    const inProcessRatio = inProcess[k]!.opsPerSec / bareInProcess;
    const p50 = f.latencies.filter((_, i) => i % 2 === 0);
    const p99 = f.latencies.filter((_, i) => i % 2 === 1);
    console.log(
      `${p.name.padEnd(30)} socket ${rate(f).toFixed(0).padStart(7)} req/s  p50 ${median(p50).toFixed(1)} ms  p99 ${median(p99).toFixed(1)} ms  ${socketRatio.toFixed(3)}x of bare   in-process ${inProcess[k]!.opsPerSec.toFixed(0).padStart(7)} ops/s  ${inProcessRatio.toFixed(3)}x of bare`,
    );
    if (k > 0) {
      summary({
        bench: "socket",
        path: `${p.path} over a socket (autocannon)`,
        figure: `${rate(f).toFixed(0)} req/s, p99 ${median(p99).toFixed(1)} ms`,
        ratio: socketRatio,
        baseline: `bare route over the socket; in-process ratio ${inProcessRatio.toFixed(3)}x`,
      });
    }
  }
  await close();
}

const rate = (f: SocketFigure) => f.requests / f.seconds;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
