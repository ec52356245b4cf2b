import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import { type AppContext, createContext } from "../../context.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import type { CachedToken } from "./token-cache.js";

const row = (id: string): CachedToken => ({
  id,
  referenceId: "org",
  permissions: null,
  enabled: true,
  expiresAt: null,
  lastRequest: null,
});

describe("access-token cache", () => {
  let t: TestApp;
  let seller: Seller;
  /** A second Kassa on the same database: another process in all but its memory. */
  let other: { ctx: AppContext; get: (path: string, token: string) => Promise<number> };

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, "Cache");
    const ctx = await createContext(t.ctx.config, {
      database: t.ctx.database,
      skipMigrations: true,
      logger: t.ctx.logger,
    });
    const app = buildApp(ctx, { web: false });
    other = {
      ctx,
      get: async (path, token) =>
        (await app.request(path, { headers: { authorization: `Bearer ${token}` } })).status,
    };
  });
  afterAll(async () => {
    await other.ctx.tokens.close();
    await other.ctx.reads.close(); // its listening connection, or the pool never ends
    await t.close();
  });

  it("serves a token from memory once listening, and reads again after any change is announced", async () => {
    const cache = t.ctx.tokens;
    let loads = 0;
    const load = async () => {
      loads++;
      return row("a");
    };
    await vi.waitFor(async () => {
      const before = loads;
      await cache.lookup("hash-a", load);
      expect(loads).toBe(before); // a hit: no read
    });
    // A change to any key, made by anyone (here: SQL, as another process would), empties it.
    await t.ctx.db.execute(sql`update apikey set enabled = enabled`);
    await vi.waitFor(async () => {
      const before = loads;
      await cache.lookup("hash-a", load);
      expect(loads).toBe(before + 1);
    });
  });

  it("does not keep a row read while a change was announced", async () => {
    const cache = t.ctx.tokens;
    await vi.waitFor(async () => {
      let loads = 0;
      await cache.lookup("warm", async () => {
        loads++;
        return row("w");
      });
      await cache.lookup("warm", async () => {
        loads++;
        return row("w");
      });
      expect(loads).toBe(1);
    });
    let loads = 0;
    await cache.lookup("hash-b", async () => {
      loads++;
      cache.invalidate(); // the change lands while the row is being read
      return row("stale");
    });
    const fresh = await cache.lookup("hash-b", async () => {
      loads++;
      return row("fresh");
    });
    expect(fresh?.id).toBe("fresh");
    expect(loads).toBe(2);
  });

  it("refuses a revoked token at once in this process and as soon as the notice lands in another", async () => {
    const created = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "to revoke",
      scopes: ["products:read"],
    });
    const { token, organization_access_token: oat } = created.body as {
      token: string;
      organization_access_token: { id: string };
    };
    // Both processes have it cached.
    for (let i = 0; i < 3; i++) {
      expect(await other.get("/v1/products/", token)).toBe(200);
      expect((await t.client().get("/v1/products/", bearer(token))).status).toBe(200);
    }
    const revoked = await seller.owner.request("DELETE", `/v1/organization-access-tokens/${oat.id}`);
    expect(revoked.status).toBe(204);
    expect((await t.client().get("/v1/products/", bearer(token))).status).toBe(401);
    await vi.waitFor(async () => expect(await other.get("/v1/products/", token)).toBe(401));
  });

  it("applies new scopes and a better-auth disable at once", async () => {
    const created = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "rescoped",
      scopes: ["products:read", "customers:read"],
    });
    const { token, organization_access_token: oat } = created.body as {
      token: string;
      organization_access_token: { id: string };
    };
    for (let i = 0; i < 3; i++)
      expect((await t.client().get("/v1/customers/", bearer(token))).status).toBe(200);
    const patched = await seller.owner.request("PATCH", `/v1/organization-access-tokens/${oat.id}`, {
      body: { scopes: ["products:read"] },
    });
    expect(patched.status).toBe(200);
    expect((await t.client().get("/v1/customers/", bearer(token))).status).toBe(403);
    expect((await t.client().get("/v1/products/", bearer(token))).status).toBe(200);

    const disabled = await seller.owner.post("/api/auth/api-key/update", {
      keyId: oat.id,
      configId: "organization",
      enabled: false,
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect((await t.client().get("/v1/products/", bearer(token))).status).toBe(401);
  });
});

const bearer = (token: string) => ({ noOrigin: true, headers: { authorization: `Bearer ${token}` } });
