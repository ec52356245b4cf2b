/**
 * Counts the SQL statements (round trips, BEGIN and COMMIT included) of each step of the checkout
 * money path on PostgreSQL: create, an authenticated read, confirm (with the sandbox processor's
 * own statements). `--sql` prints each statement. The profile behind docs/checkout.md
 * ("Performance").
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/checkout-statements.ts [--sql]
 */
import pg from "pg";
import { benchApp } from "../bench/setup.js";

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the count taps node-postgres).");
  process.exit(2);
}
const statements: string[] = [];
let counting = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  this: unknown,
  ...args: unknown[]
) {
  if (counting) {
    const q = args[0] as string | { text?: string };
    const named =
      typeof q === "object" && (q as { name?: string })?.name
        ? `[${(q as { name?: string }).name}] `
        : "[unnamed] ";
    statements.push(named + String(typeof q === "string" ? q : q?.text).replace(/\s+/g, " "));
  }
  return query.apply(this, args);
};

const { app, token, close } = await benchApp();
const call = async (method: string, path: string, body: unknown, auth = true) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (auth) headers.authorization = `Bearer ${token}`;
  const res = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
};
const step = async <T>(name: string, fn: () => Promise<T>, print: boolean): Promise<T> => {
  statements.length = 0;
  counting = true;
  const result = await fn();
  counting = false;
  if (print) {
    console.log(`${name}: ${statements.length} statements`);
    if (process.argv.includes("--sql")) for (const s of statements) console.log(`  ${s.slice(0, 160)}`);
  }
  return result;
};

const product = await call("POST", "/v1/products/", {
  name: "Statements",
  prices: [{ amount_type: "fixed", price_amount: 4900 }],
});
// The first round warms caches (the access token's); the second is the one printed.
for (const print of [false, true]) {
  const checkout = await step(
    "create",
    () => call("POST", "/v1/checkouts/", { products: [product.id] }),
    print,
  );
  await step("read", () => call("GET", `/v1/checkouts/${checkout.id}`, undefined), print);
  await step(
    "confirm",
    () =>
      call(
        "POST",
        `/v1/checkouts/client/${checkout.client_secret}/confirm`,
        {
          customer_email: `statements-${checkout.id}@example.com`,
          customer_billing_address: { country: "DE" },
          confirmation_token_id: "pm_card_visa",
        },
        false,
      ),
    print,
  );
}
await close();
