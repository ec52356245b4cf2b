import { openSignedValues, signValues } from "../../lib/signed-payload.js";

/** How long the download links of a grant email work. The grant must also still be active. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 3600 * 1000;
/** How long the storage address a download link redirects to works (long enough to start the download). */
export const STORAGE_URL_TTL_MS = 5 * 60 * 1000;

export interface DownloadLink {
  grantId: string;
  fileId: string;
  expiresMs: number;
}

const PURPOSE = "kassa-benefit-download";

/** `<base64url [grant id, file id, expiry ms]>.<HMAC-SHA256>`, keyed by AUTH_SECRET. */
export function signDownloadLink(secret: string, link: DownloadLink): string {
  return signValues(PURPOSE, secret, [link.grantId, link.fileId, link.expiresMs]);
}

export function verifyDownloadLink(
  secret: string,
  token: string,
  now: Date,
): DownloadLink | "invalid" | "expired" {
  const parsed = openSignedValues(PURPOSE, secret, token, { count: 3, maxLength: 400 });
  if (!parsed) return "invalid";
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
