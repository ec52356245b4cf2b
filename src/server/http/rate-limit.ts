import type { Redis } from "ioredis";
import type { Clock } from "../lib/clock.js";
import type { Logger } from "../logger.js";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfter: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

/**
 * A fixed-window counter per key (`max` hits per `windowMs`), on the app clock. Shared through
 * Redis when REDIS_URL is set (every Kassa process counts together), else kept in this process;
 * if Redis fails the process-local count is used rather than letting every request through.
 */
export function createRateLimiter(opts: {
  name: string;
  max: number;
  windowMs: number;
  clock: Clock;
  redis: Redis | null;
  logger?: Logger;
}): RateLimiter {
  const local = new Map<string, { window: number; count: number }>();

  function hitLocal(key: string, window: number): number {
    if (local.size > 10_000) {
      for (const [k, v] of local) if (v.window < window) local.delete(k);
    }
    const entry = local.get(key);
    const count = entry && entry.window === window ? entry.count + 1 : 1;
    local.set(key, { window, count });
    return count;
  }

  async function hitRedis(redis: Redis, key: string, window: number): Promise<number> {
    const redisKey = `kassa:rate:${opts.name}:${key}:${window}`;
    const results = await redis.multi().incr(redisKey).pexpire(redisKey, opts.windowMs).exec();
    const count = results?.[0]?.[1];
    if (typeof count !== "number") throw new Error("unexpected Redis answer");
    return count;
  }

  return {
    async hit(key) {
      const now = opts.clock.now().getTime();
      const window = Math.floor(now / opts.windowMs);
      let count: number;
      if (opts.redis) {
        try {
          count = await hitRedis(opts.redis, key, window);
        } catch (error) {
          opts.logger?.warn({ err: String(error), limiter: opts.name }, "rate limit store unavailable");
          count = hitLocal(key, window);
        }
      } else {
        count = hitLocal(key, window);
      }
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * opts.windowMs - now) / 1000));
      return { allowed: count <= opts.max, retryAfter };
    },
  };
}
