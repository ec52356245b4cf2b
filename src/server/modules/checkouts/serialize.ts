import { iso } from "../../http/v1/params.js";
import { serializeAddress } from "../customers/service.js";
import { serializeDiscount } from "../discounts/service.js";
import type { OrganizationWire } from "../organizations/service.js";
import { type PriceRow, type ProductRecord, serializePrice, serializeProduct } from "../products/service.js";
import { billingAddressFields } from "./fields.js";
import {
  activeTrialOf,
  type CheckoutCatalog,
  type CheckoutView,
  checkoutFlags,
  priceOf,
  productOf,
  trialEndFrom,
} from "./load.js";
import type { CheckoutRow } from "./repository.js";

type TrialInterval = "day" | "week" | "month" | "year";

/** The hosted checkout page of a checkout. */
export function checkoutUrl(baseUrl: string, clientSecret: string): string {
  return `${baseUrl}/checkout/${clientSecret}`;
}

/**
 * Where the customer goes after paying: the seller's `success_url` with `{CHECKOUT_ID}` replaced
 * by the checkout's id, else the hosted page's confirmation (`/checkout/{client_secret}/confirmation`).
 */
export function successUrl(
  baseUrl: string,
  row: Pick<CheckoutRow, "id" | "clientSecret" | "successUrl">,
): string {
  if (row.successUrl) return row.successUrl.replaceAll("{CHECKOUT_ID}", row.id);
  return `${checkoutUrl(baseUrl, row.clientSecret)}/confirmation`;
}

function priceWire(catalog: CheckoutCatalog, product: ProductRecord, price: PriceRow) {
  return serializePrice({
    row: price,
    product: product.row,
    meter: price.meterId ? (catalog.meters.get(price.meterId) ?? null) : null,
  });
}

/** Polar's `CheckoutProduct`: the product with its catalog prices, public benefit heads and media. */
function checkoutProduct(record: ProductRecord) {
  const p = serializeProduct(record);
  return {
    id: p.id,
    created_at: p.created_at,
    modified_at: p.modified_at,
    trial_interval: p.trial_interval,
    trial_interval_count: p.trial_interval_count,
    name: p.name,
    description: p.description,
    visibility: p.visibility,
    recurring_interval: p.recurring_interval,
    recurring_interval_count: p.recurring_interval_count,
    meter_interval: p.meter_interval,
    meter_interval_count: p.meter_interval_count,
    is_recurring: p.is_recurring,
    is_archived: p.is_archived,
    organization_id: p.organization_id,
    prices: p.prices,
    benefits: p.benefits.map((b) => ({
      id: b.id,
      created_at: b.created_at,
      modified_at: b.modified_at,
      type: b.type,
      description: b.description,
      selectable: b.selectable,
      deletable: b.deletable,
      is_deleted: b.is_deleted,
      organization_id: b.organization_id,
    })),
    medias: p.medias,
  };
}

/** Polar's `CheckoutDiscount*`: what the customer sees of a discount. */
function checkoutDiscount(view: CheckoutView) {
  if (!view.discount) return null;
  const d = serializeDiscount(view.discount);
  return {
    id: d.id,
    name: d.name,
    code: d.code,
    type: d.type,
    duration: d.duration,
    ...(d.duration_in_months !== undefined ? { duration_in_months: d.duration_in_months } : {}),
    ...("amounts" in d ? { amount: d.amount, currency: d.currency, amounts: d.amounts } : {}),
    ...("basis_points" in d ? { basis_points: d.basis_points } : {}),
  };
}

/** What Polar's `Checkout` and `CheckoutPublic` share. */
function common(view: CheckoutView, baseUrl: string) {
  const { row, catalog } = view;
  const product = productOf(catalog, row.productId);
  const price = priceOf(catalog, row.productId, row.productPriceId);
  const flags = checkoutFlags(view);
  const trial = activeTrialOf(view);
  const prices: Record<string, ReturnType<typeof priceWire>[]> = {};
  for (const record of catalog.products) {
    prices[record.row.id] = (catalog.offered.get(record.row.id) ?? []).map((p) =>
      priceWire(catalog, record, p),
    );
  }
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    custom_field_data: row.customFieldData,
    // Polar's SDK knows one processor value; the processor actually used is in the metadata below.
    payment_processor: "stripe" as const,
    status: row.status,
    client_secret: row.clientSecret,
    url: checkoutUrl(baseUrl, row.clientSecret),
    expires_at: iso(row.expiresAt),
    success_url: successUrl(baseUrl, row),
    return_url: row.returnUrl,
    embed_origin: row.embedOrigin,
    amount: row.amount,
    seats: null,
    min_seats: null,
    max_seats: null,
    discount_amount: row.discountAmount,
    net_amount: row.netAmount,
    tax_amount: row.taxAmount,
    tax_behavior: row.taxBehavior as "inclusive" | "exclusive" | null,
    total_amount: row.totalAmount,
    currency: row.currency,
    allow_trial: row.allowTrial,
    active_trial_interval: trial?.interval ?? null,
    active_trial_interval_count: trial?.count ?? null,
    // The trial's end if it started when the checkout was last changed (its succeeded checkout:
    // the subscription's trial_end).
    trial_end: trial ? iso(trialEndFrom(row.modifiedAt ?? row.createdAt, trial)) : null,
    organization_id: row.organizationId,
    product_id: row.productId,
    product_price_id: row.productPriceId,
    discount_id: row.discountId,
    allow_discount_codes: row.allowDiscountCodes,
    require_billing_address: row.requireBillingAddress,
    ...flags,
    customer_id: row.customerId,
    is_business_customer: row.isBusinessCustomer,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_ip_address: row.customerIpAddress,
    customer_billing_name: row.customerBillingName,
    customer_billing_address: serializeAddress(row.customerBillingAddress),
    customer_tax_id: row.customerTaxId ? row.customerTaxId[0] : null,
    locale: row.locale,
    payment_method_type: null,
    payment_processor_metadata: { processor: row.paymentProcessor },
    billing_address_fields: billingAddressFields(row, flags),
    products: catalog.products.map(checkoutProduct),
    product: product ? checkoutProduct(product) : null,
    product_price: product && price ? priceWire(catalog, product, price) : null,
    prices,
    discount: checkoutDiscount(view),
    attached_custom_fields: product ? product.attachedCustomFields : null,
  };
}

/** A checkout as Polar's `Checkout` (what the seller's token sees, and the webhook payload). */
export function serializeCheckout(view: CheckoutView, baseUrl: string) {
  const { row } = view;
  return {
    ...common(view, baseUrl),
    trial_interval: row.trialInterval as TrialInterval | null,
    trial_interval_count: row.trialIntervalCount,
    metadata: row.metadata,
    external_customer_id: row.externalCustomerId,
    subscription_id: row.subscriptionId,
    customer_metadata: row.customerMetadata,
  };
}

export type CheckoutWire = ReturnType<typeof serializeCheckout>;

/** Polar's `CheckoutOrganization`: the seller as the customer sees it. */
export function checkoutOrganization(org: OrganizationWire) {
  return {
    id: org.id,
    created_at: org.created_at,
    modified_at: org.modified_at,
    name: org.name,
    slug: org.slug,
    avatar_url: org.avatar_url,
    proration_behavior: org.proration_behavior,
    allow_customer_updates: org.allow_customer_updates,
  };
}

/** A checkout as Polar's `CheckoutPublic` (the client endpoints: no seller metadata). */
export function serializeCheckoutPublic(view: CheckoutView, baseUrl: string, org: OrganizationWire) {
  return { ...common(view, baseUrl), organization: checkoutOrganization(org) };
}

export type CheckoutPublicWire = ReturnType<typeof serializeCheckoutPublic>;

/**
 * Polar's `CheckoutPublicConfirmed`, the answer to confirm. Its `status` is the literal
 * `confirmed` on the wire (the SDK accepts nothing else); when the answer is a 200, the payment
 * went through and the order exists: the checkout itself reads `succeeded` from then on.
 */
export function serializeCheckoutConfirmed(view: CheckoutView, baseUrl: string, org: OrganizationWire) {
  return {
    ...serializeCheckoutPublic(view, baseUrl, org),
    status: "confirmed" as const,
    customer_session_token: null,
  };
}
