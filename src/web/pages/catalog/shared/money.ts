/**
 * The dashboard's amount helpers: the form-facing side of the one money module
 * (src/shared/money.ts), which holds the currency table, the formatter and the parser.
 */
import { exponent, minorToDecimal, parseMoney, shiftDecimal } from "../../../../shared/money";

export { CURRENCIES, formatMoney, normalizeCurrency, shiftDecimal } from "../../../../shared/money";

/**
 * "19.99" → 1999 for a 2-decimal currency. Returns an error message instead when the text is not a
 * non-negative amount with at most the currency's decimals.
 */
export function toMinor(text: string, currency: string): number | string {
  const parsed = parseMoney(text, currency);
  if (parsed.ok) return parsed.minor < 0 ? "Enter an amount like 19.99" : parsed.minor;
  if (parsed.error === "too_large") return "Amount is too large";
  if (parsed.error === "too_many_decimals") {
    const places = exponent(currency);
    return places === 0 ? "This currency has no decimals" : `At most ${places} decimals`;
  }
  return "Enter an amount like 19.99";
}

/** 1999 → "19.99" (2-decimal currency), 5 → "0.05": the value of an amount input. */
export function fromMinor(amount: number, currency: string): string {
  return minorToDecimal(Math.trunc(amount), currency);
}

/** Unit amount typed in major units ("0.005" USD) → the API's decimal string in cents ("0.5"). */
export function unitAmountToMinor(text: string, currency: string): string {
  const shifted = shiftDecimal(text, exponent(currency));
  if (shifted === null) return "Enter a decimal like 0.005";
  if (!/[1-9]/.test(shifted)) return "Must be greater than 0";
  const frac = shifted.split(".")[1] ?? "";
  if (frac.length > 12) return "Too many decimals (at most 12 in minor units)";
  if ((shifted.split(".")[0] ?? "").length > 5) return "Amount is too large";
  return shifted;
}
