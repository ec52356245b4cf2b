import { createHmac, randomInt } from "node:crypto";

/**
 * Webhook secrets and Standard Webhooks signatures, the way Polar makes and signs them.
 *
 * Polar signs with HMAC-SHA256 keyed by the UTF-8 bytes of the whole secret string, `whsec_`
 * prefix included (it hands `base64(utf8(secret))` to the Standard Webhooks library). Polar's
 * SDK 0.47 `validateEvent(body, headers, secret)` verifies exactly that; a receiver using the
 * `standardwebhooks` library directly passes `Buffer.from(secret, "utf8").toString("base64")`.
 */

export const WEBHOOK_SECRET_PREFIX = "whsec_";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as zlib.crc32) of a string's UTF-8 bytes, unsigned. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(n: number): string {
  let out = "";
  while (n > 0) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(6, "0");
}

/**
 * A new endpoint secret in Polar's format: `whsec_` + 37 random alphanumerics + the 6-character
 * base62 CRC-32 of those 37 characters (49 characters after the prefix).
 */
export function generateWebhookSecret(): string {
  let token = "";
  for (let i = 0; i < 37; i++) token += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${WEBHOOK_SECRET_PREFIX}${token}${base62(crc32(token))}`;
}

/** True when `secret` is a well-formed Kassa/Polar `whsec_` secret (its checksum matches). */
export function isWellFormedSecret(secret: string): boolean {
  const m = /^whsec_([A-Za-z0-9]{37})([0-9A-Za-z]{6})$/.exec(secret);
  return !!m && base62(crc32(m[1]!)) === m[2];
}

/**
 * The `webhook-signature` header value for one delivery: `v1,<base64 HMAC-SHA256>` of
 * `{msgId}.{timestampSeconds}.{body}`, keyed by the UTF-8 bytes of the whole secret.
 */
export function signWebhook(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  const mac = createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(`${msgId}.${timestampSeconds}.${body}`, "utf8")
    .digest("base64");
  return `v1,${mac}`;
}

/**
 * The three Standard Webhooks headers for one delivery, plus content type and user agent, as
 * the delivery worker sends them. `msgId` is the event id: the same on every retry and redelivery.
 */
export function webhookHeaders(
  secret: string,
  msgId: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": "kassa webhooks",
    "webhook-id": msgId,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": signWebhook(secret, msgId, timestampSeconds, body),
  };
}
