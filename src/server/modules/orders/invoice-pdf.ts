import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { AddressValue } from "../customers/service.js";
import { formatMoney, longDate } from "./format.js";

/** Everything an invoice shows; amounts in minor units of `currency`. */
export interface InvoiceData {
  seller: { name: string; email: string | null; website: string | null };
  invoiceNumber: string;
  orderId: string;
  issuedAt: Date;
  billTo: { name: string; address: AddressValue; email: string | null };
  currency: string;
  items: { label: string; amount: number }[];
  subtotal: number;
  discount: { name: string | null; amount: number };
  tax: number;
  total: number;
  refunds: { date: Date; reason: string; amount: number; taxAmount: number }[];
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 50;
const AMOUNT_X = PAGE.width - MARGIN;
const GREY = rgb(0.4, 0.4, 0.4);
const LINE = rgb(0.8, 0.8, 0.8);

/** Replaces what the standard font cannot draw (it covers Windows-1252) with "?". */
const charsets = new WeakMap<PDFFont, Set<number>>();
function drawable(font: PDFFont, text: string): string {
  let supported = charsets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    charsets.set(font, supported);
  }
  let out = "";
  for (const ch of text.replace(/[\r\n\t]+/g, " ")) out += supported.has(ch.codePointAt(0)!) ? ch : "?";
  return out;
}

/** Breaks `text` into lines no wider than `width` at `size` (long words are cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

function addressLines(a: AddressValue): string[] {
  const cityLine = [a.postal_code, a.city].filter(Boolean).join(" ");
  const state = a.state ? a.state.replace(/^[A-Z]{2}-/, "") : null;
  return [a.line1, a.line2, cityLine, [state, a.country].filter(Boolean).join(", ")].filter(
    (l): l is string => Boolean(l),
  );
}

const REASONS: Record<string, string> = {
  duplicate: "Duplicate",
  fraudulent: "Fraudulent",
  customer_request: "Customer request",
  service_disruption: "Service disruption",
  satisfaction_guarantee: "Satisfaction guarantee",
  dispute_prevention: "Dispute prevention",
  other: "Other",
};

/** A page cursor: writes lines top-down and starts a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN + 30) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  text(
    text: string,
    x: number,
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ) {
    const font = opts.bold ? this.bold : this.font;
    this.page.drawText(drawable(font, text), {
      x,
      y: this.y,
      size: opts.size ?? 10,
      font,
      color: opts.color,
    });
  }

  right(
    text: string,
    xRight: number,
    opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ) {
    const font = opts.bold ? this.bold : this.font;
    const clean = drawable(font, text);
    const width = font.widthOfTextAtSize(clean, opts.size ?? 10);
    this.page.drawText(clean, {
      x: xRight - width,
      y: this.y,
      size: opts.size ?? 10,
      font,
      color: opts.color,
    });
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: LINE,
    });
  }

  down(by: number) {
    this.y -= by;
  }
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

  // Header: seller on the left, invoice facts on the right.
  w.text("Invoice", MARGIN, { size: 24, bold: true });
  w.right(data.seller.name, AMOUNT_X, { size: 12, bold: true });
  w.down(16);
  for (const line of [data.seller.email, data.seller.website].filter((l): l is string => Boolean(l))) {
    w.right(line, AMOUNT_X, { size: 9, color: GREY });
    w.down(12);
  }
  w.down(20);
  const facts: [string, string][] = [
    ["Invoice number", data.invoiceNumber],
    ["Date of issue", longDate(data.issuedAt)],
    ["Order", data.orderId],
  ];
  for (const [label, value] of facts) {
    w.text(label, MARGIN, { size: 9, color: GREY });
    w.text(value, MARGIN + 100, { size: 9 });
    w.down(13);
  }
  w.down(14);

  // Bill to.
  w.text("Bill to", MARGIN, { size: 9, bold: true, color: GREY });
  w.down(14);
  for (const line of [data.billTo.name, ...addressLines(data.billTo.address), data.billTo.email ?? ""]) {
    if (!line) continue;
    for (const part of wrap(font, drawable(font, line), 10, 300)) {
      w.text(part, MARGIN);
      w.down(13);
    }
  }
  w.down(20);

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
      w.text(`${longDate(r.date)} - ${REASONS[r.reason] ?? r.reason}${tax}`, MARGIN);
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

  // Footer on every page.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = drawable(font, `${data.seller.name} - ${title} - page ${i + 1} of ${pages.length}`);
    page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font, color: GREY });
  });
  return doc.save();
}
