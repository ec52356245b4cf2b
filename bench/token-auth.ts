/**
 * What an organization access token costs per /v1 request: the same tiny handler bare, and
 * behind the /v1 principal middleware (token lookup by hash), plus two real token-authenticated
 * lists (GET /v1/organization-access-tokens/ and GET /v1/customers/ over 20 customers), with the
 * SQL statements each request sends (PostgreSQL only; PGlite's are not counted). Repeated list
 * reads are answered by the read cache; the uncached rows miss it on purpose.
 */
import { v1Principal } from "../src/server/http/v1/principal.js";
import { compareOpsPerSecond, report } from "./measure.js";
import { benchApp } from "./setup.js";
import { countSqlStatements } from "./sql-count.js";

export async function run() {
  const sql = countSqlStatements();
  const { ctx, app, token, close } = await benchApp((app, ctx) => {
    const noCustomerSessions = async () => {
      throw new Error("the benchmark sends organization tokens only");
    };
    app.get("/bench/authed", v1Principal(ctx, noCustomerSessions), (c) => c.json({ ok: true }));
  });
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i++) {
    const res = await app.request("/v1/customers/", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ email: `customer-${i}@example.com`, name: `Customer ${i}`, metadata: { i } }),
    });
    if (res.status !== 201) throw new Error(`create customer: ${res.status} ${await res.text()}`);
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
    { name: "same route behind token verification", fn: () => get("/bench/authed") },
    {
      name: "GET /v1/organization-access-tokens/",
      fn: () => get("/v1/organization-access-tokens/?limit=10"),
    },
    { name: "GET /v1/customers/?limit=10", fn: () => get("/v1/customers/?limit=10") },
    {
      name: "GET /v1/organization-access-tokens/, uncached",
      fn: uncached("/v1/organization-access-tokens/?limit=10"),
    },
    { name: "GET /v1/customers/?limit=10, uncached", fn: uncached("/v1/customers/?limit=10") },
  ];
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 2000);
  const rows = await compareOpsPerSecond(paths, iterations);
  console.log(
    `token authentication on ${ctx.database.kind}, ${iterations} sequential requests each, interleaved`,
  );
  report(rows, "bare Hono route (baseline)", {
    "same route behind token verification": { min: 0.3 },
    "GET /v1/organization-access-tokens/": { min: 0.3 },
    "GET /v1/customers/?limit=10": { min: 0.3 },
  });
  if (ctx.database.kind === "postgres") {
    for (const p of paths)
      console.log(`${p.name.padEnd(44)} ${await sql.during(p.fn)} SQL statements a request`);
  }
  await close();
}
