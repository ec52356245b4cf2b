/**
 * Subscription renewals: N due subscriptions (default 2,000; `BENCH_SUBSCRIPTIONS=100000` for the
 * big run) cycled by one worker (`runDueJobs`, every job the renewals cause included: the cycle,
 * the sandbox off-session charge, order and subscription events and their webhook dispatch).
 * Prints renewals per second next to a baseline measured in the same run: creating N pending
 * orders directly with `createOrder` (one transaction each, the same customers), i.e. the order
 * a renewal makes without the claim, the charge and the settlement. PostgreSQL when
 * DATABASE_URL is set, else in-memory PGlite. The figure (and ratio) is until every job the
 * renewals cause has run, their receipts rendered and sent included; the rate until the last one
 * is paid is printed too. At the end it checks one succeeded charge per renewal (distinct keys),
 * the charged total equal to the paid renewal orders, and one receipt sent each.
 *
 *   DATABASE_URL=postgres://… npm run bench -- renewals
 *   DATABASE_URL=postgres://… BENCH_SUBSCRIPTIONS=100000 npm run bench -- renewals
 *   BENCH_BATCH=1 …: jobs one at a time (default 10 at once, as the worker claims them)
 *   BENCH_BASELINE=n: orders in the baseline sample (default min(N, 5000): a rate, not a total)
 *
 * BENCH_CPU_PROFILE=<file>: a CPU profile of the drain (`.cpuprofile`); BENCH_HEAP_PROFILE=<file>: a
 * sampled allocation profile of it instead (`.heapprofile`). BENCH_SQL_STATS=1: the drain's
 * statements with the most parameter text (what Node serializes and writes to the socket) and those
 * whose results carry the most values (rows × columns, what the driver and Drizzle map). The Node
 * process's CPU time in the drain is printed with its wall-clock start and end (to match samples
 * of PostgreSQL's backends taken outside the bench).
 *
 * Progress (renewals paid and the rate so far) is printed every BENCH_PROGRESS_S seconds (default
 * 60), so a run stopped early still gives a figure.
 */
import { performance } from "node:perf_hooks";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { emailMessage } from "../src/server/db/schema/emails.js";
import { order } from "../src/server/db/schema/orders.js";
import { sandboxCharge } from "../src/server/db/schema/sandbox-payments.js";
import { subscription } from "../src/server/db/schema/subscriptions.js";
import { jobHandlers } from "../src/server/jobs/registry.js";
import { runDueJobs } from "../src/server/jobs/worker.js";
import { createOrder } from "../src/server/modules/orders/create.js";
import { enqueueDueRenewals } from "../src/server/modules/subscriptions/renewal/scheduler.js";
import { seedSubscriptionCopies } from "../src/server/test/fixtures/subscriptions-renewal-seed.js";
import { startCpuProfile } from "./cpu-profile.js";
import { summary } from "./measure.js";
import { scratchDatabase } from "./scratch.js";
import { benchApp } from "./setup.js";
import { countSqlStatements, printParameterStats } from "./sql-count.js";

const MONTH_MS = 30 * 86_400_000;

export async function run() {
  // A database of its own: jobs other runs left in DATABASE_URL's database would be drained (and
  // timed) with the renewals, and another bench's worker there could claim the renewals' jobs.
  const scratch = await scratchDatabase("renewals");
  if (scratch) process.env.DATABASE_URL = scratch.url;
  try {
    await renewals();
  } finally {
    await scratch?.drop();
  }
}

async function renewals() {
  const n = Number(process.env.BENCH_SUBSCRIPTIONS ?? 2000);
  /** Jobs the worker runs at once (the worker's default claim batch). */
  const batch = Number(process.env.BENCH_BATCH ?? 10);
  const { ctx, app, token, close } = await benchApp();
  // Statements sent to PostgreSQL (nothing is counted on PGlite): per baseline order, per renewal.
  const statements = countSqlStatements();
  const call = async (method: string, path: string, body: unknown, expected: number, auth = true) => {
    const res = await app.request(path, {
      method,
      headers: {
        "content-type": "application/json",
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  // One subscription through the real checkout, then N − 1 copies with customers of their own.
  const product = await call(
    "POST",
    "/v1/products/",
    {
      name: "Bench plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1500 }],
    },
    201,
  );
  const checkout = await call("POST", "/v1/checkouts/", { products: [product.id] }, 201);
  await call(
    "POST",
    `/v1/checkouts/client/${checkout.client_secret}/confirm`,
    {
      customer_email: `renewals-${Date.now()}@example.com`,
      customer_billing_address: { country: "DE" },
      confirmation_token_id: "pm_card_visa",
    },
    200,
    false,
  );
  await runDueJobs(ctx, jobHandlers);
  const [template] = await ctx.db
    .select()
    .from(subscription)
    .where(eq(subscription.checkoutId, String(checkout.id)));
  if (!template) throw new Error("the checkout created no subscription");
  const seedStarted = performance.now();
  const ids = [template.id, ...(await seedSubscriptionCopies(ctx.db, template, n - 1))];
  // Every one of them due a minute ago.
  const now = ctx.clock.now();
  const end = new Date(now.getTime() - 60_000);
  for (let i = 0; i < ids.length; i += 5000) {
    await ctx.db
      .update(subscription)
      .set({ currentPeriodStart: new Date(end.getTime() - MONTH_MS), currentPeriodEnd: end })
      .where(inArray(subscription.id, ids.slice(i, i + 5000)));
  }
  // Statistics for the seeded tables, as autovacuum would have them on a database of this size.
  await ctx.db.execute(sql`analyze`);
  const seeded = (performance.now() - seedStarted) / 1000;

  // Baseline: the renewal orders alone, created directly (then removed again).
  const customers = await ctx.db
    .select({ id: subscription.customerId })
    .from(subscription)
    .where(inArray(subscription.id, ids.slice(0, Math.min(ids.length, 5000))));
  const baselineN = Number(process.env.BENCH_BASELINE ?? Math.min(n, 5000));
  const baselineStarted = performance.now();
  const baselineIds: string[] = [];
  const baselineStatements = statements.count();
  for (let i = 0; i < baselineN; i++) {
    const customerId = customers[i % customers.length]!.id;
    const row = await ctx.db.transaction((tx) =>
      createOrder(tx, ctx.clock.now(), {
        organizationId: template.organizationId,
        customerId,
        productId: template.productId,
        discountId: null,
        subscriptionId: null,
        checkoutId: null,
        billingReason: "subscription_cycle",
        currency: template.currency,
        items: [{ label: "Bench plan", amount: 1500, taxAmount: 0, proration: false, productPriceId: null }],
        discountAmount: 0,
        billingName: null,
        billingAddress: null,
        metadata: {},
        customFieldData: {},
        processor: null,
        chargeRef: null,
        paymentMethodId: null,
        paid: false,
      }),
    );
    baselineIds.push(row.id);
  }
  const baselineSeconds = (performance.now() - baselineStarted) / 1000;
  const perOrder = (statements.count() - baselineStatements) / baselineN;
  await runDueJobs(ctx, jobHandlers, { batch: 10 });

  // The renewals: the scheduler's enqueue, then one worker drains every job.
  printParameterStats(0); // the seed's and the baseline's statements are not the drain's
  const profile = await startCpuProfile("the drain");
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const wallStarted = Date.now();
  // Receipts are counted from here: a database kept from an earlier run holds that run's too.
  const drainFrom = ctx.clock.now();
  const drainStatements = statements.count();
  const due = await enqueueDueRenewals(ctx, ctx.clock.now());
  const scheduled = (performance.now() - started) / 1000;
  const progressMs = Number(process.env.BENCH_PROGRESS_S ?? 60) * 1000;
  console.log(
    `seeded ${n} due subscriptions in ${seeded.toFixed(1)} s; baseline ${(baselineN / baselineSeconds).toFixed(1)} orders/s; scheduler enqueued ${due} in ${scheduled.toFixed(2)} s`,
  );
  // Time spent in each job type during the drain (jobs of one round run at once, so the sums overlap).
  const jobTime = new Map<string, { n: number; ms: number }>();
  const timedHandlers: typeof jobHandlers = Object.fromEntries(
    Object.entries(jobHandlers).map(([name, handler]) => [
      name,
      async (...args: Parameters<typeof handler>) => {
        const t0 = performance.now();
        try {
          await handler(...args);
        } finally {
          const entry = jobTime.get(name) ?? { n: 0, ms: 0 };
          entry.n++;
          entry.ms += performance.now() - t0;
          jobTime.set(name, entry);
        }
      },
    ]),
  );
  let lastReport = performance.now();
  const paidCount = async () => {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(order)
      .where(
        and(
          eq(order.organizationId, template.organizationId),
          eq(order.billingReason, "subscription_cycle"),
          eq(order.status, "paid"),
        ),
      );
    return row!.n;
  };
  /** Renewal receipts delivered (the `email.send` jobs done). */
  const receiptsSent = async () => {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailMessage)
      .where(
        and(
          eq(emailMessage.template, "subscription-cycled"),
          eq(emailMessage.status, "sent"),
          gte(emailMessage.createdAt, drainFrom),
        ),
      );
    return row!.n;
  };
  // When the last renewal was paid: the renewals themselves, before the receipts they queue
  // (rendered and sent by later jobs of the same drain) are all out.
  let paidSeconds: number | null = null;
  for (;;) {
    // The same drain as one call with unlimited rounds, in slices so progress can be printed.
    const ran = await runDueJobs(ctx, timedHandlers, { batch, maxRounds: 1 });
    if (paidSeconds === null && (await paidCount()) >= n) paidSeconds = (performance.now() - started) / 1000;
    if (ran === 0) break;
    if (performance.now() - lastReport < progressMs) continue;
    lastReport = performance.now();
    const [done] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(order)
      .where(
        and(
          eq(order.organizationId, template.organizationId),
          eq(order.billingReason, "subscription_cycle"),
          eq(order.status, "paid"),
        ),
      );
    const elapsed = (lastReport - started) / 1000;
    const sent = await receiptsSent();
    console.log(
      `  ${String(done!.n).padStart(7)} renewals paid after ${elapsed.toFixed(0).padStart(5)} s: ${(done!.n / elapsed).toFixed(1)} /s; ${sent} receipts sent: ${(sent / elapsed).toFixed(1)} /s`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  await profile?.stop();
  printParameterStats();
  const perRenewal = (statements.count() - drainStatements) / n;

  const [renewed] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(order)
    .where(
      and(
        eq(order.organizationId, template.organizationId),
        eq(order.billingReason, "subscription_cycle"),
        eq(order.status, "paid"),
      ),
    );
  if (due !== n || renewed!.n !== n)
    throw new Error(`expected ${n} due and paid renewals, got ${due} and ${renewed!.n}`);
  // Money exactly once: one succeeded charge per renewal (its own idempotency key), the paid
  // orders' total that sum, and one receipt delivered per renewal.
  const [charges] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      keys: sql<number>`count(distinct ${sandboxCharge.idempotencyKey})::int`,
      amount: sql<number>`coalesce(sum(${sandboxCharge.amount}), 0)::bigint`,
    })
    .from(sandboxCharge)
    .where(
      and(
        eq(sandboxCharge.organizationId, template.organizationId),
        eq(sandboxCharge.status, "succeeded"),
        sql`${sandboxCharge.idempotencyKey} like 'subscription:%'`,
      ),
    );
  const [billed] = await ctx.db
    .select({
      amount: sql<number>`coalesce(sum(${order.subtotalAmount} - ${order.discountAmount} + ${order.taxAmount}), 0)::bigint`,
    })
    .from(order)
    .where(
      and(
        eq(order.organizationId, template.organizationId),
        eq(order.billingReason, "subscription_cycle"),
        eq(order.status, "paid"),
      ),
    );
  const receipts = await receiptsSent();
  if (
    charges!.n !== n ||
    charges!.keys !== n ||
    Number(charges!.amount) !== Number(billed!.amount) ||
    receipts !== n
  )
    throw new Error(
      `expected ${n} charges (one per key) summing to the paid orders and ${n} receipts; got ${charges!.n} charges, ${charges!.keys} keys, ${charges!.amount} charged against ${billed!.amount} billed, ${receipts} receipts`,
    );
  console.log(
    `checked: ${n} charges, one per renewal (distinct keys), ${charges!.amount} charged = the paid renewal orders; ${receipts} receipts sent`,
  );

  const renewalsPerSecond = n / seconds;
  const baselinePerSecond = baselineN / baselineSeconds;
  console.log(
    `renewals on ${ctx.database.kind}, one worker (batch ${batch}), sandbox processor; ${n} subscriptions (seeded in ${seeded.toFixed(1)} s, ${renewed!.n} paid renewal orders checked)`,
  );
  console.log(`${"createOrder alone (baseline)".padEnd(44)} ${baselinePerSecond.toFixed(1).padStart(9)} /s`);
  if (ctx.database.kind !== "pglite")
    console.log(
      `SQL statements: ${perOrder.toFixed(1)} per baseline order; ${perRenewal.toFixed(1)} per renewal (its jobs, receipts and the progress counts included)`,
    );
  console.log(
    `${"scheduler: enqueue the due cycles".padEnd(44)} ${(n / scheduled).toFixed(1).padStart(9)} /s   (${scheduled.toFixed(2)} s)`,
  );
  for (const [name, t] of [...jobTime].sort((a, b) => b[1].ms - a[1].ms))
    console.log(
      `  job ${name.padEnd(40)} ${String(t.n).padStart(6)} runs ${(t.ms / 1000).toFixed(1).padStart(8)} s busy`,
    );
  console.log(
    `Node CPU in the drain: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (${(cpu.system / 1e6).toFixed(1)} s system), ${(((cpu.user + cpu.system) / 1e6 / n) * 1e6).toFixed(0)} µs per renewal, over ${seconds.toFixed(1)} s; drain wall clock: ${wallStarted} → ${wallStarted + Math.round(seconds * 1000)}`,
  );
  const paidPerSecond = n / (paidSeconds ?? seconds);
  console.log(
    `${"renewal: claim → order → charge → paid".padEnd(44)} ${paidPerSecond.toFixed(1).padStart(9)} /s   ${(paidPerSecond / baselinePerSecond).toFixed(3)}x of baseline   (all paid after ${(paidSeconds ?? seconds).toFixed(1)} s)`,
  );
  console.log(
    `${"  … and every job they cause (receipt emails)".padEnd(44)} ${renewalsPerSecond.toFixed(1).padStart(9)} /s   ${(renewalsPerSecond / baselinePerSecond).toFixed(3)}x of baseline   (drained after ${seconds.toFixed(1)} s)`,
  );
  // The figure is the whole of a renewal: paid, and its receipt rendered and sent.
  summary({
    bench: "renewals",
    path: `renewals of ${n} due subscriptions with their receipts, one worker`,
    figure: `${renewalsPerSecond.toFixed(1)}/s with the receipts sent (aim ≥ 1,000/s); ${paidPerSecond.toFixed(1)} paid/s`,
    ratio: renewalsPerSecond / baselinePerSecond,
    baseline: `createOrder alone (${baselinePerSecond.toFixed(1)}/s)`,
    target: { min: 1, text: "≥ 1×" },
  });
  await close();
}
