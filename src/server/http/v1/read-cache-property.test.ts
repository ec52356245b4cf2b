import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { createReadCache, type ReadCache } from "./read-cache.js";

/** A small seeded generator (mulberry32): the same sequence on every run. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const LISTS = [
  "/v1/products/",
  "/v1/products/?limit=3&sorting=name",
  "/v1/products/?is_archived=false&limit=2&page=2",
  "/v1/products/?is_recurring=true",
  "/v1/customers/?limit=4&sorting=-email",
  "/v1/customers/?query=cust&limit=2",
  "/v1/organization-access-tokens/?limit=2&sorting=-created_at",
] as const;

describe("cached lists equal uncached lists over random writes and reads", () => {
  let t: TestApp;
  let seller: Seller;
  let bypassed: ReadCache;
  let uncached: (path: string) => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, "Property");
    bypassed = createReadCache(t.ctx.database, t.ctx.logger, {
      listen: async () => {
        throw new Error("never listens: every read goes to the database");
      },
    });
    const app = buildApp({ ...t.ctx, reads: bypassed }, { web: false });
    uncached = async (path) =>
      (await app.request(path, { headers: { authorization: `Bearer ${seller.token}` } })).text();
  });
  afterAll(async () => {
    await bypassed.close();
    await t.close();
  });

  it("agrees after every step", async () => {
    const r = random(20261127);
    const products: string[] = [];
    const customers: string[] = [];
    const tokens: string[] = [];
    let n = 0;
    const api = seller.api;
    const writes: (() => Promise<"http" | "sql" | "none">)[] = [
      async () => {
        const res = await api.post("/v1/products/", {
          name: `Product ${r.int(1000)}`,
          recurring_interval: r.int(2) ? "month" : null,
          prices: [{ amount_type: "fixed", price_amount: 100 + r.int(900), price_currency: "usd" }],
        });
        expect(res.status).toBe(201);
        products.push(res.body.id);
        return "http";
      },
      async () => {
        if (!products.length) return "none";
        const body = r.int(3) ? { name: `Renamed ${++n}` } : { is_archived: r.int(2) === 0 };
        expect((await api.patch(`/v1/products/${r.pick(products)}`, body)).status).toBe(200);
        return "http";
      },
      async () => {
        const res = await api.post("/v1/customers/", {
          email: `cust-${++n}@example.com`,
          name: `C ${r.int(50)}`,
        });
        expect(res.status).toBe(201);
        customers.push(res.body.id);
        return "http";
      },
      async () => {
        const id = customers.splice(r.int(customers.length), 1)[0];
        if (!id) return "none";
        expect((await api.delete(`/v1/customers/${id}`)).status).toBe(204);
        return "http";
      },
      async () => {
        const res = await api.post("/v1/organization-access-tokens/", {
          comment: `t${++n}`,
          scopes: ["products:read"],
        });
        expect(res.status).toBe(201);
        tokens.push(res.body.organization_access_token.id);
        return "http";
      },
      async () => {
        const id = tokens.splice(r.int(tokens.length), 1)[0];
        if (!id) return "none";
        expect((await api.delete(`/v1/organization-access-tokens/${id}`)).status).toBe(204);
        return "http";
      },
      async () => {
        // Another process's write: raw SQL on the price or customer tables.
        if (r.int(2) && products.length) {
          await t.ctx.db.execute(
            sql`update product_price set price_amount = ${r.int(5000)} where product_id = ${r.pick(products)}`,
          );
        } else {
          await t.ctx.db.execute(
            sql`update customer set name = ${`sql ${++n}`} where organization_id = ${seller.organizationId}`,
          );
        }
        return "sql";
      },
    ];

    const hitsBefore = t.ctx.reads.stats.hits;
    for (let step = 0; step < 60; step++) {
      const kind = r.int(3) === 0 ? await r.pick(writes)() : "none";
      for (let k = 0; k < 3; k++) {
        const path = r.pick(LISTS);
        if (kind === "sql") {
          // Seen once the notice arrives (polled).
          await vi.waitFor(async () => expect((await api.get(path)).text).toBe(await uncached(path)));
        } else {
          // The cached read first, straight after the write: no time for a notice to land.
          const fromCache = (await api.get(path)).text;
          expect(fromCache, `step ${step}: ${path}`).toBe(await uncached(path));
        }
      }
    }
    expect(t.ctx.reads.stats.hits).toBeGreaterThan(hitsBefore);
  });
});
