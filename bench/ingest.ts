/**
 * Event ingestion: `POST /v1/events/ingest` with batches of 1,000 events from several concurrent
 * clients (in-process requests), next to baselines measured in the same run on the same rows,
 * interleaved round by round so all see the same table size and machine load:
 *
 * - `COPY event … FROM STDIN` (text format, one COPY per batch, same concurrency) through `pg`
 *   itself (`copy-in.ts`: pg-copy-streams is not a dependency). This is the baseline the ratio is
 *   taken against.
 * - one multi-row `INSERT … SELECT FROM unnest(…)` per batch (the previous stand-in for COPY).
 * - once per run, `psql -c "\copy event … from file"` of all the run's COPY rows in one go (one
 *   client, psql's start-up and connection included), when `psql` is on the PATH.
 *
 * The API does more than the baselines for each event (validation, customer lookups, the
 * `external_id` dedupe key, the meter feed), which is what the ratio prices. It also prints the
 * statements the API sends per batch. PostgreSQL only.
 *
 *   DATABASE_URL=postgres://… npm run bench -- ingest
 *   BENCH_BATCHES=60 BENCH_CONCURRENCY=4 BENCH_ROUNDS=6 npm run bench -- ingest   # plus one warm-up round
 *   BENCH_CPU_PROFILE=ingest.cpuprofile npm run bench -- ingest   # profiles one more round of API batches
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { copyIn, copyRows } from "./copy-in.js";
import { startCpuProfile } from "./cpu-profile.js";
import { summary } from "./measure.js";
import { benchApp } from "./setup.js";

const BATCH = 1000;
const CUSTOMERS = 50;

interface Figure {
  name: string;
  eventsPerSecond: number;
}

/** Runs `op(i)` for i < total with `concurrency` in flight; returns events per second. */
async function concurrently(
  name: string,
  total: number,
  concurrency: number,
  op: (i: number) => Promise<void>,
) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++) await op(i);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { name, eventsPerSecond: (total * BATCH) / seconds } satisfies Figure;
}

export async function run() {
  const { ctx, app, token, close } = await benchApp(undefined, { scratch: "ingest" });
  const pool = ctx.database.pool;
  if (!pool) throw new Error("the ingest benchmark needs PostgreSQL: set DATABASE_URL");
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const post = async (path: string, body: unknown, expected: number) => {
    const res = await app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  const customers: { id: string; externalId: string }[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const externalId = `bench-customer-${i}`;
    const c = await post(
      "/v1/customers/",
      { email: `bench-${i}-${Date.now()}@example.com`, external_id: externalId },
      201,
    );
    customers.push({ id: c.id as string, externalId });
  }
  const org = await pool.query<{ organization_id: string }>(
    "select organization_id from customer where id = $1",
    [customers[0]!.id],
  );
  const organizationId = org.rows[0]!.organization_id;

  const runId = Date.now().toString(36);
  const now = Date.now();
  /** Batch `b` of a run: half the events name the customer by id, half by external id. */
  const batch = (tag: string, b: number) =>
    Array.from({ length: BATCH }, (_, j) => {
      const who = customers[(b * BATCH + j) % CUSTOMERS]!;
      return {
        name: j % 10 === 0 ? "tokens" : "api_request",
        timestamp: new Date(now - ((b * BATCH + j) % 86_400) * 1000).toISOString(),
        ...(j % 2 === 0 ? { customer_id: who.id } : { external_customer_id: who.externalId }),
        external_id: `${runId}-${tag}-${b}-${j}`,
        metadata: { route: `/v1/things/${j % 7}`, tokens: j % 100, region: "eu" },
      };
    });

  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
  const batches = Number(process.env.BENCH_BATCHES ?? 60);
  // Request bodies, statement parameters and COPY payloads are built before the clock starts:
  // the figures price the write path, not the making of the rows.
  const apiBody = (tag: string, b: number) => JSON.stringify({ events: batch(tag, b) });
  const rawParams = (tag: string, b: number) => {
    const events = batch(tag, b);
    return [
      organizationId,
      new Date(),
      events.map((e) => e.timestamp),
      events.map((e) => e.name),
      events.map((e) => ("customer_id" in e ? e.customer_id : null)),
      events.map((e) => ("external_customer_id" in e ? e.external_customer_id : null)),
      events.map((e) => e.external_id),
      events.map((e) => JSON.stringify(e.metadata)),
    ];
  };
  const copyLines = (tag: string, b: number) => {
    const ingestedAt = new Date().toISOString();
    return batch(tag, b).map((e) => [
      randomUUID(),
      e.timestamp,
      organizationId,
      e.name,
      "user",
      "customer_id" in e ? e.customer_id! : null,
      "external_customer_id" in e ? e.external_customer_id! : null,
      e.external_id,
      JSON.stringify(e.metadata),
      ingestedAt,
    ]);
  };
  const COPY_TARGET =
    "event (id, timestamp, organization_id, name, source, customer_id, external_customer_id, external_id, metadata, ingested_at)";
  const api = async (body: string) => {
    const res = await app.request("/v1/events/ingest", { method: "POST", headers, body });
    const result = (await res.json()) as { inserted?: number };
    if (res.status !== 200 || result.inserted !== BATCH)
      throw new Error(`ingest: ${res.status} ${JSON.stringify(result)}`);
  };
  const raw = async (params: unknown[]) => {
    await pool.query(
      `insert into event (id, timestamp, organization_id, name, source, customer_id, external_customer_id, external_id, metadata, ingested_at)
       select gen_random_uuid(), t, $1, n, 'user', c, x, e, m, $2
       from unnest($3::timestamptz[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::jsonb[]) as u(t, n, c, x, e, m)`,
      params,
    );
  };
  const copy = async (payload: Buffer) => {
    const n = await copyIn(pool, COPY_TARGET, payload);
    if (n !== BATCH) throw new Error(`COPY stored ${n} rows`);
  };
  const prepared = <T>(n: number, make: (b: number) => T) => Array.from({ length: n }, (_, b) => make(b));

  // Interleaved rounds so all paths see the same table size and machine load. Round 0 is a
  // warm-up, not counted: connections, JIT, and PostgreSQL's plans (a named statement is planned
  // anew on each of its first five runs on a connection, then from its generic plan). The order
  // of the paths turns each round (API, COPY, raw; COPY, raw, API; …), so none always runs right
  // after another's writes (autovacuum, checkpoints and the WAL they leave weigh on the next).
  const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
  const per = Math.ceil(batches / rounds);
  const seconds = { api: 0, raw: 0, copy: 0 };
  const statements = countStatements();
  let apiStatements = 0;
  const psqlLines: (string | null)[][] = [];
  for (let r = 0; r <= rounds; r++) {
    const bodies = prepared(per, (b) => apiBody(`r${r}`, b));
    const params = prepared(per, (b) => rawParams(`r${r}`, b));
    const payloads = prepared(per, (b) => copyRows(copyLines(`r${r}`, b)));
    const counted = r > 0;
    if (counted) psqlLines.push(...prepared(per, (b) => copyLines(`psql${r}`, b)).flat());
    const paths: [keyof typeof seconds, () => Promise<Figure>][] = [
      ["api", () => concurrently("api", per, concurrency, (b) => api(bodies[b]!))],
      ["copy", () => concurrently("copy", per, concurrency, (b) => copy(payloads[b]!))],
      ["raw", () => concurrently("raw", per, concurrency, (b) => raw(params[b]!))],
    ];
    for (let k = 0; k < paths.length; k++) {
      const [name, measure] = paths[(r + k) % paths.length]!;
      const before = statements.count;
      const f = await measure();
      if (!counted) continue;
      if (name === "api") apiStatements += statements.count - before;
      seconds[name] += (per * BATCH) / f.eventsPerSecond;
    }
  }
  statements.restore();
  // BENCH_CPU_PROFILE=<file>: one more round of API batches, profiled (not in the figures).
  // The bodies are made before the profile starts, as before the measured rounds' clock.
  const profiledBodies = process.env.BENCH_CPU_PROFILE ? prepared(per, (b) => apiBody("profiled", b)) : [];
  const profile = await startCpuProfile("one more round of API batches");
  if (profile) {
    await concurrently("api", per, concurrency, (b) => api(profiledBodies[b]!));
    await profile.stop();
  }
  const total = rounds * per * BATCH;
  const figures: Figure[] = [
    { name: "COPY … FROM STDIN (baseline)", eventsPerSecond: total / seconds.copy },
    { name: "raw INSERT … unnest", eventsPerSecond: total / seconds.raw },
  ];
  const viaPsql = psqlCopy(ctx.config.databaseUrl, psqlLines, COPY_TARGET);
  if (viaPsql) figures.push(viaPsql);
  figures.push({ name: "POST /v1/events/ingest", eventsPerSecond: total / seconds.api });
  const base = figures[0]!.eventsPerSecond;
  console.log(
    `ingest on ${ctx.database.kind}, ${concurrency} concurrent clients, ${rounds * per} batches of ${BATCH} per path, ${CUSTOMERS} customers`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(40)} ${f.eventsPerSecond.toFixed(0).padStart(9)} events/s   ${(f.eventsPerSecond / base).toFixed(3)}x of COPY`,
    );
  }
  const perBatch = apiStatements / (rounds * per);
  console.log(`statements per API batch (BEGIN and COMMIT included): ${perBatch.toFixed(1)}`);
  const viaApi = figures[figures.length - 1]!;
  summary({
    bench: "ingest",
    path: `POST /v1/events/ingest, batches of ${BATCH}, ${concurrency} clients`,
    figure: `${viaApi.eventsPerSecond.toFixed(0)} events/s, ${perBatch.toFixed(0)} statement(s) a batch`,
    ratio: viaApi.eventsPerSecond / base,
    baseline: `COPY of the same rows (${base.toFixed(0)} events/s)`,
    target: { min: 0.5, text: "≥ 0.5×" },
  });
  await close();
}

/** Counts the statements sent on any `pg` connection until `restore()`. */
function countStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const counter = {
    count: 0,
    restore: () => {
      proto.query = original;
    },
  };
  proto.query = function (this: unknown, ...args: unknown[]) {
    counter.count++;
    return original.apply(this, args);
  };
  return counter;
}

/**
 * One `psql -c "\copy … from file"` of `lines` (one client, one COPY; psql's start-up and
 * connection included) into the benchmark's database `url`; undefined without psql.
 */
function psqlCopy(url: string | null, lines: (string | null)[][], target: string): Figure | undefined {
  if (!url || lines.length === 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "kassa-bench-copy-"));
  try {
    const file = join(dir, "events.tsv");
    writeFileSync(file, copyRows(lines));
    const started = performance.now();
    const out = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qc", `\\copy ${target} from '${file}'`], {
      encoding: "utf8",
    });
    const seconds = (performance.now() - started) / 1000;
    if (out.error || out.status !== 0) {
      console.log(`psql \\copy skipped: ${out.error?.message ?? out.stderr.trim()}`);
      return undefined;
    }
    return { name: `psql \\copy (${lines.length} rows, 1 client)`, eventsPerSecond: lines.length / seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
