import type { Executor } from "../../db/types.js";
import { type ApiVersion, isAtLeast } from "../../http/v1/api-version.js";

/** Polar's `LicenseKeySubscription` (2027-01): the subscription whose grant issued the key. */
export interface LicenseKeySubscriptionWire {
  id: string;
  status: string;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  ends_at: string | null;
}

/** Polar's `LicenseKeyOrder` (2027-01): the order whose grant issued the key. */
export interface LicenseKeyOrderWire {
  id: string;
  created_at: string;
  status: string;
  paid: boolean;
}

/** Where a key came from: its grant's subscription and order (either may be null). */
export interface LicenseKeyOrigin {
  subscription: LicenseKeySubscriptionWire | null;
  order: LicenseKeyOrderWire | null;
}

export const NO_ORIGIN: LicenseKeyOrigin = { subscription: null, order: null };

/**
 * The port through which a key finds its grant's subscription and order: benefit-grants, orders
 * and subscriptions depend on license-keys, so license-keys declares what it needs and `wirePorts`
 * (src/server/ports.ts) plugs them in. Answers `NO_ORIGIN` for an unknown grant.
 */
export type LicenseKeyOriginOf = (
  ex: Executor,
  organizationId: string,
  grantId: string,
) => Promise<LicenseKeyOrigin>;

let port: LicenseKeyOriginOf | null = null;

export function setLicenseKeyOriginOf(impl: LicenseKeyOriginOf): void {
  port = impl;
}

/** The subscription and order of a key's grant (none for a key without a grant). */
export function licenseKeyOrigin(
  ex: Executor,
  key: { organizationId: string; grantId: string | null },
): Promise<LicenseKeyOrigin> {
  if (!port) {
    throw new Error("license-keys: the origin port is not wired (wirePorts in src/server/ports.ts)");
  }
  return key.grantId ? port(ex, key.organizationId, key.grantId) : Promise.resolve(NO_ORIGIN);
}

/**
 * The fields a license key shape gains after 2026-04, for the request's `Polar-Version`; spread
 * them into the 2026-04 wire object (`{...wire, ...licenseKeyVersionFields(version)}`).
 * - 2026-10 and later: `member_id` and `member` on every license key shape (`LicenseKeyRead`,
 *   `LicenseKeyWithActivations`, an activation's `license_key`, granted and validated keys).
 *   Always null: Kassa has no organization members on customers (seats) yet.
 * - 2027-01 and later, when `origin` is given: `subscription_id`/`subscription` and
 *   `order_id`/`order`. Only granted keys (an activation's `license_key`) and validated keys carry
 *   them, so pass `origin` for those shapes only (see `licenseKeyOrigin`).
 * 2026-04 adds nothing.
 */
export function licenseKeyVersionFields(
  version: ApiVersion,
  origin?: LicenseKeyOrigin,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (isAtLeast(version, "2026-10")) {
    fields.member_id = null;
    fields.member = null;
  }
  if (origin && isAtLeast(version, "2027-01")) {
    fields.subscription_id = origin.subscription?.id ?? null;
    fields.subscription = origin.subscription;
    fields.order_id = origin.order?.id ?? null;
    fields.order = origin.order;
  }
  return fields;
}

/** A license key wire object as `version` shows it (member fields from 2026-10). */
export function inVersion<T extends object>(wire: T, version: ApiVersion): T {
  return { ...wire, ...licenseKeyVersionFields(version) };
}
