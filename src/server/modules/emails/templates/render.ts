import { plainTextSelectors, render } from "@react-email/render";
import { compile } from "html-to-text";
import type { ReactElement } from "react";
import { formatMoney as formatForPeople } from "../../../../shared/money.js";
import type { OutgoingEmail } from "../transport.js";

/** What `render` puts before the rendered markup of a document. */
const DOCTYPE = /^<!DOCTYPE[^>]*>/;

/**
 * react-email's HTML-to-text conversion (`toPlainText`: its selectors, here without line
 * wrapping, so a link or a sentence stays on one line), compiled once: `toPlainText` compiles its
 * options again for every email.
 */
const toText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * Renders one email to HTML, and the plain text from that HTML: the element is rendered once,
 * the text being what `render(element, { plainText: true })` gives, which renders it again.
 */
export async function renderEmail(
  to: string,
  subject: string,
  element: ReactElement,
): Promise<OutgoingEmail> {
  const html = await render(element);
  const text = toText(html.replace(DOCTYPE, ""));
  return { to, subject, html, text: `${text.trim()}\n` };
}

/**
 * Amounts in emails: the document form (`orders/format.ts`), "USD 1,234.56", "HUF 19.99", English
 * grouping and the currency code, the decimals Stripe charges (src/shared/money.ts).
 */
export function emailMoney(amount: number, currency: string): string {
  return formatForPeople(amount, currency, "en-US", { currencyDisplay: "code" }).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
}

/** A calendar day in words, in UTC: "March 1, 2026". */
export function emailDate(date: Date | string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(date));
}
