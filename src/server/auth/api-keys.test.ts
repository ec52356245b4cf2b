import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apikey } from "../db/schema/auth.js";
import { createVerifiedUser } from "../test/auth-helpers.js";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let keyId: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createVerifiedUser(t);
});
afterAll(() => t.close());

/** get-session from a caller with no cookies that authenticates with the key only. */
const sessionByKey = (k: string) =>
  t.client().get("/api/auth/get-session", { headers: { "x-api-key": k }, noOrigin: true });

describe("API keys", () => {
  it("creates a key and shows it once; it starts with kassa_ and is stored hashed", async () => {
    const res = await owner.client.post("/api/auth/api-key/create", { name: "CI" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    key = res.body.key;
    keyId = res.body.id;
    expect(key).toMatch(/^kassa_[A-Za-z]{32,}$/);
    expect(res.body).toMatchObject({ name: "CI", referenceId: owner.userId, enabled: true, expiresAt: null });
    const [row] = await t.ctx.db.select().from(apikey).where(eq(apikey.id, keyId));
    expect(row!.key).not.toContain(key.slice(6));
    expect(row!.start).toBe(key.slice(0, 6));
  });

  it("lists keys without their secret", async () => {
    const list = await owner.client.get("/api/auth/api-key/list");
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    const items = list.body.apiKeys as Record<string, unknown>[];
    expect(items.map((k) => k.id)).toEqual([keyId]);
    expect(items[0]!.key).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toContain(key);
    const other = await createVerifiedUser(t);
    const theirs = await other.client.get("/api/auth/api-key/list");
    expect(JSON.stringify(theirs.body)).not.toContain(keyId);
    const get = await other.client.get("/api/auth/api-key/get", { query: { id: keyId } });
    expect(get.status).toBe(404);
    expect(get.body.code).toBe("KEY_NOT_FOUND");
  });

  it("authenticates requests by x-api-key as the key's owner", async () => {
    const res = await sessionByKey(key);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(owner.userId);
    // Kassa's own routes resolve the same principal.
    const outbox = await t
      .client()
      .get("/api/admin/emails", { headers: { "x-api-key": key }, noOrigin: true });
    expect(outbox.status).toBe(200); // the owner is this install's first account, an admin
  });

  it("keeps working past ten uses in a row (the plugin's default 10-a-day limit is off)", async () => {
    for (let i = 0; i < 15; i++) {
      const res = await sessionByKey(key);
      expect(res.status, `use ${i + 1}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.user.id).toBe(owner.userId);
    }
    const [row] = await t.ctx.db.select().from(apikey).where(eq(apikey.id, keyId));
    expect(row!.rateLimitEnabled).toBe(false);
  });

  it("rejects an unknown or malformed key", async () => {
    const unknown = await sessionByKey(`kassa_${"x".repeat(64)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("INVALID_API_KEY");
    const short = await sessionByKey("kassa_short");
    expect(short.status).toBe(403);
    expect(short.body.code).toBe("INVALID_API_KEY");
  });

  it("refuses key management to signed-out callers and another user's key", async () => {
    expect((await t.client().post("/api/auth/api-key/create", { name: "anon" })).status).toBe(401);
    const other = await createVerifiedUser(t);
    const del = await other.client.post("/api/auth/api-key/delete", { keyId });
    expect(del.status).toBe(404);
    expect((await sessionByKey(key)).status).toBe(200);
  });

  it("deletes a key: it stops working at once", async () => {
    const del = await owner.client.post("/api/auth/api-key/delete", { keyId });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body).toEqual({ success: true });
    const res = await sessionByKey(key);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("INVALID_API_KEY");
    expect(await t.ctx.db.select().from(apikey).where(eq(apikey.id, keyId))).toEqual([]);
  });

  it("refuses an expiry outside 1..3650 days", async () => {
    const tooLong = await owner.client.post("/api/auth/api-key/create", {
      name: "x",
      expiresIn: 3651 * 86400,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe("EXPIRES_IN_IS_TOO_LARGE");
    const ok = await owner.client.post("/api/auth/api-key/create", { name: "y", expiresIn: 30 * 86400 });
    expect(ok.status).toBe(200);
    const ttl = new Date(ok.body.expiresAt).getTime() - Date.now();
    expect(Math.round(ttl / 86400_000)).toBe(30);
  });
});
