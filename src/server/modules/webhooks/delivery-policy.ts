/**
 * Retry policy of webhook deliveries, as Polar's (dramatiq's compute_backoff): after the n-th
 * failed attempt the next one waits a random time in [base·2ⁿ/2, base·2ⁿ], at most 20 minutes.
 * With the defaults (10 attempts, base 2 s) that is 2–4 s, 4–8 s, … 512–1024 s: ≈ 35 minutes.
 */

export const MAX_BACKOFF_MS = 20 * 60_000;
/** A receiver's Retry-After is honoured up to this long. */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;
/** After this many consecutive events given up on, the endpoint is disabled (reason "failing"). */
export const FAILURE_THRESHOLD = 10;
/** How long a sender holds a delivery; past it another worker may take over (crashed sender). */
export const DELIVERY_LOCK_MS = 60_000;
/**
 * Endpoints one worker process sends to at once (one request in flight per endpoint): a slow or
 * timing-out endpoint takes one of these, never the others' turn.
 */
export const DELIVERY_CONCURRENCY = 256;
/**
 * Deliveries of one endpoint taken in one claim (its head and the ones right behind it), sent one
 * after the other, the next only once the one before succeeded.
 */
export const DELIVERY_RUN_LENGTH = 128;
/**
 * A run's attempts are recorded in parts of this many while it goes on sending (the last part
 * when it ends), so writing them overlaps the requests instead of holding up the next claim.
 */
export const DELIVERY_RECORD_EVERY = 32;
/**
 * A run starts no further request after this long, so that even with every request taking the
 * full 10 s timeout it is recorded well within its DELIVERY_LOCK_MS hold.
 */
export const DELIVERY_RUN_SEND_MS = 20_000;
/**
 * A delivery run (one `webhooks.send` job) stops taking new deliveries after this long and hands
 * over to a fresh job, well within the job's lease (JOBS_LEASE_MS, at least 1 s; 5 min by default).
 */
export const DELIVERY_RUN_MS = 60_000;
/** Event payloads older than this are archived by the daily `webhooks.prune` job. */
export const RETENTION_DAYS = 90;

/** Delay before the attempt that follows the `failedAttempts`-th failure; `random` in [0, 1). */
export function retryDelayMs(
  failedAttempts: number,
  baseMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(baseMs * 2 ** failedAttempts, MAX_BACKOFF_MS);
  const floor = ceiling / 2;
  return Math.round(floor + (ceiling - floor) * random());
}

/** The delay to use after a failure: the receiver's Retry-After (429/503) when it gave one, else backoff. */
export function nextDelayMs(
  failedAttempts: number,
  baseMs: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return retryDelayMs(failedAttempts, baseMs, random);
}
