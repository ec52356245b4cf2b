import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed values for links Kassa hands out: `<base64url JSON array>.<HMAC-SHA256>`, keyed by the
 * server secret and a purpose (so a token made for one use is never accepted by another).
 * `openSignedValues` checks the format and the signature in constant time and returns the
 * values, or null; the caller checks their types and expiry.
 */
function mac(purpose: string, secret: string, payload: string): string {
  return createHmac("sha256", `${purpose}:${secret}`).update(payload).digest("base64url");
}

export function signValues(purpose: string, secret: string, values: unknown[]): string {
  const payload = Buffer.from(JSON.stringify(values)).toString("base64url");
  return `${payload}.${mac(purpose, secret, payload)}`;
}

export function openSignedValues(
  purpose: string,
  secret: string,
  token: string,
  opts: { count: number; maxLength: number },
): unknown[] | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || match[1]!.length > opts.maxLength) return null;
  const expected = Buffer.from(mac(purpose, secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  return Array.isArray(parsed) && parsed.length === opts.count ? parsed : null;
}
