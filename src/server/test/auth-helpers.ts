import { createHmac } from "node:crypto";
import { expect } from "vitest";
import type { TestClient, TestResponse } from "./client.js";
import { linkIn, type TestApp } from "./harness.js";

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export const PASSWORD = "correct-horse-battery";

/** Signs up through HTTP and follows the emailed verification link; returns a signed-in client. */
export async function signUpVerified(
  t: TestApp,
  opts: { email?: string; name?: string; password?: string; username?: string } = {},
): Promise<{ client: TestClient; email: string; userId: string }> {
  const email = opts.email ?? uniqueEmail();
  const client = t.client();
  const res = await client.post("/api/auth/sign-up/email", {
    email,
    password: opts.password ?? PASSWORD,
    name: opts.name ?? "Test User",
    ...(opts.username ? { username: opts.username } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await t.lastEmail(email, "verify-email");
  const link = new URL(linkIn(mail));
  const verified = await client.get(link.pathname + link.search);
  expect(verified.status).toBe(302);
  return { client, email, userId: res.body.user.id };
}

/** The path and query of an absolute URL (what a browser would request on this app). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** Signs in with email and password through HTTP; returns the signed-in client and the answer. */
export async function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  clientOpts?: Parameters<TestApp["client"]>[0],
): Promise<{ client: TestClient; res: TestResponse }> {
  const client = t.client(clientOpts);
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  return { client, res };
}

const passwordHashes = new WeakMap<TestApp, Promise<string>>();

/**
 * A client holding a new session of the user, made the way better-auth makes one (internal
 * adapter, its database hooks run) and carried in a cookie signed like better-auth signs it.
 * Skips the password check (one scrypt, ~100 ms) where signing in is not what a test is about.
 */
export async function sessionClient(
  t: TestApp,
  userId: string,
  clientOpts?: Parameters<TestApp["client"]>[0],
): Promise<TestClient> {
  const auth = await t.ctx.auth.$context;
  const session = await auth.internalAdapter.createSession(userId);
  const signature = createHmac("sha256", auth.secret).update(session.token).digest("base64");
  const client = t.client(clientOpts);
  client.cookies.set(auth.authCookies.sessionToken.name, encodeURIComponent(`${session.token}.${signature}`));
  return client;
}

/**
 * A verified user with the password PASSWORD, created straight through better-auth's internal
 * adapter (its database hooks run; the password is hashed once per app and reused), with a
 * signed-in client (see sessionClient). Where the sign-up flow itself is not under test this
 * saves the scrypt work of signing up and in; `signIn` still signs in over HTTP.
 */
export async function createVerifiedUser(
  t: TestApp,
  opts: { email?: string; name?: string; username?: string } = {},
): Promise<{ client: TestClient; email: string; userId: string }> {
  const email = (opts.email ?? uniqueEmail()).toLowerCase();
  const auth = await t.ctx.auth.$context;
  let hash = passwordHashes.get(t);
  if (!hash) {
    hash = auth.password.hash(PASSWORD);
    passwordHashes.set(t, hash);
  }
  const user = await auth.internalAdapter.createUser(
    {
      email,
      name: opts.name ?? "Test User",
      emailVerified: true,
      ...(opts.username ? { username: opts.username.toLowerCase(), displayUsername: opts.username } : {}),
    },
    { method: "email-password" },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await hash,
  });
  const client = await sessionClient(t, user.id);
  const me = await client.get("/api/auth/get-session");
  expect(me.body?.user?.id, JSON.stringify(me.body)).toBe(user.id);
  return { client, email, userId: user.id };
}

/** The TOTP code for an otpauth:// URI; lives in ./totp.ts, re-exported for existing imports. */
export { totpFromUri } from "./totp.js";
