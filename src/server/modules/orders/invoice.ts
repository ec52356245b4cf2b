import type { AppContext } from "../../context.js";
import { NotFoundError } from "../../http/errors.js";
import { enqueueJob } from "../../jobs/queue.js";
import { storageFor } from "../../storage/index.js";
import { getPaymentMethodRow, parseTaxId } from "../customers/service.js";
import { getInvoiceSeller } from "../organizations/service.js";
import { listCreditNotes } from "./credit-notes-repository.js";
import { InvoiceNotGeneratedError, MissingInvoiceBillingDetailsError, NotPaidOrderError } from "./errors.js";
import type { InvoiceData } from "./invoice-pdf.js";
import { findOrder, type OrderRow, updateOrderRow } from "./repository.js";
import { isPaidStatus, loadOrders, orderAmounts, recordOrderEvent } from "./service.js";

/** The job that renders an order's invoice PDF and stores it. */
export const INVOICE_JOB = "orders.invoice";
/** How long the URL `GET /v1/orders/{id}/invoice` answers stays valid. */
export const INVOICE_URL_TTL_MS = 10 * 60_000;

const invoiceKey = (row: OrderRow) => `${row.organizationId}/invoices/${row.id}/${row.invoiceNumber}.pdf`;
const invoiceFilename = (row: OrderRow) => `Invoice-${row.invoiceNumber}.pdf`;

/**
 * `POST /v1/orders/{id}/invoice`: checks the order can have an invoice (paid, with a billing
 * name and address, as Polar requires) and queues its rendering. Asking again renders it again,
 * with the refunds made since.
 */
export async function requestInvoice(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  orderId: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await findOrder(tx, organizationId, orderId);
    if (!row) throw new NotFoundError("Order");
    if (!isPaidStatus(row.status)) throw new NotPaidOrderError(row.id);
    if (!row.billingName?.trim() || !row.billingAddress) throw new MissingInvoiceBillingDetailsError();
    await enqueueJob(tx, now, INVOICE_JOB, { organizationId, orderId });
  });
}

/** `GET /v1/orders/{id}/invoice`: a time-limited download URL of the generated PDF. */
export async function invoiceUrl(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  organizationId: string,
  orderId: string,
): Promise<{ url: string }> {
  const row = await findOrder(ctx.db, organizationId, orderId);
  if (!row) throw new NotFoundError("Order");
  if (!row.invoicePath) throw new InvoiceNotGeneratedError(row.id);
  const now = ctx.clock.now();
  const url = await storageFor(ctx.config).downloadUrl({
    key: row.invoicePath,
    filename: invoiceFilename(row),
    mimeType: "application/pdf",
    now,
    expiresAt: new Date(now.getTime() + INVOICE_URL_TTL_MS),
  });
  return { url };
}

/** A refund the invoice lists (a succeeded one). */
export interface InvoiceRefund {
  createdAt: Date;
  modifiedAt: Date | null;
  reason: string;
  amount: number;
  taxAmount: number;
}

/**
 * The succeeded refunds of an order. The refunds module owns them and depends on orders, so the
 * job registry passes this lookup in (orders never imports refunds).
 */
export type SucceededRefundsOf = (
  db: AppContext["db"],
  organizationId: string,
  orderId: string,
) => Promise<InvoiceRefund[]>;

const CARD_BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
};

/** "Visa ending in 4242" for a card, the type otherwise ("Sepa debit"). */
export function paymentMethodLabel(method: {
  type: string;
  brand: string | null;
  last4: string | null;
}): string {
  const brand = method.brand ? (CARD_BRANDS[method.brand.toLowerCase()] ?? capitalize(method.brand)) : null;
  const name = brand ?? capitalize(method.type.replace(/_/g, " "));
  return method.last4 ? `${name} ending in ${method.last4}` : name;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the invoice of `row` shows, read from the order, its seller, payment, refunds and credit notes. */
async function invoiceData(
  ctx: Pick<AppContext, "db">,
  row: OrderRow,
  succeededRefundsOfOrder: SucceededRefundsOf,
): Promise<InvoiceData> {
  const organizationId = row.organizationId;
  const [record] = await loadOrders(ctx.db, organizationId, [row]);
  const seller = await getInvoiceSeller(ctx, organizationId);
  const refunds = await succeededRefundsOfOrder(ctx.db, organizationId, row.id);
  const method = row.paymentMethodId
    ? await getPaymentMethodRow(ctx.db, organizationId, row.paymentMethodId)
    : null;
  const notes = await listCreditNotes(ctx.db, organizationId, { orderId: row.id }, { offset: 0, limit: 100 });
  const amounts = orderAmounts(row);
  return {
    seller,
    sellerTaxIdType:
      seller.tax_id && seller.address
        ? (parseTaxId(seller.tax_id, seller.address.country)?.[1] ?? null)
        : null,
    invoiceNumber: row.invoiceNumber,
    orderId: row.id,
    issuedAt: row.paidAt ?? row.createdAt,
    paidAt: row.paidAt,
    paymentMethod: method ? paymentMethodLabel(method) : null,
    billTo: {
      name: row.billingName ?? "",
      address: row.billingAddress!,
      tax_id: record?.customer.tax_id ?? null,
      email: record?.customer.email ?? null,
    },
    currency: row.currency,
    items: (record?.items ?? []).map((i) => ({ label: i.label, amount: i.amount })),
    subtotal: row.subtotalAmount,
    discount: {
      name: record?.discount ? record.discount.row.name : null,
      amount: row.discountAmount,
    },
    tax: row.taxAmount,
    total: amounts.total,
    refunds: refunds.map((r) => ({
      date: r.modifiedAt ?? r.createdAt,
      reason: r.reason,
      amount: r.amount,
      taxAmount: r.taxAmount,
    })),
    creditNotes: notes.rows
      .map((n) => ({ number: n.number, date: n.createdAt }))
      .sort((a, b) => a.number.localeCompare(b.number)),
  };
}

/**
 * The `orders.invoice` job: renders the PDF, stores it (replacing an earlier one), then marks the
 * order's invoice generated and records `order.updated`. Running it twice stores the same file.
 */
export async function generateInvoice(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  organizationId: string,
  orderId: string,
  succeededRefundsOfOrder: SucceededRefundsOf,
): Promise<void> {
  const row = await findOrder(ctx.db, organizationId, orderId);
  if (!row) return;
  if (!row.billingAddress || !row.billingName || !isPaidStatus(row.status)) return;
  // pdf-lib is loaded with the first invoice, not with every process that starts.
  const { renderInvoicePdf } = await import("./invoice-pdf.js");
  const pdf = await renderInvoicePdf(await invoiceData(ctx, row, succeededRefundsOfOrder));
  const key = invoiceKey(row);
  await storageFor(ctx.config).put({ key, body: pdf, mimeType: "application/pdf" });
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await findOrder(tx, organizationId, orderId, { forUpdate: true });
    if (
      current?.billingName !== row.billingName ||
      JSON.stringify(current?.billingAddress) !== JSON.stringify(row.billingAddress)
    ) {
      // Changed while the PDF was being made: fail this run, the retry renders the new details.
      throw new Error(`order ${orderId}: billing details changed during invoice rendering`);
    }
    await updateOrderRow(tx, organizationId, orderId, { invoicePath: key, modifiedAt: now });
    await recordOrderEvent(tx, now, organizationId, orderId, "order.updated");
  });
}
