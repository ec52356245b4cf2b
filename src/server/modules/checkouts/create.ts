import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { type CustomerRow, getCustomerRow, getCustomerRowByExternalId } from "../customers/service.js";
import type { PriceCreateInput } from "../products/schemas.js";
import type { ProductReader } from "../products/service.js";
import { createAdHocPrices, loadProductsById } from "../products/service.js";
import { recordEvents } from "../webhooks/service.js";
import { applyChanges, type CheckoutChanges } from "./apply.js";
import { EXPIRE_JOB } from "./job-names.js";
import { type CheckoutView, defaultPrice, inTx, loadCatalog } from "./load.js";
import { type CheckoutRow, insertCheckoutSql } from "./repository.js";
import type { CheckoutCreateInput } from "./schemas.js";
import { serializeCheckout } from "./serialize.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

/** Open checkouts expire 24 hours after creation (Polar's `CHECKOUT_TTL_SECONDS`). */
export const CHECKOUT_TTL_MS = 24 * 3600 * 1000;

export const newClientSecret = () => `polar_c_${randomBytes(32).toString("base64url")}`;

const issue = (loc: (string | number)[], msg: string, input: unknown): ValidationIssue => ({
  loc: ["body", ...loc],
  msg,
  type: "value_error",
  input,
});

/** What create needs beyond the body: where it came from (a checkout link). */
export interface CreateOptions {
  checkoutLinkId?: string | null;
}

/** The offered products, checked (exist in the organization, listed once, not archived), with their ad-hoc prices. */
async function offeredProducts(
  reader: ProductReader,
  organizationId: string,
  input: CheckoutCreateInput,
  now: Date,
) {
  const tx = reader.db;
  // The products with their prices and links, in one statement: the catalog is made from them.
  const products = await loadProductsById(reader, organizationId, input.products);
  const byId = new Map(products.map((p) => [p.row.id, p.row]));
  const issues: ValidationIssue[] = [];
  input.products.forEach((id, i) => {
    const row = byId.get(id);
    if (!row) issues.push(issue(["products", i], "Product does not exist.", id));
    else if (input.products.indexOf(id) !== i)
      issues.push(issue(["products", i], "Product is listed twice.", id));
    else if (row.isArchived) issues.push(issue(["products", i], "Product is archived.", id));
  });
  for (const key of Object.keys(input.prices ?? {})) {
    if (!byId.has(key))
      issues.push(issue(["prices", key], "Ad-hoc prices must be for one of the products.", key));
  }
  if (input.subscription_id) {
    issues.push(
      issue(
        ["subscription_id"],
        "Upgrading a subscription through a checkout is not supported yet.",
        input.subscription_id,
      ),
    );
  }
  if (issues.length) throw new RequestValidationError(issues);
  const adHocPriceIds: Record<string, string[]> = {};
  for (const [productId, prices] of Object.entries(input.prices ?? {})) {
    // Seat-based prices never pass the schema (it refuses them), so every price here is one Kassa offers.
    const created = await createAdHocPrices(
      tx,
      organizationId,
      byId.get(productId)!,
      prices as PriceCreateInput[],
      now,
    );
    adHocPriceIds[productId] = created.map((p) => p.id);
  }
  return { adHocPriceIds, products };
}

/**
 * The existing customer a checkout is created for: by `customer_id` (null when it does not exist,
 * a 422 for the caller), else by `external_customer_id` (null when nobody holds it yet: the
 * customer is then created with that external id when the checkout is confirmed).
 */
async function knownCustomer(
  tx: Executor,
  organizationId: string,
  input: CheckoutCreateInput,
): Promise<CustomerRow | null> {
  if (input.customer_id) return getCustomerRow(tx, organizationId, input.customer_id);
  if (input.external_customer_id)
    return getCustomerRowByExternalId(tx, organizationId, input.external_customer_id);
  return null;
}

/** Line 1, line 2, city or postal code: more than a country (and state). */
function hasStreetAddress(address: CustomerRow["billingAddress"]): boolean {
  return Boolean(address && (address.line1 || address.line2 || address.city || address.postal_code));
}

/**
 * What a checkout for a known customer starts with (Polar's create): the customer's email, name,
 * billing name (else their name), billing address, tax id and locale; and, unless the request says
 * otherwise, `is_business_customer` when the customer has a billing name of their own and a street
 * address (they bought as a business before). The request's own values are applied over these.
 */
function customerPrefill(customer: CustomerRow | null, input: CheckoutCreateInput) {
  return {
    customerEmail: customer?.email ?? null,
    customerName: customer?.name ?? null,
    customerBillingName: customer ? (customer.billingName ?? customer.name) : null,
    customerBillingAddress: customer?.billingAddress ?? null,
    customerTaxId: customer?.taxId ?? null,
    isBusinessCustomer:
      input.is_business_customer ??
      Boolean(customer?.billingName && hasStreetAddress(customer.billingAddress)),
    locale: customer?.locale ?? null,
  };
}

/**
 * Opens a checkout for `input.products` (the first one selected), records `checkout.created`
 * and schedules its expiry. Bad input is a 422 naming the field. The checkout, its event and the
 * expiry job are written by one statement, so they commit together without a transaction of
 * their own; ad-hoc prices (`prices`) are written first, so then it all runs in one transaction.
 */
export async function createCheckout(
  ctx: Deps,
  organizationId: string,
  input: CheckoutCreateInput,
  opts: CreateOptions = {},
) {
  const open = (db: Executor) => openCheckout(ctx, db, organizationId, input, opts);
  if (Object.keys(input.prices ?? {}).length > 0) return ctx.db.transaction(open);
  return open(ctx.db);
}

async function openCheckout(
  ctx: Deps,
  tx: Executor,
  organizationId: string,
  input: CheckoutCreateInput,
  opts: CreateOptions,
) {
  const now = ctx.clock.now();
  const reader = inTx(ctx, tx);
  const { adHocPriceIds, products } = await offeredProducts(reader, organizationId, input, now);
  const catalog = await loadCatalog(reader, organizationId, input.products, adHocPriceIds, products);
  const issues: ValidationIssue[] = [];
  input.products.forEach((id, i) => {
    if (!(catalog.offered.get(id) ?? []).some((p) => !p.isArchived)) {
      issues.push(issue(["products", i], "Product has no price to buy.", id));
    }
  });
  const customer = await knownCustomer(tx, organizationId, input);
  if (input.customer_id && !customer)
    issues.push(issue(["customer_id"], "Customer does not exist.", input.customer_id));
  if (issues.length) throw new RequestValidationError(issues);
  const prefill = customerPrefill(customer, input);

  const first = input.products[0]!;
  const price = defaultPrice(catalog.offered.get(first) ?? []);
  const id = uuidv7();
  const base: CheckoutRow = {
    id,
    organizationId,
    clientSecret: newClientSecret(),
    status: "open",
    paymentProcessor: ctx.payments.name,
    expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
    productIds: input.products,
    productId: first,
    productPriceId: price?.id ?? null,
    adHocPriceIds,
    currency: price?.priceCurrency ?? "usd",
    amount: 0,
    discountAmount: 0,
    netAmount: 0,
    taxAmount: 0,
    totalAmount: 0,
    taxBehavior: null,
    taxRateId: null,
    discountId: null,
    allowDiscountCodes: input.allow_discount_codes,
    requireBillingAddress: input.require_billing_address,
    allowTrial: input.allow_trial,
    trialInterval: input.trial_interval ?? null,
    trialIntervalCount: input.trial_interval_count ?? null,
    customerId: customer?.id ?? null,
    customerSessionAllowed: customer !== null,
    externalCustomerId: input.external_customer_id ?? customer?.externalId ?? null,
    ...prefill,
    customerIpAddress: null,
    customerMetadata: input.customer_metadata ?? {},
    customFieldData: {},
    metadata: input.metadata ?? {},
    successUrl: input.success_url ?? null,
    returnUrl: input.return_url ?? null,
    embedOrigin: input.embed_origin ?? null,
    subscriptionId: null,
    checkoutLinkId: opts.checkoutLinkId ?? null,
    paymentAttempts: 0,
    paymentError: null,
    paymentMethodToken: null,
    chargeRef: null,
    orderId: null,
    processorMetadata: {},
    createdAt: now,
    modifiedAt: null,
  };
  const changes: CheckoutChanges = {
    amount: input.amount ?? null,
    currency: input.currency,
    discountId: input.discount_id ?? undefined,
    // Given values win over the customer's; a null one leaves the customer's (Polar).
    customerEmail: input.customer_email ?? undefined,
    customerName: input.customer_name ?? undefined,
    customerBillingName: input.customer_billing_name ?? undefined,
    customerBillingAddress: input.customer_billing_address ?? undefined,
    customerTaxId: input.customer_tax_id ?? undefined,
    customerIpAddress: input.customer_ip_address,
    locale: input.locale,
    customFieldData: input.custom_field_data,
  };
  const view: CheckoutView = { row: base, catalog, discount: null };
  const applied = await applyChanges(reader, view, changes, now);
  const row = applied.row;
  const wire = serializeCheckout({ row, catalog, discount: applied.discount }, ctx.config.baseUrl);
  // The checkout, its event and its expiry job in one statement.
  await recordEvents(
    tx,
    now,
    organizationId,
    [{ type: "checkout.created", data: wire }],
    [
      {
        name: EXPIRE_JOB,
        payload: { checkoutId: id },
        runAt: row.expiresAt,
        dedupeKey: `checkout-expire:${id}`,
      },
    ],
    [insertCheckoutSql(tx, row)],
  );
  return wire;
}
