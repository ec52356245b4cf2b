import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { rowsOf } from "../src/server/db/rows.js";
import { checkoutMetricsSql, checkoutRollupMetricsSql } from "../src/server/modules/checkouts/service.js";
import {
  checkoutBucketsSql,
  orderBucketsSql,
  periodSeries,
  subscriptionBucketsSql,
  subscriptionRollupBucketsSql,
} from "../src/server/modules/metrics/repository.js";
import { compactMetricRollups } from "../src/server/modules/metrics/rollups.js";
import { getMetrics } from "../src/server/modules/metrics/service.js";
import { paidOrderMetricsSql, paidOrderRollupMetricsSql } from "../src/server/modules/orders/service.js";
import {
  subscriptionMetricsSql,
  subscriptionRollupMetricsSql,
} from "../src/server/modules/subscriptions/service.js";
import { pct, summary } from "./measure.js";
import { scratchDatabase } from "./scratch.js";
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

export async function run() {
  const nOrders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
  const nSubs = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
  const nCheckouts = Number(process.env.BENCH_CHECKOUTS ?? 1_000_000);
  const samples = Number(process.env.BENCH_ITERATIONS ?? 100);
  const scratch = await scratchDatabase("metrics");
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
    console.log(
      `seeded ${nOrders} orders, ${nSubs} subscriptions, ${nCheckouts} checkouts (and their rollups, by ` +
        `the triggers) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    // The hourly compaction job's work after the seed: the seed's deltas folded per key and hour.
    const compactStarted = performance.now();
    const folded = await compactMetricRollups(ctx);
    console.log(
      `compacted rollups (${JSON.stringify(folded)} rows folded) in ${(performance.now() - compactStarted).toFixed(0)} ms`,
    );
    await ctx.db.execute(sql`analyze`);

    // The plans of the statements behind the request: from the rollups, and from the rows (before).
    const periods = await periodSeries(ctx.db, { start, end, interval: "day", timeZone: "Europe/Amsterdam" });
    const series = { periods, interval: "day" as const, timeZone: "Europe/Amsterdam" };
    const filter = { currency: "usd", from: periods[0]!.start, to: periods[periods.length - 1]!.end };
    const statements = {
      "orders (rollup)": orderBucketsSql(series, paidOrderRollupMetricsSql(organizationId, filter), true),
      "subscriptions (rollup)": subscriptionRollupBucketsSql(
        series,
        subscriptionRollupMetricsSql(organizationId, filter),
      ),
      "checkouts (rollup)": checkoutBucketsSql(
        series,
        checkoutRollupMetricsSql(organizationId, filter),
        true,
      ),
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

    const time = async (fn: () => Promise<unknown>, n = samples) => {
      for (let i = 0; i < Math.min(5, n); i++) await fn();
      const ms: number[] = [];
      for (let i = 0; i < n; i++) {
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
    const input = {
      start_date: start,
      end_date: end,
      interval: "day" as const,
      timezone: "Europe/Amsterdam",
      currency: "usd",
    };
    const fromRollups = await getMetrics(ctx, organizationId, input);
    const fromRows = await getMetrics(ctx, organizationId, input, false, { rollups: false });
    const same = JSON.stringify(fromRollups) === JSON.stringify(fromRows);
    console.log(`every metric from the rollups equals the raw rows' answer: ${same ? "yes" : "NO"}`);
    if (!same) throw new Error("the rollups' answer differs from the raw query's");

    const baseline = await time(() =>
      ctx.db.execute(sql`select count(*) from "order" where organization_id = ${organizationId}`),
    );
    const overview = await time(() => get(overviewPath));
    const all = await time(() => get(`/v1/metrics/?${query}`));
    const rawSamples = Math.min(samples, Number(process.env.BENCH_RAW_ITERATIONS ?? 10));
    const rawStarted = performance.now();
    const raw = await time(
      () => getMetrics(ctx, organizationId, { ...input, metrics: OVERVIEW }, false, { rollups: false }),
      rawSamples,
    );
    const row = (name: string, r: { p50: number; p99: number }) =>
      console.log(
        `${name.padEnd(52)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   ` +
          `p50 ${(r.p50 / baseline.p50).toFixed(2)}x / p99 ${(r.p99 / baseline.p99).toFixed(2)}x of count(*)`,
      );
    console.log(`\n${samples} sequential samples each (${scratch ? "PostgreSQL" : "PGlite"}):`);
    row(`select count(*) over ${nOrders} orders (baseline)`, baseline);
    row("GET /v1/metrics/ overview, 12 months by day", overview);
    row("GET /v1/metrics/ every metric, 12 months by day", all);
    row(`overview from the raw rows (before; ${rawSamples} samples, service)`, raw);
    summary({
      bench: "metrics",
      path: "GET /v1/metrics/ overview, 12 months by day, 1 M orders",
      figure: `p50 ${overview.p50.toFixed(0)} ms, p99 ${overview.p99.toFixed(0)} ms (aim p99 ≤ 200 ms; raw rows p99 ${raw.p99.toFixed(0)} ms)`,
      ratio: overview.p99 / baseline.p99,
      baseline: "p99 of count(*) over the orders",
    });
    console.log(`(the raw rows' samples ran ${((performance.now() - rawStarted) / 1000).toFixed(0)} s)`);
  } finally {
    await close();
    await scratch?.drop();
  }
}
