import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Seals integration tokens at rest: AES-256-GCM under a key derived from AUTH_SECRET, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). Rotating AUTH_SECRET makes stored tokens unreadable:
 * the seller enters them again.
 */
function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`kassa-benefit-integration:${secret}`).digest();
}

export function seal(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The token, or null when it cannot be opened (another AUTH_SECRET, a damaged value). */
export function open(secret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
