import type pg from "pg";

/**
 * `COPY … FROM STDIN` with `pg` alone (pg-copy-streams is not a dependency): `pg` runs any object
 * with a `submit(connection)` method as a query and hands it the protocol messages, which is all
 * pg-copy-streams does too. This one sends a prepared text-format payload in one go: the
 * simple-query `COPY`, then CopyData chunks on CopyInResponse, CopyDone, and resolves on
 * ReadyForQuery (rejects with the server's error, after which the server is ready again).
 */
class CopyIn {
  callback?: (error?: Error | null) => void;
  private error: Error | null = null;
  rowCount = 0;

  constructor(
    private readonly text: string,
    private readonly payload: Buffer,
  ) {}

  submit(connection: Connection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: Connection) {
    // CopyData messages of up to 64 KiB each, as psql sends them.
    for (let at = 0; at < this.payload.length; at += 65_536) {
      connection.sendCopyFromChunk(this.payload.subarray(at, at + 65_536));
    }
    connection.endCopyFrom();
  }

  handleCommandComplete(msg: { text: string }) {
    this.rowCount = Number(msg.text.split(" ")[1] ?? 0);
  }

  handleError(error: Error) {
    this.error = error;
  }

  handleReadyForQuery() {
    this.callback?.(this.error);
  }

  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** Runs `COPY <target> FROM STDIN` with `payload` (text format) on a pooled connection; returns the rows copied. */
export async function copyIn(pool: pg.Pool, target: string, payload: Buffer): Promise<number> {
  const client = await pool.connect();
  try {
    const copy = new CopyIn(`copy ${target} from stdin`, payload);
    await new Promise<void>((resolve, reject) => {
      copy.callback = (error) => (error ? reject(error) : resolve());
      client.query(copy as unknown as pg.QueryConfig);
    });
    return copy.rowCount;
  } finally {
    client.release();
  }
}

/** A value in COPY's text format: `\N` for NULL, backslash, tab, newline and return escaped. */
export function copyField(value: string | null): string {
  if (value === null) return "\\N";
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r",
  );
}

/** Rows in COPY's text format (tab-separated fields, one line per row). */
export function copyRows(rows: (string | null)[][]): Buffer {
  return Buffer.from(rows.map((r) => `${r.map(copyField).join("\t")}\n`).join(""), "utf8");
}
