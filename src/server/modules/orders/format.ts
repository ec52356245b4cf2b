/**
 * Text forms of amounts and dates for documents (invoice PDF, CSV export). Amounts stay integers:
 * the decimal text is built from the digits, never by dividing a float.
 */

/** Digits after the decimal point of the currency's major unit (2 for usd, 0 for jpy), from ICU. */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency: currency.toUpperCase() }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** 1999 usd → "19.99"; -5 usd → "-0.05"; 500 jpy → "500". */
export function minorToDecimal(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const digits = String(Math.abs(amount)).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${amount < 0 ? "-" : ""}${whole}${decimals ? `.${fraction}` : ""}`;
}

/** 123456 usd → "USD 1,234.56" (grouped, the currency code first: unambiguous in any font). */
export function formatMoney(amount: number, currency: string): string {
  const [whole = "0", fraction] = minorToDecimal(Math.abs(amount), currency).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}${currency.toUpperCase()} ${grouped}${fraction ? `.${fraction}` : ""}`;
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
