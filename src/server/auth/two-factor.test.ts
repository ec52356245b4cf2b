import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, PASSWORD, signIn, totpFromUri } from "../test/auth-helpers.js";
import { codeIn, createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A six-digit code that is not valid for the secret in any accepted time step. */
function wrongCode(uri: string): string {
  const valid = new Set([-1, 0, 1].map((step) => totpFromUri(uri, Date.now(), step)));
  let code = 0;
  while (valid.has(String(code).padStart(6, "0"))) code += 1;
  return String(code).padStart(6, "0");
}

describe("two-factor authentication with TOTP and backup codes", () => {
  let email: string;
  let totpURI: string;
  let backupCodes: string[];

  it("enables TOTP with the password: returns an otpauth URI and backup codes, not yet enforced", async () => {
    const user = await createVerifiedUser(t);
    email = user.email;
    const wrong = await user.client.post("/api/auth/two-factor/enable", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");

    const res = await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.method).toBe("totp");
    totpURI = res.body.totpURI;
    backupCodes = res.body.backupCodes;
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Kassa");
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(backupCodes).toHaveLength(10);

    // Until the first code is verified, sign-in does not ask for a second factor.
    const plain = await signIn(t, email);
    expect(plain.res.status).toBe(200);
    expect(plain.res.body.twoFactorRedirect).toBeUndefined();

    const bad = await user.client.post("/api/auth/two-factor/verify-totp", { code: wrongCode(totpURI) });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe("INVALID_CODE");

    const ok = await user.client.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const me = await user.client.get("/api/auth/get-session", { query: { disableCookieCache: true } });
    expect(me.body.user.twoFactorEnabled).toBe(true);
  });

  it("asks for the second factor at sign-in and signs in with a valid TOTP code only", async () => {
    const { client, res } = await signIn(t, email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp", "otp"] });
    expect(client.cookies.has("better-auth.two_factor")).toBe(true);
    expect(client.cookies.has("better-auth.session_token")).toBe(false);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();

    const wrong = await client.post("/api/auth/two-factor/verify-totp", { code: wrongCode(totpURI) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("INVALID_CODE");

    const noCookie = await t
      .client()
      .post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
    expect(noCookie.status).toBe(401);
    expect(noCookie.body.code).toBe("INVALID_TWO_FACTOR_COOKIE");

    const ok = await client.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.user.email).toBe(email);
    expect(client.cookies.has("better-auth.two_factor")).toBe(false);
    expect((await client.get("/api/auth/get-session")).body.user.email).toBe(email);
  });

  it("accepts a backup code once, not twice", async () => {
    const first = await signIn(t, email);
    const used = await first.client.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect((await first.client.get("/api/auth/get-session")).body.user.email).toBe(email);

    const second = await signIn(t, email);
    const reused = await second.client.post("/api/auth/two-factor/verify-backup-code", {
      code: backupCodes[0],
    });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("INVALID_BACKUP_CODE");
    expect((await second.client.get("/api/auth/get-session")).body).toBeNull();
    const other = await second.client.post("/api/auth/two-factor/verify-backup-code", {
      code: backupCodes[1],
    });
    expect(other.status).toBe(200);
  });

  it("sends a code by email as the other second factor", async () => {
    const { client } = await signIn(t, email);
    const sent = await client.post("/api/auth/two-factor/send-otp", {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe(true);
    const mail = await t.lastEmail(email, "two-factor-otp");
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await client.post("/api/auth/two-factor/verify-otp", {
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("INVALID_CODE");
    const ok = await client.post("/api/auth/two-factor/verify-otp", { code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await client.get("/api/auth/get-session")).body.user.email).toBe(email);
  });

  it("remembers a trusted device and skips the second factor there", async () => {
    const { client } = await signIn(t, email);
    const ok = await client.post("/api/auth/two-factor/verify-totp", {
      code: totpFromUri(totpURI),
      trustDevice: true,
    });
    expect(ok.status).toBe(200);
    expect(client.cookies.has("better-auth.trust_device")).toBe(true);
    await client.post("/api/auth/sign-out", {});
    const again = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect(again.body.user.email).toBe(email);
  });

  it("disables 2FA with the password; sign-in is single-factor again", async () => {
    const { client } = await signIn(t, email);
    await client.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
    const wrong = await client.post("/api/auth/two-factor/disable", { password: "wrong-password-0" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    const off = await client.post("/api/auth/two-factor/disable", { password: PASSWORD });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await client.get("/api/auth/get-session")).body.user.twoFactorEnabled).toBe(false);
    const plain = await signIn(t, email);
    expect(plain.res.status).toBe(200);
    expect(plain.res.body.user.email).toBe(email);
  });
});

describe("two-factor authentication by email code only", () => {
  it("enables the email-code method at once and requires the emailed code at sign-in", async () => {
    const user = await createVerifiedUser(t);
    const on = await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD, method: "otp" });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ method: "otp" });

    const { client, res } = await signIn(t, user.email);
    expect(res.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["otp"] });
    const totp = await client.post("/api/auth/two-factor/verify-totp", { code: "123456" });
    expect(totp.status).toBe(400);
    expect(totp.body.code).toBe("TOTP_NOT_ENABLED");

    expect((await client.post("/api/auth/two-factor/send-otp", {})).status).toBe(200);
    const code = codeIn(await t.lastEmail(user.email, "two-factor-otp"));
    const ok = await client.post("/api/auth/two-factor/verify-otp", { code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await client.get("/api/auth/get-session")).body.user.id).toBe(user.userId);
    // The code is single-use.
    const replay = await t.client().post("/api/auth/two-factor/verify-otp", { code });
    expect(replay.status).toBe(401);
  });
});
