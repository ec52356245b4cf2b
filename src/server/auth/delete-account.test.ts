import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, pathOf, signIn } from "../test/auth-helpers.js";
import { createTestApp, linkIn, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("account deletion confirmed by email", () => {
  it("emails a link; following it while signed in deletes the user and their sessions", async () => {
    const { client, email } = await createVerifiedUser(t);
    const { client: elsewhere } = await signIn(t, email);
    const asked = await client.post("/api/auth/delete-user", { callbackURL: "/goodbye" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toEqual({ success: true, message: "Verification email sent" });
    // Asking deletes nothing.
    expect(
      (await client.get("/api/auth/get-session", { query: { disableCookieCache: true } })).body.user.email,
    ).toBe(email);

    const mail = await t.lastEmail(email, "delete-account");
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe("/api/auth/delete-user/callback");

    // Signed out, the link does nothing (and is not used up).
    const anonymous = await t.client().get(pathOf(link.href));
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.code).toBe("FAILED_TO_GET_USER_INFO");

    const done = await client.get(pathOf(link.href));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/goodbye");
    expect(client.cookies.has("better-auth.session_token")).toBe(false);

    expect((await client.get("/api/auth/get-session")).body).toBeNull();
    expect(
      (await elsewhere.get("/api/auth/get-session", { query: { disableCookieCache: true } })).body,
    ).toBeNull();
    const again = await signIn(t, email);
    expect(again.res.status).toBe(401);
    expect(again.res.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("refuses a deletion link followed by another signed-in user", async () => {
    const victim = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    expect((await victim.client.post("/api/auth/delete-user", {})).status).toBe(200);
    const link = linkIn(await t.lastEmail(victim.email, "delete-account"));
    const res = await other.client.get(pathOf(link));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("INVALID_TOKEN");
    expect(
      (await other.client.get("/api/auth/get-session", { query: { disableCookieCache: true } })).status,
    ).toBe(200);
    expect(
      (await victim.client.get("/api/auth/get-session", { query: { disableCookieCache: true } })).body.user
        .email,
    ).toBe(victim.email);
  });

  it("rejects a wrong password and needs a session", async () => {
    const { client } = await createVerifiedUser(t);
    const wrong = await client.post("/api/auth/delete-user", { password: "wrong-password-9" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_PASSWORD");
    const signedOut = await t.client().post("/api/auth/delete-user", {});
    expect(signedOut.status).toBe(401);
  });
});
