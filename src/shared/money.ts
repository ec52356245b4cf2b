/**
 * Kassa's one money module, shared by the server, the dashboard and the hosted checkout. Pure: no
 * I/O, nothing from Node or the DOM beyond `Intl`.
 *
 * Amounts are integers in the currency's minor unit (cents for `usd`) with a lowercase ISO 4217
 * code. No floating point touches an amount: conversions between minor units and decimal text are
 * string arithmetic, and `Intl.NumberFormat` is given the exact decimal text.
 *
 * Rounding: the one rounding rule of Kassa is **round half away from zero** (commercial rounding:
 * 0.5 → 1, 1.5 → 2, 2.5 → 3, -0.5 → -1). It is what customers and accountants expect on an invoice
 * and what Stripe applies to percentage discounts. Every computation that produces a fraction of a
 * minor unit goes through `roundHalfAwayFromZero`. Percentages are basis points (10000 = 100 %).
 */

import { parseScaled } from "./decimal.js";

// ─── Currencies ────────────────────────────────────────────────────────────────────────────────

/** Currencies a price, a checkout or a fixed discount can be in (Polar's `PresentmentCurrency`). */
// biome-ignore format: a table reads better wrapped
export const CURRENCIES = [
  "aed", "all", "amd", "aoa", "ars", "aud", "awg", "azn", "bam", "bbd", "bdt", "bif", "bmd", "bnd",
  "bob", "brl", "bsd", "bwp", "bzd", "cad", "cdf", "chf", "clp", "cny", "cop", "crc", "cve", "czk",
  "djf", "dkk", "dop", "dzd", "egp", "etb", "eur", "fjd", "fkp", "gbp", "gel", "gip", "gmd", "gnf",
  "gtq", "gyd", "hkd", "hnl", "htg", "huf", "idr", "ils", "inr", "isk", "jmd", "jpy", "kes", "kgs",
  "khr", "kmf", "krw", "kyd", "kzt", "lak", "lkr", "lrd", "lsl", "mad", "mdl", "mga", "mkd", "mnt",
  "mop", "mur", "mvr", "mwk", "mxn", "myr", "mzn", "nad", "ngn", "nio", "nok", "npr", "nzd", "pab",
  "pen", "pgk", "php", "pkr", "pln", "pyg", "qar", "ron", "rsd", "rwf", "sar", "sbd", "scr", "sek",
  "sgd", "shp", "sos", "srd", "szl", "thb", "tjs", "top", "try", "ttd", "twd", "tzs", "uah", "ugx",
  "usd", "uyu", "uzs", "vnd", "vuv", "wst", "xaf", "xcd", "xcg", "xof", "xpf", "yer", "zar", "zmw",
] as const;

export type Currency = (typeof CURRENCIES)[number];

const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCIES);

/** The lowercase currency code if `value` names an accepted currency (any case), else null. */
export function normalizeCurrency(value: string): Currency | null {
  const lower = value.toLowerCase();
  return CURRENCY_SET.has(lower) ? (lower as Currency) : null;
}

/*
 * The exponent table: how many decimals the minor unit has, exactly as Stripe's API counts them
 * (docs.stripe.com/currencies), which is also what Polar sends to Stripe. "Unless otherwise
 * specified, currencies are two-decimal" there, so only the exceptions are listed.
 *
 * - Zero-decimal (Stripe's list): an amount of 500 is ¥500.
 * - Three-decimal (Stripe's list; none is accepted yet, listed so a stored amount still reads right).
 * - Two-decimal although ICU (and so `Intl`) says 0: ALL, COP, HUF, IDR, ISK, LAK, PKR, SOS, YER.
 *   Stripe's API takes HUF and TWD as two-decimal (it only pays out whole units) and keeps ISK
 *   two-decimal for backwards compatibility (since 2023 the amount must be a multiple of 100: 500
 *   is 5 króna). Polar's own currency helper agrees (2 decimals for all of these). Asking `Intl`
 *   instead showed 1999 HUF as "HUF 1,999" on the invoice while Stripe charged HUF 19.99.
 * - UGX is in Stripe's zero-decimal list; Polar's front end formats it with 2 decimals. Kassa
 *   follows Stripe, because Stripe is what charges the amount.
 */
const ZERO_DECIMAL: ReadonlySet<string> = new Set(
  "bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "),
);
const THREE_DECIMAL: ReadonlySet<string> = new Set("bhd jod kwd omr tnd".split(" "));

/** Decimals of the currency's minor unit: 0 (jpy), 2 (usd, huf, isk) or 3 (kwd). Any case. */
export function exponent(currency: string): 0 | 2 | 3 {
  const c = currency.toLowerCase();
  return ZERO_DECIMAL.has(c) ? 0 : THREE_DECIMAL.has(c) ? 3 : 2;
}

// ─── Rounding ──────────────────────────────────────────────────────────────────────────────────

/** 10000 basis points = 100 %. */
export const BASIS_POINTS_100 = 10_000;

/**
 * `numerator / denominator` rounded half away from zero, on integers (bigint inside, so
 * products of large amounts never lose precision). `denominator` must be positive.
 */
export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

function assertMinorUnits(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer amount in minor units`);
}

/**
 * `basisPoints` / 10000 of `amount` (minor units), rounded half away from zero.
 * `percentOf(1999, 2500)` = 25 % of $19.99 = 499.75 → 500.
 */
export function percentOf(amount: number, basisPoints: number): number {
  assertMinorUnits("amount", amount);
  if (!Number.isInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError("basisPoints must be a non-negative integer");
  }
  return Number(roundHalfAwayFromZero(BigInt(amount) * BigInt(basisPoints), BigInt(BASIS_POINTS_100)));
}

/**
 * `units` × `unitAmount` (both exact non-negative decimal strings; the unit amount in minor
 * units, as metered prices store it) in whole minor units, rounded once, half away from zero:
 * `meteredAmount("1234", "0.5")` = 617, `meteredAmount("3", "0.5")` = 1.5 → 2.
 */
export function meteredAmount(units: string, unitAmount: string): number {
  const u = parseScaled(units);
  const p = parseScaled(unitAmount);
  if (u.digits < 0n || p.digits < 0n) throw new RangeError("units and unit amount must not be negative");
  const minor = roundHalfAwayFromZero(u.digits * p.digits, 10n ** BigInt(u.scale + p.scale));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("metered amount is too large");
  return Number(minor);
}

/** The part of `amount` a discount of `discount` minor units takes off: never more than the amount, never negative. */
export function cappedDiscount(amount: number, discount: number): number {
  assertMinorUnits("amount", amount);
  assertMinorUnits("discount", discount);
  return Math.max(0, Math.min(amount, discount));
}

// ─── Formatting ────────────────────────────────────────────────────────────────────────────────

/** 1999 usd → "19.99"; -5 usd → "-0.05"; 500 jpy → "500"; 12345 kwd → "12.345". Exact. */
export function minorToDecimal(minor: number, currency: string): string {
  assertMinorUnits("minor", minor);
  const places = exponent(currency);
  const digits = String(Math.abs(minor)).padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${minor < 0 ? "-" : ""}${whole}${places ? `.${fraction}` : ""}`;
}

export interface FormatMoneyOptions {
  /** `symbol` ("$19.99", the default), `narrowSymbol`, `code` ("USD 19.99") or `name`. */
  currencyDisplay?: "symbol" | "narrowSymbol" | "code" | "name";
}

/**
 * `minor` units of `currency` for people, in `locale` (the runtime's default when omitted):
 * 1999 usd → "$19.99", 1999 huf → "HUF 19.99", 500 jpy → "¥500". Always exactly `exponent`
 * decimals: `Intl` draws the symbol, grouping and sign, never decides the decimals.
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale?: string,
  options: FormatMoneyOptions = {},
): string {
  const decimal = minorToDecimal(minor, currency);
  const places = exponent(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase(),
      currencyDisplay: options.currencyDisplay ?? "symbol",
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    }).format(decimal as Intl.StringNumericLiteral);
  } catch {
    return `${decimal} ${currency.toUpperCase()}`;
  }
}

// ─── Parsing ───────────────────────────────────────────────────────────────────────────────────

export type ParseMoneyError = "invalid" | "too_many_decimals" | "too_large";
export type ParseMoneyResult = { ok: true; minor: number } | { ok: false; error: ParseMoneyError };

const SPACES = /[\s\u00a0\u202f]/g;
const MINUS = /[-\u2212]/;
/** A word of a currency's symbol or name, hyphens and dots inside it ("St.-Helena-Pfund", "CHF"). */
const WORD = /[\p{L}\p{M}](?:[\p{L}\p{M}.'’-]*[\p{L}\p{M}])?/gu;

/** The digits and the separators `locale` writes amounts of `currency` with (fr-CH: "." for money). */
function localeSymbols(
  locale: string,
  currency: string,
): { digits: string[]; decimal: string; group: string } {
  let nf: Intl.NumberFormat;
  try {
    nf = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 1 });
  } catch {
    nf = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 });
  }
  const parts = nf.formatToParts(1234567.5);
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  return {
    digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: (parts.find((p) => p.type === "group")?.value ?? ",").replace(SPACES, " ").replace(/’/g, "'"),
  };
}

/** Splits the digits before the decimal separator at `group`; null when the grouping is malformed. */
function ungroup(integer: string, group: string | null): string | null {
  if (group === null) return /^\d+$/.test(integer) ? integer : null;
  const parts = integer.split(group);
  if (parts.length === 1) return /^\d+$/.test(integer) ? integer : null;
  // First group 1-3 digits, the last exactly 3, any between 2 or 3 (Indian grouping: 12,34,567).
  const ok =
    /^\d{1,3}$/.test(parts[0]!) &&
    /^\d{3}$/.test(parts[parts.length - 1]!) &&
    parts.slice(1, -1).every((p) => /^\d{2,3}$/.test(p));
  return ok ? parts.join("") : null;
}

/**
 * Reads an amount a person typed or `formatMoney` wrote ("19.99", "$1,234.50", "1.234,50 €",
 * "HUF 19.99", "-¥500") into minor units, exactly (string arithmetic). Text around the number
 * (symbol, code, spaces, a minus sign) is ignored; a digit outside the number is an error.
 *
 * With `locale`, its decimal and grouping separators are the ones read. Without, the text decides:
 * when both `.` and `,` appear the last one is the decimal separator; a single `,` followed by
 * exactly three digits groups thousands ("1,000"), any other single `,` or `.` is the decimal
 * separator ("0,5", "19.99"); a repeated one, a space or an apostrophe groups.
 */
export function parseMoney(text: string, currency: string, locale?: string): ParseMoneyResult {
  let source = text;
  let decimal: string | null = null;
  let group: string | null = null;
  if (locale) {
    const symbols = localeSymbols(locale, currency.toUpperCase());
    symbols.digits.forEach((d, i) => {
      if (d !== String(i)) source = source.split(d).join(String(i));
    });
    decimal = symbols.decimal;
    group = symbols.group;
  }
  source = source.replace(SPACES, " ").replace(/’/g, "'");
  const found = /\d(?:[\d.,'\u066b\u066c ]*\d)?/.exec(source);
  if (!found) return { ok: false, error: "invalid" };
  let start = found.index;
  // ".5" and ",5": a separator right before the first digit belongs to the number, unless it ends a
  // word (the dot of a symbol such as "kr.").
  if (/[.,\u066b]/.test(source[start - 1] ?? "") && !/\p{L}/u.test(source[start - 2] ?? "")) start -= 1;
  const end = found.index + found[0].length;
  const number = source.slice(start, end);
  const outside = source.slice(0, start) + source.slice(end);
  if (/\d/.test(outside)) return { ok: false, error: "invalid" };
  const negative = MINUS.test(outside.replace(WORD, ""));

  if (!locale) {
    const lastDot = number.lastIndexOf(".");
    const lastComma = number.lastIndexOf(",");
    if (lastDot >= 0 && lastComma >= 0) {
      decimal = lastDot > lastComma ? "." : ",";
      group = decimal === "." ? "," : ".";
    } else if (lastDot >= 0 || lastComma >= 0) {
      const sep = lastDot >= 0 ? "." : ",";
      const repeated = number.indexOf(sep) !== number.lastIndexOf(sep);
      const thousands = sep === "," && /^\d{3}$/.test(number.slice(lastComma + 1)) && number[0] !== ",";
      decimal = repeated || thousands ? null : sep;
      group = repeated || thousands ? sep : null;
    }
    const spacing = /[ ']/.exec(number)?.[0];
    if (spacing) {
      if (group !== null) return { ok: false, error: "invalid" };
      group = spacing;
    }
  }

  const pieces = decimal === null ? [number] : number.split(decimal);
  if (pieces.length > 2) return { ok: false, error: "invalid" };
  const [head = "", fraction = ""] = pieces;
  const integer = head === "" && pieces.length === 2 ? "0" : ungroup(head, group);
  if (integer === null || !/^\d*$/.test(fraction)) return { ok: false, error: "invalid" };
  if (pieces.length === 2 && fraction === "") return { ok: false, error: "invalid" };
  const places = exponent(currency);
  if (fraction.length > places) return { ok: false, error: "too_many_decimals" };
  const value = Number(`${integer}${fraction.padEnd(places, "0")}`);
  if (!Number.isSafeInteger(value)) return { ok: false, error: "too_large" };
  return { ok: true, minor: negative && value !== 0 ? -value : value };
}

// ─── Decimal strings (metered unit prices) ─────────────────────────────────────────────────────

/** Limits of a decimal amount string (metered unit prices: cents with up to 12 decimals). */
export interface DecimalLimits {
  maxDecimals: number;
  maxIntegerDigits: number;
}

export const UNIT_AMOUNT_LIMITS: DecimalLimits = { maxDecimals: 12, maxIntegerDigits: 5 };

export type DecimalResult = { ok: true; value: string } | { ok: false; message: string };

const DECIMAL_RE = /^\+?(\d*)(?:\.(\d*))?$/;

/** `1e-7` → `0.0000001`: a JS number's shortest round-trip text, without exponent. */
function plainNumberText(value: number): string {
  const text = String(value);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, lead, frac = "", expText] = m;
  const digits = `${lead}${frac}`;
  const point = 1 + Number(expText);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Parses a non-negative decimal amount given as a string (`"0.0125"`) or a JSON number (`0.0125`)
 * into its canonical text: no sign, no leading zeros, no trailing fractional zeros (`"0.0125"`,
 * `"12"`). The text is exact: it never passes through a float computation, so it can be stored
 * in a `numeric` column as is. Rejects negatives, exponents in strings, and more digits than
 * `limits` allow.
 */
export function parseDecimalAmount(
  input: string | number,
  limits: DecimalLimits = UNIT_AMOUNT_LIMITS,
): DecimalResult {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { ok: false, message: "must be a finite number" };
    text = plainNumberText(input);
  } else {
    text = input.trim();
  }
  if (text.startsWith("-")) {
    return /^-0*\.?0*$/.test(text)
      ? { ok: true, value: "0" }
      : { ok: false, message: "must not be negative" };
  }
  const m = DECIMAL_RE.exec(text);
  if (!m || (m[1] === "" && (m[2] ?? "") === "")) return { ok: false, message: "must be a decimal number" };
  const integer = (m[1] ?? "").replace(/^0+/, "");
  const fraction = (m[2] ?? "").replace(/0+$/, "");
  if (fraction.length > limits.maxDecimals) {
    return { ok: false, message: `must have at most ${limits.maxDecimals} decimal places` };
  }
  if (integer.length > limits.maxIntegerDigits) {
    return {
      ok: false,
      message: `must have at most ${limits.maxIntegerDigits} digits before the decimal point`,
    };
  }
  const value = `${integer || "0"}${fraction ? `.${fraction}` : ""}`;
  return { ok: true, value };
}

/** Canonical text of a decimal read back from a `numeric` column (`"1.500000000000"` → `"1.5"`). */
export function canonicalDecimal(text: string): string {
  const parsed = parseDecimalAmount(text, {
    maxDecimals: Number.MAX_SAFE_INTEGER,
    maxIntegerDigits: Number.MAX_SAFE_INTEGER,
  });
  if (!parsed.ok) throw new RangeError(`not a decimal amount: ${text}`);
  return parsed.value;
}

/**
 * Moves the decimal point of a non-negative decimal string: shiftDecimal("0.005", 2) → "0.5",
 * shiftDecimal("12.5", -2) → "0.125". Exact; trims redundant zeros. Null when not a decimal.
 */
export function shiftDecimal(text: string, places: number): string | null {
  const trimmed = text.trim();
  const m = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!m || trimmed === "" || trimmed === ".") return null;
  let digits = (m[1] ?? "") + (m[2] ?? "");
  let point = (m[1] ?? "").length + places;
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, "0");
  const whole = digits.slice(0, point).replace(/^0+/, "") || "0";
  const frac = digits.slice(point).replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : whole;
}

/**
 * A metered unit price (a decimal string in minor units, "0.5" cents) for people: "$0.005".
 * At least the currency's decimals, more when the price has them (up to 20).
 */
export function formatUnitAmount(unitAmount: string, currency: string, locale?: string): string {
  const places = exponent(currency);
  const major = shiftDecimal(unitAmount, -places) ?? unitAmount;
  const shown = Math.min(20, Math.max(places, major.split(".")[1]?.length ?? 0));
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: places,
      maximumFractionDigits: shown,
    }).format(major as Intl.StringNumericLiteral);
  } catch {
    return `${major} ${currency.toUpperCase()}`;
  }
}
