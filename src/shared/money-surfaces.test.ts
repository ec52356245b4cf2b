/**
 * Every place Kassa shows an amount must agree on the currency's decimals, for every currency Kassa
 * accepts: the invoice PDF, the CSV export, the emails, the chat webhooks, the dashboard and the
 * hosted checkout. The expected decimals are written out here from Stripe's documented lists (not
 * read from the module under test), so a surface that asks ICU, or keeps its own list, fails.
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { formatMoney as checkoutFormatMoney } from "../checkout-page/money";
import { paymentFailedEmail } from "../server/modules/emails/service";
import { minorToDecimal } from "../server/modules/orders/format";
import { renderInvoicePdf } from "../server/modules/orders/invoice-pdf";
import { formatAmount } from "../server/modules/webhooks/payload-format";
import { pdfText } from "../server/test/pdf-text";
import { formatMoney as dashboardFormatMoney } from "../web/pages/catalog/shared/money";
import { CURRENCIES } from "./money";

// Stripe, docs.stripe.com/currencies: zero-decimal and three-decimal currencies; every other one is
// two-decimal in the API (HUF, TWD and ISK included, see the special cases there).
const STRIPE_ZERO = "bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" ");
const STRIPE_THREE = "bhd jod kwd omr tnd".split(" ");
const stripeExponent = (c: string) => (STRIPE_ZERO.includes(c) ? 0 : STRIPE_THREE.includes(c) ? 3 : 2);

/** 1999 with exponent 2 → "19.99"; written digit by digit, independent of the code under test. */
function expectedDecimal(minor: number, exp: number): string {
  const digits = String(minor).padStart(exp + 1, "0");
  return exp ? `${digits.slice(0, -exp)}.${digits.slice(-exp)}` : digits;
}

/** The number inside a formatted amount, grouping commas dropped ("HUF 1,234.50" → "1234.50"). */
function numberIn(text: string): string {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return m[0].replace(/,/g, "");
}

const AMOUNTS = [1999, 0, 987_654_321_098];

async function invoiceAmounts(currency: string): Promise<string[]> {
  const bytes = await renderInvoicePdf({
    seller: { name: "Acme", legal_name: null, address: null, tax_id: null, email: null, website: null },
    sellerTaxIdType: null,
    invoiceNumber: "ACME-0001",
    orderId: "00000000-0000-7000-8000-000000000000",
    issuedAt: new Date("2026-01-01T00:00:00Z"),
    paidAt: null,
    paymentMethod: null,
    billTo: { name: "Jane", address: { country: "US" }, tax_id: null, email: null },
    creditNotes: [],
    currency,
    items: AMOUNTS.map((amount, i) => ({ label: `Item ${i}`, amount })),
    subtotal: AMOUNTS[0]!,
    discount: { name: null, amount: 0 },
    tax: 0,
    total: AMOUNTS[0]!,
    refunds: [],
  });
  const lines = pdfText(await PDFDocument.load(bytes)).split("\n");
  const code = currency.toUpperCase();
  return lines.filter((l) => l.startsWith(`${code} `)).slice(0, AMOUNTS.length);
}

describe("amounts on every surface", () => {
  it("covers every currency Kassa accepts", () => {
    expect(CURRENCIES.length).toBeGreaterThan(100);
  });

  it.each([...CURRENCIES])(
    "%s: invoice PDF, CSV, email, chat webhook, dashboard and checkout agree",
    async (currency) => {
      const exp = stripeExponent(currency);
      const pdf = await invoiceAmounts(currency);
      const emails = await Promise.all(
        AMOUNTS.map((minor) =>
          paymentFailedEmail({
            brand: { name: "Acme", avatarUrl: null },
            to: "a@b.c",
            productName: "P",
            amount: minor,
            currency,
            reason: "x",
            updateCardUrl: "http://localhost/acme/portal",
          }),
        ),
      );
      AMOUNTS.forEach((minor, i) => {
        const expected = expectedDecimal(minor, exp);
        const email = emails[i]!;
        const emailAmount = /payment of (.+) failed/.exec(email.text)?.[1] ?? "";
        const shown = {
          invoicePdf: numberIn(pdf[i] ?? ""),
          csv: minorToDecimal(minor, currency),
          email: numberIn(emailAmount),
          chatWebhook: numberIn(formatAmount(minor, currency)),
          dashboard: numberIn(dashboardFormatMoney(minor, currency)),
          checkout: numberIn(checkoutFormatMoney(minor, currency)),
        };
        expect(shown, `${minor} ${currency}`).toEqual({
          invoicePdf: expected,
          csv: expected,
          email: expected,
          chatWebhook: expected,
          dashboard: expected,
          checkout: expected,
        });
      });
    },
  );
});
