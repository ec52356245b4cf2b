import { PDFDocument, StandardFonts } from "pdf-lib";
import { parseTaxId } from "../customers/service.js";
import type { CreditNoteRow } from "./credit-notes-repository.js";
import { formatMoney, longDate } from "./format.js";
import {
  AMOUNT_X,
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

/**
 * Renders a credit note as a PDF: the seller and buyer as frozen at issue, the original invoice
 * it credits, the lines credited, the tax reversed and the total credited (shown negative, as
 * the amounts taken off the invoice).
 */
export async function renderCreditNotePdf(note: CreditNoteRow): Promise<Uint8Array> {
  const { seller, bill_to } = note.parties;
  const doc = await PDFDocument.create();
  const title = `Credit note ${note.number}`;
  doc.setTitle(title);
  doc.setSubject(`${seller.name}: credit note for invoice ${note.invoiceNumber}`);
  doc.setAuthor(seller.name);
  doc.setKeywords(["credit note", note.number, note.invoiceNumber, note.orderId]);
  doc.setProducer("Kassa");
  doc.setCreator("Kassa");
  doc.setCreationDate(note.createdAt);
  doc.setModificationDate(note.createdAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold);
  const money = (amount: number) => formatMoney(amount, note.currency);

  const sellerTaxType =
    seller.tax_id && seller.address ? (parseTaxId(seller.tax_id, seller.address.country)?.[1] ?? null) : null;
  drawHeader(w, "Credit note", seller, sellerTaxType);
  drawFacts(w, [
    ["Credit note number", note.number],
    ["Date of issue", longDate(note.createdAt)],
    ["Credits invoice", note.invoiceNumber],
    ["Order", note.orderId],
    ["Reason", REFUND_REASONS[note.reason] ?? note.reason],
  ]);
  drawBillTo(w, {
    name: bill_to.name,
    address: bill_to.address,
    tax_id: bill_to.tax_id,
    email: bill_to.email,
  });

  w.text("Description", MARGIN, { size: 9, bold: true, color: GREY });
  w.right("Tax", AMOUNT_X - 110, { size: 9, bold: true, color: GREY });
  w.right("Amount", AMOUNT_X, { size: 9, bold: true, color: GREY });
  w.down(6);
  w.rule();
  w.down(14);
  for (const line of note.lines) {
    const labels = wrap(font, drawable(font, line.label), 10, AMOUNT_X - MARGIN - 200);
    w.ensure(labels.length * 13 + 6);
    w.right(money(-line.tax_amount), AMOUNT_X - 110);
    w.right(money(-line.amount), AMOUNT_X);
    for (const label of labels) {
      w.text(label, MARGIN);
      w.down(13);
    }
    w.down(4);
  }
  w.rule();
  w.down(16);
  for (const [label, value, strong] of [
    ["Subtotal credited", money(-note.amount), false],
    ["Tax reversed", money(-note.taxAmount), false],
    ["Total credited", money(-(note.amount + note.taxAmount)), true],
  ] as const) {
    w.ensure(16);
    w.right(label, AMOUNT_X - 130, { bold: strong });
    w.right(value, AMOUNT_X, { bold: strong });
    w.down(16);
  }
  w.down(10);
  w.ensure(14);
  w.text(
    `Refunded to the original payment method. This credit note reduces invoice ${note.invoiceNumber}.`,
    MARGIN,
    {
      size: 9,
      color: GREY,
    },
  );

  drawFooters(doc, font, seller.name, title);
  return doc.save();
}
