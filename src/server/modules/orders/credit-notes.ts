import { randomInt } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import { storageFor } from "../../storage/index.js";
import { getInvoiceSeller } from "../organizations/service.js";
import {
  type CreditNoteFilters,
  type CreditNoteLine,
  type CreditNoteRow,
  findCreditNote,
  findCreditNoteOfRefund,
  insertCreditNote,
  listCreditNotes,
  takeCreditNoteNumber,
} from "./credit-notes-repository.js";
import { INVOICE_URL_TTL_MS } from "./invoice.js";
import type { OrderRow } from "./repository.js";
import { loadOrders, orderAmounts } from "./service.js";

export type { CreditNoteRow } from "./credit-notes-repository.js";

/** What a credit note needs of the refund that issues it (the refunds module owns refunds). */
export interface CreditedRefund {
  id: string;
  amount: number;
  taxAmount: number;
  reason: string;
}

const PREFIX_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** The organization's credit note prefix, drawn once at its first credit note (8 letters and digits). */
function randomPrefix(): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += PREFIX_ALPHABET[randomInt(PREFIX_ALPHABET.length)];
  return out;
}

/**
 * The lines credited: a refund of the whole order (its first refund, for its whole net) credits
 * each invoice line and the discount; any other refund is one line of the amount refunded.
 * Either way the lines add up to the refund's amount and tax.
 */
function creditLines(
  order: OrderRow,
  items: { label: string; amount: number; taxAmount: number }[],
  discountName: string | null,
  refund: CreditedRefund,
): CreditNoteLine[] {
  const whole = order.refundedAmount === 0 && refund.amount === orderAmounts(order).net;
  const itemTax = items.reduce((sum, i) => sum + i.taxAmount, 0);
  if (whole && itemTax === refund.taxAmount) {
    const lines = items.map((i) => ({ label: i.label, amount: i.amount, tax_amount: i.taxAmount }));
    if (order.discountAmount > 0) {
      lines.push({
        label: `Discount${discountName ? ` (${discountName})` : ""}`,
        amount: -order.discountAmount,
        tax_amount: 0,
      });
    }
    return lines;
  }
  const what = items.map((i) => i.label).join(", ");
  const label = `Partial refund${what ? `: ${what}` : ""}`;
  return [
    {
      label: label.length > 200 ? `${label.slice(0, 197)}...` : label,
      amount: refund.amount,
      tax_amount: refund.taxAmount,
    },
  ];
}

/**
 * Issues the credit note of a succeeded refund, in the caller's transaction (the one that
 * records the refund as succeeded, with `order` locked and read before the refund was added):
 * the next number of the organization's sequence, the lines and tax credited, and the seller and
 * buyer as they are now. Once per refund: a second call returns the first note.
 */
export async function issueCreditNote(
  tx: Executor,
  now: Date,
  order: OrderRow,
  refund: CreditedRefund,
): Promise<CreditNoteRow> {
  const organizationId = order.organizationId;
  const existing = await findCreditNoteOfRefund(tx, organizationId, refund.id);
  if (existing) return existing;
  const [record] = await loadOrders(tx, organizationId, [order]);
  const seller = await getInvoiceSeller({ db: tx }, organizationId);
  const taken = await takeCreditNoteNumber(tx, organizationId, randomPrefix());
  return insertCreditNote(tx, {
    id: uuidv7(),
    organizationId,
    orderId: order.id,
    refundId: refund.id,
    customerId: order.customerId,
    number: `${taken.prefix}-CN-${String(taken.number).padStart(4, "0")}`,
    invoiceNumber: order.invoiceNumber,
    reason: refund.reason,
    currency: order.currency,
    amount: refund.amount,
    taxAmount: refund.taxAmount,
    lines: creditLines(order, record?.items ?? [], record?.discount?.row.name ?? null, refund),
    parties: {
      seller: {
        name: seller.name,
        legal_name: seller.legal_name,
        address: seller.address,
        tax_id: seller.tax_id,
        email: seller.email,
        website: seller.website,
      },
      bill_to: {
        name: order.billingName ?? record?.customer.name ?? null,
        address: order.billingAddress ?? record?.customer.billing_address ?? null,
        tax_id: record?.customer.tax_id ?? null,
        email: record?.customer.email ?? null,
      },
    },
    createdAt: now,
  });
}

/** A credit note on the wire (Kassa's own resource: Polar has none). */
export function serializeCreditNote(row: CreditNoteRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: null,
    number: row.number,
    invoice_number: row.invoiceNumber,
    organization_id: row.organizationId,
    order_id: row.orderId,
    refund_id: row.refundId,
    customer_id: row.customerId,
    reason: row.reason,
    currency: row.currency,
    subtotal_amount: row.amount,
    tax_amount: row.taxAmount,
    total_amount: row.amount + row.taxAmount,
    lines: row.lines,
  };
}

export type CreditNoteWire = ReturnType<typeof serializeCreditNote>;

/** `GET /v1/credit-notes/`: the organization's credit notes, newest first. */
export async function listOrgCreditNotes(
  ctx: { db: Executor },
  organizationId: string,
  page: Page,
  filters: CreditNoteFilters,
): Promise<{ items: CreditNoteWire[]; total: number }> {
  const { rows, total } = await listCreditNotes(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  return { items: rows.map(serializeCreditNote), total };
}

/** The organization's credit note, or a 404 (another organization's included). */
export async function requireCreditNote(
  ctx: { db: Executor },
  organizationId: string,
  id: string,
): Promise<CreditNoteRow> {
  const row = await findCreditNote(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("CreditNote");
  return row;
}

/**
 * A time-limited download URL of the credit note's PDF. The document is rendered from what the
 * note froze at issue, so rendering it again gives the same document; it is stored, then linked.
 */
export async function creditNotePdfUrl(
  ctx: Pick<AppContext, "config" | "clock">,
  row: CreditNoteRow,
): Promise<{ url: string }> {
  const key = `${row.organizationId}/credit-notes/${row.id}/${row.number}.pdf`;
  const storage = storageFor(ctx.config);
  const { renderCreditNotePdf } = await import("./credit-note-pdf.js"); // pdf-lib, loaded when first used
  await storage.put({ key, body: await renderCreditNotePdf(row), mimeType: "application/pdf" });
  const now = ctx.clock.now();
  const url = await storage.downloadUrl({
    key,
    filename: `Credit-note-${row.number}.pdf`,
    mimeType: "application/pdf",
    now,
    expiresAt: new Date(now.getTime() + INVOICE_URL_TTL_MS),
  });
  return { url };
}
