import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, fixedProduct, makeCheckout, makeProduct } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

/**
 * The hosted page's read and a new buyer's confirmation read the checkout, its products and its
 * organization in one statement (`findCheckoutWithProductsBySecret`). Counted on PostgreSQL, where
 * every statement goes through node-postgres; the answers are checked on both databases.
 */
let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Round trips");
  c = client(t);
});
afterAll(() => t.close());

/** The statements node-postgres sends while `fn` runs (0 on PGlite). */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const real = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as { name?: string; text?: string } | string;
    sent.push(typeof first === "string" ? first : (first.name ?? first.text ?? ""));
    return (real as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof real;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = real;
  }
  return sent;
}

const onPostgres = () => t.ctx.database.kind === "postgres";

describe("the checkout read by its client secret", () => {
  it("answers the hosted page with its products in the checkout's order and its organization, in one statement", async () => {
    const first = await fixedProduct(seller, 1500);
    const second = await makeProduct(seller, {
      name: "Second",
      prices: [{ amount_type: "fixed", price_amount: 2500 }],
    });
    const co = await makeCheckout(seller, { products: [second.id, first.id] });
    let res: Awaited<ReturnType<typeof c.get>> | undefined;
    const sent = await statementsDuring(async () => {
      res = await c.get(co.client_secret as string);
    });
    expect(res!.status).toBe(200);
    const body = res!.body as { products: { id: string }[]; organization: { name: string } };
    expect(body.products.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(body.organization.name).toBe("Round trips");
    if (onPostgres()) expect(sent).toEqual(["k_checkout_by_secret_with_products"]);
  });

  it("leaves out a product deleted since, as the seller's read does", async () => {
    const kept = await fixedProduct(seller, 1000);
    const gone = await makeProduct(seller, {
      name: "Gone",
      prices: [{ amount_type: "fixed", price_amount: 700 }],
    });
    const co = await makeCheckout(seller, { products: [kept.id, gone.id] });
    await t.ctx.db.execute(sql`delete from product_price where product_id = ${gone.id}`);
    await t.ctx.db.execute(sql`delete from product where id = ${gone.id}`);
    const res = await c.get(co.client_secret as string);
    expect(res.status).toBe(200);
    expect((res.body as { products: { id: string }[] }).products.map((p) => p.id)).toEqual([kept.id]);
    const seen = await seller.api.get(`/v1/checkouts/${co.id}`);
    expect((seen.body as { products: { id: string }[] }).products.map((p) => p.id)).toEqual([kept.id]);
  });

  it("confirms a new buyer's purchase in five statements: the read, the tax rate, the claim, the charge, the settlement", async () => {
    const product = await fixedProduct(seller, 4900);
    const co = await makeCheckout(seller, { products: [product.id] });
    let res: Awaited<ReturnType<typeof c.confirm>> | undefined;
    const sent = await statementsDuring(async () => {
      res = await c.confirm(co.client_secret as string, {
        customer_email: "five@example.com",
        customer_billing_address: { country: "DE" },
        confirmation_token_id: "pm_card_visa",
      });
    });
    expect(res!.status, JSON.stringify(res!.body)).toBe(200);
    const body = res!.body as { status: string; organization: { name: string } };
    expect(body.status).toBe("confirmed");
    expect(body.organization.name).toBe("Round trips");
    if (onPostgres()) {
      expect(sent[0]).toBe("k_checkout_by_secret_with_products");
      expect(sent).toHaveLength(5);
    }
  });
});
