import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createVerifiedUser, signIn } from "../test/auth-helpers.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { betterAuthLocalLimit } from "./get-session.js";

// GET /api/auth/get-session goes through auth.api.getSession and replays better-auth's
// cookie-cache answer for the same cookies (get-session.ts): it must answer what better-auth's own
// HTTP handler answers, and never outlive what better-auth would accept.

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ email } = await createVerifiedUser(t));
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** better-auth's handler itself, bypassing the app's fast path. */
async function viaHandler(cookie: string, query = "") {
  const res = await t.ctx.auth.handler(
    new Request(`http://localhost:3000/api/auth/get-session${query}`, { headers: { cookie } }),
  );
  return { status: res.status, body: JSON.parse(await res.text()), cookies: res.headers.getSetCookie() };
}

const getSession = (c: TestClient, cookie = c.cookieHeader(), query?: Record<string, boolean>) =>
  t.client().get("/api/auth/get-session", { headers: { cookie }, ...(query ? { query } : {}) });

describe("GET /api/auth/get-session", () => {
  it("answers what better-auth's handler answers, the first time and again for the same cookies", async () => {
    const { client } = await signIn(t, email);
    const first = await getSession(client);
    const again = await getSession(client);
    const handler = await viaHandler(client.cookieHeader());
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe(email);
    expect(again.body).toEqual(first.body);
    expect(handler.body).toEqual(first.body);
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(again.headers.get("content-type")).toMatch(/application\/json/);
    // From the database, better-auth sends a fresh cookie cache, as it does through its handler.
    const db = await getSession(client, client.cookieHeader(), { disableCookieCache: true });
    expect(db.body.session.id).toBe(first.body.session.id);
    expect(db.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_data="))).toBe(true);
  });

  it("refuses a tampered cookie cache or session cookie, even after answering the genuine ones", async () => {
    const { client } = await signIn(t, email);
    expect((await getSession(client)).body.user.email).toBe(email);
    const data = client.cookies.get("better-auth.session_data")!;
    const token = client.cookies.get("better-auth.session_token")!;
    const forgedData = `better-auth.session_token=${token}; better-auth.session_data=${data.slice(0, -4)}AAAA`;
    expect((await getSession(client, forgedData)).body).toEqual((await viaHandler(forgedData)).body);
    const forgedToken = `better-auth.session_token=${token.slice(0, -4)}AAAA; better-auth.session_data=${data}`;
    expect((await getSession(client, forgedToken)).body).toBeNull();
    const alone = `better-auth.session_data=${data}`;
    expect((await getSession(client, alone)).body).toBeNull();
  });

  it("after sign-out in this process, answers an old cookie only as better-auth would, never from memory", async () => {
    const { client } = await signIn(t, email);
    const cookie = client.cookieHeader();
    expect((await getSession(client, cookie)).body.user.email).toBe(email);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    // The session is gone: whatever reads the database refuses it at once.
    expect((await getSession(client, cookie, { disableCookieCache: true })).body).toBeNull();
    const v1 = await t.client().get("/v1/products/", { headers: { cookie } });
    expect(v1.status).toBe(401);
  });

  it("stops replaying an answer once better-auth's cookie cache has expired (60 s)", async () => {
    const { client } = await signIn(t, email);
    const cookie = client.cookieHeader();
    expect((await getSession(client, cookie)).headers.getSetCookie()).toEqual([]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    const later = await getSession(client, cookie);
    expect(later.body.user.email).toBe(email);
    // better-auth read the database and sent a new cache cookie: not the remembered answer.
    expect(later.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_data="))).toBe(true);
  });

  it("after revoking the session, /v1 refuses it at once and get-session matches better-auth", async () => {
    const { client } = await signIn(t, email);
    const cookie = client.cookieHeader();
    const { client: other } = await signIn(t, email);
    const token = (await getSession(client, cookie)).body.session.token as string;
    expect((await other.post("/api/auth/revoke-session", { token })).status).toBe(200);
    expect((await t.client().get("/v1/products/", { headers: { cookie } })).status).toBe(401);
    expect((await getSession(client, cookie)).body).toEqual((await viaHandler(cookie)).body);
    expect((await getSession(client, cookie, { disableCookieCache: true })).body).toBeNull();
  });
});

describe("betterAuthLocalLimit", () => {
  it("counts like better-auth's memory limiter: max per window since the last allowed request", async () => {
    let now = 1_000_000;
    const limit = betterAuthLocalLimit({ window: 60, max: 2 }, () => now);
    expect((await limit.hit("a")).allowed).toBe(true);
    now += 30_000;
    expect((await limit.hit("a")).allowed).toBe(true);
    now += 10_000;
    expect(await limit.hit("a")).toEqual({ allowed: false, retryAfter: 50 });
    expect((await limit.hit("b")).allowed).toBe(true);
    now += 50_000;
    expect((await limit.hit("a")).allowed).toBe(true);
  });
});
