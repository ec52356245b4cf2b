import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { manualClock } from "../lib/clock.js";
import { createRateLimiter } from "./rate-limit.js";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
afterAll(() => redis.disconnect());

const opts = (clock = manualClock(new Date("2026-05-01T12:00:00Z"))) => ({
  name: `test-${randomUUID()}`,
  max: 3,
  windowMs: 60_000,
  clock,
});

describe("createRateLimiter", () => {
  it("allows max hits per key and window, then says when to retry", async () => {
    const clock = manualClock(new Date("2026-05-01T12:00:10Z"));
    const limiter = createRateLimiter({ ...opts(clock), redis: null });
    for (let i = 0; i < 3; i++) expect((await limiter.hit("a")).allowed).toBe(true);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfter: 50 });
    expect((await limiter.hit("b")).allowed).toBe(true);
    clock.advance(50_000);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("shares counts between processes through Redis", async () => {
    const shared = opts();
    const one = createRateLimiter({ ...shared, redis });
    const two = createRateLimiter({ ...shared, redis });
    expect((await one.hit("ip")).allowed).toBe(true);
    expect((await two.hit("ip")).allowed).toBe(true);
    expect((await one.hit("ip")).allowed).toBe(true);
    expect((await two.hit("ip")).allowed).toBe(false);
  });

  it("keeps limiting in the process when Redis is unreachable", async () => {
    const broken = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
      enableOfflineQueue: false,
    });
    const limiter = createRateLimiter({ ...opts(), redis: broken });
    for (let i = 0; i < 3; i++) expect((await limiter.hit("x")).allowed).toBe(true);
    expect((await limiter.hit("x")).allowed).toBe(false);
    broken.disconnect();
  });
});
