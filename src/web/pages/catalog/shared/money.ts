/**
 * Exact conversions between amounts typed in major units ("19.99") and integer minor units (1999),
 * with string arithmetic only: no floating point ever touches a price.
 */

/** Currencies whose minor unit is the major unit (no decimals). */
const ZERO_DECIMAL = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "isk",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 0 : 2;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * "19.99" → 1999 for a 2-decimal currency. Returns an error message instead when the text is not a
 * non-negative amount with at most the currency's decimals.
 */
export function toMinor(text: string, currency: string): number | string {
  const value = text.trim().replace(/,/g, "");
  const decimals = currencyDecimals(currency);
  const m = DECIMAL.exec(value.startsWith(".") ? `0${value}` : value);
  if (!m) return "Enter an amount like 19.99";
  const whole = m[1] ?? "0";
  const frac = m[2] ?? "";
  if (frac.length > decimals)
    return decimals === 0 ? "This currency has no decimals" : `At most ${decimals} decimals`;
  const digits = (whole + frac.padEnd(decimals, "0")).replace(/^0+(?=\d)/, "");
  if (digits.length > 15) return "Amount is too large";
  return Number(digits);
}

/** 1999 → "19.99" (2-decimal currency), 5 → "0.05". */
export function fromMinor(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const negative = amount < 0;
  const digits = String(Math.abs(Math.trunc(amount))).padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  return `${negative ? "-" : ""}${whole}${decimals ? `.${frac}` : ""}`;
}

/** 1999, "usd" → "$19.99" (display only). */
export function formatMoney(amount: number, currency: string): string {
  const text = fromMinor(amount, currency);
  try {
    const decimals = currencyDecimals(currency);
    return new Intl.NumberFormat(undefined, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(text));
  } catch {
    return `${text} ${currency.toUpperCase()}`;
  }
}

/**
 * Moves the decimal point of a non-negative decimal string: shiftDecimal("0.005", 2) → "0.5",
 * shiftDecimal("12.5", -2) → "0.125". Exact; trims redundant zeros.
 */
export function shiftDecimal(text: string, places: number): string | null {
  const m = DECIMAL.exec(text.trim().startsWith(".") ? `0${text.trim()}` : text.trim());
  if (!m) return null;
  let digits = (m[1] ?? "") + (m[2] ?? "");
  let point = (m[1] ?? "").length + places;
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, "0");
  let whole = digits.slice(0, point).replace(/^0+/, "") || "0";
  const frac = digits.slice(point).replace(/0+$/, "");
  if (whole === "") whole = "0";
  return frac ? `${whole}.${frac}` : whole;
}

/** Unit amount typed in major units ("0.005" USD) → the API's decimal string in cents ("0.5"). */
export function unitAmountToMinor(text: string, currency: string): string {
  const value = text.trim();
  if (!DECIMAL.test(value.startsWith(".") ? `0${value}` : value)) return "Enter a decimal like 0.005";
  const shifted = shiftDecimal(value, currencyDecimals(currency)) ?? "0";
  if (!/[1-9]/.test(shifted)) return "Must be greater than 0";
  const frac = shifted.split(".")[1] ?? "";
  if (frac.length > 12) return "Too many decimals (at most 12 in minor units)";
  if ((shifted.split(".")[0] ?? "").length > 5) return "Amount is too large";
  return shifted;
}

export const CURRENCIES = [
  "usd",
  "eur",
  "gbp",
  "cad",
  "aud",
  "chf",
  "sek",
  "nok",
  "dkk",
  "jpy",
  "inr",
  "brl",
  "mxn",
];
