import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, PASSWORD, pathOf, signIn, uniqueEmail } from "../test/auth-helpers.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, linkIn, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = (c: TestClient) => c.get("/api/auth/get-session", { query: { disableCookieCache: true } });

describe("password reset by email", () => {
  it("emails a link that leads to /reset-password with a token; the new password replaces the old one", async () => {
    const { email, client: other } = await createVerifiedUser(t);
    const asked = await t
      .client()
      .post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(asked.status).toBe(200);
    expect(asked.body.status).toBe(true);

    const mail = await t.lastEmail(email, "reset-password");
    const link = new URL(linkIn(mail));
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);
    const browser = t.client();
    const landed = await browser.get(pathOf(link.href));
    expect(landed.status).toBe(302);
    const target = new URL(landed.headers.get("location")!);
    expect(target.origin + target.pathname).toBe("http://localhost:3000/reset-password");
    const token = target.searchParams.get("token");
    expect(token).toBe(link.pathname.split("/").pop());

    const newPassword = "brand-new-password-2";
    const reset = await browser.post("/api/auth/reset-password", { newPassword, token });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.status).toBe(true);

    const old = await signIn(t, email, PASSWORD);
    expect(old.res.status).toBe(401);
    expect(old.res.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    const fresh = await signIn(t, email, newPassword);
    expect(fresh.res.status).toBe(200);

    // revokeSessionsOnPasswordReset: the session opened before the reset is gone.
    expect((await sessionOf(other)).body).toBeNull();
    expect((await sessionOf(fresh.client)).body.user.email).toBe(email);

    // The token was used up.
    const again = await browser.post("/api/auth/reset-password", { newPassword: "third-password-3", token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("INVALID_TOKEN");
    const reopened = await browser.get(pathOf(link.href));
    expect(reopened.status).toBe(302);
    expect(reopened.headers.get("location")).toContain("error=INVALID_TOKEN");
  });

  it("answers 200 for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await t
      .client()
      .post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    await expect(t.lastEmail(email)).rejects.toThrow(/No email/);
  });

  it("rejects an unknown token and a too short new password", async () => {
    const c = t.client();
    const unknown = await c.post("/api/auth/reset-password", {
      newPassword: "long-enough-pass",
      token: "nope",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("INVALID_TOKEN");
    const short = await c.post("/api/auth/reset-password", { newPassword: "short", token: "nope" });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("PASSWORD_TOO_SHORT");
    const bad = await c.get("/api/auth/reset-password/unknown-token", {
      query: { callbackURL: "/reset-password" },
    });
    expect(bad.status).toBe(302);
    expect(bad.headers.get("location")).toBe("http://localhost:3000/reset-password?error=INVALID_TOKEN");
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs the current password, then changes it and can revoke the other sessions", async () => {
    const { email, client: a } = await createVerifiedUser(t);
    const { client: b } = await signIn(t, email);

    const wrong = await a.post("/api/auth/change-password", {
      currentPassword: "not-the-password",
      newPassword: "changed-password-1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");

    const signedOut = await t.client().post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "changed-password-1",
    });
    expect(signedOut.status).toBe(401);

    const changed = await a.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "changed-password-1",
      revokeOtherSessions: true,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.token).toBeTruthy(); // a new session replaces the caller's
    expect(changed.body.user.email).toBe(email);

    expect((await sessionOf(b)).body).toBeNull();
    expect((await sessionOf(a)).body.user.email).toBe(email);
    expect((await signIn(t, email, PASSWORD)).res.status).toBe(401);
    expect((await signIn(t, email, "changed-password-1")).res.status).toBe(200);
  });

  it("keeps the other sessions when revokeOtherSessions is not set", async () => {
    const { email, client: a } = await createVerifiedUser(t);
    const { client: b } = await signIn(t, email);
    const changed = await a.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "changed-password-2",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toBeNull();
    expect((await sessionOf(b)).body.user.email).toBe(email);
  });
});
