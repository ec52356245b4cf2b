import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { formatMoney as formatForPeople } from "../../../../shared/money.js";
import type { OutgoingEmail } from "../transport.js";

/**
 * Renders one email to HTML and to plain text (react-email's converter, no line wrapping, so a
 * link or a sentence stays on one line).
 */
export async function renderEmail(
  to: string,
  subject: string,
  element: ReactElement,
): Promise<OutgoingEmail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } }),
  ]);
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
