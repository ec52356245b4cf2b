import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signUpVerified, uniqueEmail } from "../test/auth-helpers.js";
import { createTestApp, linkIn, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up, email verification and sign-in", () => {
  it("emails a verification link, refuses sign-in until verified, then signs in", async () => {
    const email = uniqueEmail();
    const c = t.client();
    const up = await c.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Ada" });
    expect(up.status).toBe(200);
    expect(up.body.user.emailVerified).toBe(false);

    const early = await t.client().post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await t.lastEmail(email, "verify-email");
    expect(mail.subject).toContain("Kassa");
    expect(mail.status).toBe("sent");
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe("/api/auth/verify-email");
    const verified = await c.get(link.pathname + link.search);
    expect(verified.status).toBe(302);

    const session = await c.get("/api/auth/get-session");
    expect(session.body.user.email).toBe(email);
    expect(session.body.user.emailVerified).toBe(true);

    const fresh = t.client();
    const signIn = await fresh.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await fresh.get("/api/auth/get-session")).body.user.email).toBe(email);
  });

  it("makes the first account of a fresh install an administrator, and no later one", async () => {
    // This file's first sign-up happened above; a later account is a plain user.
    const later = await signUpVerified(t);
    const me = await later.client.get("/api/auth/get-session");
    expect(me.body.user.role).toBe("user");
    const list = await later.client.get("/api/auth/admin/list-users");
    expect(list.status).toBe(403);
  });

  it("rejects bad sign-up input with a 400 naming the problem", async () => {
    const c = t.client();
    const short = await c.post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "short",
      name: "X",
    });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("PASSWORD_TOO_SHORT");
    const badEmail = await c.post("/api/auth/sign-up/email", {
      email: "not-an-email",
      password: PASSWORD,
      name: "X",
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/email/i);
    const noBody = await c.post("/api/auth/sign-up/email", "{not json");
    expect(noBody.status).toBeGreaterThanOrEqual(400);
    expect(noBody.status).toBeLessThan(500);
  });

  it("answers /api/auth/ok", async () => {
    const res = await t.client().get("/api/auth/ok");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});
