/**
 * The overview's metrics query: `GET /v1/metrics/` for 12 months by day (the overview's metrics:
 * revenue, net revenue, orders, MRR, active subscriptions, churn rate, checkout conversion) over
 * 1 M orders, 100 k subscriptions and 1 M checkouts of one organization, p50/p99 over sequential
 * requests, against a plain `select count(*)` over the orders table in the same run; then the
 * same request for every metric. It prints `EXPLAIN (ANALYZE, BUFFERS)` of the three statements
 * behind the request first. The data is seeded by set-based SQL (generate_series) into a scratch
 * database of its own (created from DATABASE_URL and dropped at the end); PGlite without it.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- metrics
 *   BENCH_ORDERS, BENCH_SUBSCRIPTIONS, BENCH_CHECKOUTS, BENCH_ITERATIONS (default 1e6, 1e5, 1e6, 100)
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { rowsOf } from "../src/server/db/rows.js";
import { checkoutMetricsSql } from "../src/server/modules/checkouts/service.js";
import {
  checkoutBucketsSql,
  orderBucketsSql,
  periodSeries,
  subscriptionBucketsSql,
} from "../src/server/modules/metrics/repository.js";
import { paidOrderMetricsSql } from "../src/server/modules/orders/service.js";
import { subscriptionMetricsSql } from "../src/server/modules/subscriptions/service.js";
import { pct } from "./measure.js";
import { benchApp } from "./setup.js";

const OVERVIEW = [
  "revenue",
  "net_revenue",
  "orders",
  "monthly_recurring_revenue",
  "active_subscriptions",
  "churn_rate",
  "checkouts_conversion",
];

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `kassa_bench_metrics_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export async function run() {
  const nOrders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
  const nSubs = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
  const nCheckouts = Number(process.env.BENCH_CHECKOUTS ?? 1_000_000);
  const samples = Number(process.env.BENCH_ITERATIONS ?? 100);
  const scratch = await scratchDatabase();
  if (scratch) process.env.DATABASE_URL = scratch.url;
  const { ctx, app, token, close } = await benchApp();
  try {
    const get = async (path: string) => {
      const res = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as Record<string, unknown>;
    };
    const post = async (path: string, body: unknown) => {
      const res = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.status >= 300)
        throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      return json;
    };
    const oneTime = await post("/v1/products/", {
      name: "Ebook",
      prices: [{ amount_type: "fixed", price_amount: 2500 }],
    });
    const plan = await post("/v1/products/", {
      name: "Plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1500 }],
    });
    const organizationId = String(oneTime.organization_id);
    const now = ctx.clock.now();
    const end = now.toISOString().slice(0, 10);
    const start = new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
    const at = (seconds: string) =>
      sql.raw(`('${now.toISOString()}'::timestamptz - ((${seconds}) * interval '1 second'))`);
    const YEAR_S = 365 * 86_400;

    const seedStarted = performance.now();
    const customers = 10_000;
    await ctx.db.execute(sql`
      insert into customer (id, organization_id, email, invoice_prefix, created_at)
      select md5('c' || g)::uuid, ${organizationId}, 'buyer' || g || '@example.com', 'B' || g, now()
      from generate_series(1, ${customers}) g`);
    // Orders over the last 13 months: 5 % eur, 4 % refunded in part, 1 % fully, 2 % pending;
    // purchases, first payments and renewals of subscriptions.
    await ctx.db.execute(sql`
      insert into "order" (id, organization_id, customer_id, product_id, status, billing_reason, currency,
        subtotal_amount, discount_amount, tax_amount, refunded_amount, invoice_number, created_at)
      select md5('o' || g)::uuid, ${organizationId}, md5('c' || (g % ${customers}))::uuid,
        case when g % 3 = 0 then ${String(oneTime.id)}::uuid else ${String(plan.id)}::uuid end,
        case when g % 100 < 2 then 'pending' when g % 100 < 3 then 'refunded'
          when g % 100 < 7 then 'partially_refunded' else 'paid' end,
        case when g % 3 = 0 then 'purchase' when g % 3 = 1 then 'subscription_cycle' else 'subscription_create' end,
        case when g % 20 = 0 then 'eur' else 'usd' end,
        1000 + (g % 50) * 100, case when g % 10 = 0 then 200 else 0 end, 0,
        case when g % 100 = 2 then 1000 + (g % 50) * 100 - case when g % 10 = 0 then 200 else 0 end
          when g % 100 between 3 and 6 then 500 else 0 end,
        'B-' || g, ${at(`(g * 7919) % ${YEAR_S + 30 * 86_400}`)}
      from generate_series(1::bigint, ${nOrders}::bigint) g`);
    // Subscriptions started over two years; a third ended, a tenth canceled at period end, 5 % in trial.
    await ctx.db.execute(sql`
      insert into subscription (id, organization_id, customer_id, product_id, price_ids, status, amount, currency,
        recurring_interval, billing_anchor_day, current_period_start, current_period_end, started_at,
        trial_end, canceled_at, ended_at, customer_cancellation_reason, created_at)
      select md5('s' || g)::uuid, ${organizationId}, md5('c' || (g % ${customers}))::uuid, ${String(plan.id)}::uuid,
        '[]'::jsonb, case when g % 3 = 0 then 'canceled' else 'active' end, 1500 + (g % 10) * 100,
        case when g % 20 = 0 then 'eur' else 'usd' end, case when g % 7 = 0 then 'year' else 'month' end, 1,
        s.started, s.started + interval '1 month', s.started,
        case when g % 20 = 1 then s.started + interval '14 days' end,
        case when g % 3 = 0 then s.started + interval '40 days' when g % 10 = 1 then ${at("(g * 31) % 2592000")} end,
        case when g % 3 = 0 then s.started + interval '70 days' end,
        case when g % 3 = 0 then 'too_expensive' when g % 10 = 1 then 'unused' end, s.started
      from generate_series(1::bigint, ${nSubs}::bigint) g,
        lateral (select ${at(`(g * 7919) % ${2 * YEAR_S}`)} as started) s`);
    await ctx.db.execute(sql`
      insert into checkout (id, organization_id, client_secret, status, payment_processor, expires_at, product_ids,
        product_id, currency, amount, net_amount, total_amount, created_at)
      select md5('k' || g)::uuid, ${organizationId}, 'polar_c_' || md5('k' || g),
        case when g % 5 < 2 then 'succeeded' when g % 5 = 2 then 'expired' else 'open' end, 'sandbox',
        now() + interval '1 hour', '[]'::jsonb, ${String(oneTime.id)}::uuid,
        case when g % 20 = 0 then 'eur' else 'usd' end, 2500, 2500, 2500,
        ${at(`(g * 7919) % ${YEAR_S + 30 * 86_400}`)}
      from generate_series(1::bigint, ${nCheckouts}::bigint) g`);
    await ctx.db.execute(sql`analyze`);
    console.log(
      `seeded ${nOrders} orders, ${nSubs} subscriptions, ${nCheckouts} checkouts in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // The plans of the three statements behind the request.
    const periods = await periodSeries(ctx.db, { start, end, interval: "day", timeZone: "Europe/Amsterdam" });
    const series = { periods, interval: "day" as const, timeZone: "Europe/Amsterdam" };
    const filter = { currency: "usd", from: periods[0]!.start, to: periods[periods.length - 1]!.end };
    const statements = {
      orders: orderBucketsSql(series, paidOrderMetricsSql(organizationId, filter)),
      subscriptions: subscriptionBucketsSql(series, subscriptionMetricsSql(organizationId, filter)),
      checkouts: checkoutBucketsSql(series, checkoutMetricsSql(organizationId, filter)),
    };
    for (const [name, statement] of Object.entries(statements)) {
      const plan = rowsOf<Record<string, string>>(
        await ctx.db.execute(sql`explain (analyze, buffers) ${statement}`),
      ).map((r) => Object.values(r)[0]);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${name}:\n${plan.join("\n")}`);
    }

    const time = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < Math.min(5, samples); i++) await fn();
      const ms: number[] = [];
      for (let i = 0; i < samples; i++) {
        const t0 = performance.now();
        await fn();
        ms.push(performance.now() - t0);
      }
      return { p50: pct(ms, 50), p99: pct(ms, 99) };
    };
    const query = `interval=day&start_date=${start}&end_date=${end}&timezone=Europe/Amsterdam&currency=usd`;
    const overviewPath = `/v1/metrics/?${query}&${OVERVIEW.map((m) => `metrics=${m}`).join("&")}`;
    const check = (await get(overviewPath)) as { periods: unknown[]; totals: Record<string, number> };
    console.log(`\n${check.periods.length} periods; totals ${JSON.stringify(check.totals)}`);

    const baseline = await time(() =>
      ctx.db.execute(sql`select count(*) from "order" where organization_id = ${organizationId}`),
    );
    const overview = await time(() => get(overviewPath));
    const all = await time(() => get(`/v1/metrics/?${query}`));
    const row = (name: string, r: { p50: number; p99: number }) =>
      console.log(
        `${name.padEnd(52)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   ` +
          `p50 ${(r.p50 / baseline.p50).toFixed(2)}x / p99 ${(r.p99 / baseline.p99).toFixed(2)}x of count(*)`,
      );
    console.log(`\n${samples} sequential samples each (${scratch ? "PostgreSQL" : "PGlite"}):`);
    row(`select count(*) over ${nOrders} orders (baseline)`, baseline);
    row("GET /v1/metrics/ overview, 12 months by day", overview);
    row("GET /v1/metrics/ every metric, 12 months by day", all);
  } finally {
    await close();
    await scratch?.drop();
  }
}
