import { PDFDocument, StandardFonts } from "pdf-lib";
import { formatMoney, longDate } from "./format.js";
import {
  AMOUNT_X,
  type DocumentBuyer,
  type DocumentSeller,
  drawable,
  drawBillTo,
  drawFacts,
  drawFooters,
  drawHeader,
  GREY,
  MARGIN,
  REFUND_REASONS,
  Writer,
  wrap,
} from "./pdf-writer.js";

/** Everything an invoice shows; amounts in minor units of `currency`. */
export interface InvoiceData {
  seller: DocumentSeller;
  /** The type of the seller's tax id (`eu_vat`, …) when Kassa recognizes it. */
  sellerTaxIdType: string | null;
  invoiceNumber: string;
  orderId: string;
  issuedAt: Date;
  paidAt: Date | null;
  /** "Visa ending in 4242", or null when the order was not paid with a saved card. */
  paymentMethod: string | null;
  billTo: DocumentBuyer;
  /** The credit notes issued against this invoice (one per succeeded refund). */
  creditNotes: { number: string; date: Date }[];
  currency: string;
  items: { label: string; amount: number }[];
  subtotal: number;
  discount: { name: string | null; amount: number };
  tax: number;
  total: number;
  refunds: { date: Date; reason: string; amount: number; taxAmount: number }[];
}

/** Renders the invoice as a PDF (A4, standard fonts) and returns its bytes. */
export async function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Invoice ${data.invoiceNumber}`;
  doc.setTitle(title);
  doc.setSubject(`${data.seller.name}: order ${data.orderId}`);
  doc.setAuthor(data.seller.name);
  doc.setKeywords(["invoice", data.invoiceNumber, data.orderId]);
  doc.setProducer("Kassa");
  doc.setCreator("Kassa");
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  const money = (amount: number) => formatMoney(amount, data.currency);

  drawHeader(w, "Invoice", data.seller, data.sellerTaxIdType);
  drawFacts(w, [
    ["Invoice number", data.invoiceNumber],
    ["Date of issue", longDate(data.issuedAt)],
    ...(data.paidAt ? [["Date paid", longDate(data.paidAt)] as [string, string]] : []),
    ["Order", data.orderId],
    ...(data.paymentMethod ? [["Payment method", data.paymentMethod] as [string, string]] : []),
  ]);
  drawBillTo(w, data.billTo);

  // Items.
  w.text("Description", MARGIN, { size: 9, bold: true, color: GREY });
  w.right("Amount", AMOUNT_X, { size: 9, bold: true, color: GREY });
  w.down(6);
  w.rule();
  w.down(14);
  for (const item of data.items) {
    const lines = wrap(font, drawable(font, item.label), 10, AMOUNT_X - MARGIN - 120);
    w.ensure(lines.length * 13 + 6);
    w.right(money(item.amount), AMOUNT_X);
    for (const line of lines) {
      w.text(line, MARGIN);
      w.down(13);
    }
    w.down(4);
  }
  w.rule();
  w.down(16);

  // Totals.
  const totals: [string, string, boolean][] = [["Subtotal", money(data.subtotal), false]];
  if (data.discount.amount > 0) {
    totals.push([
      `Discount${data.discount.name ? ` (${data.discount.name})` : ""}`,
      money(-data.discount.amount),
      false,
    ]);
  }
  totals.push(["Tax", money(data.tax), false], ["Total", money(data.total), true]);
  for (const [label, value, strong] of totals) {
    w.ensure(16);
    w.right(label, AMOUNT_X - 130, { bold: strong });
    w.right(value, AMOUNT_X, { bold: strong });
    w.down(16);
  }

  // Refunds.
  if (data.refunds.length) {
    w.down(16);
    w.ensure(40);
    w.text("Refunds", MARGIN, { size: 9, bold: true, color: GREY });
    w.down(6);
    w.rule();
    w.down(14);
    let refunded = 0;
    for (const r of data.refunds) {
      const amount = r.amount + r.taxAmount;
      refunded += amount;
      w.ensure(16);
      const tax = r.taxAmount ? ` (incl. tax ${money(r.taxAmount)})` : "";
      w.text(`${longDate(r.date)} - ${REFUND_REASONS[r.reason] ?? r.reason}${tax}`, MARGIN);
      w.right(money(-amount), AMOUNT_X);
      w.down(15);
    }
    w.rule();
    w.down(16);
    for (const [label, value, strong] of [
      ["Total refunded", money(-refunded), false],
      ["Amount paid after refunds", money(data.total - refunded), true],
    ] as const) {
      w.ensure(16);
      w.right(label, AMOUNT_X - 130, { bold: strong });
      w.right(value, AMOUNT_X, { bold: strong });
      w.down(16);
    }
  }

  if (data.creditNotes.length) {
    w.down(8);
    w.ensure(14 * (data.creditNotes.length + 1));
    w.text("Credit notes issued", MARGIN, { size: 9, bold: true, color: GREY });
    w.down(14);
    for (const note of data.creditNotes) {
      w.text(`${note.number} - ${longDate(note.date)}`, MARGIN, { size: 9 });
      w.down(13);
    }
  }

  drawFooters(doc, font, data.seller.name, title);
  return doc.save();
}
