import type { DatabaseHandle } from "../../db/client.js";
import { type Listener, listen } from "../../db/listen.js";
import type { Logger } from "../../logger.js";

/**
 * The channel the `kassa_reads_changed` triggers notify (migration 0034_read_cache_notify): every
 * committed statement on a table below, by anyone, as `"<table> <organization id>"`, or
 * `"<table>"` alone for a TRUNCATE.
 */
export const READS_CHANNEL = "kassa_reads";

/** The tables whose writes are announced on READS_CHANNEL: a cached answer may read only these. */
export const READ_TABLES = [
  "product",
  "product_price",
  "product_benefit",
  "product_media",
  "product_custom_field",
  "benefit",
  "file",
  "custom_field",
  "meter",
  "customer",
  "subscription",
  "apikey",
] as const;
export type ReadTable = (typeof READ_TABLES)[number];

export interface ReadCache {
  /**
   * The answer `key` of `organizationId`, which reads `tables`: from memory when a listener
   * guarantees it is current, else from `load` (and remembered when nothing of the organization
   * was invalidated while loading).
   */
  read(
    organizationId: string,
    tables: readonly ReadTable[],
    key: string,
    load: () => Promise<string>,
  ): Promise<string>;
  /** Drops the organization's answers that read `table` (all its answers without one). */
  invalidate(organizationId: string, table?: ReadTable): void;
  /** Drops everything. */
  invalidateAll(): void;
  /** Whether answers are served from memory now (listening, not closed). */
  readonly active: boolean;
  /** Reads answered from memory and from `load` since the cache was made. */
  readonly stats: { readonly hits: number; readonly loads: number };
  close(): Promise<void>;
}

export interface ReadCacheOptions {
  /** At most this many answers are kept (least recently used dropped first). */
  maxEntries?: number;
  /** At most this many characters of answers are kept. */
  maxChars?: number;
  nowMs?: () => number;
  /** How to listen (tests replace it to make listening fail). */
  listen?: typeof listen;
}

/** A safety net only: changes are announced at once; an answer is recomputed at least this often. */
const MAX_AGE_MS = 60_000;
/** Organizations whose generation is remembered before all are forgotten at once (and the cache emptied). */
const MAX_GENERATIONS = 100_000;

interface Entry {
  organizationId: string;
  tables: readonly ReadTable[];
  body: string;
  at: number;
}

/**
 * An in-process cache of `/v1` list answers (their JSON text), so that a repeated read costs no
 * query. Like the token cache it serves answers only while it LISTENs on READS_CHANNEL (started
 * on first use): each notice drops the answers of that organization that read that table, a
 * listener that (re)starts or stops drops everything and, while it is down, every read goes to
 * the database and nothing is kept. An answer loaded while anything of its organization was
 * invalidated is not kept (a generation per organization). Bounded by entries and characters,
 * least recently used first out.
 */
export function createReadCache(
  database: DatabaseHandle,
  logger: Logger,
  options: ReadCacheOptions = {},
): ReadCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxChars = options.maxChars ?? 16_000_000;
  const nowMs = options.nowMs ?? (() => performance.now());
  const listenFor = options.listen ?? listen;
  /** By `organization \0 key`, in least-recently-used order (a hit moves its entry last). */
  const entries = new Map<string, Entry>();
  /** The keys of each organization's entries. */
  const byOrganization = new Map<string, Set<string>>();
  /** Bumped for an organization whenever any of its answers may have changed. */
  const generations = new Map<string, number>();
  let epoch = 0;
  let chars = 0;
  let listening = false;
  let listener: Promise<Listener | null> | null = null;
  let closed = false;
  const stats = { hits: 0, loads: 0 };

  const drop = (full: string) => {
    const entry = entries.get(full);
    if (!entry) return;
    entries.delete(full);
    chars -= entry.body.length;
    const keys = byOrganization.get(entry.organizationId);
    keys?.delete(full);
    if (keys?.size === 0) byOrganization.delete(entry.organizationId);
  };
  const invalidate = (organizationId: string, table?: ReadTable) => {
    if (generations.size >= MAX_GENERATIONS && !generations.has(organizationId)) return invalidateAll();
    generations.set(organizationId, (generations.get(organizationId) ?? 0) + 1);
    const keys = byOrganization.get(organizationId);
    if (!keys) return;
    for (const full of [...keys]) {
      if (!table || entries.get(full)?.tables.includes(table)) drop(full);
    }
  };
  const invalidateAll = () => {
    epoch++;
    generations.clear();
    entries.clear();
    byOrganization.clear();
    chars = 0;
  };
  const onNotify = (payload: string) => {
    const space = payload.indexOf(" ");
    if (space < 0) return invalidateAll(); // a TRUNCATE (or a notice without an organization)
    invalidate(payload.slice(space + 1), payload.slice(0, space) as ReadTable);
  };
  const start = () => {
    listener ??= listenFor(database, READS_CHANNEL, logger, onNotify, (up) => {
      invalidateAll();
      listening = up && !closed;
    }).catch((error: unknown) => {
      logger.warn({ err: String(error) }, "read cache disabled: could not listen for changes");
      return null;
    });
  };
  const keep = (full: string, entry: Entry) => {
    drop(full);
    if (entry.body.length > maxChars) return;
    entries.set(full, entry);
    chars += entry.body.length;
    let keys = byOrganization.get(entry.organizationId);
    if (!keys) {
      keys = new Set();
      byOrganization.set(entry.organizationId, keys);
    }
    keys.add(full);
    while (entries.size > maxEntries || chars > maxChars) drop(entries.keys().next().value!);
  };

  return {
    async read(organizationId, tables, key, load) {
      if (closed) {
        stats.loads++;
        return load();
      }
      start();
      const full = `${organizationId}\u0000${key}`;
      if (listening) {
        const hit = entries.get(full);
        if (hit && nowMs() - hit.at < MAX_AGE_MS) {
          entries.delete(full); // most recently used: last in line to be dropped
          entries.set(full, hit);
          stats.hits++;
          return hit.body;
        }
      }
      const seenEpoch = epoch;
      const seen = generations.get(organizationId) ?? 0;
      stats.loads++;
      const body = await load();
      if (listening && seenEpoch === epoch && seen === (generations.get(organizationId) ?? 0)) {
        keep(full, { organizationId, tables, body, at: nowMs() });
      }
      return body;
    },
    invalidate,
    invalidateAll,
    stats,
    get active() {
      return listening && !closed;
    },
    async close() {
      closed = true;
      listening = false;
      invalidateAll();
      await (await listener)?.close();
    },
  };
}
