import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, PASSWORD, signIn, uniqueEmail } from "../test/auth-helpers.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
let admin: TestClient;
let adminId: string;
let plain: Awaited<ReturnType<typeof createVerifiedUser>>;
let created: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  // The first account of a fresh install is its administrator.
  ({ client: admin, userId: adminId } = await createVerifiedUser(t, { name: "Ada Admin" }));
  plain = await createVerifiedUser(t, { name: "Pat Plain" });
});
afterAll(() => t.close());

const fresh = (c: TestClient) => c.get("/api/auth/get-session", { query: { disableCookieCache: true } });

describe("admin user management", () => {
  it("lists users for the admin only", async () => {
    const me = await fresh(admin);
    expect(me.body.user.role).toBe("admin");
    const list = await admin.get("/api/auth/admin/list-users", { query: { limit: 10, sortBy: "createdAt" } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.users.map((u: { role: string }) => u.role).sort()).toEqual(["admin", "user"]);
    expect(list.body.users.map((u: { email: string }) => u.email)).toContain(plain.email);

    const denied = await plain.client.get("/api/auth/admin/list-users");
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_LIST_USERS");
    expect((await t.client().get("/api/auth/admin/list-users")).status).toBe(401);
    const ban = await plain.client.post("/api/auth/admin/ban-user", { userId: adminId });
    expect(ban.status).toBe(403);
    expect(ban.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_BAN_USERS");
    const create = await plain.client.post("/api/auth/admin/create-user", {
      email: uniqueEmail(),
      password: PASSWORD,
      name: "Nope",
    });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS");
  });

  it("creates users: unverified by default (they must verify before signing in), or verified", async () => {
    const unverified = uniqueEmail("made-unverified");
    const first = await admin.post("/api/auth/admin/create-user", {
      email: unverified,
      password: PASSWORD,
      name: "U",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.user).toMatchObject({ email: unverified, role: "user", emailVerified: false });
    const refused = await signIn(t, unverified);
    expect(refused.res.status).toBe(403);
    expect(refused.res.body.code).toBe("EMAIL_NOT_VERIFIED");

    const email = uniqueEmail("made-by-admin");
    const res = await admin.post("/api/auth/admin/create-user", {
      email,
      password: PASSWORD,
      name: "Made",
      role: "user",
      data: { emailVerified: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ email, role: "user", emailVerified: true });
    created = { id: res.body.user.id, email };
    expect((await signIn(t, email)).res.status).toBe(200);
    const badRole = await admin.post("/api/auth/admin/create-user", {
      email: uniqueEmail(),
      password: PASSWORD,
      name: "R",
      role: "emperor",
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE");
    const dup = await admin.post("/api/auth/admin/create-user", { email, password: PASSWORD, name: "Again" });
    expect(dup.status).toBe(400);
    expect(dup.body.code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
  });

  it("sets a user's role and password", async () => {
    const role = await admin.post("/api/auth/admin/set-role", { userId: created.id, role: "admin" });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    expect(role.body.user.role).toBe("admin");
    const bad = await admin.post("/api/auth/admin/set-role", { userId: created.id, role: "emperor" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE");
    await admin.post("/api/auth/admin/set-role", { userId: created.id, role: "user" });

    const pw = await admin.post("/api/auth/admin/set-user-password", {
      userId: created.id,
      newPassword: "set-by-the-admin",
    });
    expect(pw.status).toBe(200);
    expect((await signIn(t, created.email, PASSWORD)).res.status).toBe(401);
    const ok = await signIn(t, created.email, "set-by-the-admin");
    expect(ok.res.status).toBe(200);
    expect(ok.res.body.user.role).toBe("user");
  });

  it("bans a user: their sessions end and sign-in fails with BANNED_USER, until unbanned", async () => {
    const { client: victim } = await signIn(t, created.email, "set-by-the-admin");
    const ban = await admin.post("/api/auth/admin/ban-user", { userId: created.id, banReason: "spam" });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    expect(ban.body.user).toMatchObject({ banned: true, banReason: "spam" });
    expect((await fresh(victim)).body).toBeNull();

    const refused = await signIn(t, created.email, "set-by-the-admin");
    expect(refused.res.status, JSON.stringify(refused.res.body)).toBe(403);
    expect(refused.res.body.code).toBe("BANNED_USER");
    expect(refused.res.body.message).toBe(
      "You have been banned from this application. Please contact support if you believe this is an error.",
    );
    const self = await admin.post("/api/auth/admin/ban-user", { userId: adminId });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe("YOU_CANNOT_BAN_YOURSELF");

    const unban = await admin.post("/api/auth/admin/unban-user", { userId: created.id });
    expect(unban.status).toBe(200);
    expect(unban.body.user.banned).toBe(false);
    expect((await signIn(t, created.email, "set-by-the-admin")).res.status).toBe(200);
  });

  it("impersonates a user and stops impersonating", async () => {
    const imp = await admin.post("/api/auth/admin/impersonate-user", { userId: plain.userId });
    expect(imp.status, JSON.stringify(imp.body)).toBe(200);
    expect(admin.cookies.has("better-auth.admin_session")).toBe(true);
    const as = await fresh(admin);
    expect(as.body.user.id).toBe(plain.userId);
    expect(as.body.session.impersonatedBy).toBe(adminId);
    // Impersonation sessions are short: one hour.
    const ttl = new Date(as.body.session.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(3500_000);
    expect(ttl).toBeLessThanOrEqual(3600_000);
    // While impersonating, the admin has the user's rights only.
    expect((await admin.get("/api/auth/admin/list-users")).status).toBe(403);

    const stop = await admin.post("/api/auth/admin/stop-impersonating", {});
    expect(stop.status, JSON.stringify(stop.body)).toBe(200);
    const back = await fresh(admin);
    expect(back.body.user.id).toBe(adminId);
    expect(back.body.session.impersonatedBy ?? null).toBeNull();
    expect(admin.cookies.has("better-auth.admin_session")).toBe(false);

    const notImpersonating = await admin.post("/api/auth/admin/stop-impersonating", {});
    expect(notImpersonating.status).toBe(400);
  });

  it("will not impersonate another admin", async () => {
    await admin.post("/api/auth/admin/set-role", { userId: created.id, role: "admin" });
    const res = await admin.post("/api/auth/admin/impersonate-user", { userId: created.id });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("YOU_CANNOT_IMPERSONATE_ADMINS");
    await admin.post("/api/auth/admin/set-role", { userId: created.id, role: "user" });
  });

  it("lists and revokes a user's sessions", async () => {
    const { client: victim } = await signIn(t, plain.email);
    const list = await admin.post("/api/auth/admin/list-user-sessions", { userId: plain.userId });
    expect(list.status).toBe(200);
    expect(list.body.sessions.length).toBeGreaterThanOrEqual(2);
    expect(list.body.sessions.every((s: { userId: string }) => s.userId === plain.userId)).toBe(true);

    const revoke = await admin.post("/api/auth/admin/revoke-user-sessions", { userId: plain.userId });
    expect(revoke.status).toBe(200);
    expect(revoke.body.success).toBe(true);
    expect((await fresh(victim)).body).toBeNull();
    expect((await fresh(plain.client)).body).toBeNull();
    const after = await admin.post("/api/auth/admin/list-user-sessions", { userId: plain.userId });
    expect(after.body.sessions).toEqual([]);
  });

  it("removes a user for good, but not the admin themself", async () => {
    const res = await admin.post("/api/auth/admin/remove-user", { userId: created.id });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await signIn(t, created.email, "set-by-the-admin")).res.status).toBe(401);
    const list = await admin.get("/api/auth/admin/list-users");
    expect(list.body.users.map((u: { id: string }) => u.id)).not.toContain(created.id);
    const self = await admin.post("/api/auth/admin/remove-user", { userId: adminId });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe("YOU_CANNOT_REMOVE_YOURSELF");
  });
});

describe("GET /api/admin/emails (the outbox)", () => {
  it("answers 401 signed out and 403 to a non-admin", async () => {
    const out = await t.client().get("/api/admin/emails");
    expect(out.status).toBe(401);
    expect(out.body.error).toBe("Unauthorized");
    const { client } = await signIn(t, plain.email);
    const denied = await client.get("/api/admin/emails");
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("NotPermitted");
  });

  it("lists emails with pagination for the admin, filtered by recipient", async () => {
    const email = uniqueEmail("outbox");
    await t.client().post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    await t.client().post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    await t.runJobs();
    const res = await admin.get("/api/admin/emails", { query: { to: email, limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ total_count: 2, max_page: 2 });
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0]).toMatchObject({ to: email, template: "email-otp-sign-in", status: "sent" });
    const one = await admin.get(`/api/admin/emails/${res.body.items[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.text).toMatch(/\d{6}/);
    expect((await admin.get("/api/admin/emails/not-a-uuid")).status).toBe(404);
  });

  it("answers 422 naming the field for a bad limit or page", async () => {
    for (const query of [{ limit: "0" }, { limit: "101" }, { limit: "ten" }, { page: "0" }]) {
      const res = await admin.get("/api/admin/emails", { query });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body.error).toBe("RequestValidationError");
      expect(res.body.detail[0].loc).toEqual(["query", Object.keys(query)[0]]);
    }
  });
});
