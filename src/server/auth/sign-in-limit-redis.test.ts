import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../lib/clock.js";
import { createVerifiedUser, PASSWORD, signIn } from "../test/auth-helpers.js";
import { createTestApp, type TestApp } from "../test/harness.js";

// With REDIS_URL the per-account failure counters and known addresses are shared by every process.
const env = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
  SIGN_IN_ACCOUNT_MAX: "4",
  SIGN_IN_ACCOUNT_WINDOW: "600",
};
/** Random client addresses, so runs sharing one Redis never share a bucket. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const clock = manualClock(new Date("2026-03-01T00:00:00.000Z"));
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ env, clock });
  second = await createTestApp({ env, clock });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe("per-account sign-in limit with REDIS_URL", () => {
  it("shares failures and known addresses between two Kassa processes", async () => {
    // One account on the first process's database, the same address on the second: the second
    // process only answers from the shared counters (its database has no such user).
    const { email } = await createVerifiedUser(first);
    const home = randomIp();
    expect((await signIn(first, email, PASSWORD, { ip: home })).res.status).toBe(200);

    const attempt = (t: TestApp, password = "wrong-password-1") =>
      t.client({ ip: randomIp() }).post("/api/auth/sign-in/email", { email, password });
    for (const t of [first, second, first, second]) expect((await attempt(t)).status).toBe(401);

    const limited = await attempt(first, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("TOO_MANY_FAILED_SIGN_INS");
    expect(Number(limited.headers.get("retry-after"))).toBe(600);
    expect((await attempt(second)).status).toBe(429);

    // The owner's address, remembered by the first process, is known to the second.
    const fromHome = await second
      .client({ ip: home })
      .post("/api/auth/sign-in/email", { email, password: "x-password" });
    expect(fromHome.status).toBe(401);

    clock.advance(600_000);
    expect((await attempt(first, PASSWORD)).status).toBe(200);
  });
});
