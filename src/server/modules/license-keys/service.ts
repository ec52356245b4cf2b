import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { AppError, NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { loadCustomersById } from "../customers/service.js";
import {
  type ActivationRow,
  findActivation,
  findLicenseKey,
  findLicenseKeyByGrant,
  type LicenseKeyFilters,
  type LicenseKeyRow,
  type LicenseKeySortKey,
  listActivations,
  listLicenseKeys,
  updateLicenseKey,
} from "./repository.js";
import type { LicenseKeyUpdateInput } from "./schemas.js";

export { issueLicenseKey, type LicenseKeysProperties, revokeLicenseKey } from "./grant.js";
export type { ActivationRow, LicenseKeyFilters, LicenseKeyRow } from "./repository.js";
export {
  inVersion,
  type LicenseKeyOrderWire,
  type LicenseKeyOrigin,
  type LicenseKeyOriginOf,
  type LicenseKeySubscriptionWire,
  licenseKeyOrigin,
  licenseKeyVersionFields,
  setLicenseKeyOriginOf,
} from "./version-fields.js";

type Reader = { db: Executor };

/** An activation as Polar's wire `LicenseKeyActivationBase`. */
export function serializeActivation(row: ActivationRow) {
  return {
    id: row.id,
    license_key_id: row.licenseKeyId,
    label: row.label,
    meta: row.meta as Record<string, string | number | boolean>,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
  };
}

/** A key as Polar's wire `LicenseKeyRead`, with its customer (`LicenseKeyCustomer`) embedded. */
export function serializeLicenseKey(row: LicenseKeyRow, customer: unknown) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    organization_id: row.organizationId,
    customer_id: row.customerId,
    customer,
    benefit_id: row.benefitId,
    key: row.key,
    display_key: row.displayKey,
    status: row.status,
    limit_activations: row.limitActivations,
    usage: row.usage,
    limit_usage: row.limitUsage,
    validations: row.validations,
    last_validated_at: iso(row.lastValidatedAt),
    expires_at: iso(row.expiresAt),
  };
}

export type LicenseKeyWire = ReturnType<typeof serializeLicenseKey>;

/** Serializes keys of one organization, loading their customers in one query. */
export async function serializeLicenseKeys(
  db: Executor,
  organizationId: string,
  rows: LicenseKeyRow[],
): Promise<LicenseKeyWire[]> {
  if (rows.length === 0) return [];
  const customers = await loadCustomersById(db, organizationId, [...new Set(rows.map((r) => r.customerId))]);
  return rows.map((row) => {
    const customer = customers.get(row.customerId);
    if (!customer) {
      throw new AppError(409, "CustomerUnavailable", `The customer of license key ${row.id} cannot be found`);
    }
    return serializeLicenseKey(row, customer);
  });
}

export async function serializeOne(db: Executor, row: LicenseKeyRow): Promise<LicenseKeyWire> {
  const [wire] = await serializeLicenseKeys(db, row.organizationId, [row]);
  return wire!;
}

/** The organization's key, or a 404. */
export async function requireLicenseKey(
  ctx: Reader,
  organizationId: string,
  id: string,
): Promise<LicenseKeyRow> {
  const row = await findLicenseKey(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("License key");
  return row;
}

/** `GET /v1/license-keys/`: newest first unless `sort` says otherwise. */
export async function listOrgLicenseKeys(
  ctx: Reader,
  organizationId: string,
  filters: LicenseKeyFilters,
  page: Page,
  sort?: { property: LicenseKeySortKey; descending: boolean }[],
) {
  const { rows, total } = await listLicenseKeys(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    ...(sort ? { sort } : {}),
  });
  return { items: await serializeLicenseKeys(ctx.db, organizationId, rows), total };
}

/** `GET /v1/license-keys/{id}`: the key with its current activations (`LicenseKeyWithActivations`). */
export async function getLicenseKeyWithActivations(ctx: Reader, organizationId: string, id: string) {
  const row = await requireLicenseKey(ctx, organizationId, id);
  const activations = await listActivations(ctx.db, row.organizationId, [row.id]);
  return { ...(await serializeOne(ctx.db, row)), activations: activations.map(serializeActivation) };
}

// Used by customer-portal
/** `GET /v1/customer-portal/license-keys/`: the customer's keys, newest first. */
export function listCustomerLicenseKeys(
  ctx: Reader,
  organizationId: string,
  customerId: string,
  filters: { benefitIds?: string[] },
  page: Page,
) {
  return listOrgLicenseKeys(ctx, organizationId, { ...filters, customerIds: [customerId] }, page);
}

/** `GET /v1/customer-portal/license-keys/{id}`: the customer's key with its activations; another customer's is a 404. */
export async function getCustomerLicenseKey(
  ctx: Reader,
  organizationId: string,
  customerId: string,
  id: string,
) {
  const row = await findLicenseKey(ctx.db, organizationId, id);
  if (!row || row.customerId !== customerId) throw new NotFoundError("License key");
  return getLicenseKeyWithActivations(ctx, organizationId, id);
}

/** `PATCH /v1/license-keys/{id}`: only the fields given change; `null` clears a limit or the expiry. */
export async function updateOrgLicenseKey(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  id: string,
  input: LicenseKeyUpdateInput,
) {
  const row = await requireLicenseKey(ctx, organizationId, id);
  const patch: Parameters<typeof updateLicenseKey>[3] = {};
  if (input.status) patch.status = input.status;
  if (input.usage !== undefined) patch.usage = input.usage;
  if (input.limit_activations !== undefined) patch.limitActivations = input.limit_activations;
  if (input.limit_usage !== undefined) patch.limitUsage = input.limit_usage;
  if (input.expires_at !== undefined) patch.expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  if (Object.keys(patch).length === 0) return serializeOne(ctx.db, row);
  const updated = await updateLicenseKey(ctx.db, row.organizationId, row.id, {
    ...patch,
    modifiedAt: ctx.clock.now(),
  });
  return serializeOne(ctx.db, updated);
}

/** `GET /v1/license-keys/{id}/activations/{activation_id}` (`LicenseKeyActivationRead`). */
export async function getOrgActivation(
  ctx: Reader,
  organizationId: string,
  id: string,
  activationId: string,
) {
  const row = await requireLicenseKey(ctx, organizationId, id);
  const activation = await findActivation(ctx.db, row.organizationId, row.id, activationId);
  if (!activation) throw new NotFoundError("License key activation");
  return { ...serializeActivation(activation), license_key: await serializeOne(ctx.db, row) };
}

// Used by benefit-grants
/** The key a license_keys grant issued, or undefined (the grant email shows it). */
export function licenseKeyOfGrant(
  ex: Executor,
  organizationId: string,
  grantId: string,
): Promise<LicenseKeyRow | undefined> {
  return findLicenseKeyByGrant(ex, organizationId, grantId);
}
