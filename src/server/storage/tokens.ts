import { createHmac, timingSafeEqual } from "node:crypto";
import { openSignedValues, signValues } from "../lib/signed-payload.js";

/**
 * Signed, expiring part-upload tokens for the local-disk driver: `<expires ms>.<HMAC-SHA256>`
 * over the file id, upload id and part number, keyed by AUTH_SECRET. The part route trusts
 * nothing else, so a token cannot be reused for another file, upload or part.
 */
function mac(secret: string, fileId: string, uploadId: string, part: number, expiresMs: number): string {
  return createHmac("sha256", `kassa-file-part:${secret}`)
    .update(`${fileId}.${uploadId}.${part}.${expiresMs}`)
    .digest("base64url");
}

export function signPartToken(
  secret: string,
  p: { fileId: string; uploadId: string; part: number; expiresAt: Date },
): string {
  const expiresMs = p.expiresAt.getTime();
  return `${expiresMs}.${mac(secret, p.fileId, p.uploadId, p.part, expiresMs)}`;
}

export function verifyPartToken(
  secret: string,
  token: string,
  p: { fileId: string; uploadId: string; part: number; now: Date },
): "ok" | "invalid" | "expired" {
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const expiresMs = Number(match[1]);
  const expected = Buffer.from(mac(secret, p.fileId, p.uploadId, p.part, expiresMs));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return expiresMs > p.now.getTime() ? "ok" : "expired";
}

/** What a local-disk download token grants: one object, under one name and type, until `expiresMs`. */
export interface DownloadGrant {
  key: string;
  filename: string;
  mimeType: string;
  expiresMs: number;
}

const DOWNLOAD_PURPOSE = "kassa-file-download";

/** A signed, expiring download token: `<base64url JSON grant>.<HMAC-SHA256>`, keyed by AUTH_SECRET. */
export function signDownloadToken(secret: string, grant: DownloadGrant): string {
  return signValues(DOWNLOAD_PURPOSE, secret, [grant.key, grant.filename, grant.mimeType, grant.expiresMs]);
}

/** The grant of a download token, `"expired"`, or `"invalid"` (bad format or signature). */
export function verifyDownloadToken(
  secret: string,
  token: string,
  now: Date,
): DownloadGrant | "invalid" | "expired" {
  const parsed = openSignedValues(DOWNLOAD_PURPOSE, secret, token, { count: 4, maxLength: 4000 });
  if (!parsed) return "invalid";
  const [key, filename, mimeType, expiresMs] = parsed as unknown[];
  if (typeof key !== "string" || typeof filename !== "string" || typeof mimeType !== "string")
    return "invalid";
  if (typeof expiresMs !== "number") return "invalid";
  if (expiresMs <= now.getTime()) return "expired";
  return { key, filename, mimeType, expiresMs };
}
