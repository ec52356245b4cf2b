import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, PASSWORD, uniqueEmail } from "../test/auth-helpers.js";
import { createTestApp, type TestApp } from "../test/harness.js";

const EVIL = "https://evil.example";
const SHOP = "https://shop.example.com";

let t: TestApp;
let user: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUSTED_ORIGINS: SHOP } });
  user = await createVerifiedUser(t);
});
afterAll(() => t.close());

describe("Origin and redirect checks (CSRF)", () => {
  it("refuses sign-in and sign-up from an untrusted Origin with 403 INVALID_ORIGIN", async () => {
    const evil = t.client({ origin: EVIL });
    const signIn = await evil.post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe("INVALID_ORIGIN");
    expect(evil.cookies.size).toBe(0);
    const email = uniqueEmail("evil");
    const signUp = await evil.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "E" });
    expect(signUp.status).toBe(403);
    expect(signUp.body.code).toBe("INVALID_ORIGIN");
    await expect(t.lastEmail(email)).rejects.toThrow(/No email/);
  });

  it("accepts an origin listed in TRUSTED_ORIGINS", async () => {
    const shop = t.client({ origin: SHOP });
    const res = await shop.post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await shop.get("/api/auth/get-session")).body.user.id).toBe(user.userId);
  });

  it("refuses a cookie-authenticated POST from an untrusted or missing Origin", async () => {
    const cookie = user.client.cookieHeader();
    const evil = await t
      .client({ origin: EVIL })
      .post("/api/auth/organization/create", { name: "Evil", slug: "evil-org" }, { headers: { cookie } });
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe("INVALID_ORIGIN");
    const none = await t
      .client()
      .post(
        "/api/auth/organization/create",
        { name: "Evil", slug: "evil-org" },
        { headers: { cookie }, noOrigin: true },
      );
    expect(none.status).toBe(403);
    expect(none.body.code).toBe("MISSING_OR_NULL_ORIGIN");
    // The same request from the app's own origin works.
    const ok = await user.client.post("/api/auth/organization/create", { name: "Fine", slug: "fine-org" });
    expect(ok.status).toBe(200);
  });

  it("blocks a cross-site navigation (form post) sign-in", async () => {
    const res = await t
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: user.email, password: PASSWORD },
        { noOrigin: true, headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } },
      );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("CROSS_SITE_NAVIGATION_LOGIN_BLOCKED");
  });

  it("refuses an untrusted callbackURL on sign-up and sign-in; accepts relative and trusted ones", async () => {
    const c = t.client();
    const up = await c.post("/api/auth/sign-up/email", {
      email: uniqueEmail("cb"),
      password: PASSWORD,
      name: "C",
      callbackURL: `${EVIL}/welcome`,
    });
    expect(up.status).toBe(403);
    expect(up.body.code).toBe("INVALID_CALLBACK_URL");
    const signIn = await c.post("/api/auth/sign-in/email", {
      email: user.email,
      password: PASSWORD,
      callbackURL: `${EVIL}/`,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe("INVALID_CALLBACK_URL");
    const reset = await c.post("/api/auth/request-password-reset", {
      email: user.email,
      redirectTo: `${EVIL}/r`,
    });
    expect(reset.status).toBe(403);
    expect(reset.body.code).toBe("INVALID_REDIRECT_URL");

    const relative = await t.client().post("/api/auth/sign-in/email", {
      email: user.email,
      password: PASSWORD,
      callbackURL: "/dashboard",
    });
    expect(relative.status).toBe(200);
    expect(relative.body).toMatchObject({ redirect: true, url: "/dashboard" });
    const trusted = await t.client().post("/api/auth/sign-in/email", {
      email: user.email,
      password: PASSWORD,
      callbackURL: `${SHOP}/account`,
    });
    expect(trusted.status).toBe(200);
  });

  it("refuses an untrusted callbackURL in an emailed link", async () => {
    const res = await t
      .client()
      .get("/api/auth/reset-password/some-token", { query: { callbackURL: `${EVIL}/x` } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("INVALID_CALLBACK_URL");
  });
});
