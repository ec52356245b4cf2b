import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { type AppError, NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { getOrg, type OrganizationWire, organizationFromJson } from "../organizations/service.js";
import type { ProductReader } from "../products/service.js";
import { recordEvent } from "../webhooks/service.js";
import { applyChanges, type CheckoutChanges, keepCustomerEmail } from "./apply.js";
import { type CheckoutWithCatalog, findCheckoutWithProductsBySecret } from "./catalog-repository.js";
import { ExpiredCheckoutError, NotOpenCheckoutError } from "./errors.js";
import { type CheckoutView, inTx, loadView } from "./load.js";
import {
  type CheckoutFilters,
  type CheckoutRow,
  findCheckout,
  findCheckoutBySecret,
  findCheckoutEmbedding,
  listCheckouts,
  MUTABLE,
  updateCheckoutRow,
} from "./repository.js";
import type { CheckoutSort, CheckoutUpdateInput, CheckoutUpdatePublicInput } from "./schemas.js";
import { serializeCheckout, serializeCheckoutConfirmed, serializeCheckoutPublic } from "./serialize.js";

export { createCheckout } from "./create.js";
export {
  type CheckoutMetricsFilter,
  checkoutMetricsSql,
  checkoutRollupMetricsSql,
  compactCheckoutMetricRollup,
  organizationsWithCheckoutRollupDeltas,
} from "./metrics-repository.js";
export type { CheckoutRow } from "./repository.js";
export type { CheckoutPublicWire, CheckoutWire } from "./serialize.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** Open (or failed) past its expiry, or already marked expired. */
export function isExpired(row: Pick<CheckoutRow, "status" | "expiresAt">, now: Date): boolean {
  return row.status === "expired" || (MUTABLE.includes(row.status) && row.expiresAt <= now);
}

/** Raises unless the checkout can still change: expired (as `whenExpired` says) or not open. */
export function assertMutable(row: CheckoutRow, now: Date, whenExpired: () => AppError): void {
  if (isExpired(row, now)) throw whenExpired();
  if (!MUTABLE.includes(row.status)) throw new NotOpenCheckoutError(row.status);
}

export async function requireCheckoutView(ctx: ProductReader, organizationId: string, id: string) {
  const row = await findCheckout(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Checkout");
  return loadView(ctx, row);
}

export async function getCheckout(ctx: Deps, organizationId: string, id: string) {
  return serializeCheckout(await requireCheckoutView(ctx, organizationId, id), ctx.config.baseUrl);
}

export async function listOrgCheckouts(
  ctx: Deps,
  organizationId: string,
  page: Page,
  filters: CheckoutFilters,
  sort: { property: CheckoutSort; descending: boolean }[],
) {
  const { rows, total } = await listCheckouts(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  const items = [];
  for (const row of rows) items.push(serializeCheckout(await loadView(ctx, row), ctx.config.baseUrl));
  return { items, total };
}

/**
 * Applies changes to a checkout that can still change, in one transaction with the row locked,
 * and records `checkout.updated`. `locate` finds (and locks) the row.
 */
export async function changeCheckout(
  ctx: Deps,
  tx: Executor,
  row: CheckoutRow,
  changes: CheckoutChanges,
  whenExpired: () => AppError,
): Promise<CheckoutView> {
  const now = ctx.clock.now();
  assertMutable(row, now, whenExpired);
  const reader = inTx(ctx, tx);
  const view = await loadView(reader, row);
  const applied = await applyChanges(reader, view, keepCustomerEmail(row, changes), now);
  const saved = await updateCheckoutRow(tx, row.id, { ...applied.row, modifiedAt: now });
  const next = { row: saved, catalog: view.catalog, discount: applied.discount };
  await recordEvent(
    tx,
    now,
    row.organizationId,
    "checkout.updated",
    serializeCheckout(next, ctx.config.baseUrl),
  );
  return next;
}

/** The seller's PATCH: any field of `CheckoutUpdate`. An expired checkout is a 403 `NotOpenCheckout`. */
export async function updateCheckoutById(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: CheckoutUpdateInput,
) {
  const view = await ctx.db.transaction(async (tx) => {
    const row = await findCheckout(tx, organizationId, id, { forUpdate: true });
    if (!row) throw new NotFoundError("Checkout");
    return changeCheckout(
      ctx,
      tx,
      row,
      {
        productId: input.product_id,
        productPriceId: input.product_price_id,
        amount: input.amount,
        currency: input.currency,
        discountId: input.discount_id,
        customerEmail: input.customer_email,
        customerName: input.customer_name,
        customerBillingName: input.customer_billing_name,
        customerBillingAddress: input.customer_billing_address,
        customerTaxId: input.customer_tax_id,
        customerIpAddress: input.customer_ip_address,
        isBusinessCustomer: input.is_business_customer,
        locale: input.locale,
        customFieldData: input.custom_field_data,
        metadata: input.metadata,
        customerMetadata: input.customer_metadata,
        successUrl: input.success_url,
        returnUrl: input.return_url,
        embedOrigin: input.embed_origin,
        allowDiscountCodes: input.allow_discount_codes,
        requireBillingAddress: input.require_billing_address,
        allowTrial: input.allow_trial,
        trialInterval: input.trial_interval,
        trialIntervalCount: input.trial_interval_count,
      },
      () => new NotOpenCheckoutError("expired"),
    );
  });
  return serializeCheckout(view, ctx.config.baseUrl);
}

/** What a customer may change from the hosted page (client endpoints and confirm). */
export function clientChanges(input: CheckoutUpdatePublicInput, ip: string | null): CheckoutChanges {
  return {
    productId: input.product_id,
    productPriceId: input.product_price_id,
    amount: input.amount,
    discountCode: input.discount_code,
    customerEmail: input.customer_email,
    customerName: input.customer_name,
    customerBillingName: input.customer_billing_name,
    customerBillingAddress: input.customer_billing_address,
    customerTaxId: input.customer_tax_id,
    isBusinessCustomer: input.is_business_customer,
    locale: input.locale,
    customFieldData: input.custom_field_data,
    ...(input.allow_trial === false ? { allowTrial: false } : {}),
    ...(ip ? { customerIpAddress: ip } : {}),
  };
}

/** The checkout's organization: as read with the checkout when it was, else read now. */
async function organizationOf(ctx: Deps, organizationId: string, known?: OrganizationWire) {
  return known ?? getOrg(ctx, organizationId, organizationId);
}

export async function publicWire(ctx: Deps, view: CheckoutView, organization?: OrganizationWire) {
  return serializeCheckoutPublic(
    view,
    ctx.config.baseUrl,
    await organizationOf(ctx, view.row.organizationId, organization),
  );
}

export async function confirmedWire(ctx: Deps, view: CheckoutView, organization?: OrganizationWire) {
  return serializeCheckoutConfirmed(
    view,
    ctx.config.baseUrl,
    await organizationOf(ctx, view.row.organizationId, organization),
  );
}

/** The organization read with a checkout (`findCheckoutWithProductsBySecret`), as the wire gives it. */
export function organizationRead(found: CheckoutWithCatalog): OrganizationWire | undefined {
  return found.organization ? organizationFromJson(found.organization) : undefined;
}

/** `GET /v1/checkouts/client/{client_secret}`: 404 unknown, 410 expired. Paid checkouts stay readable. */
export async function getClientCheckout(ctx: Deps, clientSecret: string) {
  const found = await findCheckoutWithProductsBySecret(ctx.db, clientSecret);
  if (!found) throw new NotFoundError("Checkout");
  if (isExpired(found.row, ctx.clock.now())) throw new ExpiredCheckoutError();
  return publicWire(ctx, await loadView(ctx, found.row, found.products), organizationRead(found));
}

/** `PATCH /v1/checkouts/client/{client_secret}`: 404, 410 expired, 403 not open, 422 bad fields. */
export async function updateClientCheckout(
  ctx: Deps,
  clientSecret: string,
  input: CheckoutUpdatePublicInput,
  ip: string | null,
) {
  const view = await ctx.db.transaction(async (tx) => {
    const row = await findCheckoutBySecret(tx, clientSecret, { forUpdate: true });
    if (!row) throw new NotFoundError("Checkout");
    return changeCheckout(ctx, tx, row, clientChanges(input, ip), () => new ExpiredCheckoutError());
  });
  return publicWire(ctx, view);
}

/**
 * The checkout a customer can still pay, by client secret: open or failed (a declined payment
 * can be retried with another card) and not expired; else null. For the card tokenizer, which
 * must only serve checkouts that can be confirmed.
 */
export async function payableCheckoutBySecret(
  ctx: Pick<AppContext, "db" | "clock">,
  clientSecret: string,
): Promise<{ id: string; organizationId: string; paymentProcessor: string } | null> {
  const row = await findCheckoutBySecret(ctx.db, clientSecret);
  if (!row || !MUTABLE.includes(row.status) || isExpired(row, ctx.clock.now())) return null;
  return { id: row.id, organizationId: row.organizationId, paymentProcessor: row.paymentProcessor };
}

/**
 * The origin allowed to frame the hosted checkout page of this client secret: the checkout's
 * `embed_origin`, or null when the checkout is unknown, expired or has none.
 */
export async function checkoutEmbedOrigin(
  ctx: Pick<AppContext, "db" | "clock">,
  clientSecret: string,
): Promise<string | null> {
  const row = await findCheckoutEmbedding(ctx.db, clientSecret);
  if (!row?.embedOrigin || isExpired(row, ctx.clock.now())) return null;
  return row.embedOrigin;
}
