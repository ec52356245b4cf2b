import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  findLicenseKeyByGrant,
  insertLicenseKey,
  type LicenseKeyRow,
  updateLicenseKey,
} from "./repository.js";

/** A license_keys benefit's properties as stored (wire shape). */
export interface LicenseKeysProperties {
  prefix?: string | null;
  expires?: { ttl: number; timeframe: "year" | "month" | "day" } | null;
  activations?: { limit: number; enable_customer_admin: boolean } | null;
  limit_usage?: number | null;
}

/** Polar's key: an uppercase UUID v4, after `PREFIX-` when the benefit has a prefix. */
export function generateKey(prefix: string | null | undefined): string {
  const body = randomUUID().toUpperCase();
  const clean = prefix?.trim().toUpperCase();
  return clean ? `${clean}-${body}` : body;
}

/** `****-` and the key's last six characters: what emails and lists may show. */
export function displayKeyOf(key: string): string {
  return `****-${key.slice(-6)}`;
}

/**
 * `now` plus `ttl` days, months or years in UTC. A month or year that lands past the end of a
 * shorter month stops on its last day (Jan 31 + 1 month = Feb 28 or 29).
 */
export function addTimeframe(now: Date, ttl: number, timeframe: "year" | "month" | "day"): Date {
  if (timeframe === "day") return new Date(now.getTime() + ttl * 86_400_000);
  const months = timeframe === "year" ? ttl * 12 : ttl;
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The key of a license_keys grant: created on its first grant (one per grant, guarded by the
 * unique index on `grant_id`, so a retried or duplicated job finds the key it made), set back to
 * `granted` on a regrant. Call inside the grant job's transaction.
 */
export async function issueLicenseKey(
  tx: Executor,
  now: Date,
  grant: { id: string; organizationId: string; customerId: string; benefitId: string },
  properties: LicenseKeysProperties,
): Promise<LicenseKeyRow> {
  const existing = await findLicenseKeyByGrant(tx, grant.organizationId, grant.id);
  if (existing) {
    if (existing.status === "granted") return existing;
    return updateLicenseKey(tx, grant.organizationId, existing.id, { status: "granted", modifiedAt: now });
  }
  const key = generateKey(properties.prefix);
  const inserted = await insertLicenseKey(tx, {
    id: uuidv7(),
    organizationId: grant.organizationId,
    customerId: grant.customerId,
    benefitId: grant.benefitId,
    grantId: grant.id,
    key,
    displayKey: displayKeyOf(key),
    status: "granted",
    limitActivations: properties.activations?.limit ?? null,
    limitUsage: properties.limit_usage ?? null,
    expiresAt: properties.expires
      ? addTimeframe(now, properties.expires.ttl, properties.expires.timeframe)
      : null,
    createdAt: now,
  });
  if (inserted) return inserted;
  // Another run of the job made the key first (or, once in 2^122, the key itself collided: retry).
  const made = await findLicenseKeyByGrant(tx, grant.organizationId, grant.id);
  if (!made) throw new Error("License key collision; the job retries with a new key");
  return made;
}

/** Sets the grant's key to `revoked` (validation then answers 404). No key, nothing to do. */
export async function revokeLicenseKey(
  tx: Executor,
  now: Date,
  grant: { id: string; organizationId: string },
): Promise<LicenseKeyRow | null> {
  const existing = await findLicenseKeyByGrant(tx, grant.organizationId, grant.id);
  if (!existing) return null;
  if (existing.status === "revoked") return existing;
  return updateLicenseKey(tx, grant.organizationId, existing.id, { status: "revoked", modifiedAt: now });
}
