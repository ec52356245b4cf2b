import type { PoolClient } from "pg";
import type { Logger } from "../logger.js";
import type { DatabaseHandle } from "./client.js";

export interface Listener {
  /** Whether notices are being received now (false while connecting or after a lost connection). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Calls `onNotify(payload)` for every NOTIFY on `channel` anywhere on the database (PostgreSQL
 * delivers them when the notifying transaction commits). PGlite listens in process; on PostgreSQL
 * one pooled connection is held for LISTEN and re-opened a second after an error. `onListening`
 * is called each time listening starts (callers catch up on what they may have missed) and stops.
 */
export async function listen(
  database: DatabaseHandle,
  channel: string,
  logger: Logger,
  onNotify: (payload: string) => void,
  onListening: (up: boolean) => void = () => {},
): Promise<Listener> {
  const { pglite, pool } = database;
  if (pglite) {
    const unlisten = await pglite.listen(channel, onNotify);
    onListening(true);
    return {
      listening: true,
      async close() {
        await unlisten();
      },
    };
  }
  if (!pool) return { listening: false, async close() {} };
  let closed = false;
  let client: { c: PoolClient; release: (error?: Error) => void } | null = null;
  let retry: NodeJS.Timeout | null = null;
  const onNotification = (message: { channel: string; payload?: string }) => {
    if (message.channel === channel) onNotify(message.payload ?? "");
  };
  const connect = async () => {
    try {
      const c = await pool.connect();
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        c.off("notification", onNotification);
        c.off("error", onError);
        c.release(error);
      };
      const onError = (error: Error) => {
        logger.warn({ err: error.message, channel }, "listener connection lost");
        release(error);
        if (client?.c === c) {
          client = null;
          onListening(false);
        }
        if (!closed) retry = setTimeout(connect, 1000);
      };
      c.on("notification", onNotification);
      c.on("error", onError);
      await c.query(`listen ${channel}`);
      if (closed) {
        release();
        return;
      }
      client = { c, release };
      onListening(true);
    } catch (error) {
      logger.warn({ err: String(error), channel }, "listener could not connect");
      if (!closed) retry = setTimeout(connect, 1000);
    }
  };
  await connect();
  return {
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      if (held) {
        onListening(false);
        await held.c.query(`unlisten ${channel}`).catch(() => {});
        held.release();
      }
    },
  };
}
