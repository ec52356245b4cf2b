/**
 * Listing products with an organization access token (GET /v1/products/?limit=10 over 100
 * products, each with a price) against a bare Hono route in the same app and run (interleaved
 * rounds), with the SQL statements each request sends (PostgreSQL only). Repeated reads are
 * answered by the read cache (src/server/http/v1/read-cache.ts); the uncached row misses it
 * on purpose (a parameter no route reads), which is what a first read (or the first after a change) costs.
 */
import { compareOpsPerSecond, report } from "./measure.js";
import { benchApp } from "./setup.js";
import { countSqlStatements } from "./sql-count.js";

export async function run() {
  const sql = countSqlStatements();
  const { ctx, app, token, close } = await benchApp();
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  for (let i = 0; i < 100; i++) {
    const res = await app.request("/v1/products/", {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: `Product ${i}`,
        recurring_interval: i % 2 ? "month" : null,
        prices: [{ amount_type: "fixed", price_amount: 1000 + i, price_currency: "usd" }],
        metadata: { index: i },
      }),
    });
    if (res.status !== 201) throw new Error(`create product: ${res.status} ${await res.text()}`);
  }
  const get = async (path: string) => {
    const res = await app.request(path, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.text();
  };
  /**
   * The same read, never answered from memory: each request adds a parameter no route reads
   * (`_=<n>`), so it misses the read cache, as a first read (or the first after a change) does,
   * without emptying the entries of the cached rows.
   */
  let miss = 0;
  const uncached = (path: string) => () => get(`${path}${path.includes("?") ? "&" : "?"}_=${++miss}`);
  const paths = [
    { name: "bare Hono route (baseline)", fn: () => get("/bench/bare") },
    { name: "GET /v1/products/?limit=10", fn: () => get("/v1/products/?limit=10") },
    {
      name: "… with is_recurring and metadata filters",
      fn: () => get("/v1/products/?limit=10&is_recurring=true&metadata[index]=7"),
    },
    { name: "GET /v1/products/?limit=10, uncached", fn: uncached("/v1/products/?limit=10") },
  ];
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 1000);
  const rows = await compareOpsPerSecond(paths, iterations);
  console.log(
    `product listing on ${ctx.database.kind}, ${iterations} sequential requests each, interleaved, 100 products`,
  );
  report(rows, "bare Hono route (baseline)", { "GET /v1/products/?limit=10": { min: 0.25 } });
  if (ctx.database.kind === "postgres") {
    for (const p of paths)
      console.log(`${p.name.padEnd(44)} ${await sql.during(p.fn)} SQL statements a request`);
  }
  await close();
}
