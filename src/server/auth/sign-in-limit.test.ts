import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../lib/clock.js";
import { createVerifiedUser, PASSWORD, signIn, totpFromUri, uniqueEmail } from "../test/auth-helpers.js";
import { codeIn, createTestApp, type TestApp } from "../test/harness.js";

// Per-account limit of failed password sign-ins: 5 per 15 minutes here. The per-address limit is
// off (the harness default), so only the per-account limit answers 429.
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SIGN_IN_ACCOUNT_MAX: "5", SIGN_IN_ACCOUNT_WINDOW: "900" } });
});
afterAll(() => t.close());

let addresses = 0;
/** A client from an address no other attempt used. */
const stranger = () => {
  addresses += 1;
  return t.client({ ip: `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
};
const failFromManyAddresses = async (email: string, n: number) => {
  for (let i = 0; i < n; i++) {
    const res = await stranger().post("/api/auth/sign-in/email", { email, password: "wrong-password-1" });
    expect(res.status, `attempt ${i + 1}`).toBe(401);
  }
};
const expectLimited = (res: { status: number; headers: Headers; body: any }, maxSeconds = 900) => {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe("TOO_MANY_FAILED_SIGN_INS");
  expect(res.body.message).toMatch(/Too many failed sign-ins/);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(maxSeconds);
  expect(res.headers.get("x-retry-after")).toBe(String(retry));
};

describe("failed sign-ins per account (SIGN_IN_ACCOUNT_MAX)", () => {
  it("answers 429 with Retry-After to every new address once an account had 5 failures, the owner's known address still signs in", async () => {
    const { email } = await createVerifiedUser(t);
    const home = "203.0.113.77";
    expect((await signIn(t, email, PASSWORD, { ip: home })).res.status).toBe(200);

    await failFromManyAddresses(email, 5);
    clock.advance(60_000);
    expectLimited(
      await stranger().post("/api/auth/sign-in/email", { email, password: "wrong-password-1" }),
      840,
    );
    // Limited, not locked: even the right password from a new address waits.
    expectLimited(await stranger().post("/api/auth/sign-in/email", { email, password: PASSWORD }));

    const owner = await signIn(t, email, PASSWORD, { ip: home });
    expect(owner.res.status, JSON.stringify(owner.res.body)).toBe(200);
  });

  it("lets attempts through again once the window has passed", async () => {
    const { email } = await createVerifiedUser(t);
    await failFromManyAddresses(email, 5);
    expectLimited(await stranger().post("/api/auth/sign-in/email", { email, password: PASSWORD }));
    clock.advance(900_000);
    expect((await stranger().post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it("counts only failures, and a successful sign-in clears them", async () => {
    const { email } = await createVerifiedUser(t);
    await failFromManyAddresses(email, 4);
    expect((await stranger().post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(
      200,
    );
    await failFromManyAddresses(email, 5);
    expectLimited(await stranger().post("/api/auth/sign-in/email", { email, password: "wrong-password-1" }));
  });

  it("limits an unknown email the same way (no hint whether the account exists)", async () => {
    const email = uniqueEmail("nobody");
    await failFromManyAddresses(email, 5);
    expectLimited(await stranger().post("/api/auth/sign-in/email", { email, password: "wrong-password-1" }));
    // The same identifier in other letter case is the same account.
    expectLimited(
      await stranger().post("/api/auth/sign-in/email", {
        email: email.toUpperCase(),
        password: "x-password",
      }),
    );
  });

  it("limits username sign-ins per username", async () => {
    const username = `limited_${Date.now().toString(36)}`;
    await createVerifiedUser(t, { username });
    for (let i = 0; i < 5; i++) {
      const res = await stranger().post("/api/auth/sign-in/username", {
        username,
        password: "wrong-password-1",
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    expectLimited(await stranger().post("/api/auth/sign-in/username", { username, password: PASSWORD }));
  });

  it("keeps the email-code sign-in open; it makes the address known to the password sign-in", async () => {
    const { email } = await createVerifiedUser(t);
    await failFromManyAddresses(email, 5);
    const owner = stranger();
    expectLimited(await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD }));

    const sent = await owner.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    expect(sent.status).toBe(200);
    const otp = codeIn(await t.lastEmail(email, "email-otp-sign-in"));
    const byCode = await owner.post("/api/auth/sign-in/email-otp", { email, otp });
    expect(byCode.status, JSON.stringify(byCode.body)).toBe(200);

    // The code sign-in cleared the failures and the owner's address is known from now on.
    await failFromManyAddresses(email, 5);
    expectLimited(await stranger().post("/api/auth/sign-in/email", { email, password: PASSWORD }));
    const again = await t
      .client({ ip: owner.opts.ip })
      .post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(again.status).toBe(200);
  });

  it("does not count a right password waiting for the second factor, and clears once that factor is given", async () => {
    const user = await createVerifiedUser(t);
    const enabled = await user.client.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const totpURI: string = enabled.body.totpURI;
    expect(
      (await user.client.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) })).status,
    ).toBe(200);

    await failFromManyAddresses(user.email, 4);
    const owner = stranger();
    const password = await owner.post("/api/auth/sign-in/email", { email: user.email, password: PASSWORD });
    expect(password.body.twoFactorRedirect).toBe(true);
    await failFromManyAddresses(user.email, 1);
    expectLimited(
      await stranger().post("/api/auth/sign-in/email", { email: user.email, password: "wrong-1" }),
    );

    const code = await owner.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    await failFromManyAddresses(user.email, 5);
    expectLimited(
      await stranger().post("/api/auth/sign-in/email", { email: user.email, password: "wrong-1" }),
    );
  });
});
