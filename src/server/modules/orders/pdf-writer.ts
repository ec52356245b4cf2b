import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { addressLines } from "../../../shared/address-format.js";
import { countryName } from "../../../shared/countries.js";
import type { AddressValue } from "../customers/service.js";

/** Layout primitives shared by the invoice and the credit note PDFs (A4, standard fonts). */
export const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
export const MARGIN = 50;
export const AMOUNT_X = PAGE.width - MARGIN;
export const GREY = rgb(0.4, 0.4, 0.4);
const LINE = rgb(0.8, 0.8, 0.8);

/** Replaces what the standard font cannot draw (it covers Windows-1252) with "?". */
const charsets = new WeakMap<PDFFont, Set<number>>();
export function drawable(font: PDFFont, text: string): string {
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
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
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

/** The address's lines as its country writes them, the country by name. */
function invoiceAddressLines(a: AddressValue): string[] {
  return addressLines(a, countryName);
}

/** A page cursor: writes lines top-down and starts a new page when the current one is full. */
export class Writer {
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

export const REFUND_REASONS: Record<string, string> = {
  duplicate: "Duplicate",
  fraudulent: "Fraudulent",
  customer_request: "Customer request",
  service_disruption: "Service disruption",
  satisfaction_guarantee: "Satisfaction guarantee",
  dispute_prevention: "Dispute prevention",
  other: "Other",
};

/** "VAT ID" for a VAT number (EU, GB, …), "Tax ID" for any other. */
export function taxIdLabel(type: string | null): string {
  return type?.endsWith("_vat") ? "VAT ID" : "Tax ID";
}

/** The seller as a document shows it (legal details from the organization's invoice settings). */
export interface DocumentSeller {
  name: string;
  legal_name: string | null;
  address: AddressValue | null;
  tax_id: string | null;
  email: string | null;
  website: string | null;
}

/** The buyer as a document shows it: billing name and address, tax id `[value, type]`, email. */
export interface DocumentBuyer {
  name: string | null;
  address: AddressValue | null;
  tax_id: [string, string] | null;
  email: string | null;
}

/** The title on the left, the seller (legal name, address, tax id, contacts) on the right. */
export function drawHeader(w: Writer, title: string, seller: DocumentSeller, sellerTaxIdType: string | null) {
  w.text(title, MARGIN, { size: 24, bold: true });
  w.right(seller.legal_name || seller.name, AMOUNT_X, { size: 12, bold: true });
  w.down(16);
  const lines = [
    ...(seller.legal_name && seller.legal_name !== seller.name ? [seller.name] : []),
    ...(seller.address ? invoiceAddressLines(seller.address) : []),
    ...(seller.tax_id ? [`${taxIdLabel(sellerTaxIdType)}: ${seller.tax_id}`] : []),
    ...[seller.email, seller.website].filter((l): l is string => Boolean(l)),
  ];
  for (const line of lines) {
    w.right(line, AMOUNT_X, { size: 9, color: GREY });
    w.down(12);
  }
  w.down(20);
}

/** Label/value pairs under the header (number, dates, order, payment method). */
export function drawFacts(w: Writer, facts: [string, string][]) {
  for (const [label, value] of facts) {
    w.text(label, MARGIN, { size: 9, color: GREY });
    w.text(value, MARGIN + 110, { size: 9 });
    w.down(13);
  }
  w.down(14);
}

/** The "Bill to" block: name, address (country by name), tax id, email. */
export function drawBillTo(w: Writer, buyer: DocumentBuyer) {
  w.text("Bill to", MARGIN, { size: 9, bold: true, color: GREY });
  w.down(14);
  const lines = [
    buyer.name ?? "",
    ...(buyer.address ? invoiceAddressLines(buyer.address) : []),
    buyer.tax_id ? `${taxIdLabel(buyer.tax_id[1])}: ${buyer.tax_id[0]}` : "",
    buyer.email ?? "",
  ];
  for (const line of lines) {
    if (!line) continue;
    for (const part of wrap(w.font, drawable(w.font, line), 10, 300)) {
      w.text(part, MARGIN);
      w.down(13);
    }
  }
  w.down(20);
}

/** The footer on every page: seller, document title, page n of m. */
export function drawFooters(doc: PDFDocument, font: PDFFont, sellerName: string, title: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = drawable(font, `${sellerName} - ${title} - page ${i + 1} of ${pages.length}`);
    page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font, color: GREY });
  });
}
