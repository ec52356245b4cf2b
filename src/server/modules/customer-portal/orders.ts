/**
 * The signed-in customer's orders: list (Polar's filters and sorts), read, billing details before
 * the invoice exists, the invoice (generate, then a short-lived signed download link), the
 * receipt and the payment status. Another customer's order is a 404.
 */
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import {
  getOrderRow,
  getOrderWire,
  invoiceUrl,
  isPaidStatus,
  listOrgOrders,
  type OrderRow,
  type OrderUpdateInput,
  type OrderWire,
  requestInvoice,
  updateOrderBilling,
} from "../orders/service.js";
import { findOrgById } from "../organizations/service.js";
import { getProductRows, listOrgProducts, loadProducts, serializeProduct } from "../products/service.js";
import { findLatestRetry } from "./billing-repository.js";
import { OrderNotEligibleForInvoiceError } from "./errors.js";
import type { CustomerOrderSort } from "./orders-schemas.js";
import { customerOrganizationOf } from "./organization.js";

type Reader = Pick<AppContext, "db" | "config">;

/** The customer's own order, or a 404 (another customer's or organization's order too). */
export async function requireOwnOrder(
  ex: Executor,
  organizationId: string,
  customerId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow> {
  const row = await getOrderRow(ex, organizationId, id, opts);
  if (!row || row.customerId !== customerId) throw new NotFoundError("Order");
  return row;
}

/** Orders as Polar's `CustomerOrder`: the seller's fields dropped, the product with its organization. */
async function toCustomerOrders(ctx: Reader, organizationId: string, wires: OrderWire[]) {
  const org = await findOrgById(ctx, organizationId);
  if (!org) throw new NotFoundError("Organization");
  const organization = customerOrganizationOf(org);
  const productIds = [...new Set(wires.flatMap((w) => (w.product_id ? [w.product_id] : [])))];
  const rows = await getProductRows(ctx, organizationId, productIds);
  const products = new Map(
    (await loadProducts({ db: ctx.db, config: ctx.config }, organizationId, rows)).map((record) => {
      const { metadata: _m, attached_custom_fields: _f, ...product } = serializeProduct(record);
      return [record.row.id, { ...product, organization }];
    }),
  );
  return wires.map((wire) => {
    const {
      amount: _amount,
      user_id: _userId,
      metadata: _metadata,
      custom_field_data: _fields,
      platform_fee_amount: _fee,
      platform_fee_currency: _feeCurrency,
      customer: _customer,
      discount: _discount,
      product: _product,
      subscription,
      ...rest
    } = wire;
    return {
      ...rest,
      product: wire.product_id ? (products.get(wire.product_id) ?? null) : null,
      subscription: subscription
        ? {
            ...Object.fromEntries(Object.entries(subscription).filter(([key]) => key !== "metadata")),
            current_meter_period_start: null,
            current_meter_period_end: null,
            past_due_at: null,
            pause_at_period_end: false,
            paused_at: null,
            resumes_at: null,
            seats: null,
          }
        : null,
    };
  });
}

export type CustomerOrderWire = Awaited<ReturnType<typeof toCustomerOrders>>[number];

/** Product ids of the organization whose name matches `query` (at most 100 products are searched). */
async function productIdsMatching(ctx: Reader, organizationId: string, query: string): Promise<string[]> {
  const { items } = await listOrgProducts(
    ctx,
    organizationId,
    { page: 1, limit: 100 },
    { query, metadata: {} },
    [{ property: "created_at", descending: true }],
  );
  return items.map((p) => p.id);
}

export async function listCustomerOrders(
  ctx: Reader,
  organizationId: string,
  customerId: string,
  page: Page,
  q: {
    product_id?: string[] | undefined;
    product_billing_type?: ("one_time" | "recurring")[] | undefined;
    subscription_id?: string[] | undefined;
    query?: string | undefined;
  },
  sort: { property: CustomerOrderSort; descending: boolean }[],
) {
  let productId = q.product_id;
  const search = q.query?.trim();
  if (search) {
    const org = await findOrgById(ctx, organizationId);
    const orgMatches = org?.name.toLowerCase().includes(search.toLowerCase()) ?? false;
    if (!orgMatches) {
      const matching = await productIdsMatching(ctx, organizationId, search);
      productId = productId ? productId.filter((id) => matching.includes(id)) : matching;
    }
  }
  const { items, total } = await listOrgOrders(
    ctx,
    organizationId,
    page,
    {
      customerId: [customerId],
      productId,
      productBillingType: q.product_billing_type,
      subscriptionId: q.subscription_id,
      none: productId !== undefined && productId.length === 0,
    },
    sort,
  );
  return { items: await toCustomerOrders(ctx, organizationId, items), total };
}

export async function getCustomerOrder(ctx: Reader, organizationId: string, customerId: string, id: string) {
  await requireOwnOrder(ctx.db, organizationId, customerId, id);
  const wire = await getOrderWire(ctx.db, organizationId, id);
  if (!wire) throw new NotFoundError("Order");
  const [out] = await toCustomerOrders(ctx, organizationId, [wire]);
  return out!;
}

/** `PATCH orders/{id}`: billing name and address, until the invoice is generated (the seller-side rules). */
export async function updateCustomerOrder(
  ctx: Reader & Pick<AppContext, "clock">,
  organizationId: string,
  customerId: string,
  id: string,
  input: OrderUpdateInput,
) {
  await requireOwnOrder(ctx.db, organizationId, customerId, id);
  const wire = await updateOrderBilling(ctx, organizationId, id, input);
  const [out] = await toCustomerOrders(ctx, organizationId, [wire]);
  return out!;
}

/** `POST orders/{id}/invoice`: a paid order (else 409) with billing name and address (else 422) gets its PDF rendered. */
export async function generateCustomerInvoice(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<void> {
  const row = await requireOwnOrder(ctx.db, organizationId, customerId, id);
  if (!isPaidStatus(row.status)) throw new OrderNotEligibleForInvoiceError();
  await requestInvoice(ctx, organizationId, id);
}

/** `GET orders/{id}/invoice`: a signed download link of the PDF, valid 10 minutes (404 until generated). */
export async function customerInvoiceUrl(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<{ url: string }> {
  await requireOwnOrder(ctx.db, organizationId, customerId, id);
  return invoiceUrl(ctx, organizationId, id);
}

/**
 * `GET orders/{id}/receipt`: the receipt of a paid order is its invoice document. When it exists,
 * its signed link (200); otherwise it is queued (202, ask again) — a paid order without billing
 * name and address is a 422 `MissingInvoiceBillingDetails`, an unpaid one a 409.
 */
export async function customerReceipt(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<{ url: string } | null> {
  const row = await requireOwnOrder(ctx.db, organizationId, customerId, id);
  if (!isPaidStatus(row.status)) throw new OrderNotEligibleForInvoiceError();
  if (row.invoicePath) return invoiceUrl(ctx, organizationId, id);
  await requestInvoice(ctx, organizationId, id);
  return null;
}

/**
 * `GET orders/{id}/payment-status`: `succeeded` (paid), `canceled` (void), `processing` (a manual
 * retry is being charged), `failed` with the decline (the last manual retry, or the renewal that
 * made the subscription past_due), else `pending`.
 */
export async function customerPaymentStatus(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<{ status: string; error: string | null }> {
  const row = await requireOwnOrder(ctx.db, organizationId, customerId, id);
  if (isPaidStatus(row.status)) return { status: "succeeded", error: null };
  if (row.status === "void") return { status: "canceled", error: null };
  const retry = await findLatestRetry(ctx.db, organizationId, id);
  if (retry?.status === "in_progress") return { status: "processing", error: null };
  if (retry?.status === "failed") return { status: "failed", error: retry.error };
  const wire = await getOrderWire(ctx.db, organizationId, id);
  if (wire?.subscription?.status === "past_due") {
    return { status: "failed", error: "The renewal payment was declined. Retry it with another card." };
  }
  return { status: "pending", error: null };
}
