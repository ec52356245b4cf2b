import { createHash } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { recordEvent } from "../webhooks/service.js";
import {
  billingAddressRequired,
  EMAIL_INDEX,
  EXTERNAL_ID_INDEX,
  emailTaken,
  externalIdImmutable,
  externalIdTaken,
  organizationMismatch,
  taxIdInvalid,
  taxIdNeedsCountry,
  violatedIndex,
} from "./errors.js";
import { queueExternalIdAttribution } from "./external-id-job.js";
import { customerHoldings } from "./holdings.js";
import { newCustomerRow } from "./new-customer.js";
import type { AddressValue, TaxIdValue } from "./repository.js";
import {
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  findCustomerByExternalId,
  insertCustomer,
  type NewCustomerRow,
  updateCustomerRow,
} from "./repository.js";
import type { CustomerCreateInput, CustomerUpdateInput } from "./schemas.js";
import { serializeCustomer } from "./serialize.js";
import { recordCustomerStateChanged } from "./state.js";
import { recordCustomerSystemEvent, updatedFields } from "./system-events.js";
import { parseTaxId } from "./tax-id.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** How a route names the customer it acts on. */
export type CustomerRef = { id: string } | { externalId: string };

function findRef(tx: Executor, organizationId: string, ref: CustomerRef, forUpdate = true) {
  return "id" in ref
    ? findCustomer(tx, organizationId, ref.id, { forUpdate })
    : findCustomerByExternalId(tx, organizationId, ref.externalId, { forUpdate });
}

/** A tax id string checked against the address's country (null/empty = none). */
function checkTaxId(taxId: string, address: AddressValue | null): TaxIdValue {
  if (!address) throw taxIdNeedsCountry();
  const parsed = parseTaxId(taxId, address.country);
  if (!parsed) throw taxIdInvalid(taxId, address.country);
  return parsed;
}

/** Unique-index failures of a write, as the 422 that names the field. */
function uniqueFailure(error: unknown, email: string | undefined, externalId: string | null | undefined) {
  const index = violatedIndex(error);
  if (index === EMAIL_INDEX && email) return new RequestValidationError([emailTaken(email)]);
  if (index === EXTERNAL_ID_INDEX && externalId)
    return new RequestValidationError([externalIdTaken(externalId)]);
  return error;
}

/**
 * Records `customer.<type>` and `customer.state_changed` (the customer is part of its state), and
 * Polar's `customer.<type>` system event.
 */
async function recordChange(
  tx: Executor,
  now: Date,
  row: CustomerRow,
  change: Parameters<typeof recordCustomerSystemEvent>[3],
) {
  const wire = serializeCustomer(row);
  await recordEvent(tx, now, row.organizationId, change.name, wire);
  await recordCustomerSystemEvent(tx, now, row, change);
  if (change.name !== "customer.deleted") await queueExternalIdAttribution(tx, now, row);
  await recordCustomerStateChanged(tx, now, row.organizationId, row.id);
  return wire;
}

export async function createCustomer(ctx: Deps, organizationId: string, input: CustomerCreateInput) {
  if (input.organization_id && input.organization_id !== organizationId) {
    throw organizationMismatch(input.organization_id);
  }
  const billingAddress = input.billing_address ?? null;
  const taxId = input.tax_id ? checkTaxId(input.tax_id, billingAddress) : null;
  const now = ctx.clock.now();
  const row = newCustomerRow(organizationId, now, {
    email: input.email,
    name: input.name ?? null,
    externalId: input.external_id ?? null,
    billingAddress,
    taxId,
    locale: input.locale ?? null,
    metadata: input.metadata ?? {},
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      const issues: ValidationIssue[] = [];
      if (await findCustomerByEmail(tx, organizationId, input.email)) issues.push(emailTaken(input.email));
      if (
        row.externalId &&
        (await findCustomerByExternalId(tx, organizationId, row.externalId, { includeDeleted: true }))
      ) {
        issues.push(externalIdTaken(row.externalId));
      }
      if (issues.length) throw new RequestValidationError(issues);
      return recordChange(tx, now, await insertCustomer(tx, row), { name: "customer.created" });
    });
  } catch (error) {
    throw uniqueFailure(error, input.email, row.externalId);
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The new billing address and tax id of an update, or the 422 explaining why not. */
function billingPatch(current: CustomerRow, input: CustomerUpdateInput): Partial<NewCustomerRow> {
  const patch: Partial<NewCustomerRow> = {};
  let address = current.billingAddress;
  if (input.billing_address === null && current.billingAddress) throw billingAddressRequired();
  if (input.billing_address) {
    address = input.billing_address;
    if (!same(address, current.billingAddress)) patch.billingAddress = address;
  }
  if (input.tax_id !== undefined) {
    const taxId = input.tax_id ? checkTaxId(input.tax_id, address) : null;
    if (!same(taxId, current.taxId)) patch.taxId = taxId;
  } else if (current.taxId && patch.billingAddress) {
    // The country changed: the stored tax id must still be one of the new country's.
    patch.taxId = checkTaxId(current.taxId[0], address);
  }
  return patch;
}

/**
 * Updates a live customer (by id or external id). Omitted fields stay; `name`, `tax_id` and
 * `locale` can be cleared with null; `email: null` is ignored; `external_id` can be set once.
 * Records `customer.updated` and `customer.state_changed` when something changed.
 */
export async function updateCustomer(
  ctx: Deps,
  organizationId: string,
  ref: CustomerRef,
  input: CustomerUpdateInput,
) {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = await findRef(tx, organizationId, ref);
      if (!current) throw new NotFoundError("Customer");
      const issues: ValidationIssue[] = [];
      const patch: Partial<NewCustomerRow> = {};
      if (input.email != null && input.email !== current.email) {
        if (input.email.toLowerCase() !== current.email.toLowerCase()) {
          if (await findCustomerByEmail(tx, organizationId, input.email, { exceptId: current.id })) {
            issues.push(emailTaken(input.email));
          }
          patch.emailVerified = false;
        }
        patch.email = input.email;
      }
      if (input.external_id !== undefined && input.external_id !== current.externalId) {
        if (current.externalId !== null) issues.push(externalIdImmutable(input.external_id));
        else if (input.external_id !== null) {
          const holder = await findCustomerByExternalId(tx, organizationId, input.external_id, {
            includeDeleted: true,
          });
          if (holder) issues.push(externalIdTaken(input.external_id));
          patch.externalId = input.external_id;
        }
      }
      if (issues.length) throw new RequestValidationError(issues);
      Object.assign(patch, billingPatch(current, input));
      if (input.name !== undefined && input.name !== current.name) patch.name = input.name;
      if (input.locale !== undefined && input.locale !== current.locale) patch.locale = input.locale;
      if (input.metadata !== undefined && !same(input.metadata, current.metadata))
        patch.metadata = input.metadata;
      if (Object.keys(patch).length === 0) return serializeCustomer(current);
      const updated = await updateCustomerRow(tx, organizationId, current.id, { ...patch, modifiedAt: now });
      if (!updated) throw new NotFoundError("Customer");
      return recordChange(tx, now, updated, { name: "customer.updated", fields: updatedFields(patch) });
    });
  } catch (error) {
    throw uniqueFailure(error, input.email ?? undefined, input.external_id);
  }
}

/** A stand-in for personal data that cannot be traced back to it. */
function anonymized(value: string, row: CustomerRow): string {
  return createHash("sha256").update(`${row.id}:${value}`).digest("hex").slice(0, 24);
}

/**
 * Deletes a live customer (by id or external id): it is no longer listed and answers 404; its
 * orders keep it. With `anonymize`, its email, name, billing name, billing address and tax id are
 * replaced by anonymized values first. The external id stays reserved. Records
 * `customer.deleted` and `customer.state_changed`.
 */
export async function deleteCustomer(
  ctx: Deps,
  organizationId: string,
  ref: CustomerRef,
  anonymize: boolean,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // As Polar: live subscriptions end now, every grant is revoked (jobs) and the external id is
    // cleared (it can be given to a new customer). Locks are taken in the order every other path
    // takes them (subscriptions, grants, then the customer), so nothing deadlocks.
    const found = await findRef(tx, organizationId, ref, false);
    if (!found) throw new NotFoundError("Customer");
    const holdings = customerHoldings();
    const recordEnded = await holdings.endSubscriptions(
      { db: tx, config: ctx.config },
      now,
      organizationId,
      found.id,
    );
    await holdings.revokeGrants(tx, now, organizationId, found.id);
    const current = await findCustomer(tx, organizationId, found.id, { forUpdate: true });
    if (!current) throw new NotFoundError("Customer");
    await recordEnded();
    const patch: Partial<NewCustomerRow> = { deletedAt: now, modifiedAt: now, externalId: null };
    if (anonymize) {
      Object.assign(patch, {
        email: `${anonymized(current.email, current)}@anonymized.invalid`,
        emailVerified: false,
        name: current.name === null ? null : `Anonymized ${anonymized(current.name, current).slice(0, 8)}`,
        billingName: current.billingName === null ? null : anonymized(current.billingName, current),
        billingAddress: null,
        taxId: null,
      } satisfies Partial<NewCustomerRow>);
    }
    const deleted = await updateCustomerRow(tx, organizationId, current.id, patch);
    if (!deleted) throw new NotFoundError("Customer");
    await recordChange(tx, now, deleted, { name: "customer.deleted", externalId: current.externalId });
  });
}
