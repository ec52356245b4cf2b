import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import {
  type CustomerRow,
  type CustomerWire,
  loadCustomersById,
  serializeAddress,
  serializeCustomer,
} from "../customers/service.js";
import { type DiscountRecord, getDiscount, serializeDiscount } from "../discounts/service.js";
import { recordSystemEvents } from "../events/service.js";
import { getProductRows, type ProductRow, serializeProductHead } from "../products/service.js";
import { recordEvent, type WebhookEventType } from "../webhooks/service.js";
import {
  checkoutOrderIds,
  findLatestSubscriptionOrder,
  findOrder,
  findOrderItems,
  type OrderItemRow,
  type OrderRow,
  subscriptionOrderIds,
  updateOrderRow,
} from "./repository.js";
import { type OrderSubscriptionWire, subscriptionHeadsOf } from "./subscription-heads.js";
import { orderSystemEvent } from "./system-events.js";

export { listOrgOrders } from "./list.js";
export {
  compactOrderMetricRollup,
  latestPaidOrderCurrencySql,
  type OrderMetricsFilter,
  organizationsWithOrderRollupDeltas,
  paidOrderMetricsSql,
  paidOrderRollupMetricsSql,
} from "./metrics-repository.js";
export type { OrderFilters, OrderItemRow, OrderRow, OrderSortKey } from "./repository.js";
export { type OrderSubscriptionWire, setSubscriptionHeadsOf } from "./subscription-heads.js";

/** An order with what its wire shape embeds. */
export interface OrderRecord {
  row: OrderRow;
  items: OrderItemRow[];
  customer: CustomerWire;
  product: ProductRow | null;
  discount: DiscountRecord | null;
  subscription: OrderSubscriptionWire | null;
}

const BILLING_REASON_LABELS: Record<OrderRow["billingReason"], string> = {
  purchase: "Purchase",
  subscription_create: "Subscription",
  subscription_cycle: "Subscription renewal",
  subscription_update: "Subscription update",
  subscription_meter_cycle: "Subscription usage",
};

/** The amounts derived from the stored ones, in one place (the API, the invoice and the export use them). */
export function orderAmounts(row: OrderRow) {
  const net = row.subtotalAmount - row.discountAmount;
  const total = net + row.taxAmount;
  return {
    net,
    total,
    /** What the customer was (or is to be) charged: the total less any customer balance applied. */
    due: Math.max(0, total - row.appliedBalanceAmount),
    /** Pre-tax amount that can still be refunded. */
    refundable: Math.max(0, net - row.refundedAmount),
    refundableTax: Math.max(0, row.taxAmount - row.refundedTaxAmount),
  };
}

export function isPaidStatus(status: OrderRow["status"]): boolean {
  return status === "paid" || status === "partially_refunded" || status === "refunded";
}

/** Polar's `description`: the product's name, else a label for the billing reason. */
export function orderDescription(row: OrderRow, product: ProductRow | null): string {
  return product?.name ?? BILLING_REASON_LABELS[row.billingReason];
}

/** An order as Polar's wire `Order`, every key present (nullable ones as null). */
export function serializeOrder({ row, items, customer, product, discount, subscription }: OrderRecord) {
  const amounts = orderAmounts(row);
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    status: row.status,
    paid: isPaidStatus(row.status),
    subtotal_amount: row.subtotalAmount,
    discount_amount: row.discountAmount,
    net_amount: amounts.net,
    /** Deprecated by Polar (= net_amount); kept for older clients. */
    amount: amounts.net,
    tax_amount: row.taxAmount,
    total_amount: amounts.total,
    applied_balance_amount: row.appliedBalanceAmount,
    due_amount: amounts.due,
    refunded_amount: row.refundedAmount,
    refunded_tax_amount: row.refundedTaxAmount,
    refundable_amount: amounts.refundable,
    refundable_tax_amount: amounts.refundableTax,
    currency: row.currency,
    billing_reason: row.billingReason,
    billing_name: row.billingName,
    billing_address: serializeAddress(row.billingAddress),
    invoice_number: row.invoiceNumber,
    is_invoice_generated: row.invoicePath !== null,
    receipt_number: null,
    seats: null,
    customer_id: row.customerId,
    /** Deprecated by Polar (= customer_id). */
    user_id: row.customerId,
    product_id: row.productId,
    discount_id: row.discountId,
    subscription_id: row.subscriptionId,
    checkout_id: row.checkoutId,
    next_payment_attempt_at: null,
    metadata: row.metadata,
    custom_field_data: row.customFieldData,
    platform_fee_amount: 0,
    platform_fee_currency: null,
    customer,
    product: product ? serializeProductHead(product) : null,
    discount: discount ? serializeDiscount(discount) : null,
    subscription,
    items: items.map((item) => ({
      id: item.id,
      created_at: iso(item.createdAt),
      modified_at: iso(item.modifiedAt),
      label: item.label,
      amount: item.amount,
      tax_amount: item.taxAmount,
      proration: item.proration,
      product_price_id: item.productPriceId,
    })),
    description: orderDescription(row, product),
  };
}

export type OrderWire = ReturnType<typeof serializeOrder>;

/**
 * What an order embeds that its caller may already hold (the order's creator): the order's items,
 * its customer's row and its product's row; what is given is not read again.
 */
export interface KnownOrderParts {
  items?: OrderItemRow[];
  customer?: CustomerRow;
  product?: ProductRow | null;
  /** The customers and products of all the orders (a list page's statement read them). */
  customers?: CustomerRow[];
  products?: ProductRow[];
}

/**
 * Loads what several orders of one organization embed, in a fixed number of queries sent together
 * (one round trip's wait instead of one per relation).
 */
export async function loadOrders(
  db: Executor,
  organizationId: string,
  rows: OrderRow[],
  known: KnownOrderParts = {},
): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const customerIds = [...new Set(rows.map((r) => r.customerId))];
  const productIds = [...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))];
  const knownProduct = known.product && productIds.length === 1 && productIds[0] === known.product.id;
  const discountIds = [...new Set(rows.flatMap((r) => (r.discountId ? [r.discountId] : [])))];
  const subscriptionIds = [...new Set(rows.flatMap((r) => (r.subscriptionId ? [r.subscriptionId] : [])))];
  const [items, customers, productRows, discountRecords, subscriptionHeads] = await Promise.all([
    known.items ??
      findOrderItems(
        db,
        organizationId,
        rows.map((r) => r.id),
      ),
    known.customers
      ? new Map(known.customers.map((c) => [c.id, serializeCustomer(c)]))
      : known.customer && customerIds.length === 1 && customerIds[0] === known.customer.id
        ? new Map([[known.customer.id, serializeCustomer(known.customer)]])
        : loadCustomersById(db, organizationId, customerIds),
    known.products ?? (knownProduct ? [known.product!] : getProductRows({ db }, organizationId, productIds)),
    Promise.all(discountIds.map((id) => getDiscount({ db }, organizationId, id, { includeDeleted: true }))),
    subscriptionHeadsOf(db, organizationId, subscriptionIds),
  ]);
  const products = new Map(productRows.map((p) => [p.id, p]));
  const discounts = new Map<string, DiscountRecord>();
  for (const record of discountRecords) if (record) discounts.set(record.row.id, record);
  const subscriptions = new Map(subscriptionHeads.map((s) => [s.id, s]));
  return rows.map((row) => {
    const customer = customers.get(row.customerId);
    if (!customer) throw new Error(`order ${row.id}: customer ${row.customerId} is missing`);
    return {
      row,
      items: items.filter((i) => i.orderId === row.id),
      customer,
      product: row.productId ? (products.get(row.productId) ?? null) : null,
      discount: row.discountId ? (discounts.get(row.discountId) ?? null) : null,
      subscription: row.subscriptionId ? (subscriptions.get(row.subscriptionId) ?? null) : null,
    };
  });
}

/** The organization's order as its wire object, or null (another organization's order is null too). */
export async function getOrderWire(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<OrderWire | null> {
  const row = await findOrder(db, organizationId, id);
  if (!row) return null;
  const [record] = await loadOrders(db, organizationId, [row]);
  return record ? serializeOrder(record) : null;
}

export async function requireOrderWire(db: Executor, organizationId: string, id: string): Promise<OrderWire> {
  const wire = await getOrderWire(db, organizationId, id);
  if (!wire) throw new NotFoundError("Order");
  return wire;
}

/**
 * Records an `order.*` event with the order as it is now in `tx` (call after the change), and the
 * system event Polar records with it (`order.paid`, `order.refunded`).
 */
export async function recordOrderEvent(
  tx: Executor,
  now: Date,
  organizationId: string,
  orderId: string,
  type: Extract<WebhookEventType, `order.${string}`>,
): Promise<OrderWire> {
  const wire = await requireOrderWire(tx, organizationId, orderId);
  await recordEvent(tx, now, organizationId, type, wire);
  const system = orderSystemEvent(type, wire, now);
  if (system) await recordSystemEvents(tx, organizationId, [system]);
  return wire;
}

// Used by refunds
/** The organization's order, or undefined; `forUpdate` locks it for the caller's transaction. */
export function getOrderRow(
  ex: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  return findOrder(ex, organizationId, id, opts);
}

/**
 * Adds a succeeded refund to the order's refunded amounts, in the caller's transaction (the order
 * locked by it): the order becomes `refunded` once the refunds reach its net amount, else
 * `partially_refunded`.
 */
export async function addRefundToOrder(
  tx: Executor,
  now: Date,
  order: OrderRow,
  refund: { amount: number; taxAmount: number },
): Promise<void> {
  const refundedAmount = order.refundedAmount + refund.amount;
  const refundedTaxAmount = order.refundedTaxAmount + refund.taxAmount;
  await updateOrderRow(tx, order.organizationId, order.id, {
    refundedAmount,
    refundedTaxAmount,
    status: refundedAmount >= orderAmounts(order).net ? "refunded" : "partially_refunded",
    modifiedAt: now,
  });
}

// Order creation and formatting, for the modules that make orders (checkouts, subscriptions)
export {
  type CreatedOrder,
  createOrder,
  insertNewOrder,
  type NewOrder,
  type NewOrderItem,
} from "./create.js";
export { createOrders, markOrdersPaid } from "./create-many.js";
export { formatMoney, isoInZone } from "./format.js";

/** The subscription's latest `subscription_cycle` order (its current renewal's), or undefined. */
export function getLatestCycleOrder(
  ex: Executor,
  organizationId: string,
  subscriptionId: string,
): Promise<OrderRow | undefined> {
  return findLatestSubscriptionOrder(ex, organizationId, subscriptionId, "subscription_cycle");
}

/** The subscription's `subscription_update` order still pending (a plan change being charged), if any. */
export function getPendingUpdateOrder(
  ex: Executor,
  organizationId: string,
  subscriptionId: string,
): Promise<OrderRow | undefined> {
  return findLatestSubscriptionOrder(ex, organizationId, subscriptionId, "subscription_update", "pending");
}

/** SQL subquery of the ids of the orders of these checkouts (the portal's grant filter). */
export function checkoutOrderIdsSql(organizationId: string, checkoutIds: string[]) {
  return checkoutOrderIds(organizationId, checkoutIds);
}

/** SQL subquery of the ids of a subscription's orders (its timeline lists their events). */
export function subscriptionOrderIdsSql(organizationId: string, subscriptionId: string) {
  return subscriptionOrderIds(organizationId, subscriptionId);
}

/**
 * Marks the order paid with what paid it, in the caller's transaction (the caller locked it and
 * saw it pending): `order.paid`, then `order.updated`.
 */
export async function markOrderPaid(
  tx: Executor,
  now: Date,
  organizationId: string,
  orderId: string,
  paidWith: { processor: string | null; chargeRef: string | null; paymentMethodId: string | null },
): Promise<void> {
  await updateOrderRow(tx, organizationId, orderId, {
    status: "paid",
    paidAt: now,
    ...paidWith,
    modifiedAt: now,
  });
  const wire = await recordOrderEvent(tx, now, organizationId, orderId, "order.paid");
  await recordEvent(tx, now, organizationId, "order.updated", wire);
}

/** Makes the order `void` in the caller's transaction, with `order.updated`; false when it is not found. */
export async function markOrderVoid(
  tx: Executor,
  now: Date,
  organizationId: string,
  orderId: string,
): Promise<boolean> {
  const voided = await updateOrderRow(tx, organizationId, orderId, { status: "void", modifiedAt: now });
  if (voided) await recordOrderEvent(tx, now, organizationId, orderId, "order.updated");
  return voided !== undefined;
}

// Credit notes: issued by refunds (in the refund's transaction), listed by routes and the portal.
export {
  type CreditedRefund,
  type CreditNoteRow,
  type CreditNoteWire,
  creditNotePdfUrl,
  issueCreditNote,
  listOrgCreditNotes,
  requireCreditNote,
  serializeCreditNote,
} from "./credit-notes.js";
// Used by customer-portal: the customer's own orders, their billing details and invoices.
export { INVOICE_URL_TTL_MS, invoiceUrl, requestInvoice } from "./invoice.js";
export type { OrderUpdateInput } from "./schemas.js";
export { updateOrderBilling } from "./update.js";
