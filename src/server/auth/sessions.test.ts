import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, PASSWORD, signIn } from "../test/auth-helpers.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
let email: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ email, userId } = await createVerifiedUser(t));
});
afterAll(() => t.close());

/** The session as the database knows it (the 60 s cookie cache would hide a revocation). */
const fresh = (c: TestClient) => c.get("/api/auth/get-session", { query: { disableCookieCache: true } });

function setCookie(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

describe("sessions", () => {
  it("issues an HttpOnly session cookie for 7 days and a 60 s session cache cookie", async () => {
    const { res } = await signIn(t, email);
    expect(res.status).toBe(200);
    const token = setCookie(res.headers, "better-auth.session_token");
    expect(token).toMatch(/Max-Age=604800/);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).toMatch(/Path=\//);
    expect(setCookie(res.headers, "better-auth.session_data")).toMatch(/Max-Age=60\b/);
    expect(setCookie(res.headers, "better-auth.dont_remember")).toBeUndefined();
  });

  it("with rememberMe:false sets a browser-session cookie (no Max-Age) and a dont_remember cookie", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/sign-in/email", { email, password: PASSWORD, rememberMe: false });
    expect(res.status).toBe(200);
    const token = setCookie(res.headers, "better-auth.session_token");
    expect(token).toBeDefined();
    expect(token).not.toMatch(/Max-Age|Expires/i);
    expect(setCookie(res.headers, "better-auth.dont_remember")).toBeDefined();
    expect((await fresh(c)).body.user.id).toBe(userId);
  });

  it("lists the user's sessions and revokes one by token", async () => {
    const a = (await signIn(t, email)).client;
    const b = (await signIn(t, email)).client;
    const bToken = (await fresh(b)).body.session.token as string;

    const list = await a.get("/api/auth/list-sessions");
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    expect(list.body.every((s: { userId: string }) => s.userId === userId)).toBe(true);
    expect(list.body.map((s: { token: string }) => s.token)).toContain(bToken);

    const revoked = await a.post("/api/auth/revoke-session", { token: bToken });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ status: true });
    expect((await fresh(b)).body).toBeNull();
    expect((await fresh(a)).body.user.id).toBe(userId);
    const after = await a.get("/api/auth/list-sessions");
    expect(after.body.map((s: { token: string }) => s.token)).not.toContain(bToken);
  });

  it("does not let a user revoke someone else's session", async () => {
    const other = await createVerifiedUser(t);
    const otherToken = (await fresh(other.client)).body.session.token as string;
    const mine = (await signIn(t, email)).client;
    const res = await mine.post("/api/auth/revoke-session", { token: otherToken });
    // better-auth answers as if it worked (no hint the token exists) but leaves the session alone.
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    expect((await fresh(other.client)).body.user.id).toBe(other.userId);
  });

  it("revokes every other session but keeps the caller's", async () => {
    const a = (await signIn(t, email)).client;
    const b = (await signIn(t, email)).client;
    const res = await a.post("/api/auth/revoke-other-sessions", {});
    expect(res.status).toBe(200);
    expect((await fresh(b)).body).toBeNull();
    expect((await fresh(a)).body.user.id).toBe(userId);
    const list = await a.get("/api/auth/list-sessions");
    expect(list.body).toHaveLength(1);

    const all = await a.post("/api/auth/revoke-sessions", {});
    expect(all.status).toBe(200);
    expect((await fresh(a)).body).toBeNull();
  });

  it("signs out: the cookies are cleared and the session is gone from the database", async () => {
    const a = (await signIn(t, email)).client;
    const cookieHeader = a.cookieHeader();
    const out = await a.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(setCookie(out.headers, "better-auth.session_token")).toMatch(/Max-Age=0/);
    expect(a.cookies.has("better-auth.session_token")).toBe(false);
    expect((await a.get("/api/auth/get-session")).body).toBeNull();
    // A copy of the old cookies (say, stolen) no longer works either.
    const replay = await t.client().get("/api/auth/get-session", {
      query: { disableCookieCache: true },
      headers: { cookie: cookieHeader },
    });
    expect(replay.body).toBeNull();
  });

  it("answers get-session with null, and session routes with 401, when signed out", async () => {
    const c = t.client();
    const session = await c.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
    expect((await c.get("/api/auth/list-sessions")).status).toBe(401);
    expect((await c.post("/api/auth/revoke-other-sessions", {})).status).toBe(401);
    const forged = await c.get("/api/auth/get-session", {
      headers: { cookie: "better-auth.session_token=forged.value" },
    });
    expect(forged.body).toBeNull();
  });
});
