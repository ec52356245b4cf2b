import { randomFillSync } from "node:crypto";

let lastMs = -1;
let sequence = 0;

/** Entropy drawn from the OS in blocks (one system call per 256 ids rather than two per id). */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomBlock(size: number): Buffer {
  if (poolOffset + size > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const block = pool.subarray(poolOffset, poolOffset + size);
  poolOffset += size;
  return block;
}

/**
 * A UUID version 7 (RFC 9562): 48-bit Unix milliseconds, then random bits, so ids sort by
 * creation time. Within one millisecond a 12-bit counter keeps ids made by this process ordered.
 * The timestamp is wall time on purpose (ids are storage keys, not domain time).
 */
export function uuidv7(nowMs: number = Date.now()): string {
  if (nowMs === lastMs) {
    sequence = (sequence + 1) & 0xfff;
  } else {
    lastMs = nowMs;
    sequence = randomBlock(2).readUInt16BE(0) & 0x7ff;
  }
  const bytes = Buffer.from(randomBlock(16));
  bytes.writeUIntBE(nowMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
