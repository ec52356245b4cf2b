import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { buildApp } from "../src/server/app.js";
import type { AppContext } from "../src/server/context.js";
import { rowsOf } from "../src/server/db/rows.js";
import { createToken } from "../src/server/modules/access-tokens/service.js";
import { ALL_SCOPES } from "../src/shared/scopes.js";

/** An organization of the lists benchmark: its label, its number of rows and an all-scopes token. */
export interface BenchOrg {
  label: string;
  n: number;
  token: string;
}

type Request = (path: string, init: RequestInit, auth: string) => Promise<Record<string, unknown>>;

/**
 * Seeds the small organization (the bench app's own, `token`) and a new large one with `nSmall`
 * and `nLarge` customers, orders and subscriptions (generate_series, then ANALYZE).
 */
export async function seedOrganizations(
  ctx: AppContext,
  app: ReturnType<typeof buildApp>,
  cookie: string,
  token: string,
  request: Request,
  nSmall: number,
  nLarge: number,
): Promise<BenchOrg[]> {
  // A second organization (the session's active one after creating it) with its own token.
  const session = { cookie, origin: ctx.config.baseUrl };
  const made = await app.request("/api/auth/organization/create", {
    method: "POST",
    headers: { "content-type": "application/json", ...session },
    body: JSON.stringify({ name: "Bench large", slug: `bench-large-${Date.now()}` }),
  });
  if (made.status !== 200) throw new Error(`organization/create: ${made.status}`);
  const largeTokenRes = await app.request("/v1/organization-access-tokens/", {
    method: "POST",
    headers: { "content-type": "application/json", ...session },
    body: JSON.stringify({ comment: "bench", scopes: ALL_SCOPES }),
  });
  const largeToken = ((await largeTokenRes.json()) as { token: string }).token;

  const orgs = [
    { label: "small", n: nSmall, token },
    { label: "large", n: nLarge, token: largeToken },
  ];
  const seedStarted = performance.now();
  for (const org of orgs) {
    const plan = await request(
      "/v1/products/",
      {
        method: "POST",
        body: JSON.stringify({
          name: "Plan",
          recurring_interval: "month",
          prices: [{ amount_type: "fixed", price_amount: 1500 }],
        }),
      },
      org.token,
    );
    const organizationId = String(plan.organization_id);
    const productId = String(plan.id);
    const n = org.n;
    const tag = org.label;
    const now = ctx.clock.now().toISOString();
    const at = (seconds: string) => sql.raw(`('${now}'::timestamptz - ((${seconds}) * interval '1 second'))`);
    await ctx.db.execute(sql`
      insert into customer (id, organization_id, email, name, invoice_prefix, created_at, deleted_at)
      select md5(${tag} || 'c' || g)::uuid, ${organizationId}, 'buyer' || g || '@example.com',
        'Buyer ' || g, 'B' || g, ${at("g * 60")}, case when g % 50 = 0 then ${at("g")} end
      from generate_series(1::bigint, ${n}::bigint) g`);
    await ctx.db.execute(sql`
      insert into "order" (id, organization_id, customer_id, product_id, status, billing_reason, currency,
        subtotal_amount, discount_amount, tax_amount, refunded_amount, invoice_number, created_at)
      select md5(${tag} || 'o' || g)::uuid, ${organizationId}, md5(${tag} || 'c' || (1 + g % ${n}))::uuid,
        ${productId}::uuid,
        case when g % 100 < 2 then 'pending' when g % 100 < 3 then 'refunded' else 'paid' end,
        'subscription_cycle', 'usd', 1500, 0, 0, 0, 'B' || g || '-0001', ${at("g * 30")}
      from generate_series(1::bigint, ${n}::bigint) g`);
    await ctx.db.execute(sql`
      insert into subscription (id, organization_id, customer_id, product_id, price_ids, status, amount, currency,
        recurring_interval, billing_anchor_day, current_period_start, current_period_end, started_at,
        canceled_at, ended_at, created_at)
      select md5(${tag} || 's' || g)::uuid, ${organizationId}, md5(${tag} || 'c' || (1 + g % ${n}))::uuid,
        ${productId}::uuid, '[]'::jsonb, case when g % 3 = 0 then 'canceled' else 'active' end, 1500, 'usd',
        'month', 1, s.started, s.started + interval '1 month', s.started,
        case when g % 3 = 0 then s.started + interval '40 days' end,
        case when g % 3 = 0 then s.started + interval '70 days' end, s.started
      from generate_series(1::bigint, ${n}::bigint) g, lateral (select ${at("g * 30")} as started) s`);
  }
  await ctx.db.execute(sql`analyze`);
  console.log(
    `seeded ${nSmall} and ${nLarge} customers, orders and subscriptions in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  return orgs;
}

/**
 * The two organizations a kept database (BENCH_REUSE_DB) was seeded with, told apart by their
 * number of customers, each with a new all-scopes token.
 */
export async function seededOrganizations(
  ctx: AppContext,
  nSmall: number,
  nLarge: number,
): Promise<BenchOrg[]> {
  const found = rowsOf<{ organization_id: string; n: string | number }>(
    await ctx.db.execute(sql`select organization_id, count(*) as n from customer group by organization_id`),
  );
  const orgs: BenchOrg[] = [];
  for (const [label, n] of [
    ["small", nSmall],
    ["large", nLarge],
  ] as const) {
    const org = found.find((f) => Number(f.n) === n);
    if (!org)
      throw new Error(`BENCH_REUSE_DB: no organization with ${n} customers (BENCH_SMALL / BENCH_LARGE)`);
    const made = await createToken(ctx, org.organization_id, { comment: "bench", scopes: ALL_SCOPES });
    orgs.push({ label, n, token: made.token });
  }
  console.log(`reused the seeded organizations of ${process.env.BENCH_REUSE_DB}`);
  return orgs;
}
