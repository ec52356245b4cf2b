import { performance } from "node:perf_hooks";
import pg from "pg";
import { seededOrganizations, seedOrganizations } from "./lists-seed.js";
import { pct, summary } from "./measure.js";
import { scratchDatabase } from "./scratch.js";
import { benchApp } from "./setup.js";

/** Counts the statements sent through `pg` while `fn` runs (PostgreSQL only). */
async function captureStatements(fn: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: { text: string; values: unknown[] }[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; values?: unknown[] };
    if (typeof q === "string") seen.push({ text: q, values: (args[1] as unknown[]) ?? [] });
    else seen.push({ text: String(q.text ?? ""), values: q.values ?? (args[1] as unknown[]) ?? [] });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return seen;
}

/**
 * `npm run bench -- lists`: the first page (limit 10) of the customer, order and subscription
 * lists and their `?query=` searches in an organization of BENCH_SMALL (1 k) rows and one of
 * BENCH_LARGE (1 M) rows, p50/p99 of BENCH_ITERATIONS (100) interleaved requests and the ratio.
 * With DATABASE_URL it seeds a scratch database (bench/scratch.ts: BENCH_KEEP_DB=1 keeps it,
 * BENCH_REUSE_DB=<name> measures a kept one again without seeding) and prints `EXPLAIN (ANALYZE,
 * BUFFERS)` of each request's statements at 1 M unless BENCH_EXPLAIN=0. BENCH_LISTS=orders,…
 * measures only the lists whose names contain one of these words.
 */
export async function run() {
  const nSmall = Number(process.env.BENCH_SMALL ?? 1_000);
  const nLarge = Number(process.env.BENCH_LARGE ?? 1_000_000);
  const samples = Number(process.env.BENCH_ITERATIONS ?? 100);
  const scratch = await scratchDatabase("lists");
  if (scratch) process.env.DATABASE_URL = scratch.url;
  const { ctx, app, cookie, token, close } = await benchApp();
  try {
    const request = async (path: string, init: RequestInit = {}, auth = token) => {
      const res = await app.request(path, {
        ...init,
        headers: { "content-type": "application/json", authorization: `Bearer ${auth}`, ...init.headers },
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as Record<string, unknown>;
    };
    const orgs = scratch?.reused
      ? await seededOrganizations(ctx, nSmall, nLarge)
      : await seedOrganizations(ctx, app, cookie, token, request, nSmall, nLarge);
    const largeToken = orgs[1]!.token;

    // Searches of several kinds, each finding rows in both organizations: an email fragment whose
    // trigrams are each common and only together rare (`buyer77@example`: every email is
    // `buyerN@example.com`), a name (`Buyer 424`: `Buyer 424`, `Buyer 4240`… , a full page), a whole
    // email, and an invoice number. Orders and subscriptions of customer N are g with 1 + g % n = N.
    let lists = [
      { name: "customers", path: "/v1/customers/?limit=10" },
      { name: "customers ?query=email part", path: "/v1/customers/?limit=10&query=buyer77%40example" },
      { name: "customers ?query=name", path: "/v1/customers/?limit=10&query=Buyer%20424" },
      { name: "customers ?query=email", path: "/v1/customers/?limit=10&query=buyer777%40example.com" },
      { name: "orders", path: "/v1/orders/?limit=10" },
      { name: "orders ?query=email part", path: "/v1/orders/?limit=10&query=buyer77%40example" },
      { name: "orders ?query=invoice", path: "/v1/orders/?limit=10&query=B424-0001" },
      { name: "orders ?status=pending", path: "/v1/orders/?limit=10&status=pending" },
      { name: "subscriptions", path: "/v1/subscriptions/?limit=10" },
      {
        name: "subscriptions ?query=email part",
        path: "/v1/subscriptions/?limit=10&query=buyer77%40example",
      },
      { name: "subscriptions ?query=name", path: "/v1/subscriptions/?limit=10&query=Buyer%20424" },
      { name: "subscriptions ?active=true", path: "/v1/subscriptions/?limit=10&active=true" },
    ];

    const only = process.env.BENCH_LISTS?.split(",").filter(Boolean);
    if (only) lists = lists.filter((l) => only.some((word) => l.name.includes(word)));

    if (process.env.BENCH_EXPLAIN !== "0" && scratch) {
      for (const list of lists) {
        const seen = await captureStatements(() => request(list.path, {}, largeToken));
        console.log(`\n== ${list.name} (large): ${seen.length} statements per request`);
        for (const { text, values } of seen) {
          if (!/^\s*select/i.test(text)) continue;
          console.log(`\n${text.replace(/\s+/g, " ").slice(0, 600)}`);
          const plan = await ctx.database.pool!.query(`explain (analyze, buffers) ${text}`, values);
          console.log(plan.rows.map((r) => `  ${Object.values(r)[0]}`).join("\n"));
        }
      }
    }

    const once = async (path: string, auth: string) => request(path, {}, auth);
    console.log(`\n${samples} samples each, interleaved small/large (${scratch ? "PostgreSQL" : "PGlite"}):`);
    console.log(
      `${"list".padEnd(34)} ${`${nSmall} rows p50/p99`.padStart(22)} ${`${nLarge} rows p50/p99`.padStart(24)}   ratio p50`,
    );
    for (const list of lists) {
      const totals = [];
      for (const org of orgs) {
        const body = (await once(list.path, org.token)) as { pagination: { total_count: number } };
        totals.push(body.pagination.total_count);
        for (let i = 0; i < 5; i++) await once(list.path, org.token);
      }
      const ms: number[][] = [[], []];
      for (let i = 0; i < samples; i++) {
        for (const [k, org] of orgs.entries()) {
          const t0 = performance.now();
          await once(list.path, org.token);
          ms[k]!.push(performance.now() - t0);
        }
      }
      const [s, l] = ms.map((m) => ({ p50: pct(m, 50), p99: pct(m, 99) }));
      console.log(
        `${list.name.padEnd(34)} ${`${s!.p50.toFixed(1)} / ${s!.p99.toFixed(1)} ms`.padStart(22)} ${`${l!.p50.toFixed(1)} / ${l!.p99.toFixed(1)} ms`.padStart(24)}   ${(l!.p50 / s!.p50).toFixed(2)}x   (total_count ${totals.join(" / ")})`,
      );
      summary({
        bench: "lists",
        path: `${list.name} at ${nLarge} rows`,
        figure: `p50 ${l!.p50.toFixed(1)} ms, p99 ${l!.p99.toFixed(1)} ms`,
        ratio: l!.p50 / s!.p50,
        baseline: `p50 at ${nSmall} rows`,
        target: { max: 2, text: "≤ 2×" },
      });
    }
  } finally {
    await close();
    await scratch?.drop();
  }
}
