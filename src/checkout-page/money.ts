/**
 * Amounts on the checkout page, from the one money module (src/shared/money.ts): the currency
 * table, the formatter and the parser. The page shows amounts in US English ("$19.99").
 */
import {
  formatMoney as formatIn,
  formatUnitAmount as formatUnitIn,
  minorToDecimal,
  parseMoney,
} from "../shared/money";

export { exponent } from "../shared/money";

const LOCALE = "en-US";

/** 1999, "usd" → "$19.99". */
export function formatMoney(amount: number, currency: string): string {
  return formatIn(amount, currency, LOCALE);
}

/** 1999 → "19.99" (for an input's value). */
export function toMajor(amount: number, currency: string): string {
  return minorToDecimal(Math.trunc(amount), currency);
}

/** "19.99" → 1999; null when the text is not a non-negative amount with at most the currency's decimals. */
export function toMinor(text: string, currency: string): number | null {
  const parsed = parseMoney(text, currency);
  return parsed.ok && parsed.minor >= 0 ? parsed.minor : null;
}

/** A metered unit price, a decimal string in minor units ("0.5" cents) → "$0.005" (display only). */
export function formatUnitAmount(unitAmount: string, currency: string): string {
  return formatUnitIn(unitAmount, currency, LOCALE);
}
