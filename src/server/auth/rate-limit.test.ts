import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, sessionClient, uniqueEmail } from "../test/auth-helpers.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { SESSION_READ_FACTOR, SESSION_READ_PATHS } from "./rate-limit-rules.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MAX: "5", RATE_LIMIT_WINDOW: "60" },
  });
});
afterAll(() => t.close());

const attempt = (c: TestClient, email: string, headers?: Record<string, string>) =>
  c.post("/api/auth/sign-in/email", { email, password: "wrong-password-1" }, { headers });

describe("rate limiting (RATE_LIMIT_ENABLED=true)", () => {
  it("answers the 4th sign-in attempt within 10 s with 429 and X-Retry-After, per client address", async () => {
    const email = uniqueEmail("limited");
    const a = t.client({ ip: "203.0.113.10" });
    for (let i = 0; i < 3; i++) expect((await attempt(a, email)).status, `attempt ${i + 1}`).toBe(401);
    const fourth = await attempt(a, email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe("Too many requests. Please try again later.");
    const retry = Number(fourth.headers.get("x-retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(10);

    // Another client address has its own allowance.
    const b = t.client({ ip: "203.0.113.20" });
    expect((await attempt(b, email)).status).toBe(401);
    // Other paths of the limited address are not affected by the sign-in rule.
    expect((await a.get("/api/auth/get-session")).status).toBe(200);
  });

  it("cannot be dodged by sending the internal client-address header", async () => {
    const email = uniqueEmail("spoof");
    const c = t.client({ ip: "203.0.113.30" });
    for (let i = 0; i < 3; i++) await attempt(c, email, { "x-kassa-client-ip": `198.51.100.${i}` });
    const res = await attempt(c, email, { "x-kassa-client-ip": "198.51.100.99" });
    expect(res.status).toBe(429);
  });

  it("limits other auth routes with RATE_LIMIT_MAX per RATE_LIMIT_WINDOW", async () => {
    const c = t.client({ ip: "203.0.113.40" });
    for (let i = 0; i < 5; i++) expect((await c.get("/api/auth/ok")).status, `call ${i + 1}`).toBe(200);
    const sixth = await c.get("/api/auth/ok");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("x-retry-after"))).toBeGreaterThan(10);
    expect(Number(sixth.headers.get("x-retry-after"))).toBeLessThanOrEqual(60);
    expect((await t.client({ ip: "203.0.113.41" }).get("/api/auth/ok")).status).toBe(200);
  });

  it("gives the session reads every page load makes ten times RATE_LIMIT_MAX, each path its own", async () => {
    const { userId } = await createVerifiedUser(t);
    const c = await sessionClient(t, userId, { ip: "203.0.113.60" });
    // get-session is answered by Kassa's fast path, the other two by better-auth's handler.
    for (const path of SESSION_READ_PATHS) {
      for (let i = 0; i < 5 * SESSION_READ_FACTOR; i++) {
        const res = await c.get(`/api/auth${path}`);
        expect(res.status, `${path} call ${i + 1}`).toBe(200);
      }
      const over = await c.get(`/api/auth${path}`);
      expect(over.status, path).toBe(429);
      expect(Number(over.headers.get("x-retry-after"))).toBeLessThanOrEqual(60);
    }
    // The signed-in user's other routes keep the general allowance.
    for (let i = 0; i < 5; i++) expect((await c.get("/api/auth/list-sessions")).status).toBe(200);
    expect((await c.get("/api/auth/list-sessions")).status).toBe(429);
  });

  it("limits emails sent to 3 a minute per address (password reset)", async () => {
    const c = t.client({ ip: "203.0.113.50" });
    for (let i = 0; i < 3; i++) {
      const res = await c.post("/api/auth/request-password-reset", {
        email: uniqueEmail(),
        redirectTo: "/reset",
      });
      expect(res.status).toBe(200);
    }
    const res = await c.post("/api/auth/request-password-reset", {
      email: uniqueEmail(),
      redirectTo: "/reset",
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("x-retry-after"))).toBeGreaterThan(10);
  });
});
