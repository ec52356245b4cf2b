import { createHmac } from "node:crypto";

/**
 * RFC 6238 TOTP for tests, computed independently of better-auth: HMAC-SHA1, 30 s steps, 6 digits
 * unless an otpauth:// URI says otherwise.
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 → bytes (padding and whitespace ignored, any case). */
export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error(`Not base32: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function hotp(secret: Buffer, counter: number, digits: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return code.toString().padStart(digits, "0");
}

/** The 6-digit TOTP code (30 s steps) for a base32 secret at `atMs`; `stepOffset` picks a neighbouring step. */
export function totp(secretBase32: string, atMs = Date.now(), stepOffset = 0): string {
  return hotp(base32Decode(secretBase32), Math.floor(atMs / 1000 / 30) + stepOffset, 6);
}

/** The TOTP code for an otpauth:// URI (its secret, period and digits); `stepOffset` picks a neighbouring step. */
export function totpFromUri(uri: string, atMs = Date.now(), stepOffset = 0): string {
  const u = new URL(uri);
  const secret = base32Decode(u.searchParams.get("secret") ?? "");
  const period = Number(u.searchParams.get("period") ?? 30);
  const digits = Number(u.searchParams.get("digits") ?? 6);
  return hotp(secret, Math.floor(atMs / 1000 / period) + stepOffset, digits);
}
