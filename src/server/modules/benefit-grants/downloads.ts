import { createHmac, timingSafeEqual } from "node:crypto";

/** How long the download links of a grant email work. The grant must also still be active. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 3600 * 1000;
/** How long the storage address a download link redirects to works (long enough to start the download). */
export const STORAGE_URL_TTL_MS = 5 * 60 * 1000;

export interface DownloadLink {
  grantId: string;
  fileId: string;
  expiresMs: number;
}

function mac(secret: string, payload: string): string {
  return createHmac("sha256", `kassa-benefit-download:${secret}`).update(payload).digest("base64url");
}

/** `<base64url [grant id, file id, expiry ms]>.<HMAC-SHA256>`, keyed by AUTH_SECRET. */
export function signDownloadLink(secret: string, link: DownloadLink): string {
  const payload = Buffer.from(JSON.stringify([link.grantId, link.fileId, link.expiresMs])).toString(
    "base64url",
  );
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyDownloadLink(
  secret: string,
  token: string,
  now: Date,
): DownloadLink | "invalid" | "expired" {
  const match = /^([A-Za-z0-9_-]{10,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const expected = Buffer.from(mac(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8"));
  } catch {
    return "invalid";
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return "invalid";
  const [grantId, fileId, expiresMs] = parsed as unknown[];
  if (typeof grantId !== "string" || typeof fileId !== "string" || typeof expiresMs !== "number")
    return "invalid";
  if (expiresMs <= now.getTime()) return "expired";
  return { grantId, fileId, expiresMs };
}

/** The address a customer opens to download one file of a grant. */
export function downloadLinkUrl(baseUrl: string, secret: string, link: DownloadLink): string {
  return `${baseUrl}/downloads/${signDownloadLink(secret, link)}`;
}
