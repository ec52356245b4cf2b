import type { Redis } from "ioredis";

/**
 * Where the per-account sign-in limit (sign-in-limit.ts) keeps its counters: in this process's
 * memory, or in Redis when REDIS_URL is set so every Kassa process shares them. Keys arrive
 * already hashed. Times are milliseconds from the injected clock, never the store's own time:
 * an entry is current while its `until` lies after `now` (expiry in the store only frees space).
 */
export interface SignInLimitStore {
  /** Counts one failed sign-in; a window of `windowMs` starts with the first failure. */
  fail(key: string, now: number, windowMs: number): Promise<FailureWindow>;
  /** The current window's failures, or null when there are none. */
  failures(key: string, now: number): Promise<FailureWindow | null>;
  clearFailures(key: string): Promise<void>;
  /** Remembers that `address` signed in to the account, for `keepMs` from `now`. */
  rememberAddress(key: string, address: string, now: number, keepMs: number): Promise<void>;
  knowsAddress(key: string, address: string, now: number): Promise<boolean>;
}

export interface FailureWindow {
  count: number;
  /** When the window ends (ms). */
  until: number;
}

/** Past this many accounts with entries, the memory store drops the ones that ended. */
const MEMORY_SWEEP_AT = 10_000;
/** Addresses remembered per account in memory (the oldest is forgotten first). */
const MEMORY_ADDRESSES_PER_ACCOUNT = 20;

export function memorySignInLimitStore(): SignInLimitStore {
  const failures = new Map<string, FailureWindow>();
  const addresses = new Map<string, Map<string, number>>();
  const sweep = (now: number) => {
    if (failures.size > MEMORY_SWEEP_AT)
      for (const [key, w] of failures) if (w.until <= now) failures.delete(key);
    if (addresses.size > MEMORY_SWEEP_AT)
      for (const [key, known] of addresses) {
        for (const [address, until] of known) if (until <= now) known.delete(address);
        if (known.size === 0) addresses.delete(key);
      }
  };
  return {
    async fail(key, now, windowMs) {
      sweep(now);
      const current = failures.get(key);
      const next =
        current && current.until > now
          ? { count: current.count + 1, until: current.until }
          : { count: 1, until: now + windowMs };
      failures.set(key, next);
      return next;
    },
    async failures(key, now) {
      const current = failures.get(key);
      return current && current.until > now ? current : null;
    },
    async clearFailures(key) {
      failures.delete(key);
    },
    async rememberAddress(key, address, now, keepMs) {
      const until = now + keepMs;
      const known = addresses.get(key) ?? new Map<string, number>();
      known.delete(address);
      known.set(address, until);
      while (known.size > MEMORY_ADDRESSES_PER_ACCOUNT) known.delete(known.keys().next().value as string);
      addresses.set(key, known);
    },
    async knowsAddress(key, address, now) {
      const until = addresses.get(key)?.get(address);
      return until !== undefined && until > now;
    },
  };
}

const PREFIX = "kassa:sign-in-limit:";

/** Starts a window or counts into the current one, atomically for all processes. */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local untilAt = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if untilAt <= now then
  untilAt = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'count', 1, 'until', untilAt)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, untilAt}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), untilAt}
`;

export function redisSignInLimitStore(redis: Redis): SignInLimitStore {
  const failKey = (key: string) => `${PREFIX}failures:${key}`;
  const addressKey = (key: string) => `${PREFIX}addresses:${key}`;
  return {
    async fail(key, now, windowMs) {
      const [count, until] = (await redis.eval(FAIL_SCRIPT, 1, failKey(key), now, windowMs)) as [
        number,
        number,
      ];
      return { count: Number(count), until: Number(until) };
    },
    async failures(key, now) {
      const [count, until] = await redis.hmget(failKey(key), "count", "until");
      if (count === null || until === null || Number(until) <= now) return null;
      return { count: Number(count), until: Number(until) };
    },
    async clearFailures(key) {
      await redis.del(failKey(key));
    },
    async rememberAddress(key, address, now, keepMs) {
      await redis
        .multi()
        .hset(addressKey(key), address, now + keepMs)
        .pexpire(addressKey(key), keepMs)
        .exec();
    },
    async knowsAddress(key, address, now) {
      const until = await redis.hget(addressKey(key), address);
      return until !== null && Number(until) > now;
    },
  };
}
