import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { AppError, NotFoundError } from "../../http/errors.js";
import { type ApiVersion, DEFAULT_API_VERSION, isAtLeast } from "../../http/v1/api-version.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  countActivations,
  deleteActivation,
  findActivation,
  findLicenseKeyByKey,
  insertActivation,
  type LicenseKeyRow,
  markValidated,
} from "./repository.js";
import type {
  LicenseKeyActivateInput,
  LicenseKeyDeactivateInput,
  LicenseKeyValidateInput,
} from "./schemas.js";
import { serializeActivation, serializeOne } from "./service.js";
import { licenseKeyOrigin, licenseKeyVersionFields } from "./version-fields.js";

type Deps = Pick<AppContext, "db" | "clock">;

/** 400 `BadRequest`, as Polar answers a usage increment above what is left. */
class UsageExceededError extends AppError {
  constructor(remaining: number) {
    super(400, "BadRequest", `License key only has ${remaining} more usages.`);
  }
}

class ActivationRefusedError extends AppError {
  constructor(message: string) {
    super(403, "NotPermitted", message);
  }
}

const notFound = (message: string) => new AppError(404, "ResourceNotFound", message);

/** Object equality of two JSON values whatever their key order. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

const isExpired = (row: LicenseKeyRow, now: Date) => row.expiresAt !== null && now >= row.expiresAt;

/** A granted or validated key as `version` shows it (2027-01 adds its subscription and order). */
async function grantedKeyWire(tx: Executor, row: LicenseKeyRow, version: ApiVersion) {
  const origin = isAtLeast(version, "2027-01") ? await licenseKeyOrigin(tx, row) : undefined;
  return { ...(await serializeOne(tx, row)), ...licenseKeyVersionFields(version, origin) };
}

/**
 * `POST …/license-keys/validate` (Polar's rules, in Polar's order): an inactive (revoked or
 * disabled) or expired key, an unknown activation, an activation whose stored conditions differ
 * from the ones given, or a benefit or customer other than the key's are all 404; a usage
 * increment above what is left is 400. A valid key counts one validation and the usage. The
 * answer has the fields of `version` (version-fields.ts).
 */
export async function validateLicenseKey(
  ctx: Deps,
  input: LicenseKeyValidateInput,
  version: ApiVersion = DEFAULT_API_VERSION,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findLicenseKeyByKey(tx, input.organization_id, input.key, { lock: true });
    if (!row) throw new NotFoundError("License key");
    if (row.status !== "granted") throw notFound("License key is no longer active.");
    if (isExpired(row, now)) throw notFound("License key has expired.");
    let activation = null;
    if (input.activation_id) {
      const found = await findActivation(tx, row.organizationId, row.id, input.activation_id);
      if (!found) throw notFound("License key activation not found.");
      const stored = found.conditions;
      if (Object.keys(stored).length > 0 && !sameJson(input.conditions ?? null, stored)) {
        throw notFound("License key does not match required conditions");
      }
      activation = serializeActivation(found);
    }
    if (input.benefit_id && input.benefit_id !== row.benefitId) {
      throw notFound("License key does not match given benefit.");
    }
    if (input.customer_id && input.customer_id !== row.customerId) {
      throw notFound("License key does not match given user.");
    }
    const increment = input.increment_usage ?? 0;
    if (increment > 0 && row.limitUsage !== null) {
      const remaining = row.limitUsage - row.usage;
      if (increment > remaining) throw new UsageExceededError(remaining);
    }
    const updated = await markValidated(tx, row.organizationId, row.id, now, increment);
    return { ...(await grantedKeyWire(tx, updated, version)), activation };
  });
}

/**
 * `POST …/license-keys/activate`: 404 for an unknown key; 403 when the key is inactive or
 * expired, has no activation limit, or already has `limit_activations` live activations. The
 * key row is locked, so concurrent activations never pass the limit.
 */
export async function activateLicenseKey(
  ctx: Deps,
  input: LicenseKeyActivateInput,
  version: ApiVersion = DEFAULT_API_VERSION,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findLicenseKeyByKey(tx, input.organization_id, input.key, { lock: true });
    if (!row) throw new NotFoundError("License key");
    if (row.status !== "granted") throw new ActivationRefusedError("License key is no longer active.");
    if (isExpired(row, now)) throw new ActivationRefusedError("License key has expired.");
    if (!row.limitActivations) {
      throw new ActivationRefusedError("This license key does not support activations.");
    }
    if ((await countActivations(tx, row.organizationId, row.id)) >= row.limitActivations) {
      throw new ActivationRefusedError("License key activation limit already reached.");
    }
    const activation = await insertActivation(tx, {
      id: uuidv7(),
      organizationId: row.organizationId,
      licenseKeyId: row.id,
      label: input.label,
      conditions: input.conditions ?? {},
      meta: input.meta ?? {},
      createdAt: now,
    });
    return { ...serializeActivation(activation), license_key: await grantedKeyWire(tx, row, version) };
  });
}

/** `POST …/license-keys/deactivate`: removes the activation (204); an unknown key or activation is 404. */
export async function deactivateLicenseKey(ctx: Deps, input: LicenseKeyDeactivateInput): Promise<void> {
  const row = await findLicenseKeyByKey(ctx.db, input.organization_id, input.key);
  if (!row) throw new NotFoundError("License key");
  const activation = await findActivation(ctx.db, row.organizationId, row.id, input.activation_id);
  if (!activation) throw notFound("License key activation not found.");
  await deleteActivation(ctx.db, row.organizationId, activation.id, ctx.clock.now());
}
