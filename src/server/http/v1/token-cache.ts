import type { DatabaseHandle } from "../../db/client.js";
import { type Listener, listen } from "../../db/listen.js";
import type { Logger } from "../../logger.js";

/**
 * The channel a trigger on `apikey` notifies whenever a key is changed or deleted, by Kassa's
 * routes, better-auth's, or another process (migration 0025_apikey_changed_notify).
 */
export const TOKENS_CHANNEL = "kassa_tokens";

/** What verifying an access token needs of its row. */
export interface CachedToken {
  id: string;
  referenceId: string;
  permissions: string | null;
  enabled: boolean | null;
  expiresAt: Date | null;
  lastRequest: Date | null;
}

export interface TokenCache {
  /**
   * The token row for `hash`: from memory when a listener guarantees it is current, else from
   * `load` (and remembered when no change was announced while loading).
   */
  lookup(hash: string, load: () => Promise<CachedToken | undefined>): Promise<CachedToken | undefined>;
  /** Records the `last_used_at` just written, so the next write waits its full interval. */
  noteUsed(hash: string, at: Date): void;
  /** Forgets everything (a token changed in this process; the trigger tells the others). */
  invalidate(): void;
  close(): Promise<void>;
}

const MAX_ENTRIES = 10_000;
/** A safety net only: changes are announced at once; an entry is re-read at least this often. */
const MAX_AGE_MS = 60_000;

/**
 * An in-process cache of verified access tokens, so a token-authenticated request costs no query
 * for its credential. It serves entries only while it LISTENs on TOKENS_CHANNEL (started on first
 * use): every committed change to any key empties it, listening (re)starts or stops empty it, and
 * a row read while a change was announced is not kept (a generation counter), so a revoked,
 * disabled or re-scoped token is refused as soon as PostgreSQL delivers the notice.
 */
export function createTokenCache(
  database: DatabaseHandle,
  logger: Logger,
  nowMs: () => number = () => performance.now(),
): TokenCache {
  const entries = new Map<string, { row: CachedToken; at: number }>();
  let generation = 0;
  let listening = false;
  let listener: Promise<Listener | null> | null = null;
  let closed = false;
  const invalidate = () => {
    generation++;
    entries.clear();
  };
  const start = () => {
    listener ??= listen(database, TOKENS_CHANNEL, logger, invalidate, (up) => {
      invalidate();
      listening = up && !closed;
    }).catch((error) => {
      logger.warn({ err: String(error) }, "token cache disabled: could not listen for token changes");
      return null;
    });
  };
  return {
    async lookup(hash, load) {
      if (closed) return load();
      start();
      const hit = listening ? entries.get(hash) : undefined;
      if (hit && nowMs() - hit.at < MAX_AGE_MS) return hit.row;
      const seen = generation;
      const row = await load();
      if (row && listening && seen === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(hash, { row, at: nowMs() });
      }
      return row;
    },
    noteUsed(hash, at) {
      const hit = entries.get(hash);
      if (hit) hit.row = { ...hit.row, lastRequest: at };
    },
    invalidate,
    async close() {
      closed = true;
      listening = false;
      invalidate();
      await (await listener)?.close();
    },
  };
}
