import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, pathOf, signIn, uniqueEmail } from "../test/auth-helpers.js";
import { createTestApp, linkIn, type TestApp } from "../test/harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/auth/change-email", () => {
  it("asks the old address to approve, then the new address to verify, then changes the email", async () => {
    const { client, email: oldEmail, userId } = await createVerifiedUser(t);
    const newEmail = uniqueEmail("new");
    const asked = await client.post("/api/auth/change-email", { newEmail, callbackURL: "/settings" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.status).toBe(true);
    await expect(t.lastEmail(newEmail)).rejects.toThrow(/No email/); // nothing to the new address yet

    const approval = await t.lastEmail(oldEmail, "change-email");
    expect(approval.text).toContain(newEmail);
    const approve = await client.get(pathOf(linkIn(approval)));
    expect(approve.status).toBe(302);
    expect(approve.headers.get("location")).toBe("/settings");
    // Approving alone changes nothing.
    let me = await client.get("/api/auth/get-session", { query: { disableCookieCache: true } });
    expect(me.body.user.email).toBe(oldEmail);

    const verification = await t.lastEmail(newEmail, "verify-email");
    const verify = await client.get(pathOf(linkIn(verification)));
    expect(verify.status).toBe(302);
    me = await client.get("/api/auth/get-session", { query: { disableCookieCache: true } });
    expect(me.body.user).toMatchObject({ id: userId, email: newEmail, emailVerified: true });
    // The cached session cookie was refreshed too.
    expect((await client.get("/api/auth/get-session")).body.user.email).toBe(newEmail);

    expect((await signIn(t, newEmail)).res.status).toBe(200);
    expect((await signIn(t, oldEmail)).res.status).toBe(401);
  });

  it("refuses the same email with 400 'Email is the same'", async () => {
    const { client, email } = await createVerifiedUser(t);
    const res = await client.post("/api/auth/change-email", { newEmail: email.toUpperCase() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Email is the same");
  });

  it("answers as usual for an email that is taken, but sends nothing and changes nothing", async () => {
    const a = await createVerifiedUser(t);
    const b = await createVerifiedUser(t);
    const res = await a.client.post("/api/auth/change-email", { newEmail: b.email });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    await expect(t.lastEmail(a.email, "change-email")).rejects.toThrow(/No email/);
  });

  it("needs a session and a valid email", async () => {
    const signedOut = await t.client().post("/api/auth/change-email", { newEmail: uniqueEmail() });
    expect(signedOut.status).toBe(401);
    const { client } = await createVerifiedUser(t);
    const bad = await client.post("/api/auth/change-email", { newEmail: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_ERROR");
    expect(bad.body.message).toMatch(/newEmail/);
  });

  it("does not let another signed-in user follow the approval link", async () => {
    const owner = await createVerifiedUser(t);
    const intruder = await createVerifiedUser(t);
    const newEmail = uniqueEmail("hijack");
    expect((await owner.client.post("/api/auth/change-email", { newEmail })).status).toBe(200);
    const approval = await t.lastEmail(owner.email, "change-email");
    const res = await intruder.client.get(pathOf(linkIn(approval)));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?error=INVALID_USER");
    await expect(t.lastEmail(newEmail)).rejects.toThrow(/No email/);
  });
});
