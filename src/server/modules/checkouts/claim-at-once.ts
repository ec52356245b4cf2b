import type { AppContext } from "../../context.js";
import {
  type CustomerChangeWrites,
  type CustomerRow,
  newCheckoutCustomerWrite,
} from "../customers/service.js";
import { systemEventsSql } from "../events/service.js";
import type { OrganizationWire } from "../organizations/service.js";
import { recordEventsIf } from "../webhooks/service.js";
import { applyChanges, keepCustomerEmail } from "./apply.js";
import { buyerOf, processorCustomerOf } from "./buyer.js";
import { findCheckoutWithProductsBySecret } from "./catalog-repository.js";
import { changedFields } from "./changed-fields.js";
import { confirmationIssues } from "./fields.js";
import { claimKnownSql } from "./guarded-repository.js";
import { type CheckoutView, checkoutFlags, loadView, productOf } from "./load.js";
import { reconcileJob } from "./reconcile-job.js";
import { type CheckoutRow, MUTABLE, withPatch } from "./repository.js";
import type { CheckoutConfirmInput } from "./schemas.js";
import { serializeCheckout } from "./serialize.js";
import { clientChanges, isExpired, organizationRead } from "./service.js";
import { REDEEMED_KEY } from "./settle.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

/** A confirmation's claim as it committed: the checkout confirmed, its attempt and its customer. */
export interface Claimed {
  view: CheckoutView;
  attempt: number;
  customer: CustomerRow;
  /** The checkout's organization when it was read with the checkout (for the answer). */
  organization?: OrganizationWire;
}

/**
 * The claim of the common confirmation in one statement, no transaction: a new buyer (found by
 * email only) of a one-time product, no discount. The checkout, its catalog and the tax rates are
 * read without locks and the confirmation worked out from them; then one statement confirms the
 * checkout only while it is still as read (`claimKnownSql`), inserts the customer only if no
 * customer has the email (`newCheckoutCustomerWrite`), and records the events and the reconcile
 * job, all or nothing (`recordEventsIf`). Null whenever anything else holds, anything is refused,
 * or a guarded row moved (a concurrent confirmation, an edit, a customer with that email): nothing
 * was written, and the transactional claim decides and answers as it always has.
 */
export async function claimAtOnce(
  ctx: Deps,
  clientSecret: string,
  input: CheckoutConfirmInput,
  ip: string | null,
  /** Where the catalog read here is left for the transactional claim when this path gives way. */
  seen: { view?: CheckoutView },
): Promise<Claimed | null> {
  const now = ctx.clock.now();
  const found = await findCheckoutWithProductsBySecret(ctx.db, clientSecret);
  const row = found?.row;
  if (!row || !MUTABLE.includes(row.status) || isExpired(row, now)) return null;
  // A known customer, an external id or a discount: the transactional claim.
  if (row.customerId || row.externalCustomerId || row.discountId) return null;
  const claimed = withPatch(row, {
    status: "confirmed",
    paymentAttempts: row.paymentAttempts + 1,
    modifiedAt: now,
  });
  const collect: CustomerChangeWrites = { events: [], systemEvents: [], jobs: [] };
  let worked: Awaited<ReturnType<typeof workOut>>;
  try {
    worked = await workOut(ctx, row, claimed, input, ip, now, collect, seen, found.products);
  } catch {
    // Refused (a missing field, a product no longer offered): the transactional claim refuses
    // it the same way, from the locked row.
    return null;
  }
  if (!worked) return null;
  const { confirmed, customer, customerWrite, patch } = worked;
  const saved = confirmed.row;
  const customerSystem = systemEventsSql(saved.organizationId, collect.systemEvents);
  const writes = customerSystem ? [customerSystem] : [];
  if (worked.processorCustomer) writes.push(worked.processorCustomer.writeSql(ctx.db));
  const recorded = await recordEventsIf(
    ctx.db,
    [claimKnownSql(ctx.db, row, patch, now), customerWrite],
    now,
    saved.organizationId,
    [...collect.events, { type: "checkout.updated", data: serializeCheckout(confirmed, ctx.config.baseUrl) }],
    [...collect.jobs, reconcileJob(saved, now)],
    writes,
  );
  if (!recorded) return null;
  return { view: confirmed, attempt: saved.paymentAttempts, customer, organization: organizationRead(found) };
}

/** The confirmation worked out from rows read without locks, or null when it is not this path's. */
async function workOut(
  ctx: Deps,
  row: CheckoutRow,
  claimed: CheckoutRow,
  input: CheckoutConfirmInput,
  ip: string | null,
  now: Date,
  collect: CustomerChangeWrites,
  seen: { view?: CheckoutView },
  /** The offered products, read with the checkout. */
  products: Record<string, unknown>[],
) {
  const view = await loadView(ctx, claimed, products);
  seen.view = view;
  // A subscription (the customer's other subscriptions are checked under a lock).
  if (view.catalog.products.some((p) => p.row.recurringInterval)) return null;
  const changes = keepCustomerEmail(claimed, clientChanges(input, ip));
  if (changes.discountId !== undefined || input.discount_code !== undefined) return null;
  const applied = await applyChanges(ctx, view, changes, now);
  if (applied.discount) return null;
  const next = applied.row;
  const product = productOf(view.catalog, next.productId);
  if (!product) return null;
  const flags = checkoutFlags({ row: next, catalog: view.catalog, discount: null });
  const token = input.confirmation_token_id ?? null;
  if (confirmationIssues(next, flags, product, token).length) return null;
  const processorCustomer = processorCustomerOf(ctx, next, flags.is_payment_form_required);
  const made = newCheckoutCustomerWrite(
    ctx.db,
    now,
    next.organizationId,
    buyerOf(next),
    collect,
    processorCustomer?.customerRef,
  );
  if (!made) return null;
  const { [REDEEMED_KEY]: _none, ...processorMetadata } = next.processorMetadata;
  // Every column the confirmation changes against the row as read: the claim's own (status,
  // attempt, time) with the rest.
  const patch = changedFields(row, {
    ...next,
    customerId: made.customer.id,
    customerSessionAllowed: true,
    paymentMethodToken: flags.is_payment_form_required ? token : null,
    paymentError: null,
    chargeRef: null,
    processorMetadata,
    modifiedAt: now,
  });
  const confirmed: CheckoutView = { row: withPatch(claimed, patch), catalog: view.catalog, discount: null };
  return { confirmed, customer: made.customer, customerWrite: made.write, patch, processorCustomer };
}
