/**
 * Money helpers. Amounts are integers in the currency's minor unit (cents for `usd`) with a
 * lowercase ISO 4217 currency code. No floating point is used on amounts anywhere.
 *
 * Rounding: the one rounding rule of Kassa is **round half away from zero** (commercial
 * rounding: 0.5 → 1, 1.5 → 2, 2.5 → 3, -0.5 → -1). It is what customers and accountants expect
 * on an invoice and what Stripe applies to percentage discounts. Every computation that produces
 * a fraction of a minor unit goes through `roundHalfAwayFromZero`.
 */

/** Currencies a price or a fixed discount can be in (Polar's `PresentmentCurrency`). */
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

/** The lowercase currency code if `value` names a supported currency (any case), else null. */
export function normalizeCurrency(value: string): Currency | null {
  const lower = value.toLowerCase();
  return CURRENCY_SET.has(lower) ? (lower as Currency) : null;
}

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

/** The part of `amount` a discount of `discount` minor units takes off: never more than the amount, never negative. */
export function cappedDiscount(amount: number, discount: number): number {
  assertMinorUnits("amount", amount);
  assertMinorUnits("discount", discount);
  return Math.max(0, Math.min(amount, discount));
}

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
  const exponent = Number(expText);
  const point = 1 + exponent;
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
