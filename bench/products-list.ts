/**
 * Listing products with an organization access token (GET /v1/products/?limit=10 over 100
 * products, each with a price) against a bare Hono route in the same app and run.
 */
import { opsPerSecond, report } from "./measure.js";
import { benchApp } from "./setup.js";

export async function run() {
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
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 1000);
  const bare = await opsPerSecond(() => get("/bench/bare"), iterations);
  const list = await opsPerSecond(() => get("/v1/products/?limit=10"), iterations);
  const filtered = await opsPerSecond(
    () => get("/v1/products/?limit=10&is_recurring=true&metadata[index]=7"),
    iterations,
  );
  console.log(
    `product listing on ${ctx.database.kind}, ${iterations} sequential requests each, 100 products`,
  );
  report(
    [
      { name: "bare Hono route (baseline)", opsPerSec: bare },
      { name: "GET /v1/products/?limit=10", opsPerSec: list },
      { name: "… with is_recurring and metadata filters", opsPerSec: filtered },
    ],
    "bare Hono route (baseline)",
  );
  await close();
}
