/**
 * What the customer portal changes on a customer: billing details, a verified new email, and the
 * saved payment methods (list, save, delete, default). Validation is the seller-side update's.
 */
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import { recordEvent } from "../webhooks/service.js";
import {
  billingAddressRequired,
  EMAIL_INDEX,
  emailTaken,
  taxIdInvalid,
  taxIdNeedsCountry,
  violatedIndex,
} from "./errors.js";
import {
  findLivePaymentMethod,
  listLivePaymentMethods,
  markPaymentMethodDeleted,
  setDefaultPaymentMethodRow,
  upsertPaymentMethod,
} from "./payment-methods-repository.js";
import type { NewCustomerRow } from "./repository.js";
import {
  type AddressValue,
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  type PaymentMethodRow,
  type TaxIdValue,
  updateCustomerRow,
} from "./repository.js";
import { serializeCustomer } from "./serialize.js";
import { recordCustomerStateChanged } from "./state.js";
import { recordCustomerSystemEvent, updatedFields } from "./system-events.js";
import { parseTaxId } from "./tax-id.js";

type Deps = Pick<AppContext, "db" | "clock">;

export interface CustomerBillingInput {
  billing_name?: string | null | undefined;
  billing_address?: AddressValue | null | undefined;
  tax_id?: string | null | undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function checkTaxId(taxId: string, address: AddressValue | null): TaxIdValue {
  if (!address) throw taxIdNeedsCountry();
  const parsed = parseTaxId(taxId, address.country);
  if (!parsed) throw taxIdInvalid(taxId, address.country);
  return parsed;
}

async function recordUpdated(tx: Executor, now: Date, row: CustomerRow, patch: Partial<NewCustomerRow>) {
  const wire = serializeCustomer(row);
  await recordEvent(tx, now, row.organizationId, "customer.updated", wire);
  await recordCustomerSystemEvent(tx, now, row, { name: "customer.updated", fields: updatedFields(patch) });
  await recordCustomerStateChanged(tx, now, row.organizationId, row.id);
}

/**
 * The portal's `PATCH customers/me`: billing name, billing address and tax id, validated as the
 * seller-side update does (the address cannot be removed once set; the tax id must match the
 * address's country). Records `customer.updated` when something changed; returns the row.
 */
export async function updateCustomerBilling(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  input: CustomerBillingInput,
): Promise<CustomerRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findCustomer(tx, organizationId, customerId, { forUpdate: true });
    if (!current) throw new NotFoundError("Customer");
    const patch: Partial<NewCustomerRow> = {};
    if (input.billing_name !== undefined) {
      const name = input.billing_name?.trim() ? input.billing_name.trim() : null;
      if (name !== current.billingName) patch.billingName = name;
    }
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
      patch.taxId = checkTaxId(current.taxId[0], address);
    }
    if (Object.keys(patch).length === 0) return current;
    const updated = await updateCustomerRow(tx, organizationId, customerId, { ...patch, modifiedAt: now });
    if (!updated) throw new NotFoundError("Customer");
    await recordUpdated(tx, now, updated, patch);
    return updated;
  });
}

/** Whether another live customer of the organization holds this email (ignoring case). */
export async function emailHeldByAnotherCustomer(
  ex: Executor,
  organizationId: string,
  customerId: string,
  email: string,
): Promise<boolean> {
  return (await findCustomerByEmail(ex, organizationId, email, { exceptId: customerId })) !== undefined;
}

/**
 * Changes the customer's email to one they proved they own (a verification link reached it), in
 * the caller's transaction: the email is verified. A 422 naming `email` when another customer of
 * the organization took it meanwhile. Records `customer.updated`.
 */
export async function changeVerifiedEmail(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerId: string,
  email: string,
): Promise<CustomerRow> {
  const current = await findCustomer(tx, organizationId, customerId, { forUpdate: true });
  if (!current) throw new NotFoundError("Customer");
  if (await emailHeldByAnotherCustomer(tx, organizationId, customerId, email)) {
    throw new RequestValidationError([emailTaken(email)]);
  }
  const patch: Partial<NewCustomerRow> = { email, emailVerified: true };
  let updated: CustomerRow | undefined;
  try {
    updated = await updateCustomerRow(tx, organizationId, customerId, { ...patch, modifiedAt: now });
  } catch (error) {
    if (violatedIndex(error) === EMAIL_INDEX) throw new RequestValidationError([emailTaken(email)]);
    throw error;
  }
  if (!updated) throw new NotFoundError("Customer");
  await recordUpdated(tx, now, updated, patch);
  return updated;
}

/** One page of the customer's saved payment methods, newest first. */
export function listPaymentMethodsOf(
  ex: Executor,
  organizationId: string,
  customerId: string,
  page: { page: number; limit: number },
): Promise<{ rows: PaymentMethodRow[]; total: number }> {
  return listLivePaymentMethods(ex, organizationId, customerId, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
}

/** The customer's saved (not deleted) payment method, or null (another customer's is null too). */
export async function getLivePaymentMethod(
  ex: Executor,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<PaymentMethodRow | null> {
  return (await findLivePaymentMethod(ex, organizationId, customerId, id)) ?? null;
}

/** Saves a processor payment method to the customer (again, if it was deleted), optionally as the default. */
export async function savePaymentMethodOf(
  tx: Executor,
  now: Date,
  row: Omit<PaymentMethodRow, "deletedAt">,
  makeDefault: boolean,
): Promise<PaymentMethodRow> {
  const saved = await upsertPaymentMethod(tx, { ...row, createdAt: now });
  if (makeDefault) await setDefaultPaymentMethodRow(tx, row.organizationId, row.customerId, saved.id, now);
  return saved;
}

/** Makes a saved payment method the customer's default (null clears it), in the caller's transaction. */
export function setDefaultPaymentMethod(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerId: string,
  paymentMethodId: string | null,
): Promise<void> {
  return setDefaultPaymentMethodRow(tx, organizationId, customerId, paymentMethodId, now);
}

/** Deletes a saved payment method; when it was the default, the default moves to `nextDefault`. */
export async function deletePaymentMethodOf(
  tx: Executor,
  now: Date,
  customer: CustomerRow,
  paymentMethodId: string,
  nextDefault: string | null,
): Promise<void> {
  await markPaymentMethodDeleted(tx, customer.organizationId, paymentMethodId, now);
  if (customer.defaultPaymentMethodId === paymentMethodId) {
    await setDefaultPaymentMethodRow(tx, customer.organizationId, customer.id, nextDefault, now);
  }
}

/** The customer's row locked FOR UPDATE (live), or a 404. */
export async function lockPortalCustomer(
  tx: Executor,
  organizationId: string,
  customerId: string,
): Promise<CustomerRow> {
  const row = await findCustomer(tx, organizationId, customerId, { forUpdate: true });
  if (!row) throw new NotFoundError("Customer");
  return row;
}
