import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "../db/schema/auth.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";

// Fake credentials: nothing here may reach GitHub or Google (there is no network anyway).
const env = {
  GITHUB_CLIENT_ID: "gh-client-id",
  GITHUB_CLIENT_SECRET: "gh-client-secret",
  GOOGLE_CLIENT_ID: "google-client-id.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "google-client-secret",
};
const ERROR_PAGE = "http://localhost:3000/auth/error";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env });
});
afterAll(() => t.close());

/** Starts a social sign-in in a fresh browser; returns it with the provider URL and state. */
async function start(provider = "github", body: Record<string, unknown> = {}) {
  const browser = t.client();
  const res = await browser.post("/api/auth/sign-in/social", { provider, callbackURL: "/", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.url);
  return { browser, res, url, state: url.searchParams.get("state")! };
}

const callback = (c: TestClient, provider: string, query: Record<string, string>) =>
  c.get(`/api/auth/callback/${provider}`, { query });

function errorOf(res: { status: number; headers: Headers }): string | null {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("location")!);
  expect(`${location.origin}${location.pathname}`).toBe(ERROR_PAGE);
  return location.searchParams.get("error");
}

describe("social sign-in up to the provider", () => {
  it("announces the configured providers", async () => {
    const res = await t.client().get("/api/config");
    expect(res.body.social_providers.sort()).toEqual(["github", "google"]);
  });

  it("sends the browser to GitHub's authorize URL with client_id, state and our callback", async () => {
    const { res, url, state, browser } = await start("github");
    expect(res.body.redirect).toBe(true);
    expect(`${url.origin}${url.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("gh-client-id");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/github");
    expect(url.searchParams.get("scope")).toContain("user:email");
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // better-auth 1.7 keeps the state in the verification table for 10 minutes ...
    const [row] = await t.ctx.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `auth-state:${state}`));
    expect(row, "state row").toBeDefined();
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(590_000);
    expect(ttl).toBeLessThanOrEqual(600_000);
    expect(JSON.parse(row!.value)).toMatchObject({ callbackURL: "/" });
    // ... and binds it to this browser with a signed 5-minute cookie.
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.state="));
    expect(cookie).toMatch(/Max-Age=300/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(browser.cookies.get("better-auth.state")).toContain(encodeURIComponent(state).slice(0, 10));
  });

  it("uses PKCE with Google", async () => {
    const { url } = await start("google");
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe(env.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/google");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
  });

  it("refuses a provider that is not configured or unknown with 404 PROVIDER_NOT_FOUND", async () => {
    const off = await t.client().post("/api/auth/sign-in/social", { provider: "discord", callbackURL: "/" });
    expect(off.status).toBe(404);
    expect(off.body.code).toBe("PROVIDER_NOT_FOUND");
    // better-auth accepts any string as provider (custom providers), so an unknown one is a 404 too.
    const unknown = await t
      .client()
      .post("/api/auth/sign-in/social", { provider: "myspace", callbackURL: "/" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("PROVIDER_NOT_FOUND");
    const missing = await t.client().post("/api/auth/sign-in/social", { callbackURL: "/" });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("VALIDATION_ERROR");
    expect(missing.body.message).toMatch(/provider/);
  });

  it("refuses untrusted callback, error and new-user URLs", async () => {
    const c = t.client();
    const cb = await c.post("/api/auth/sign-in/social", {
      provider: "github",
      callbackURL: "https://evil.example/",
    });
    expect(cb.status).toBe(403);
    expect(cb.body.code).toBe("INVALID_CALLBACK_URL");
    const err = await c.post("/api/auth/sign-in/social", {
      provider: "github",
      callbackURL: "/",
      errorCallbackURL: "https://evil.example/err",
    });
    expect(err.status).toBe(403);
    expect(err.body.code).toBe("INVALID_ERROR_CALLBACK_URL");
    const fresh = await c.post("/api/auth/sign-in/social", {
      provider: "github",
      callbackURL: "/",
      newUserCallbackURL: "https://evil.example/new",
    });
    expect(fresh.status).toBe(403);
    expect(fresh.body.code).toBe("INVALID_NEW_USER_CALLBACK_URL");
  });
});

describe("GET /api/auth/callback/:provider errors land on the error page", () => {
  it("without state: error=state_not_found", async () => {
    expect(errorOf(await callback(t.client(), "github", {}))).toBe("state_not_found");
    expect(errorOf(await callback(t.client(), "github", { code: "abc" }))).toBe("state_not_found");
  });

  it("with an unknown state: error=state_mismatch", async () => {
    expect(errorOf(await callback(t.client(), "github", { state: "x".repeat(32), code: "abc" }))).toBe(
      "state_mismatch",
    );
  });

  it("with a real state from another browser (no state cookie): error=state_mismatch", async () => {
    const { state } = await start("github");
    expect(errorOf(await callback(t.client(), "github", { state, code: "abc" }))).toBe("state_mismatch");
  });

  it("with a valid state but no code: error=no_code, and the state is used up", async () => {
    const { browser, state } = await start("github");
    expect(errorOf(await callback(browser, "github", { state }))).toBe("no_code");
    const rows = await t.ctx.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `auth-state:${state}`));
    expect(rows).toEqual([]);
    expect(browser.cookies.has("better-auth.state")).toBe(false);
    expect(errorOf(await callback(browser, "github", { state, code: "abc" }))).toBe("state_mismatch");
  });

  it("passes the provider's own error through (the user said no)", async () => {
    const { browser, state } = await start("github");
    const res = await callback(browser, "github", {
      state,
      error: "access_denied",
      error_description: "The user has denied your application access.",
    });
    expect(errorOf(res)).toBe("access_denied");
    expect(new URL(res.headers.get("location")!).searchParams.get("error_description")).toBe(
      "The user has denied your application access.",
    );
  });

  it("on a provider that is not configured: error=oauth_provider_not_found", async () => {
    const { browser, state } = await start("github");
    expect(errorOf(await callback(browser, "discord", { state, code: "abc" }))).toBe(
      "oauth_provider_not_found",
    );
  });

  it("to the errorCallbackURL given at sign-in, when there is one", async () => {
    const { browser, state } = await start("github", { errorCallbackURL: "/sign-in" });
    const res = await callback(browser, "github", { state });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in?error=no_code");
  });
});
