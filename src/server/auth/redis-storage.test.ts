import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.js";
import { createAdmin } from "./admin-user.js";

// REDIS_URL makes rate limits and the session cache shared between processes.
const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", RATE_LIMIT_ENABLED: "true" };
/** A random client address, so runs sharing one Redis never share a rate-limit bucket. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ env });
  second = await createTestApp({ env });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe("REDIS_URL", () => {
  it("shares rate limits between two Kassa processes", async () => {
    const ip = randomIp();
    const attempt = (t: TestApp) =>
      t
        .client({ ip })
        .post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong-password" });
    for (let i = 0; i < 3; i++) expect((await attempt(first)).status).toBe(401);
    const limited = await attempt(second);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
  });

  it("keeps sessions working with Redis as the session store", async () => {
    await createAdmin(first.ctx, { email: "redis-admin@example.com", password: "redis-password" });
    const c = first.client({ ip: randomIp() });
    const signIn = await c.post("/api/auth/sign-in/email", {
      email: "redis-admin@example.com",
      password: "redis-password",
    });
    expect(signIn.status).toBe(200);
    const session = await c.get("/api/auth/get-session", { query: { disableCookieCache: "true" } });
    expect(session.body.user.email).toBe("redis-admin@example.com");
    const out = await c.post("/api/auth/sign-out");
    expect(out.status).toBe(200);
    const after = await c.get("/api/auth/get-session", { query: { disableCookieCache: "true" } });
    expect(after.body).toBeNull();
  });
});
