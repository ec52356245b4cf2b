/**
 * Event ingestion: `POST /v1/events/ingest` with batches of 1,000 events from several concurrent
 * clients (in-process requests), next to a raw baseline measured in the same run: the same rows
 * written straight into the same `event` table, one multi-row `INSERT … SELECT FROM unnest(…)`
 * per batch at the same concurrency (pg-copy-streams is not installed, so this stands in for a
 * `COPY`: on this machine the two are within a few percent for 1,000-row batches). The API does
 * more than the baseline for each event (validation, customer lookups, the `external_id` dedupe
 * key), which is what the ratio prices. PostgreSQL only.
 *
 *   DATABASE_URL=postgres://… npm run bench -- ingest
 *   BENCH_BATCHES=60 BENCH_CONCURRENCY=4 npm run bench -- ingest
 */
import { performance } from "node:perf_hooks";
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
  const { ctx, app, token, close } = await benchApp();
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
  // Request bodies and statement parameters are built before the clock starts: the figures
  // price the write path, not the making of the rows.
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
  const prepared = <T>(n: number, make: (b: number) => T) => Array.from({ length: n }, (_, b) => make(b));

  // Warm-up: connections, JIT, plans.
  const warmApi = prepared(4, (b) => apiBody("warm", b));
  const warmRaw = prepared(4, (b) => rawParams("warm", b));
  await concurrently("warm-up api", 4, concurrency, (b) => api(warmApi[b]!));
  await concurrently("warm-up raw", 4, concurrency, (b) => raw(warmRaw[b]!));

  // Interleaved rounds so both see the same table size and machine load.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
  const per = Math.ceil(batches / rounds);
  const seconds = { api: 0, raw: 0 };
  for (let r = 0; r < rounds; r++) {
    const bodies = prepared(per, (b) => apiBody(`r${r}`, b));
    const params = prepared(per, (b) => rawParams(`r${r}`, b));
    const a = await concurrently("api", per, concurrency, (b) => api(bodies[b]!));
    const w = await concurrently("raw", per, concurrency, (b) => raw(params[b]!));
    seconds.api += (per * BATCH) / a.eventsPerSecond;
    seconds.raw += (per * BATCH) / w.eventsPerSecond;
  }
  const figures: Figure[] = [
    { name: "raw INSERT … unnest (baseline)", eventsPerSecond: (rounds * per * BATCH) / seconds.raw },
    { name: "POST /v1/events/ingest", eventsPerSecond: (rounds * per * BATCH) / seconds.api },
  ];
  const base = figures[0]!.eventsPerSecond;
  console.log(
    `ingest on ${ctx.database.kind}, ${concurrency} concurrent clients, ${rounds * per} batches of ${BATCH} per path, ${CUSTOMERS} customers`,
  );
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(36)} ${f.eventsPerSecond.toFixed(0).padStart(9)} events/s   ${(f.eventsPerSecond / base).toFixed(3)}x of baseline`,
    );
  }
  await close();
}
