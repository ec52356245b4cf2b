/**
 * Exact decimal quantities (meter units read from `numeric` columns, "12.5", "-3", "0.000001")
 * as BigInt fractions: no floats anywhere. Money stays in money.ts; this is for quantities.
 */

/** A decimal as `digits / 10^scale`. */
export interface ScaledDecimal {
  digits: bigint;
  scale: number;
}

const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** "12.50" → {1250n, 2}; "-0.5" → {-5n, 1}. Throws on anything but a plain decimal. */
export function parseScaled(text: string): ScaledDecimal {
  const m = DECIMAL_RE.exec(text.trim());
  if (!m || ((m[2] ?? "") === "" && (m[3] ?? "") === "")) throw new RangeError(`not a decimal: ${text}`);
  const fraction = m[3] ?? "";
  const digits = BigInt(`${m[2] || "0"}${fraction}`);
  return { digits: m[1] === "-" ? -digits : digits, scale: fraction.length };
}

/** Canonical text of `digits / 10^scale`: no trailing fractional zeros, "-0" → "0". */
export function formatScaled({ digits, scale }: ScaledDecimal): string {
  const negative = digits < 0n;
  const abs = (negative ? -digits : digits).toString().padStart(scale + 1, "0");
  const whole = abs.slice(0, abs.length - scale);
  const frac = abs.slice(abs.length - scale).replace(/0+$/, "");
  const text = frac ? `${whole}.${frac}` : whole;
  return negative && text !== "0" ? `-${text}` : text;
}

function align(a: ScaledDecimal, b: ScaledDecimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.digits * 10n ** BigInt(scale - a.scale), b.digits * 10n ** BigInt(scale - b.scale), scale];
}

/** `a − b`, exact. */
export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parseScaled(a), parseScaled(b));
  return formatScaled({ digits: x - y, scale });
}

/** `a + b`, exact. */
export function addDecimal(a: string, b: string): string {
  const [x, y, scale] = align(parseScaled(a), parseScaled(b));
  return formatScaled({ digits: x + y, scale });
}

/** −1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(parseScaled(a), parseScaled(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The larger of `a` and 0. */
export function nonNegativeDecimal(a: string): string {
  return compareDecimal(a, "0") < 0 ? "0" : formatScaled(parseScaled(a));
}

/** The whole part toward zero ("7.9" → 7, "-7.9" → -7), as a bigint. */
export function truncateDecimal(a: string): bigint {
  const { digits, scale } = parseScaled(a);
  return digits / 10n ** BigInt(scale);
}
