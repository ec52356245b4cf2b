import { decodePDFRawStream, type PDFDocument, PDFRawStream } from "pdf-lib";

/** The text a PDF draws: its content streams inflated, hex strings of `Tj` decoded (WinAnsi ≈ latin1). */
export function pdfText(doc: PDFDocument): string {
  const out: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      out.push(Buffer.from(m[1]!, "hex").toString("latin1"));
  }
  return out.join("\n");
}
