/**
 * Usage reads against event volume: a customer meter's balance (`GET /v1/customer-meters/{id}`)
 * and the customer state (`GET /v1/customers/{id}/state`, with `active_meters`), p50/p99 over
 * sequential requests, first with 1 M events stored, then with 10 M (`BENCH_EVENTS_SMALL`,
 * `BENCH_EVENTS_LARGE`); the 1 M figures are the baseline of the 10 M ones (the issue's goal:
 * within 20%). At the large size it also times a month of daily quantities of the meter
 * (`GET /v1/meters/{id}/quantities`), for the whole organization and for one customer.
 *
 * Events are written by SQL in bulk (the fixture, 1,000 customers, 90 days) and counted into the
 * customer meters by the real worker path (pending batches → `processOrganizationBatches`), whose
 * rate is printed too. PostgreSQL when DATABASE_URL is set (the figures that matter), else PGlite.
 *
 *   DATABASE_URL=postgres://… npm run bench -- meter-reads
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { processOrganizationBatches } from "../src/server/modules/customer-meters/service.js";
import { pct, summary } from "./measure.js";
import { benchApp } from "./setup.js";

const DAY_MS = 86_400_000;
const CUSTOMERS = 1000;
const SPAN_DAYS = 90;
const BATCH = 1000;

export async function run() {
  const small = Number(process.env.BENCH_EVENTS_SMALL ?? 1_000_000);
  const large = Number(process.env.BENCH_EVENTS_LARGE ?? 10_000_000);
  const samples = Number(process.env.BENCH_ITERATIONS ?? 2000);
  const { ctx, app, token, close } = await benchApp(undefined, { scratch: "meter_reads" });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown> & { id: string };
  };

  const meter = await call("POST", "/v1/meters/", {
    name: "API tokens",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
    aggregation: { func: "sum", property: "tokens" },
  });
  const customers: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    customers.push((await call("POST", "/v1/customers/", { email: `meter-${i}@example.com` })).id);
  }
  const organizationId = String(meter.organization_id);
  const now = ctx.clock.now().getTime();

  let stored = 0;
  // Event g: id md5(g), a timestamp spread over the span, so batches can be listed without a scan.
  const base = new Date(now - SPAN_DAYS * DAY_MS).toISOString();
  const idOf = sql.raw("md5(g::text)::uuid");
  const tsOf = sql.raw(
    `(${"'"}${base}${"'"}::timestamptz + ((g * 7919) % ${SPAN_DAYS * 86_400}) * interval '1 second')`,
  );
  /** Adds `count` events (by SQL) and counts them into the customer meters (the real path). */
  const grow = async (count: number) => {
    const started = performance.now();
    for (let done = 0; done < count; done += 100_000) {
      const from = stored + done;
      const to = from + Math.min(100_000, count - done) - 1;
      await ctx.db.execute(sql`
        insert into event (id, timestamp, organization_id, name, source, customer_id, metadata, ingested_at)
        select ${idOf}, ${tsOf}, ${organizationId}, case when g % 10 = 0 then 'other' else 'api.call' end, 'user',
          (${`{${customers.join(",")}}`}::uuid[])[1 + (g % ${CUSTOMERS})],
          jsonb_build_object('tokens', 1 + g % 100, 'model', 'm' || (g % 7)), now()
        from generate_series(${from}::bigint, ${to}::bigint) g`);
      // One pending row per 1,000 events, as ingestion writes them.
      await ctx.db.execute(sql`
        insert into event_meter_pending (id, organization_id, event_ids, event_timestamps, created_at)
        select gen_random_uuid(), ${organizationId}, array_agg(${idOf} order by g), array_agg(${tsOf} order by g), now()
        from generate_series(${from}::bigint, ${to}::bigint) g group by g / ${BATCH}`);
    }
    const written = performance.now();
    await processOrganizationBatches(ctx, organizationId);
    const counted = performance.now();
    stored += count;
    console.log(
      `${stored.toLocaleString("en")} events stored: wrote ${count.toLocaleString("en")} in ${((written - started) / 1000).toFixed(1)} s, ` +
        `counted into customer meters in ${((counted - written) / 1000).toFixed(1)} s (${(count / ((counted - written) / 1000)).toFixed(0)} events/s)`,
    );
  };

  const latencies = async (path: () => string) => {
    const out: number[] = [];
    for (let i = 0; i < 100; i++) await call("GET", path());
    for (let i = 0; i < samples; i++) {
      const t0 = performance.now();
      await call("GET", path());
      out.push(performance.now() - t0);
    }
    return { p50: pct(out, 50), p99: pct(out, 99) };
  };

  const figures: Record<string, { p50: number; p99: number }> = {};
  for (const [label, size] of [
    ["small", small],
    ["large", large],
  ] as const) {
    await grow(size - stored);
    await ctx.db.execute(sql`analyze`);
    const rows = (await call("GET", `/v1/customer-meters/?meter_id=${meter.id}&limit=100`)) as unknown as {
      items: { id: string; customer_id: string }[];
    };
    let i = 0;
    const pick = () => rows.items[i++ % rows.items.length]!;
    figures[`${label} balance`] = await latencies(() => `/v1/customer-meters/${pick().id}`);
    figures[`${label} state`] = await latencies(() => `/v1/customers/${pick().customer_id}/state`);
  }
  const line = (name: string, f: { p50: number; p99: number }, base?: { p50: number; p99: number }) =>
    console.log(
      `${name.padEnd(46)} p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms` +
        (base
          ? `   ${(f.p50 / base.p50).toFixed(2)}x / ${(f.p99 / base.p99).toFixed(2)}x of ${small.toLocaleString("en")}`
          : ""),
    );
  console.log(`\nusage reads on ${ctx.database.kind}, ${samples} sequential requests each`);
  for (const what of ["balance", "state"]) {
    line(`${what} at ${small.toLocaleString("en")} events (baseline)`, figures[`small ${what}`]!);
    line(
      `${what} at ${large.toLocaleString("en")} events`,
      figures[`large ${what}`]!,
      figures[`small ${what}`],
    );
  }

  const end = new Date(now);
  const start = new Date(now - 30 * DAY_MS);
  const range = `start_timestamp=${encodeURIComponent(start.toISOString())}&end_timestamp=${encodeURIComponent(end.toISOString())}&interval=day`;
  const q = Number(process.env.BENCH_QUANTITY_ITERATIONS ?? 50);
  const timed = async (path: string) => {
    await call("GET", path);
    const out: number[] = [];
    for (let k = 0; k < q; k++) {
      const t0 = performance.now();
      await call("GET", path);
      out.push(performance.now() - t0);
    }
    return { p50: pct(out, 50), p99: pct(out, 99) };
  };
  line(
    `month of daily quantities, one customer`,
    await timed(`/v1/meters/${meter.id}/quantities?${range}&customer_id=${customers[0]}`),
  );
  const whole = await timed(`/v1/meters/${meter.id}/quantities?${range}`);
  line(`month of daily quantities, whole organization`, whole);
  for (const what of ["balance", "state"]) {
    const f = figures[`large ${what}`]!;
    summary({
      bench: "meter-reads",
      path: `customer meter ${what} at ${large.toLocaleString("en")} events`,
      figure: `p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms`,
      ratio: f.p99 / figures[`small ${what}`]!.p99,
      baseline: `p99 at ${small.toLocaleString("en")} events`,
      target: { max: 1.2, text: "≤ 1.2× (within 20%)" },
    });
  }
  summary({
    bench: "meter-reads",
    path: `a month of daily quantities, ${large.toLocaleString("en")} events`,
    figure: `p50 ${whole.p50.toFixed(1)} ms, p99 ${whole.p99.toFixed(1)} ms`,
    ratio: 1,
    baseline: "(absolute figure)",
  });
  await close();
}
