import type { MiddlewareHandler } from "hono";
import type { AppContext } from "../../context.js";
import { clientIp } from "../../http/client-ip.js";

/** Requests per client address and window, counted in fixed windows of the app's clock. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
}

type Counter = { window: number; count: number };
const memory = new WeakMap<AppContext, Map<string, Counter>>();

/** Counts one request; returns the count in the current window (Redis when configured, else this process). */
async function hit(ctx: AppContext, key: string, window: number, windowMs: number): Promise<number> {
  if (ctx.redis) {
    const redisKey = `kassa:rl:${key}:${window}`;
    const [[, count]] = (await ctx.redis
      .multi()
      .incr(redisKey)
      .pexpire(redisKey, windowMs * 2)
      .exec()) as [[unknown, number]];
    return count;
  }
  let counters = memory.get(ctx);
  if (!counters) {
    counters = new Map();
    memory.set(ctx, counters);
  }
  const current = counters.get(key);
  if (current && current.window === window) {
    current.count += 1;
    return current.count;
  }
  if (counters.size > 10_000) {
    for (const [k, c] of counters) if (c.window < window) counters.delete(k);
  }
  counters.set(key, { window, count: 1 });
  return 1;
}

/**
 * Limits a public route per client address (X-Forwarded-For's first hop behind TRUST_PROXY):
 * beyond `max` requests in a window the answer is `429 {error: "TooManyRequests"}` with
 * `Retry-After`. Off when RATE_LIMIT_ENABLED is false; shared between processes through Redis.
 */
export function rateLimit(ctx: AppContext, rule: RateRule): MiddlewareHandler {
  return async (c, next) => {
    if (!ctx.config.rateLimit.enabled) return next();
    const ip = clientIp(c, ctx.config.trustProxy) ?? "unknown";
    const nowMs = ctx.clock.now().getTime();
    const window = Math.floor(nowMs / rule.windowMs);
    const count = await hit(ctx, `${rule.name}:${ip}`, window, rule.windowMs);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * rule.windowMs - nowMs) / 1000));
      c.header("Retry-After", String(retryAfter));
      return c.json(
        {
          error: "TooManyRequests",
          detail: `Too many requests: at most ${rule.max} per ${rule.windowMs / 1000} s from one address`,
        },
        429,
      );
    }
    return next();
  };
}
