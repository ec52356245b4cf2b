import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema/auth.js";
import { PASSWORD, signUpVerified, uniqueEmail } from "../test/auth-helpers.js";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
let email: string;
const username = `Ada_${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ email } = await signUpVerified(t, { username }));
});
afterAll(() => t.close());

describe("username sign-up and sign-in", () => {
  it("signs in with the username (case-insensitive) and password after verification", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/sign-in/username", {
      username: username.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(res.body.user.username).toBe(username.toLowerCase());
    expect(res.body.user.displayUsername).toBe(username);
    const session = await c.get("/api/auth/get-session");
    expect(session.body.user.email).toBe(email);
  });

  it("refuses a wrong password or unknown username with INVALID_USERNAME_OR_PASSWORD", async () => {
    const c = t.client();
    const wrong = await c.post("/api/auth/sign-in/username", { username, password: "wrong-password-1" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("INVALID_USERNAME_OR_PASSWORD");
    const unknown = await c.post("/api/auth/sign-in/username", {
      username: "nobody_here",
      password: PASSWORD,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("INVALID_USERNAME_OR_PASSWORD");
    expect(c.cookies.size).toBe(0);
  });

  it("refuses username sign-in before the email is verified", async () => {
    const other = uniqueEmail("unverified");
    const name = `unv_${Date.now().toString(36)}`;
    const c = t.client();
    const up = await c.post("/api/auth/sign-up/email", {
      email: other,
      password: PASSWORD,
      name: "U",
      username: name,
    });
    expect(up.status).toBe(200);
    const res = await t.client().post("/api/auth/sign-in/username", { username: name, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("refuses a username already taken, whatever its case", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: PASSWORD,
      name: "Copy",
      username: username.toUpperCase(),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("USERNAME_IS_ALREADY_TAKEN");
    const available = await t.client().post("/api/auth/is-username-available", { username });
    expect(available.status).toBe(200);
    expect(available.body).toEqual({ available: false });
    const free = await t.client().post("/api/auth/is-username-available", { username: "free_name_42" });
    expect(free.body).toEqual({ available: true });
  });

  it("validates usernames: too short, too long, invalid characters", async () => {
    const c = t.client();
    const cases: [string, string][] = [
      ["ab", "USERNAME_TOO_SHORT"],
      ["a".repeat(31), "USERNAME_TOO_LONG"],
      ["bad name!", "INVALID_USERNAME"],
      ["émile", "INVALID_USERNAME"],
    ];
    for (const [value, code] of cases) {
      const res = await c.post("/api/auth/sign-up/email", {
        email: uniqueEmail(),
        password: PASSWORD,
        name: "V",
        username: value,
      });
      expect(res.status, value).toBe(400);
      expect(res.body.code, value).toBe(code);
      const check = await c.post("/api/auth/is-username-available", { username: value });
      expect(check.status, value).toBe(422);
      expect(check.body.code, value).toBe(code);
    }
    const signIn = await c.post("/api/auth/sign-in/username", { username: "ab", password: PASSWORD });
    expect(signIn.status).toBe(422);
    expect(signIn.body.code).toBe("USERNAME_TOO_SHORT");
    // None of the refused sign-ups created an account.
    const [row] = await t.ctx.db.select({ n: count() }).from(user);
    expect(row!.n).toBe(2);
  });
});
