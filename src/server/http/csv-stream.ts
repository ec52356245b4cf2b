import { stringify } from "csv-stringify/sync";

/**
 * A CSV export (RFC 4180, via csv-stringify) streamed in batches, so a large export never sits in
 * memory: the header line first, then each batch `nextBatch` returns (given the last row of the
 * previous one, null at first) turned into lines by `toLines`, until a batch is shorter than
 * `batchSize`.
 */
export function csvStream<Row>(opts: {
  header: string[];
  batchSize: number;
  nextBatch: (after: Row | null) => Promise<Row[]>;
  toLines: (rows: Row[]) => Promise<unknown[][]> | unknown[][];
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(stringify([opts.header])));
        return;
      }
      const rows = await opts.nextBatch(last);
      if (rows.length > 0) {
        last = rows[rows.length - 1]!;
        controller.enqueue(encoder.encode(stringify(await opts.toLines(rows))));
      }
      if (rows.length < opts.batchSize) controller.close();
    },
  });
}

/** A cell a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`) is quoted with `'`. */
export function csvSafe(value: string | null | undefined): string {
  if (value == null) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
