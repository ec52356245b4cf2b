import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, PASSWORD, signIn, uniqueEmail } from "../test/auth-helpers.js";
import type { TestClient } from "../test/client.js";
import { codeIn, createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sendCode(c: TestClient, email: string, type = "sign-in"): Promise<string> {
  const sent = await c.post("/api/auth/email-otp/send-verification-otp", { email, type });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body).toEqual({ success: true });
  return codeIn(await t.lastEmail(email, `email-otp-${type}`));
}

const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("sign-in with a code sent by email", () => {
  it("signs an existing user in with the emailed code, once", async () => {
    const { email, userId } = await createVerifiedUser(t);
    const c = t.client();
    const code = await sendCode(c, email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await t.lastEmail(email, "email-otp-sign-in");
    expect(mail.subject).toContain("sign in");

    const res = await c.post("/api/auth/sign-in/email-otp", { email: email.toUpperCase(), otp: code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.id).toBe(userId);
    expect((await c.get("/api/auth/get-session")).body.user.id).toBe(userId);

    const reuse = await t.client().post("/api/auth/sign-in/email-otp", { email, otp: code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe("INVALID_OTP");
  });

  it("rejects wrong codes and locks the code after three wrong tries", async () => {
    const { email } = await createVerifiedUser(t);
    const c = t.client();
    const code = await sendCode(c, email);
    for (let i = 0; i < 3; i++) {
      const wrong = await c.post("/api/auth/sign-in/email-otp", { email, otp: otherThan(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe("INVALID_OTP");
    }
    const late = await c.post("/api/auth/sign-in/email-otp", { email, otp: code });
    expect(late.status).toBe(403);
    expect(late.body.code).toBe("TOO_MANY_ATTEMPTS");
    expect((await c.get("/api/auth/get-session")).body).toBeNull();

    // A new code works again.
    const fresh = await sendCode(c, email);
    expect((await c.post("/api/auth/sign-in/email-otp", { email, otp: fresh })).status).toBe(200);
  });

  it("replaces an earlier code when a new one is sent", async () => {
    const { email } = await createVerifiedUser(t);
    const c = t.client();
    const first = await sendCode(c, email);
    const second = await sendCode(c, email);
    expect(first).not.toBe(second); // (one chance in a million to collide)
    const old = await c.post("/api/auth/sign-in/email-otp", { email, otp: first });
    expect(old.status).toBe(400);
    expect((await c.post("/api/auth/sign-in/email-otp", { email, otp: second })).status).toBe(200);
    // Neither code is left to use once the newest one signed in.
    const stale = await t.client().post("/api/auth/sign-in/email-otp", { email, otp: first });
    expect(stale.status).toBe(400);
  });

  it("creates a verified account for an unknown email (better-auth's default: sign-up allowed)", async () => {
    const email = uniqueEmail("otp-new");
    const c = t.client();
    const code = await sendCode(c, email);
    const res = await c.post("/api/auth/sign-in/email-otp", { email, otp: code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ email, emailVerified: true, role: "user" });
  });

  it("sends no code to an unknown email for email verification, but answers the same", async () => {
    const email = uniqueEmail("otp-ghost");
    const res = await t.client().post("/api/auth/email-otp/send-verification-otp", {
      email,
      type: "email-verification",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    await expect(t.lastEmail(email)).rejects.toThrow(/No email/);
  });

  it("on an unverified account, removes the unproven password when the email code proves the address", async () => {
    const email = uniqueEmail("otp-unverified");
    const up = await t.client().post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "U" });
    expect(up.status).toBe(200);
    const c = t.client();
    const code = await sendCode(c, email);
    const res = await c.post("/api/auth/sign-in/email-otp", { email, otp: code });
    expect(res.status).toBe(200);
    expect(res.body.user.emailVerified).toBe(true);
    // Whoever chose the password never proved the address: that password no longer works.
    const password = await signIn(t, email);
    expect(password.res.status).toBe(401);
  });

  it("rejects bad input: invalid email, unknown type, missing code", async () => {
    const c = t.client();
    const badEmail = await c.post("/api/auth/email-otp/send-verification-otp", {
      email: "nope",
      type: "sign-in",
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.code).toBe("INVALID_EMAIL");
    const badType = await c.post("/api/auth/email-otp/send-verification-otp", {
      email: uniqueEmail(),
      type: "teleport",
    });
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe("VALIDATION_ERROR");
    expect(badType.body.message).toMatch(/type/);
    const noCode = await c.post("/api/auth/sign-in/email-otp", { email: uniqueEmail() });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toMatch(/otp/);
    const noCodeSent = await c.post("/api/auth/sign-in/email-otp", { email: uniqueEmail(), otp: "123456" });
    expect(noCodeSent.status).toBe(400);
    expect(noCodeSent.body.code).toBe("INVALID_OTP");
  });

  it("is not asked for a second factor even when two-factor is on (better-auth guards only password sign-ins)", async () => {
    const user = await createVerifiedUser(t);
    const on = await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD, method: "otp" });
    expect(on.status).toBe(200);
    const password = await signIn(t, user.email);
    expect(password.res.body.twoFactorRedirect).toBe(true);

    const c = t.client();
    const code = await sendCode(c, user.email);
    const res = await c.post("/api/auth/sign-in/email-otp", { email: user.email, otp: code });
    expect(res.status).toBe(200);
    expect(res.body.twoFactorRedirect).toBeUndefined();
    expect((await c.get("/api/auth/get-session")).body.user.id).toBe(user.userId);
  });
});
