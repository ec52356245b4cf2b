/**
 * Text forms of amounts and dates for documents (invoice PDF, CSV export, emails). Amounts come
 * from the one money module (src/shared/money.ts), so a document shows the decimals Stripe charges.
 */
import { formatMoney as formatForPeople } from "../../../shared/money.js";

export { minorToDecimal } from "../../../shared/money.js";

/**
 * 123456 usd → "USD 1,234.56", 1999 huf → "HUF 19.99": English grouping, the currency code first
 * (unambiguous in any font, and drawable by the PDF's standard fonts), plain spaces.
 */
export function formatMoney(amount: number, currency: string): string {
  return formatForPeople(amount, currency, "en-US", { currencyDisplay: "code" }).replace(
    /[\u00a0\u202f]/g,
    " ",
  );
}

/** The instant as ISO 8601 in `timeZone`, with its offset: `2026-01-01T10:00:00+01:00`. */
export function isoInZone(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMinutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  if (offsetMinutes === 0) return `${local}+00:00`;
  const sign = offsetMinutes > 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}${sign}${hh}:${mm}`;
}

/** `2026-01-31` in `timeZone`. */
export function dateInZone(date: Date, timeZone: string): string {
  return isoInZone(date, timeZone).slice(0, 10);
}

/** "31 January 2026" (UTC): the date printed on documents. */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}
